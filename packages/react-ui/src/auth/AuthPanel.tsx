import type { SignInOptions } from '@pinstack/core';
import {
  ACCOUNT_MESSAGES,
  emailTypoSuggestion,
  MESSAGES,
  signInFormGate,
  signInTypoSuggestion,
  signUpFormGate,
  splitFullName,
} from '@pinstack/core';
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
  /** The SDK global is there: the button shows only then (S1 §8). */
  readonly ready: boolean;
  /** e.g. `Continue with Facebook`. */
  readonly label: string;
  /** Opens the provider's login and resolves with its answer. */
  readonly login: () => Promise<SocialLoginAnswer>;
}

/** Which form the panel shows. */
export type AuthMode = 'login' | 'signup';

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  readonly view: AuthView;
  readonly send: (event: AuthEvent) => void;
  /** The clock for the S1 §5 age check. */
  readonly now: () => number;
  readonly social?: SocialSignIn;
  /** Which form shows first, when the panel keeps its own mode. @default 'login' */
  readonly initialMode?: AuthMode;
  /** The form shown, when the owner keeps the mode (a page whose URL says it); switching then calls `onModeChange`. */
  readonly mode?: AuthMode;
  /** The viewer chose the other form (`Sign up` / `Log in`). */
  readonly onModeChange?: (mode: AuthMode) => void;
  /** Where each form lives (e.g. `/login/`, `/signup/`): the switch is then a link there. */
  readonly modeHrefs?: Readonly<Record<AuthMode, string>>;
  /** S1 §2 where to go after signing up (through the signup redirect rule). */
  readonly next?: string;
}

/** What the viewer typed; kept across the two forms, so switching loses nothing. */
interface Typed {
  readonly identifier: string;
  readonly password: string;
  readonly fullName: string;
  readonly birthday: string;
}
type SetTyped = (values: Partial<Typed>) => void;

/** Moves focus to the first field a refused submit named (in document order). */
const focusFirstInvalid = (form: HTMLFormElement) => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

function TypoHint({ suggestion, onAccept }: { readonly suggestion: string | null; readonly onAccept: (value: string) => void }) {
  // S1 §5 typo detection: one click accepts the suggestion
  return suggestion !== null ? (
    <button type="button" className={styles.suggestion} onClick={() => onAccept(suggestion)}>
      Did you mean <strong>{suggestion}</strong>?
    </button>
  ) : null;
}

