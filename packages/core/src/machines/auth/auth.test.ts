import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { LOGIN_RESTRICTION_REASONS } from '../../constants.js';
import type { User, Viewer } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import type { SignInOptions, SignUpOptions } from '../../ports/auth.js';
import { authMachine } from './auth.machine.js';
import { selectAuth } from './auth.selectors.js';
import type { AuthInput, AuthSignInResult, LoginRestriction } from './auth.types.js';
import { authSchema } from './auth.types.js';

const ORIGIN = 'https://pinstack.example';
const viewer: Viewer = { isAuth: true, id: 'u1', username: 'ada' };
const user: User = { id: 'u2', username: 'new' };

interface Fakes {
  signIn?: (options: SignInOptions) => Promise<AuthSignInResult>;
  signUp?: (options: SignUpOptions) => Promise<User>;
}

/** A live flow with fake actors, a settable clock and a navigate spy. */
function start(input: Partial<AuthInput> = {}, fakes: Fakes = {}) {
  let now = 1_000_000;
  const signInCalls: SignInOptions[] = [];
  const signUpCalls: SignUpOptions[] = [];
  const navigate = vi.fn();
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise(async ({ input: options }: { input: SignInOptions }) => {
        signInCalls.push(options);
        return fakes.signIn ? fakes.signIn(options) : { kind: 'signed_in' as const, viewer };
      }),
      signUp: fromPromise(async ({ input: options }: { input: SignUpOptions }) => {
        signUpCalls.push(options);
        return fakes.signUp ? fakes.signUp(options) : user;
      }),
    },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, {
    input: { location: { path: '/pin/123/', search: '?utm=x' }, ownOrigin: ORIGIN, now: () => now, ...input },
  }).start();
  const settle = () => waitFor(actor, (s) => !s.matches('signingIn') && !s.matches('signingUp') && !s.matches({ mfa: 'resending' }));
  return {
    actor,
    signInCalls,
    signUpCalls,
    navigate,
    settle,
    view: () => selectAuth(actor.getSnapshot()),
    setNow: (ms: number) => void (now = ms),
  };
}
const submit = { type: 'SIGNIN.SUBMIT', username_or_email: 'ada@example.com', password: 'secret' } as const;
const social = (status: unknown) =>
  ({ type: 'SIGNIN.SOCIAL', status, credentials: { facebook_id: 'fb1', facebook_token: 'tok', facebook_autologin: false } }) as const;

