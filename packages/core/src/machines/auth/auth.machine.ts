import { assign, emit, fromPromise, setup } from 'xstate';
import { LOGIN_RESTRICTION_REASONS, NEXT_QUERY_PARAM } from '../../constants.js';
import type { User, Viewer } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import type { SignInOptions, SignUpOptions } from '../../rules/account.js';
import { recaptchaLimitReached, recordRecaptcha, socialLoginRejection } from '../../rules/account.js';
import { loginRedirectTarget, postLoginRedirect, signupRedirectTarget, socialLoginRedirectTarget } from '../../rules/redirect.js';
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthOutput,
  AuthRecaptchaRecorded,
  AuthSignInResult,
  LoginRestriction,
} from './auth.types.js';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`authMachine: actor "${name}" not provided; pass it with machine.provide({ actors })`);
};

const RESTRICTIONS = Object.keys(LOGIN_RESTRICTION_REASONS) as LoginRestriction[];
const restrictionOf = (reason: unknown): LoginRestriction | null =>
  RESTRICTIONS.find((name) => LOGIN_RESTRICTION_REASONS[name] === reason) ?? null;

const fieldOf = (error: unknown, field: string): unknown =>
  error !== null && typeof error === 'object' ? (error as Record<string, unknown>)[field] : undefined;
