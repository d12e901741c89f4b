/**
 * S0 §2 `/settings/claim/`: the connect-account page the photo-service upsell links to. It shows
 * whether the Instagram account is connected and the listed website (UserService.getSettings).
 */
import { UserService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';

export default function SettingsClaimPage(_: PageProps) {
  const { viewer } = useSession();
  const [location, navigate] = useLocation();
  const signedIn = viewer?.isAuth === true;
  useEffect(() => {
    if (viewer !== null && !viewer.isAuth) navigate(`/login/?next=${encodeURIComponent(location)}`, { replace: true });
  }, [viewer, location, navigate]);
  const settings = useRead(`settings:${signedIn}`, (backend) =>
    signedIn
      ? backend.run(Effect.flatMap(UserService, (users) => users.getSettings()))
      : Promise.resolve({ ok: true as const, value: null }),
  );
  if (!signedIn || settings.status === 'loading' || (settings.status === 'done' && settings.value === null)) return null;
  if (settings.status === 'failed') return <LoadFailure message={settings.message} httpStatus={settings.httpStatus} code={settings.code} />;
  const value = settings.value;
  return (
    <section className="ps-page" aria-labelledby="claim-title">
      <h1 id="claim-title">Claimed accounts</h1>
      <dl className="ps-params">
        <dt>Instagram</dt>
        <dd>{value?.connected_to_instagram ? 'Connected' : 'Not connected'}</dd>
        <dt>Website</dt>
        <dd>{value?.listed_website_url ?? 'None listed'}</dd>
      </dl>
    </section>
  );
}