function SignInForm({
  view,
  send,
  social,
  typed,
  setTyped,
}: Pick<AuthPanelProps, 'view' | 'send' | 'social'> & { readonly typed: Typed; readonly setTyped: SetTyped }) {
  const [tried, setTried] = useState(false);
  const errorId = useId();
  const gate = signInFormGate({ values: { usernameOrEmail: typed.identifier, password: typed.password }, tried, busy: view.busy });
  const errors = gate.shown;
  return (
    <form
      className={styles.form}
      aria-busy={view.busy}
      aria-describedby={view.error !== null ? errorId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setTried(true);
        if (!gate.sends) {
          // the messages render with this submit's state; focus the first once they are there
          requestAnimationFrame(() => focusFirstInvalid(form));
          return;
        }
        // S1 §3 username_or_email takes a username or an e-mail address, as typed
        send({ type: 'SIGNIN.SUBMIT', username_or_email: typed.identifier.trim(), password: typed.password });
      }}
    >
      <div className={styles.stack}>
        <TextField
          label="Email or username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={typed.identifier}
          error={errors.usernameOrEmail ?? null}
          onChange={(event) => setTyped({ identifier: event.target.value })}
          data-autofocus
        />
        <TypoHint suggestion={signInTypoSuggestion(typed.identifier)} onAccept={(identifier) => setTyped({ identifier })} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={typed.password}
        error={errors.password ?? null}
        onChange={(event) => setTyped({ password: event.target.value })}
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
      <Button type="submit" variant="primary" disabled={gate.disabled}>
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

function SignUpForm({
  view,
  send,
  now,
  next,
  typed,
  setTyped,
}: Pick<AuthPanelProps, 'view' | 'send' | 'now' | 'next'> & { readonly typed: Typed; readonly setTyped: SetTyped }) {
  const [tried, setTried] = useState(false);
  const values = { email: typed.identifier, password: typed.password, birthday: typed.birthday };
  // S1 §5 the age check shows as soon as a birthday is typed; the other fields once a submit was refused
  const gate = signUpFormGate({ values, tried, busy: view.busy }, new Date(now()));
  const errors = gate.shown;
  const { firstName, lastName } = splitFullName(typed.fullName);
  const fullName = typed.fullName.trim();
  return (
    <form
      className={styles.form}
      aria-busy={view.busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setTried(true);
        if (!gate.sends) {
          requestAnimationFrame(() => focusFirstInvalid(form));
          return;
        }
        send({
          type: 'SIGNUP.SUBMIT',
          options: {
            email: typed.identifier.trim(),
            password: typed.password,
            ...(fullName !== '' ? { full_name: fullName, first_name: firstName, last_name: lastName } : {}),
            ...(typed.birthday !== '' ? { birthday: typed.birthday } : {}),
          },
          ...(next !== undefined ? { next } : {}),
        });
      }}
    >
      <div className={styles.stack}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={typed.identifier}
          error={errors.email ?? null}
          onChange={(event) => setTyped({ identifier: event.target.value })}
          data-autofocus
        />
        <TypoHint suggestion={emailTypoSuggestion(typed.identifier.trim())} onAccept={(identifier) => setTyped({ identifier })} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={typed.password}
        error={errors.password ?? null}
        onChange={(event) => setTyped({ password: event.target.value })}
      />
      <TextField
        label="Full name"
        autoComplete="name"
        value={typed.fullName}
        onChange={(event) => setTyped({ fullName: event.target.value })}
      />
      {firstName !== '' ? (
        <p className={styles.note}>
          First name: {firstName}
          {lastName !== '' ? ` · Last name: ${lastName}` : ''}
        </p>
      ) : null}
      <TextField
        label="Birthday"
        type="date"
        value={typed.birthday}
        error={errors.birthday ?? null}
        onChange={(event) => setTyped({ birthday: event.target.value })}
      />
      {view.error !== null ? (
        <p role="alert" className={styles.error}>
          {view.error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={gate.disabled}>
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
 * S1 §2–§5 the sign-in panel over `authMachine`: the identifier and password (visible labels `Email
 * or username` and `Password`: S1 §3 `username_or_email` takes either; the e-mail typo suggestion,
 * one click away, only for what looks like an e-mail), the social button only once its SDK is
 * loaded, the MFA step, a message for each restriction reason 0–6, and sign-up with the age check
 * and the full-name split. An empty submit names every missing field under it. What was typed is
 * kept when switching between the two forms, and the switch is a link when `modeHrefs` says where
 * each form lives. Redirects are the machine's.
 */
export function AuthPanel({
  view,
  send,
  now,
  social,
  initialMode = 'login',
  mode: shownMode,
  onModeChange,
  modeHrefs,
  next,
}: AuthPanelProps) {
  const [ownMode, setOwnMode] = useState(initialMode);
  const mode = shownMode ?? ownMode;
  const [typed, setTypedState] = useState<Typed>({ identifier: '', password: '', fullName: '', birthday: '' });
  const setTyped: SetTyped = (values) => setTypedState((current) => ({ ...current, ...values }));
  const root = useRef<HTMLDivElement>(null);
  const step = view.screen === 'mfa' || view.screen === 'restricted' ? view.screen : mode;
  useEffect(() => {
    // a new step moves focus to its first control
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);
  const switchTo = (target: AuthMode, label: string) => {
    const choose = () => {
      if (shownMode === undefined) setOwnMode(target);
      onModeChange?.(target);
    };
    return modeHrefs !== undefined ? (
      <a
        className={styles.link}
        href={modeHrefs[target]}
        onClick={(event) => {
          // a plain click stays in the page, so what was typed is kept; a new-tab click is the browser's
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          choose();
        }}
      >
        {label}
      </a>
    ) : (
      <button type="button" className={styles.link} onClick={choose}>
        {label}
      </button>
    );
  };
  return (
    <div ref={root} className={styles.panel} data-step={step}>
      {view.screen === 'signedIn' || view.screen === 'signedUp' ? (
        <div className={styles.done}>
          <Spinner label="Taking you back" />
          <p>{view.screen === 'signedIn' ? "You're logged in." : MESSAGES.welcome}</p>
        </div>
      ) : view.screen === 'mfa' ? (
        <MfaStep view={view} send={send} />
      ) : view.screen === 'restricted' ? (
        <Restriction view={view} send={send} />
      ) : mode === 'login' ? (
        <>
          <SignInForm key="login" view={view} send={send} typed={typed} setTyped={setTyped} {...(social !== undefined ? { social } : {})} />
          <p className={styles.switch}>
            {ACCOUNT_MESSAGES.notAMemberYet} {switchTo('signup', 'Sign up')}
          </p>
        </>
      ) : (
        <>
          <SignUpForm
            key="signup"
            view={view}
            send={send}
            now={now}
            typed={typed}
            setTyped={setTyped}
            {...(next !== undefined ? { next } : {})}
          />
          <p className={styles.switch}>
            {ACCOUNT_MESSAGES.alreadyAMember} {switchTo('login', 'Log in')}
          </p>
        </>
      )}
    </div>
  );
}
