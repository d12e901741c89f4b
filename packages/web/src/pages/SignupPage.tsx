/**
 * S1 §2/§3 `/signup/`: create an account (UserRegisterResource), signed in at once; afterwards the
 * signup redirect (`next`, or `/`). Signed in already: straight there.
 */
import { NEXT_QUERY_PARAM } from '@pinstack/core';
import { signupRedirectTarget } from '@pinstack/core/rules';
import { Button } from '@pinstack/react-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { safePath } from '../navigation.js';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function SignupPage({ search }: PageProps) {
  const { backend, viewer, setViewer } = useSession();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const next = new URLSearchParams(search).get(NEXT_QUERY_PARAM) ?? undefined;
  const target = safePath(signupRedirectTarget(next, globalThis.location.origin));
  useEffect(() => {
    if (viewer?.isAuth === true) navigate(target, { replace: true });
  }, [viewer, navigate, target]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (backend === null || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await backend.signUp({
      email: email.trim(),
      password,
      ...(username.trim() === '' ? {} : { username: username.trim() }),
      ...(fullName.trim() === '' ? {} : { full_name: fullName.trim() }),
    });
    if (!outcome.ok) {
      setBusy(false);
      setError(outcome.message);
      return;
    }
    setViewer(await backend.viewer());
    setBusy(false);
  };
  return (
    <section className="ps-page" aria-labelledby="signup-title">
      <h1 id="signup-title">Sign up</h1>
      <form className="ps-form" onSubmit={submit} aria-describedby={error === null ? undefined : errorId}>
        <label>
          Email
          <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label>
          Username (optional)
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label>
          Full name (optional)
          <input name="full_name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        </label>
        {error === null ? null : (
          <p id={errorId} className="ps-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          Sign up
        </Button>
      </form>
      <p>
        Already have an account? <Link href={`/login/${search === '' ? '' : `?${search}`}`}>Log in</Link>
      </p>
    </section>
  );
}
