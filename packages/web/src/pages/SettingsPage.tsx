/**
 * `/settings/` (issue #21 §4; beyond the spec: expected by users): the account's settings. Its
 * password and sessions (react-ui's `AccountSecurityPanel`), and the way to the claimed accounts
 * (S0 §2 `/settings/claim/`). Signed out: to sign-in and back here.
 */
import { AccountSecurityPanel } from '@pinstack/react-ui';
import { Link, useLocation } from 'wouter';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function SettingsPage(_: PageProps) {
  const { viewer, setViewer, setFlash } = useSession();
  const [, navigate] = useLocation();
  if (viewer?.isAuth !== true) return null;
  return (
    <section className="ps-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <p>
        <Link href="/settings/claim/">Claimed accounts</Link>: your Instagram account and your website.
      </p>
      <AccountSecurityPanel
        onSignedOut={() => {
          setViewer({ isAuth: false });
          setFlash("You're signed out on every device.");
          navigate('/login/', { replace: true });
        }}
      />
    </section>
  );
}
