/** S0 §2 `/pin/{id}/repin/x/`: the mobile repin target, the save picker for that Pin (signed out: log in first). */
import { SaveToBoardModal } from '@pinstack/react-ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { promotionOffered } from '../promotion.js';
import { useReadySession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function RepinPage({ route }: PageProps) {
  const session = useReadySession();
  const [location, navigate] = useLocation();
  const pinId = route.params['id'] ?? '';
  const viewer = session?.viewer;
  useEffect(() => {
    if (viewer !== undefined && !viewer.isAuth) navigate(`/login/?next=${encodeURIComponent(location)}`, { replace: true });
  }, [viewer, location, navigate]);
  if (viewer === undefined || !viewer.isAuth || viewer.id === undefined) return null;
  return (
    <SaveToBoardModal
      input={{ pin: { id: pinId }, acting: { isAuth: true, viewerId: viewer.id } }}
      isDesktop={false}
      success={{ promotionOffered: promotionOffered(viewer) }}
      onFinish={() => navigate(`/pin/${encodeURIComponent(pinId)}/`, { replace: true })}
    />
  );
}
