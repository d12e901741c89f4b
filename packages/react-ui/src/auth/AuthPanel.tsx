import type { SignInOptions } from '@pinstack/core';
import { emailTypoSuggestion, isOfAge, isValidEmail, MESSAGES, SERVER_MESSAGES, splitFullName } from '@pinstack/core';
import type { AuthEvent, AuthView, LoginRestriction } from '@pinstack/core/machines';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../primitives/Button.js';
import { Spinner } from '../primitives/Spinner.js';
import { TextField } from '../primitives/TextField.js';
import styles from './AuthPanel.module.css';

/** S1 §3 the message of each login restriction reason 0–6 (our wording: the spec names the reasons only). */
export const LOGIN_RESTRICTION_MESSAGES: Record<LoginRestriction, { readonly title: string; readonly body: string }> = {
  soft_banned: {
    title: 'Your account is limited',
    body: 'We noticed unusual activity, so some features are off for now. Try again later.',
  },
  rate_limited: { title: 'Too many attempts', body: MESSAGES.tooManySignIns },
  login_assistance: { title: 'We need to check it is you', body: 'Follow the steps we sent to your email to get back into your account.' },
  password_reset_sent: { title: 'Check your email', body: 'We sent you a link to reset your password. Use it to log in.' },
  prevent_facebook_register: {
    title: "Can't sign up with Facebook",
    body: 'This Facebook account cannot be used to sign up. Use your email instead.',
  },
  prevent_google_register: {
    title: "Can't sign up with Google",
    body: 'This Google account cannot be used to sign up. Use your email instead.',
  },
  suspended: { title: 'Your account is suspended', body: 'This account was suspended for going against our community guidelines.' },
};

/** What a social SDK answered when the viewer used it (S1 §4: `status` must be `connected`). */
export interface SocialLoginAnswer {
  readonly status: unknown;
  readonly credentials: SignInOptions;
}

/** The social sign-in button's source: offered only once its SDK is loaded (S1 §7 / §8). */
export interface SocialSignIn {
  /** The SDK global is there (`selectSocialSdk(…).ready`). */
  readonly ready: boolean;
  /** e.g. `Continue with Facebook`. */
  readonly label: string;
  /** Opens the provider's login and resolves with its answer. */
  readonly login: () => Promise<SocialLoginAnswer>;
}

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  readonly view: AuthView;
  readonly send: (event: AuthEvent) => void;
  /** The clock for the S1 §5 age check. */
  readonly now: () => number;
  readonly social?: SocialSignIn;
  /** Which form shows first. @default 'login' */
  readonly initialMode?: 'login' | 'signup';
  /** S1 §2 where to go after signing up (through the signup redirect rule). */
  readonly next?: string;
}

function EmailField({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  // S1 §5 typo detection: one click accepts the suggestion
  const suggestion = emailTypoSuggestion(value);
  return (
    <div className={styles.stack}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus
      />
      {suggestion !== null ? (
        <button type="button" className={styles.suggestion} onClick={() => onChange(suggestion)}>
          Did you mean <strong>{suggestion}</strong>?
        </button>
      ) : null}
    </div>
  );
}

function SignInForm({ view, send, social }: Pick<AuthPanelProps, 'view' | 'send' | 'social'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();
  return (
    <form
      className={styles.form}
      aria-busy={view.busy}
      aria-describedby={view.error !== null ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SIGNIN.SUBMIT', username_or_email: email.trim(), password });
      }}
    >
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {view.error !== null ? (
        <p id={errorId} role="alert" className={styles.error}>
          {view.error}
        </p>
      ) : null}
      {view.socialRejection !== null ? (
        <p role="alert" className={styles.error}>
          Social login was not completed (status: {view.socialRejection}).
        </p>
      ) : null}
      {view.recaptchaRequired ? (
        <p className={styles.note}>For your security, we will ask you to confirm you are not a robot next time.</p>
      ) : null}
      <Button type="submit" variant="primary" disabled={view.busy || email.trim() === '' || password === ''}>
        {view.screen === 'signingIn' ? 'Logging in…' : 'Log in'}
      </Button>
      {social?.ready === true ? (
        <>
          <p className={styles.or}>OR</p>
          <Button
            disabled={view.busy}
            onClick={async () => {
              const answer = await social.login();
              send({ type: 'SIGNIN.SOCIAL', status: answer.status, credentials: answer.credentials });
            }}
          >
            {social.label}
          </Button>
        </>
      ) : null}
    </form>
  );
}

