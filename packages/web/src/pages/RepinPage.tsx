/**
 * S0 §2 `/pin/{id}/repin/x/`: the mobile repin target, the save picker for that Pin (signed out: log
 * in first). On mobile a save ends with the toast and the page is left as S0 §4 says; on desktop the
 * success dialog's `Done` opens the Pin.
 */
import { SaveToBoardModal } from '@pinstack/react-ui';
import { useLocation } from 'wouter';
import { isMobileDevice } from '../device.js';
import { useLeavePage } from '../history.js';
import { promotionOffered } from '../promotion.js';
import { useReadySession, useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function RepinPage({ route }: PageProps) {
  const session = useReadySession();
  const { setToast } = useSession();
  const [, navigate] = useLocation();
  const leavePage = useLeavePage();
  const pinId = route.params['id'] ?? '';
  const viewer = session?.viewer;
  if (viewer === undefined || !viewer.isAuth || viewer.id === undefined) return null;
  const mobile = isMobileDevice();
  return (
    <SaveToBoardModal
      input={{ pin: { id: pinId }, acting: { isAuth: true, viewerId: viewer.id }, isMobile: mobile }}
      success={{ promotionOffered: promotionOffered(viewer) }}
      onFinish={(output) => {
        if (output.toast !== null) setToast(output.toast);
        if (mobile) leavePage();
        else navigate(`/pin/${encodeURIComponent(pinId)}/`, { replace: true });
      }}
    />
  );
}
