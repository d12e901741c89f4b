/**
 * S1 §2/§3 `/login/`: sign in with a username or e-mail and password; afterwards the post-login
 * redirect (`next`, carrying the other query parameters). Signed in already: straight there.
 */
import { postLoginRedirect } from '@pinstack/core/rules';
import { Button } from '@pinstack/react-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { safePath } from '../navigation.js';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function LoginPage({ search }: PageProps) {
  const { backend, viewer, setViewer } = useSession();
  const [, navigate] = useLocation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const target = safePath(postLoginRedirect(search, globalThis.location.origin));
  useEffect(() => {
    if (viewer?.isAuth === true) navigate(target, { replace: true });
  }, [viewer, navigate, target]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (backend === null || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await backend.signIn({ username_or_email: login.trim(), password });
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setViewer(outcome.value);
  };
  return (
    <section className="ps-page" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <form className="ps-form" onSubmit={submit} aria-describedby={error === null ? undefined : errorId}>
        <label>
          Email or username
          <input name="username_or_email" autoComplete="username" required value={login} onChange={(e) => setLogin(e.target.value)} />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error === null ? null : (
          <p id={errorId} className="ps-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          Log in
        </Button>
      </form>
      <p>
        Not on Pinstack yet? <Link href={`/signup/${search === '' ? '' : `?${search}`}`}>Sign up</Link>
      </p>
    </section>
  );
}
