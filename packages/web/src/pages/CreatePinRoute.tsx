/**
 * S0 §2 `/pin/create/{method}`: the create-Pin page for this viewer and device
 * (`createPinPagePlan`): signed in, the picker (desktop popup or mobile page); signed out on
 * desktop, the login panel; signed out on mobile, `/`; on mobile, an own-Pin url → its repin page.
 */
import type { SavePinOutput } from '@pinstack/core/machines';
import { createPinPagePlan, parseCreatePinPageUrl } from '@pinstack/core/rules';
import { CreatePinPage } from '@pinstack/react-ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { isMobileDevice } from '../device.js';
import { useLeavePage } from '../history.js';
import { safePath } from '../navigation.js';
import { useReadySession, useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function CreatePinRoute({ search }: PageProps) {
  const session = useReadySession();
  const { setToast } = useSession();
  const [location, navigate] = useLocation();
  const leavePage = useLeavePage();
  const parsed = useMemo(() => parseCreatePinPageUrl(`${location}${search === '' ? '' : `?${search}`}`), [location, search]);
  const viewer = session?.viewer ?? null;
  const plan = useMemo(() => {
    if (!parsed.ok || viewer === null) return null;
    return createPinPagePlan({
      isAuth: viewer.isAuth,
      isMobile: isMobileDevice(),
      request: parsed.request,
      ownHosts: [globalThis.location.host],
      ownOrigin: globalThis.location.origin,
    });
  }, [parsed, viewer]);
  // S0 §5 whether the success dialog offers `Promote your Pin`: its rules load after the picker,
  // not before it (issue 11: the create-Pin page's first load); the dialog comes after a save anyway
  const [offerPromotion, setOfferPromotion] = useState(false);
  useEffect(() => {
    if (viewer === null) return;
    let live = true;
    import('../promotion.js').then(
      (module) => live && setOfferPromotion(module.promotionOffered(viewer)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [viewer]);
  useEffect(() => {
    if (plan?.kind === 'redirect') navigate(safePath(plan.to), { replace: true });
    // S1 §2: a create page url we cannot read is an unrecognised target → `/`, logged
    if (!parsed.ok) navigate(safePath('/'), { replace: true });
  }, [plan, parsed, navigate]);
  if (!parsed.ok || plan === null || viewer === null) return null;
  const finish = (output: SavePinOutput) => {
    // S0 §2: on mobile the save ends at once with the toast `Saved to {board}` and its `View` link
    if (output.toast !== null) setToast(output.toast);
    leavePage();
  };
  return (
    <CreatePinPage
      plan={plan}
      request={parsed.request}
      acting={viewer.isAuth && viewer.id !== undefined ? { isAuth: true, viewerId: viewer.id } : undefined}
      onFinish={finish}
      onNavigate={(to) => navigate(to.path, { state: to.state })}
      success={{ promotionOffered: offerPromotion }}
    />
  );
}
