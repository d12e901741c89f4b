import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createActor, fromPromise } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { LOGIN_RESTRICTION_REASONS } from '../../constants.js';
import type { User } from '../../entities.js';
import type { SignInOptions, SignUpOptions } from '../../ports/auth.js';
import { authMachine } from './auth.machine.js';
import type { AuthEvent, AuthInput, AuthSignInResult } from './auth.types.js';
import { authSchema } from './auth.types.js';

const input: AuthInput = { location: { path: '/pin/1/', search: '' }, ownOrigin: 'https://pinstack.example', now: () => 0 };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

// Actor results are events here; the live replay sends the same events, so no promise settles on its own.
const allEvents = [
  { type: 'SIGNIN.SUBMIT', username_or_email: 'ada', password: 'pw' },
  { type: 'SIGNIN.SOCIAL', status: 'connected', credentials: { facebook_id: 'f', facebook_token: 't' } },
  { type: 'SIGNIN.SOCIAL', status: 'not_authorized', credentials: {} },
  { type: 'MFA.SUBMIT', mfa_token: '123456' },
  { type: 'MFA.RESEND' },
  { type: 'SIGNUP.SUBMIT', options: { email: 'a@b.example', password: 'pw' }, next: '/welcome/' },
  { type: 'AUTH.RESET' },
  done('signIn', { kind: 'signed_in', viewer: { isAuth: true, id: 'u1' } }),
  done('signIn', { kind: 'mfa_required' }),
  ...Object.values(LOGIN_RESTRICTION_REASONS).map((reason) => done('signIn', { kind: 'restricted', reason })),
  done('signIn', { kind: 'restricted', reason: 99 }),
  failed('signIn', { http_status: 429 }),
  failed('signIn', new Error('bad password')),
  done('resendMfa', { kind: 'mfa_required' }),
  failed('resendMfa', new Error('later')),
  done('signUp', { id: 'u2', username: 'new' }),
  failed('signUp', new Error('taken')),
] as unknown as AuthEvent[];
// note: only events the snapshot can take; an unhandled actor error would put a live actor in error
const events = (snapshot: AnyMachineSnapshot) => allEvents.filter((event) => snapshot.can(event));

const leafIds = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
// note: the typed `emitted` events make the machine too specific for the graph helpers' signature
const logic: AnyStateMachine = authMachine;
const hang = () => new Promise<never>(() => {});

/** Replays steps on a live flow whose actors never settle on their own; returns the values passed through. */
function replay(steps: readonly { event: EventObject }[]) {
  const navigated: string[] = [];
  const actor = createActor(
    authMachine.provide({
      actors: { signIn: fromPromise<AuthSignInResult, SignInOptions>(hang), signUp: fromPromise<User, SignUpOptions>(hang) },
      actions: { navigate: (_, params) => void navigated.push(params.to) },
    }),
    { input },
  ).start();
  const values = steps.map(({ event }) => {
    if (event.type !== 'xstate.init') actor.send(event as AuthEvent);
    return actor.getSnapshot().value;
  });
  return { actor, values, navigated };
}

describe('authMachine paths (xstate/graph)', () => {
  // note: createTestModel refuses machines that invoke actors, so the paths come from getShortestPaths
  const paths = getShortestPaths(logic, { input, events, serializeState: byValue });

  it('every state of the schema is reachable, and no other', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafIds(step.state))));
    expect([...reached].sort()).toEqual([...authSchema.states].sort());
  });

  it('only signedIn and signedUp are final, and no other reachable state is a dead end', () => {
    const adjacency = getAdjacencyMap(logic, { input, events, serializeState: byValue });
    const finals: string[] = [];
    for (const { state, transitions } of Object.values(adjacency)) {
      if (state.status === 'done') {
        finals.push(...leafIds(state));
        continue;
      }
      const targets = Object.values(transitions) as { state: AnyMachineSnapshot }[];
      expect(targets.some((t) => byValue(t.state) !== byValue(state)), `dead end at ${byValue(state)}`).toBe(true);
    }
    expect(finals.sort()).toEqual(['signedIn', 'signedUp']);
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))('a live flow follows %s', (_, path) => {
    const { actor, values, navigated } = replay(path.steps);
    expect(values).toEqual(path.steps.map((step) => step.state.value));
    // reaching a final state always navigates once, to a path on our origin
    if (actor.getSnapshot().status === 'done') expect(navigated).toEqual([expect.stringMatching(/^\//)]);
  });

  it('every transition of the model is walked on a live flow', () => {
    const adjacency = getAdjacencyMap(logic, { input, events, serializeState: byValue });
    const pathTo = new Map(paths.map((path) => [byValue(path.state), path]));
    let walked = 0;
    for (const [key, { state: from, transitions }] of Object.entries(adjacency)) {
      if (from.status === 'done') continue;
      const path = pathTo.get(key);
      expect(path, `no path to ${key}`).toBeDefined();
      for (const { event, state } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
        const { values } = replay([...(path?.steps ?? []), { event }]);
        expect(values.at(-1), `${key} + ${event.type}`).toEqual(state.value);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(authSchema.states.length);
  });
});
