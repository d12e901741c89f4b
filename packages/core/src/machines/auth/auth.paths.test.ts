import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_RESTRICTION_REASONS } from '../../constants.js';
import { describePath, pathCoverage, replayPath } from '../path-coverage.js';
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

/** Replays a walked path on a live flow whose actors only the path's done/error events settle; returns where it navigated. */
async function replay(path: (typeof coverage.paths)[number]) {
  const navigated: string[] = [];
  const live = authMachine.provide({ actions: { navigate: (_, params) => void navigated.push(params.to) } });
  await replayPath(live, path, {
    input,
    serialize: byValue,
    actorIds: authSchema.actors,
    advanceTime: () => vi.advanceTimersToNextTimerAsync(),
    flush: () => vi.advanceTimersByTimeAsync(0),
  });
  return navigated;
}

describe('authMachine paths (xstate/graph)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('only signedIn and signedUp are final, and no other reachable state is a dead end', () => {
    expect(coverage.finals.slice().sort()).toEqual(['auth.signedIn', 'auth.signedUp']);
    expect(coverage.deadEnds).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [describePath(path), path] as const))('a live flow follows %s', async (_, path) => {
    const navigated = await replay(path);
    // reaching a final state always navigates once, to a path on our origin
    if (path.state.status === 'done') expect(navigated).toEqual([expect.stringMatching(/^\//)]);
  });

  it('every transition of the model is walked on a live flow', async () => {
    for (const path of coverage.transitions) await replay(path);
    expect(coverage.transitions.length).toBeGreaterThan(authSchema.states.length);
  });
});
