/**
 * S0 §2 `/pin/create/{method}`: the create-Pin page for this viewer and device
 * (`createPinPagePlan`): signed in, the picker (desktop popup or mobile page); signed out on
 * desktop, the login panel; signed out on mobile, `/`; on mobile, an own-Pin url → its repin page.
 */
import { createPinPagePlan, parseCreatePinPageUrl } from '@pinstack/core/rules';
import { CreatePinPage } from '@pinstack/react-ui';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { isMobileDevice } from '../device.js';
import { safePath } from '../navigation.js';
import { useReadySession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function CreatePinRoute({ search }: PageProps) {
  const session = useReadySession();
  const [location, navigate] = useLocation();
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
  useEffect(() => {
    if (plan?.kind === 'redirect') navigate(safePath(plan.to), { replace: true });
    // S1 §2: a create page url we cannot read is an unrecognised target → `/`, logged
    if (!parsed.ok) navigate(safePath('/'), { replace: true });
  }, [plan, parsed, navigate]);
  if (!parsed.ok || plan === null || viewer === null) return null;
  const finish = () => {
    // The desktop popup closes itself when a page opened it; otherwise back where the visitor came from.
    if (globalThis.opener !== null && globalThis.opener !== undefined) globalThis.close();
    else if (globalThis.history.length > 1) globalThis.history.back();
    else navigate('/');
  };
  return (
    <CreatePinPage
      plan={plan}
      request={parsed.request}
      acting={viewer.isAuth && viewer.id !== undefined ? { isAuth: true, viewerId: viewer.id } : undefined}
      onFinish={finish}
      onNavigate={(to) => navigate(to.path, { state: to.state })}
    />
  );
}