/** The message a failure shows: its own non-blank message, else the generic one (S1 §8). */
const failureMessage = (error: unknown): string => {
  const message = typeof error === 'string' ? error : fieldOf(error, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : MESSAGES.genericError;
};
// note: 429 is the wire protocol's answer to too many failed sign-ins, i.e. S1 §3 reason 1 (rate limited)
const HTTP_TOO_MANY_REQUESTS = 429;

const hasNext = (search: string): boolean => new RegExp(`(?:^\\?|&)${NEXT_QUERY_PARAM}=`).test(search);
/** S1 §2: a `next` parameter wins; else social sign-in returns to the path, credentials to path and query. */
const signInRedirect = (context: AuthContext): string =>
  hasNext(context.location.search)
    ? postLoginRedirect(context.location.search, context.ownOrigin)
    : context.method === 'social'
      ? socialLoginRedirectTarget(context.location.path, context.ownOrigin)
      : loginRedirectTarget(context.location, context.ownOrigin);

/**
 * S1 §2–§4 sign-in: credentials or social (status must be `connected`) through the injected
 * `signIn` actor, the MFA step, restriction reasons 0–6 as states, sign-up through `signUp`, the
 * login / post-login / signup redirects of the core redirect rules (the caller's `navigate` action),
 * and the recaptcha local limit on an injected clock.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    output: {} as AuthOutput,
    emitted: {} as AuthRecaptchaRecorded,
  },
  actors: {
    /** UserSessionResource create with the S1 §3 login payload. */
    signIn: fromPromise<AuthSignInResult, SignInOptions>(notProvided('signIn')),
    /** UserRegisterResource create (wire protocol). */
    signUp: fromPromise<User, SignUpOptions>(notProvided('signUp')),
  },
  actions: {
    startCredentials: assign(({ event }) => ({
      method: 'credentials' as const,
      credentials: event.type === 'SIGNIN.SUBMIT' ? { username_or_email: event.username_or_email, password: event.password } : {},
      error: null,
      socialRejection: null,
      restriction: null,
      mfaResent: false,
    })),
    startSocial: assign(({ event }) => ({
      method: 'social' as const,
      credentials: event.type === 'SIGNIN.SOCIAL' ? event.credentials : {},
      error: null,
      socialRejection: null,
      restriction: null,
      mfaResent: false,
    })),
    rejectSocial: assign({ socialRejection: ({ event }) => (event.type === 'SIGNIN.SOCIAL' ? socialLoginRejection(event.status) : null) }),
    addMfaToken: assign({
      credentials: ({ context, event }) =>
        event.type === 'MFA.SUBMIT' ? { ...context.credentials, mfa_token: event.mfa_token } : context.credentials,
      error: null,
    }),
    /** S1 §4 recaptcha local limit: store this attempt's time, keep at most 3 within 3600 s. */
    recordRecaptcha: assign(({ context }) => {
      const at = context.now();
      const timestamps = recordRecaptcha(context.recaptchaTimestamps, at);
      return { recaptchaTimestamps: timestamps, recaptchaRequired: recaptchaLimitReached(timestamps, at) };
    }),
    /** Tells the caller the timestamps changed, so it can store them across page loads. */
    announceRecaptcha: emit(({ context }) => ({ type: 'RECAPTCHA.RECORDED' as const, timestamps: context.recaptchaTimestamps })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error), redirectTo: null })),
    storeRestriction: assign((_, params: { restriction: LoginRestriction }) => ({ restriction: params.restriction })),
    storeMfaResent: assign({ mfaResent: true, error: null }),
    storeViewer: assign(({ context }, params: { viewer: Viewer }) => ({ viewer: params.viewer, redirectTo: signInRedirect(context) })),
    storeSignup: assign(({ context }, params: { user: User }) => ({ user: params.user, signedUpAt: context.now() })),
    /** Sends the browser to a path; the caller provides it. */
    navigate: (_: unknown, params: { to: string }): void => {
      throw new Error(`authMachine: action "navigate" not provided (to ${params.to}); pass it with machine.provide({ actions })`);
    },
    clearFailure: assign({ error: null, socialRejection: null, restriction: null }),
    /** S1 §2 the signup redirect target, fixed before the call so a failure can clear it. */
    prepareSignup: assign(({ context, event }) => ({
      redirectTo: event.type === 'SIGNUP.SUBMIT' ? signupRedirectTarget(event.next, context.ownOrigin) : null,
      error: null,
    })),
  },
  guards: {
    socialConnected: ({ event }) => event.type === 'SIGNIN.SOCIAL' && socialLoginRejection(event.status) === null,
    resultIs: (_, params: { result: AuthSignInResult; kind: AuthSignInResult['kind'] }) => params.result?.kind === params.kind,
    restrictionIs: (_, params: { result: AuthSignInResult; restriction: LoginRestriction }) =>
      params.result?.kind === 'restricted' && restrictionOf(params.result.reason) === params.restriction,
    isRateLimitError: (_, params: { error: unknown }) =>
      fieldOf(params.error, 'http_status') === HTTP_TOO_MANY_REQUESTS || fieldOf(params.error, 'status') === HTTP_TOO_MANY_REQUESTS,
    isMfaAttempt: ({ context }) => context.credentials.mfa_token !== undefined,
  },
}).createMachine({
  id: 'auth',
  initial: 'form',
  context: ({ input }) => ({
    location: input.location,
    ownOrigin: input.ownOrigin,
    now: input.now,
    method: null,
    credentials: {},
    socialRejection: null,
    restriction: null,
    error: null,
    mfaResent: false,
    recaptchaTimestamps: [...(input.recaptchaTimestamps ?? [])],
    recaptchaRequired: false,
    viewer: null,
    user: null,
    signedUpAt: null,
    redirectTo: null,
  }),
  output: ({ context }) => ({ viewer: context.viewer, user: context.user, redirectTo: context.redirectTo, signedUpAt: context.signedUpAt }),
  states: {
    form: {
      initial: 'editing',
      on: {
        'SIGNIN.SUBMIT': { target: 'signingIn', actions: ['startCredentials', 'recordRecaptcha', 'announceRecaptcha'] },
        'SIGNIN.SOCIAL': [
          { guard: 'socialConnected', target: 'signingIn', actions: 'startSocial' },
          { target: '.socialRejected', actions: 'rejectSocial' },
        ],
        'SIGNUP.SUBMIT': { target: 'signingUp', actions: 'prepareSignup' },
        'AUTH.RESET': { target: '.editing', actions: 'clearFailure' },
      },
      states: { editing: {}, failed: {}, socialRejected: {} },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.credentials,
        onDone: [
          {
            guard: { type: 'resultIs', params: ({ event }) => ({ result: event.output, kind: 'signed_in' }) },
            target: 'signedIn',
            actions: [
              {
                type: 'storeViewer',
                params: ({ event }) => ({ viewer: event.output.kind === 'signed_in' ? event.output.viewer : { isAuth: true } }),
              },
              { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
            ],
          },
          { guard: { type: 'resultIs', params: ({ event }) => ({ result: event.output, kind: 'mfa_required' }) }, target: 'mfa' },
          ...RESTRICTIONS.map((restriction) => ({
            guard: {
              type: 'restrictionIs' as const,
              params: ({ event }: { event: { output: AuthSignInResult } }) => ({ result: event.output, restriction }),
            },
            target: `restricted.${restriction}`,
            actions: { type: 'storeRestriction' as const, params: { restriction } },
          })),
          // an answer the flow cannot read (e.g. an unknown reason) is a failure, not a crash
          { target: 'form.failed', actions: { type: 'storeFailure', params: { error: null } } },
        ],
        onError: [
          {
            guard: { type: 'isRateLimitError', params: ({ event }) => ({ error: event.error }) },
            target: 'restricted.rate_limited',
            actions: { type: 'storeRestriction', params: { restriction: 'rate_limited' } },
          },
          {
            guard: 'isMfaAttempt',
            target: 'mfa.waiting',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    mfa: {
      initial: 'waiting',
      on: { 'AUTH.RESET': { target: 'form.editing', actions: 'clearFailure' } },
      states: {
        waiting: {
          on: { 'MFA.SUBMIT': { target: '#auth.signingIn', actions: 'addMfaToken' }, 'MFA.RESEND': 'resending' },
        },
        resending: {
          invoke: {
            id: 'resendMfa',
            src: 'signIn',
            // S1 §3 mfa_resend asks for a new code; a code typed earlier is not sent with it
            input: ({ context }) => {
              const { mfa_token: _typed, ...credentials } = context.credentials;
              return { ...credentials, mfa_resend: true };
            },
            onDone: { target: 'waiting', actions: 'storeMfaResent' },
            onError: { target: 'waiting', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    restricted: {
      // note: XState needs an initial child; every transition here names the reason's own state
      initial: 'soft_banned',
      on: { 'AUTH.RESET': { target: 'form.editing', actions: 'clearFailure' } },
      states: Object.fromEntries(RESTRICTIONS.map((name) => [name, {}])) as Record<LoginRestriction, object>,
    },
    signingUp: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) => (event.type === 'SIGNUP.SUBMIT' ? event.options : {}),
        onDone: {
          target: 'signedUp',
          actions: [
            { type: 'storeSignup', params: ({ event }) => ({ user: event.output }) },
            { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
          ],
        },
        onError: { target: 'form.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: { type: 'final' },
    signedUp: { type: 'final' },
  },
});