describe('authMachine (S1 §2–§4 sign-in)', () => {
  describe('credentials and the S1 §2 login redirect', () => {
    it.each([
      [{ path: '/pin/123/', search: '?utm=x' }, '/pin/123/?utm=x'],
      [{ path: '/login/', search: '' }, '/'],
      [{ path: '/signup/', search: '?a=1' }, '/'],
      [{ path: '/add-account/business/', search: '' }, '/'],
      [{ path: '/login/', search: '?next=/board/42/&ref=mail' }, '/board/42/?ref=mail'],
      [{ path: '/login/', search: '?next=https://evil.example/' }, '/'],
    ])('from %o signing in goes to %s', async (location, to) => {
      const { actor, signInCalls, navigate, settle } = start({ location });
      actor.send(submit);
      expect(selectAuth(actor.getSnapshot()).busy).toBe(true);
      await settle();
      expect(signInCalls).toEqual([{ username_or_email: 'ada@example.com', password: 'secret' }]);
      expect(navigate).toHaveBeenCalledExactlyOnceWith(to);
      expect(actor.getSnapshot().output).toEqual({ viewer, user: null, redirectTo: to, signedUpAt: null });
    });

    it('S1 §8: a failure shows its message; without one the generic message; a retry can succeed', async () => {
      let attempt = 0;
      const failures = [new Error("The email or username and password you entered don't match an account."), {}];
      const { actor, view, settle } = start(
        {},
        {
          signIn: async () => {
            const failure = failures[attempt++];
            if (failure !== undefined) throw failure;
            return { kind: 'signed_in', viewer };
          },
        },
      );
      actor.send(submit);
      await settle();
      expect(view()).toMatchObject({ screen: 'form', error: "The email or username and password you entered don't match an account." });
      actor.send(submit);
      await settle();
      expect(view().error).toBe(MESSAGES.genericError);
      actor.send(submit);
      await settle();
      expect(view().screen).toBe('signedIn');
    });
  });

  describe('S1 §4 social login', () => {
    it('a connected status signs in with the social credentials and returns to the path only', async () => {
      const { actor, signInCalls, navigate, settle } = start({ location: { path: '/pin/9/', search: '?x=1' } });
      actor.send(social('connected'));
      await settle();
      expect(signInCalls).toEqual([{ facebook_id: 'fb1', facebook_token: 'tok', facebook_autologin: false }]);
      expect(navigate).toHaveBeenCalledWith('/pin/9/');
    });

    it.each([
      ['not_authorized', 'not_authorized'],
      [undefined, 'unknown'],
      ['', 'unknown'],
      [42, 'unknown'],
    ])('status %o is rejected with %s and nothing is sent', (status, reason) => {
      const [initial] = initialTransition(authMachine, { location: { path: '/', search: '' }, ownOrigin: ORIGIN, now: () => 0 });
      const [rejected, actions] = transition(authMachine, initial, social(status));
      expect(rejected.value).toEqual({ form: 'socialRejected' });
      expect(selectAuth(rejected).socialRejection).toBe(reason);
      expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(false);
      const [back] = transition(authMachine, rejected, { type: 'AUTH.RESET' });
      expect(back.value).toEqual({ form: 'editing' });
      expect(back.context.socialRejection).toBeNull();
      const [retried, retriedActions] = transition(authMachine, rejected, social('connected'));
      expect(retried.value).toBe('signingIn');
      // the same check sees the call start once the status is connected
      expect(retriedActions.some((a) => a.type === 'xstate.spawnChild')).toBe(true);
    });
  });

  describe('MFA step (mfa_token, mfa_resend)', () => {
    const mfaThenOk = (options: SignInOptions): Promise<AuthSignInResult> => {
      if (options.mfa_token === '123456') return Promise.resolve({ kind: 'signed_in', viewer });
      if (options.mfa_token !== undefined) return Promise.reject(new Error('Wrong code'));
      return Promise.resolve({ kind: 'mfa_required' });
    };

    it('asks for a code, then sends the same credentials with mfa_token', async () => {
      const { actor, signInCalls, view, settle } = start({}, { signIn: mfaThenOk });
      actor.send(submit);
      await settle();
      expect(view().screen).toBe('mfa');
      actor.send({ type: 'MFA.SUBMIT', mfa_token: '000000' });
      await settle();
      expect(view()).toMatchObject({ screen: 'mfa', error: 'Wrong code' });
      actor.send({ type: 'MFA.SUBMIT', mfa_token: '123456' });
      await settle();
      expect(view().screen).toBe('signedIn');
      expect(signInCalls.at(-1)).toEqual({ username_or_email: 'ada@example.com', password: 'secret', mfa_token: '123456' });
    });

    it('resending sends mfa_resend without a typed code; a failed resend stays on the step', async () => {
      let resendFails = false;
      const { actor, signInCalls, view, settle } = start(
        {},
        {
          signIn: (options) => (options.mfa_resend === true && resendFails ? Promise.reject(new Error('Try later')) : mfaThenOk(options)),
        },
      );
      actor.send(submit);
      await settle();
      actor.send({ type: 'MFA.SUBMIT', mfa_token: '999' });
      await settle();
      actor.send({ type: 'MFA.RESEND' });
      expect(view().busy).toBe(true);
      await settle();
      expect(signInCalls.at(-1)).toEqual({ username_or_email: 'ada@example.com', password: 'secret', mfa_resend: true });
      expect(view()).toMatchObject({ screen: 'mfa', mfaResent: true, error: null });
      resendFails = true;
      actor.send({ type: 'MFA.RESEND' });
      await settle();
      expect(view()).toMatchObject({ screen: 'mfa', error: 'Try later' });
      actor.send({ type: 'AUTH.RESET' });
      expect(view()).toMatchObject({ screen: 'form', error: null });
    });
  });

  describe('S1 §3 login restriction reasons 0–6 as states', () => {
    it.each(Object.entries(LOGIN_RESTRICTION_REASONS) as [LoginRestriction, number][])('reason %s (%i)', async (name, code) => {
      const { actor, view, navigate, settle } = start({}, { signIn: async () => ({ kind: 'restricted', reason: code }) });
      actor.send(submit);
      await settle();
      expect(actor.getSnapshot().value).toEqual({ restricted: name });
      expect(view().restriction).toEqual({ name, code });
      expect(navigate).not.toHaveBeenCalled();
      actor.send({ type: 'AUTH.RESET' });
      expect(view()).toMatchObject({ screen: 'form', restriction: null });
    });

    it('an unknown reason is a failure with the generic message, not a crash', async () => {
      const { actor, view, settle } = start({}, { signIn: async () => ({ kind: 'restricted', reason: 9 }) });
      actor.send(submit);
      await settle();
      expect(view()).toMatchObject({ screen: 'form', error: MESSAGES.genericError, restriction: null });
    });

    it('a 429 answer (too many failed sign-ins) is reason 1, rate limited', async () => {
      const { actor, view, settle } = start({}, { signIn: () => Promise.reject({ http_status: 429, message: 'Too many' }) });
      actor.send(submit);
      await settle();
      expect(view().restriction).toEqual({ name: 'rate_limited', code: 1 });
    });
  });

  describe('S1 §4 recaptcha local limit', () => {
    it('stores each attempt time, keeps at most three within 3600 s, and tells the caller', async () => {
      const { actor, setNow, view, settle } = start({ recaptchaTimestamps: [0] }, { signIn: () => Promise.reject(new Error('no')) });
      const emitted: (readonly number[])[] = [];
      actor.on('RECAPTCHA.RECORDED', (event) => void emitted.push(event.timestamps));
      for (const at of [4_000_000, 4_001_000, 4_002_000, 4_003_000]) {
        setNow(at);
        actor.send(submit);
        await settle();
      }
      expect(emitted[0]).toEqual([4_000_000]); // 0 is more than 3600 s before
      expect(emitted.at(-1)).toEqual([4_001_000, 4_002_000, 4_003_000]);
      expect(view().recaptchaRequired).toBe(true);
      setNow(4_003_000 + 3_600_001);
      actor.send(submit);
      await settle();
      expect(actor.getSnapshot().context.recaptchaTimestamps).toEqual([7_603_001]);
      expect(view().recaptchaRequired).toBe(false);
    });

    it('social sign-in does not count toward the limit', async () => {
      const { actor, settle } = start();
      actor.send(social('connected'));
      await settle();
      expect(actor.getSnapshot().context.recaptchaTimestamps).toEqual([]);
    });
  });

  describe('S1 §2 signup redirect', () => {
    it.each([
      ['/welcome/', '/welcome/'],
      [undefined, '/'],
      ['/', '/'],
      ['https://evil.example/phish', '/'],
      [`${ORIGIN}/boards/`, '/boards/'],
    ])('signing up with next %o records the time and goes to %s', async (next, to) => {
      const { actor, signUpCalls, navigate, setNow, settle } = start();
      setNow(5_000);
      const options = { email: 'new@example.com', password: 'pw' };
      actor.send(next === undefined ? { type: 'SIGNUP.SUBMIT', options } : { type: 'SIGNUP.SUBMIT', options, next });
      await settle();
      expect(signUpCalls).toEqual([options]);
      expect(navigate).toHaveBeenCalledExactlyOnceWith(to);
      expect(actor.getSnapshot().output).toEqual({ viewer: null, user, redirectTo: to, signedUpAt: 5_000 });
    });

    it('a failed signup shows the message and goes nowhere', async () => {
      const { actor, navigate, view, settle } = start({}, { signUp: () => Promise.reject({ message: 'That email is already in use.' }) });
      actor.send({ type: 'SIGNUP.SUBMIT', options: {}, next: '/welcome/' });
      await settle();
      expect(view()).toMatchObject({ screen: 'form', error: 'That email is already in use.', redirectTo: null });
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('unprovided actors fail with a clear "not provided" message; an unprovided navigate errors the actor', async () => {
    const actor = createActor(authMachine, { input: { location: { path: '/', search: '' }, ownOrigin: ORIGIN, now: () => 0 } }).start();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('form'));
    expect(actor.getSnapshot().context.error).toMatch(/signIn.*not provided/);
    const noNavigate = createActor(
      authMachine.provide({
        actors: { signIn: fromPromise<AuthSignInResult, SignInOptions>(async () => ({ kind: 'signed_in', viewer })) },
      }),
      {
        input: { location: { path: '/', search: '' }, ownOrigin: ORIGIN, now: () => 0 },
      },
    );
    // no time limit: the actor's own error ends the wait, however busy the machine is (#23 §4)
    const failed = new Promise<unknown>((resolve) => noNavigate.subscribe({ error: resolve }));
    noNavigate.start();
    noNavigate.send(submit);
    expect(String(await failed)).toMatch(/navigate.*not provided/);
  });

  it('the schema lists every actor, action, guard and event the machine has', () => {
    const impl = authMachine.implementations;
    expect(Object.keys(impl.actors).sort()).toEqual([...authSchema.actors].sort());
    expect(Object.keys(impl.actions).sort()).toEqual([...authSchema.actions].sort());
    expect(Object.keys(impl.guards).sort()).toEqual([...authSchema.guards].sort());
    expect([...authMachine.events].filter((t) => !t.startsWith('xstate.')).sort()).toEqual([...authSchema.events].sort());
  });
});