function SignUpForm({ view, send, now, next }: Pick<AuthPanelProps, 'view' | 'send' | 'now' | 'next'>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [tried, setTried] = useState(false);
  // S1 §5 the age check, before sending
  const tooYoung = birthday !== '' && !isOfAge(new Date(birthday), new Date(now()));
  const emailError = tried && !isValidEmail(email.trim()) ? MESSAGES.invalidEmail : null;
  const { firstName, lastName } = splitFullName(fullName);
  return (
    <form
      className={styles.form}
      aria-busy={view.busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (tooYoung || !isValidEmail(email.trim())) return;
        send({
          type: 'SIGNUP.SUBMIT',
          options: {
            email: email.trim(),
            password,
            ...(fullName.trim() !== '' ? { full_name: fullName.trim(), first_name: firstName, last_name: lastName } : {}),
            ...(birthday !== '' ? { birthday } : {}),
          },
          ...(next !== undefined ? { next } : {}),
        });
      }}
    >
      <div className={styles.stack}>
        <EmailField value={email} onChange={setEmail} />
        {emailError !== null ? <p className={styles.error}>{emailError}</p> : null}
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField label="Full name" autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
      {firstName !== '' ? (
        <p className={styles.note}>
          First name: {firstName}
          {lastName !== '' ? ` · Last name: ${lastName}` : ''}
        </p>
      ) : null}
      <TextField
        label="Birthday"
        type="date"
        value={birthday}
        error={tooYoung ? SERVER_MESSAGES.tooYoung : null}
        onChange={(event) => setBirthday(event.target.value)}
      />
      {view.error !== null ? (
        <p role="alert" className={styles.error}>
          {view.error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={view.busy || tooYoung}>
        {view.screen === 'signingUp' ? 'Signing up…' : 'Sign up'}
      </Button>
    </form>
  );
}

function MfaStep({ view, send }: Pick<AuthPanelProps, 'view' | 'send'>) {
  const [code, setCode] = useState('');
  return (
    <form
      className={styles.form}
      aria-busy={view.busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'MFA.SUBMIT', mfa_token: code.trim() });
      }}
    >
      <p>Enter the 6-digit code from your authenticator app or the text we sent you.</p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={view.error}
        onChange={(event) => setCode(event.target.value)}
        data-autofocus
      />
      {view.mfaResent ? <p className={styles.note}>We sent you a new code.</p> : null}
      <Button type="submit" variant="primary" disabled={view.busy || code.trim() === ''}>
        Verify
      </Button>
      <div className={styles.row}>
        <Button disabled={view.busy} onClick={() => send({ type: 'MFA.RESEND' })}>
          Send a new code
        </Button>
        <Button onClick={() => send({ type: 'AUTH.RESET' })}>Back</Button>
      </div>
    </form>
  );
}

function Restriction({ view, send }: Pick<AuthPanelProps, 'view' | 'send'>) {
  if (view.restriction === null) return null;
  const message = LOGIN_RESTRICTION_MESSAGES[view.restriction.name];
  return (
    <div className={styles.form} role="alert" data-reason={view.restriction.code}>
      <h2 className={styles.subtitle}>{message.title}</h2>
      <p>{message.body}</p>
      <Button onClick={() => send({ type: 'AUTH.RESET' })} data-autofocus>
        Back to log in
      </Button>
    </div>
  );
}

/**
 * S1 §2–§5 the sign-in panel over `authMachine`: e-mail and password (visible labels `Email` and
 * `Password`, the e-mail typo suggestion one click away), the social button only once its SDK is
 * loaded, the MFA step, a message for each restriction reason 0–6, and sign-up with the age check
 * and the full-name split. Redirects are the machine's.
 */
export function AuthPanel({ view, send, now, social, initialMode = 'login', next }: AuthPanelProps) {
  const [mode, setMode] = useState(initialMode);
  const root = useRef<HTMLDivElement>(null);
  const step = view.screen === 'mfa' || view.screen === 'restricted' ? view.screen : mode;
  useEffect(() => {
    // a new step moves focus to its first control
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);
  return (
    <div ref={root} className={styles.panel} data-step={step}>
      {view.screen === 'signedIn' || view.screen === 'signedUp' ? (
        <div className={styles.done}>
          <Spinner label="Taking you back" />
          <p>{view.screen === 'signedIn' ? "You're logged in." : 'Welcome to Pinterest!'}</p>
        </div>
      ) : view.screen === 'mfa' ? (
        <MfaStep view={view} send={send} />
      ) : view.screen === 'restricted' ? (
        <Restriction view={view} send={send} />
      ) : mode === 'login' ? (
        <>
          <SignInForm view={view} send={send} {...(social !== undefined ? { social } : {})} />
          <p className={styles.switch}>
            Not on Pinterest yet?{' '}
            <button type="button" className={styles.link} onClick={() => setMode('signup')}>
              Sign up
            </button>
          </p>
        </>
      ) : (
        <>
          <SignUpForm view={view} send={send} now={now} {...(next !== undefined ? { next } : {})} />
          <p className={styles.switch}>
            Already a member?{' '}
            <button type="button" className={styles.link} onClick={() => setMode('login')}>
              Log in
            </button>
          </p>
        </>
      )}
    </div>
  );
}
