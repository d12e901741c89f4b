import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createActor, fromPromise } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { BusinessAccessProfile } from '../../entities.js';
import { businessProfileMachine } from './business-profile.machine.js';
import type { BusinessProfileEvent, BusinessProfileInput } from './business-profile.types.js';
import { businessProfileSchema } from './business-profile.types.js';

const input: BusinessProfileInput = { viewer: { isAuth: true, id: 'me', isPartner: true } };
const profiles: BusinessAccessProfile[] = [
  { id: 'me', permissions: ['OWNER'], viewerMeetsMfaRequirement: false, user: { username: 'me' } },
  { id: 'shop', permissions: [], viewerMeetsMfaRequirement: true, user: { username: 'shop' } },
  { id: 'agency', permissions: [], viewerMeetsMfaRequirement: false, user: { username: 'agency' } },
];

// Actor results are events here; the live replay sends the same events, so no promise settles on its own.
const allEvents = [
  { type: 'PROFILE.SELECT', profileId: 'shop' },
  { type: 'PROFILE.SELECT', profileId: 'agency' },
  { type: 'PROFILE.SELECT', profileId: 'me' },
  { type: 'PROFILES.RETRY' },
  { type: 'xstate.done.actor.loadProfiles', output: profiles },
  { type: 'xstate.error.actor.loadProfiles', error: new Error('offline') },
  { type: 'xstate.done.actor.readSelectedProfile', output: 'shop' },
  { type: 'xstate.error.actor.readSelectedProfile', error: new Error('blocked') },
  { type: 'xstate.done.actor.writeSelectedProfile', output: undefined },
  { type: 'xstate.error.actor.writeSelectedProfile', error: new Error('quota') },
] as unknown as BusinessProfileEvent[];
// note: only events the snapshot can take; an unhandled actor error would put a live actor in error
const events = (snapshot: AnyMachineSnapshot) => allEvents.filter((event) => snapshot.can(event));

const leafIds = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const hang = () => new Promise<never>(() => {});

/** Replays steps on a live switcher whose actors never settle on their own; returns the values passed through. */
function replay(steps: readonly { event: EventObject }[]) {
  const actor = createActor(
    businessProfileMachine.provide({
      actors: {
        loadProfiles: fromPromise<readonly BusinessAccessProfile[], void>(hang),
        readSelectedProfile: fromPromise<string | null, void>(hang),
        writeSelectedProfile: fromPromise<void, { readonly profileId: string }>(hang),
      },
    }),
    { input, logger: () => {} },
  ).start();
  const values = steps.map(({ event }) => {
    if (event.type !== 'xstate.init') actor.send(event as BusinessProfileEvent);
    return actor.getSnapshot().value;
  });
  return { actor, values };
}

describe('businessProfileMachine paths (xstate/graph)', () => {
  // note: createTestModel refuses machines that invoke actors, so the paths come from getShortestPaths
  const paths = getShortestPaths(businessProfileMachine, { input, events, serializeState: byValue });

  it('every state of the schema is reachable, and no other', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafIds(step.state))));
    expect([...reached].sort()).toEqual([...businessProfileSchema.states].sort());
  });

  it('no reachable state is a dead end (the switcher never becomes final)', () => {
    const adjacency = getAdjacencyMap(businessProfileMachine, { input, events, serializeState: byValue });
    for (const { state, transitions } of Object.values(adjacency)) {
      expect(state.status).toBe('active');
      const targets = Object.values(transitions) as { state: AnyMachineSnapshot }[];
      expect(targets.some((t) => byValue(t.state) !== byValue(state)), `dead end at ${byValue(state)}`).toBe(true);
    }
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))('a live switcher follows %s', (_, path) => {
    const { actor, values } = replay(path.steps);
    expect(values).toEqual(path.steps.map((step) => step.state.value));
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('every transition of the model is walked on a live switcher', () => {
    const adjacency = getAdjacencyMap(businessProfileMachine, { input, events, serializeState: byValue });
    const pathTo = new Map(paths.map((path) => [byValue(path.state), path]));
    let walked = 0;
    for (const [key, { transitions }] of Object.entries(adjacency)) {
      const path = pathTo.get(key);
      expect(path, `no path to ${key}`).toBeDefined();
      for (const { event, state } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
        const { values } = replay([...(path?.steps ?? []), { event }]);
        expect(values.at(-1), `${key} + ${event.type}`).toEqual(state.value);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(businessProfileSchema.states.length);
  });
});
