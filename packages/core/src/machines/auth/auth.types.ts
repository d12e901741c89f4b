/** S1 §2 / §3 / §4 sign-in, social sign-in, MFA, restrictions, sign-up and their redirects. */
import type { LOGIN_RESTRICTION_REASONS } from '../../constants.js';
import type { User, Viewer } from '../../entities.js';
import type { SignInOptions, SignUpOptions } from '../../rules/account.js';

/** S1 §3 a login restriction reason name (0–6). */
export type LoginRestriction = keyof typeof LOGIN_RESTRICTION_REASONS;

/** What the injected `signIn` actor resolves to (UserSessionResource create, S1 §3 login payload). */
export type AuthSignInResult =
  | { readonly kind: 'signed_in'; readonly viewer: Viewer }
  /** The account needs a multifactor code (S1 §3 sign-in method 6): send `mfa_token` next. */
  | { readonly kind: 'mfa_required' }
  /** S1 §3 login restriction reason 0–6. */
  | { readonly kind: 'restricted'; readonly reason: number };

/** What the caller starts the sign-in flow with (S1 §2). */
export interface AuthInput {
  /** The page the sign-in happens on; `search` is `''` or starts with `?`. */
  readonly location: { readonly path: string; readonly search: string };
  /** Origin redirect targets must stay on (`https://…`). */
  readonly ownOrigin: string;
  /** The clock, in ms (S1 §4 recaptcha timestamps, S1 §2 signup time). */
  readonly now: () => number;
  /** S1 §4 recaptcha timestamps stored from earlier attempts. @default [] */
  readonly recaptchaTimestamps?: readonly number[];
}

/** The flow's memory (S1 §2–§4). */
export interface AuthContext {
  readonly location: AuthInput['location'];
  readonly ownOrigin: string;
  readonly now: () => number;
  /** How the current attempt signs in. */
  readonly method: 'credentials' | 'social' | null;
  /** The login payload of the current attempt, kept so the MFA step can send it again with the code. */
  readonly credentials: SignInOptions;
  /** S1 §4 / §8 why a social login was rejected: its status, or `unknown`. */
  readonly socialRejection: string | null;
  /** S1 §3 the restriction reason of the last attempt. */
  readonly restriction: LoginRestriction | null;
  /** Message of the last failure. */
  readonly error: string | null;
  /** True once an MFA code was sent again. */
  readonly mfaResent: boolean;
  /** S1 §4 stored recaptcha timestamps: at most 3, within 3600 s. */
  readonly recaptchaTimestamps: readonly number[];
  /** S1 §4 the local limit was reached at the last attempt: the next one shows a recaptcha. */
  readonly recaptchaRequired: boolean;
  readonly viewer: Viewer | null;
  readonly user: User | null;
  /** S1 §2 signup time, recorded by the signup redirect. */
  readonly signedUpAt: number | null;
  /** S1 §2 where the flow sent the browser. */
  readonly redirectTo: string | null;
}

/** Events the sign-in and sign-up views send (S1 §2–§4). */
export type AuthEvent =
  | { readonly type: 'SIGNIN.SUBMIT'; readonly username_or_email: string; readonly password: string }
  /** A social SDK answered: `status` must be `connected`; `credentials` are its ids and tokens. */
  | { readonly type: 'SIGNIN.SOCIAL'; readonly status: unknown; readonly credentials: SignInOptions }
  | { readonly type: 'MFA.SUBMIT'; readonly mfa_token: string }
  | { readonly type: 'MFA.RESEND' }
  /** Sign up; `next` is where to go afterwards (S1 §2). */
  | { readonly type: 'SIGNUP.SUBMIT'; readonly options: SignUpOptions; readonly next?: string }
  /** Back to the sign-in form from a failure, a rejection, a restriction or the MFA step. */
  | { readonly type: 'AUTH.RESET' };

/** Emitted so the caller can store the S1 §4 recaptcha timestamps (e.g. in local storage). */
export interface AuthRecaptchaRecorded {
  readonly type: 'RECAPTCHA.RECORDED';
  readonly timestamps: readonly number[];
}

/** How the flow ended (S1 §2). */
export interface AuthOutput {
  readonly viewer: Viewer | null;
  readonly user: User | null;
  readonly redirectTo: string | null;
  readonly signedUpAt: number | null;
}

/** Every state, event, actor, action and guard name of authMachine. */
export const authSchema = {
  states: [
    'form.editing',
    'form.failed',
    'form.socialRejected',
    'signingIn',
    'mfa.waiting',
    'mfa.resending',
    'restricted.soft_banned',
    'restricted.rate_limited',
    'restricted.login_assistance',
    'restricted.password_reset_sent',
    'restricted.prevent_facebook_register',
    'restricted.prevent_google_register',
    'restricted.suspended',
    'signingUp',
    'signedIn',
    'signedUp',
  ],
  events: ['SIGNIN.SUBMIT', 'SIGNIN.SOCIAL', 'MFA.SUBMIT', 'MFA.RESEND', 'SIGNUP.SUBMIT', 'AUTH.RESET'],
  actors: ['signIn', 'signUp'],
  actions: [
    'startCredentials',
    'startSocial',
    'rejectSocial',
    'addMfaToken',
    'recordRecaptcha',
    'announceRecaptcha',
    'storeFailure',
    'storeRestriction',
    'storeMfaResent',
    'storeViewer',
    'storeSignup',
    'navigate',
    'clearFailure',
    'prepareSignup',
  ],
  guards: ['socialConnected', 'resultIs', 'restrictionIs', 'isRateLimitError', 'isMfaAttempt'],
} as const;

/** Names in {@link authSchema}, as types. */
export interface AuthSchema {
  readonly state: (typeof authSchema.states)[number];
  readonly event: AuthEvent['type'];
  readonly actor: (typeof authSchema.actors)[number];
  readonly action: (typeof authSchema.actions)[number];
  readonly guard: (typeof authSchema.guards)[number];
}
