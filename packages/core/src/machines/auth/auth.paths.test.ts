import { describe, expect, it } from 'vitest';
import { LOGIN_RESTRICTION_REASONS } from '../../constants.js';
import { pathCoverage, pathEffects } from '../path-coverage.js';
import { authMachine } from './auth.machine.js';
import type { AuthInput } from './auth.types.js';
import { authSchema } from './auth.types.js';

const input: AuthInput = { location: { path: '/pin/1/', search: '' }, ownOrigin: 'https://pinstack.example', now: () => 0 };
const done = (id: string, ...outputs: unknown[]) => ({
  [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
});
const failed = (id: string, ...errors: unknown[]) => ({
  [`xstate.error.actor.${id}`]: errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
});

// note: snapshots are told apart by state value alone; credentials and timestamps would make the walk endless
const byValue = () => null;
const coverage = pathCoverage(authMachine, {
  input,
  serialize: byValue,
  samples: {
    'SIGNIN.SUBMIT': [{ type: 'SIGNIN.SUBMIT', username_or_email: 'ada', password: 'pw' }],
    'SIGNIN.SOCIAL': [
      { type: 'SIGNIN.SOCIAL', status: 'connected', credentials: { facebook_id: 'f', facebook_token: 't' } },
      { type: 'SIGNIN.SOCIAL', status: 'not_authorized', credentials: {} },
    ],
    'MFA.SUBMIT': [{ type: 'MFA.SUBMIT', mfa_token: '123456' }],
    'SIGNUP.SUBMIT': [{ type: 'SIGNUP.SUBMIT', options: { email: 'a@b.example', password: 'pw' }, next: '/welcome/' }],
    ...done(
      'signIn',
      { kind: 'signed_in', viewer: { isAuth: true, id: 'u1' } },
      { kind: 'mfa_required' },
      ...Object.values(LOGIN_RESTRICTION_REASONS).map((reason) => ({ kind: 'restricted', reason })),
      { kind: 'restricted', reason: 99 },
    ),
    ...failed('signIn', { http_status: 429 }, new Error('bad password')),
    ...done('resendMfa', { kind: 'mfa_required' }),
    ...failed('resendMfa', new Error('later')),
    ...done('signUp', { id: 'u2', username: 'new' }),
    ...failed('signUp', new Error('taken')),
  },
});
const ids = authSchema.states.map((state) => `auth.${state}`).sort();

describe('authMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('only signedIn and signedUp are final, and no other reachable state is a dead end', () => {
    expect(coverage.finals.slice().sort()).toEqual(['auth.signedIn', 'auth.signedUp']);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('S1 §2 redirects: every path that ends signed in or up navigates exactly once, to a path of our origin; no other path navigates', () => {
    for (const path of [...coverage.paths, ...coverage.transitions]) {
      const { actions, snapshot } = pathEffects(authMachine, path, input);
      const navigated = actions.filter((action) => action.type === 'navigate').map((action) => (action.params as { to: string }).to);
      if (snapshot.status === 'done') expect(navigated).toEqual([expect.stringMatching(/^\/(?!\/)/)]);
      else expect(navigated).toEqual([]);
    }
  });

  it('S1 §3 login payload and §4 reCAPTCHA limit: a sign-in call carries what the form submitted, and every submit records its time', () => {
    for (const path of coverage.paths) {
      const { calls, emitted } = pathEffects(authMachine, path, input);
      for (const call of calls.filter((c) => c.src === 'signIn')) {
        expect(call.input).toMatchObject({ username_or_email: 'ada', password: 'pw' });
      }
      const submits = path.steps.filter((step) => step.event.type === 'SIGNIN.SUBMIT').length;
      expect(emitted.filter((event) => event.type === 'RECAPTCHA.RECORDED')).toHaveLength(submits);
    }
  });
});
