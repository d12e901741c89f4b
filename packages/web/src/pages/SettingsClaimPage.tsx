/**
 * S0 §2 `/settings/claim/`: the connect-account page the photo-service upsell links to. It shows
 * whether the Instagram account is connected and the listed website (UserService.getSettings),
 * and whether that website is verified: until it shows the account's token (a meta tag or a file,
 * #21 §4), Pinstack does not show its owner as the site's official account.
 */
import { SITE_VERIFICATION_FILE_PATH, siteVerificationMetaTag, type UserSettings } from '@pinstack/core';
import { UserService } from '@pinstack/core/ports';
import { Button } from '@pinstack/react-ui';
import { Effect } from 'effect';
import { useState } from 'react';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';
import './page-params.css';
import './SettingsClaimPage.css';

/** #21 §4: the website's verification, and the way to verify it. */
function WebsiteVerification({
  settings,
  onVerified,
}: {
  readonly settings: UserSettings;
  readonly onVerified: (next: UserSettings) => void;
}) {
  const { backend } = useSession();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const url = settings.listed_website_url;
  const token = settings.website_verification_token;
  if (url === null || settings.listed_website_verified === true || token === undefined || token === null) return null;
  const origin = URL.canParse(url) ? new URL(url).origin : url;
  const verify = async () => {
    if (backend === null) return;
    setChecking(true);
    setFailure(null);
    const outcome = await backend.run(Effect.flatMap(UserService, (users) => users.verifyWebsite()));
    setChecking(false);
    if (outcome.ok) onVerified(outcome.value);
    else setFailure(outcome.detail === undefined ? outcome.message : `${outcome.message} (${outcome.detail})`);
  };
  return (
    <section aria-labelledby="verify-title" className="ps-verify">
      <h2 id="verify-title">Verify your website</h2>
      <p>Until you verify {url}, Pinstack won't show you as its official account. Add this tag to the head of that page:</p>
      <pre className="ps-code">
        <code>{siteVerificationMetaTag(token)}</code>
      </pre>
      <p>
        Or put this line in {origin}
        {SITE_VERIFICATION_FILE_PATH}: <code>{token}</code>
      </p>
      {failure === null ? null : <p role="alert">{failure}</p>}
      <div>
        <Button variant="primary" onClick={() => void verify()} disabled={checking}>
          {checking ? 'Checking your website…' : 'Verify website'}
        </Button>
      </div>
    </section>
  );
}

export default function SettingsClaimPage(_: PageProps) {
  const { viewer } = useSession();
  const [verified, setVerified] = useState<UserSettings | null>(null);
  const signedIn = viewer?.isAuth === true;
  const settings = useRead(`settings:${signedIn}`, (backend) =>
    signedIn
      ? backend.run(Effect.flatMap(UserService, (users) => users.getSettings()))
      : Promise.resolve({ ok: true as const, value: null }),
  );
  if (!signedIn || settings.status === 'loading' || (settings.status === 'done' && settings.value === null)) return null;
  if (settings.status === 'failed') return <LoadFailure message={settings.message} httpStatus={settings.httpStatus} code={settings.code} />;
  const value = verified ?? settings.value;
  const website = value?.listed_website_url ?? null;
  return (
    <section className="ps-page" aria-labelledby="claim-title">
      <h1 id="claim-title">Claimed accounts</h1>
      <dl className="ps-params">
        <dt>Instagram</dt>
        <dd>{value?.connected_to_instagram ? 'Connected' : 'Not connected'}</dd>
        <dt>Website</dt>
        <dd>
          {website === null ? 'None listed' : `${website} (${value?.listed_website_verified === true ? 'verified' : 'not verified'})`}
        </dd>
      </dl>
      {value === null ? null : <WebsiteVerification settings={value} onVerified={setVerified} />}
    </section>
  );
}
