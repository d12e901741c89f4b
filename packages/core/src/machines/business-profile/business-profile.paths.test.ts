import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessAccessProfile } from '../../entities.js';
import { describePath, pathCoverage, replayPath } from '../path-coverage.js';
import { businessProfileMachine } from './business-profile.machine.js';
import type { BusinessProfileInput } from './business-profile.types.js';
import { businessProfileSchema } from './business-profile.types.js';

const input: BusinessProfileInput = { viewer: { isAuth: true, id: 'me', isPartner: true } };
const profiles: BusinessAccessProfile[] = [
  { id: 'me', permissions: ['OWNER'], viewerMeetsMfaRequirement: false, user: { username: 'me' } },
  { id: 'shop', permissions: [], viewerMeetsMfaRequirement: true, user: { username: 'shop' } },
  { id: 'agency', permissions: [], viewerMeetsMfaRequirement: false, user: { username: 'agency' } },
];

// note: snapshots are told apart by state value alone, as the switcher's routes depend on nothing else
const byValue = () => null;
const coverage = pathCoverage(businessProfileMachine, {
  input,
  serialize: byValue,
  samples: {
    'PROFILE.SELECT': ['shop', 'agency', 'me'].map((profileId) => ({ type: 'PROFILE.SELECT', profileId })),
    'xstate.done.actor.loadProfiles': [{ type: 'xstate.done.actor.loadProfiles', output: profiles }],
    'xstate.error.actor.loadProfiles': [{ type: 'xstate.error.actor.loadProfiles', error: new Error('offline') }],
    'xstate.done.actor.readSelectedProfile': [{ type: 'xstate.done.actor.readSelectedProfile', output: 'shop' }],
    'xstate.error.actor.readSelectedProfile': [{ type: 'xstate.error.actor.readSelectedProfile', error: new Error('blocked') }],
    'xstate.done.actor.writeSelectedProfile': [{ type: 'xstate.done.actor.writeSelectedProfile', output: undefined }],
    'xstate.error.actor.writeSelectedProfile': [{ type: 'xstate.error.actor.writeSelectedProfile', error: new Error('quota') }],
  },
});
const ids = businessProfileSchema.states.map((state) => `businessProfile.${state}`).sort();

/** Replays a walked path on a live switcher whose actors only the path's done/error events settle. */
const replay = (path: (typeof coverage.paths)[number]) =>
  replayPath(businessProfileMachine, path, {
    input,
    serialize: byValue,
    actorIds: businessProfileSchema.actors,
    advanceTime: () => vi.advanceTimersToNextTimerAsync(),
    flush: () => vi.advanceTimersByTimeAsync(0),
    logger: () => {},
  });

describe('businessProfileMachine paths (xstate/graph)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable state is a dead end (the switcher never becomes final)', () => {
    expect(coverage.finals).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  // the live status is compared at every step too, so a switcher that finished or failed would not pass
  it.each(coverage.paths.map((path) => [describePath(path), path] as const))('a live switcher follows %s', (_, path) => replay(path));

  it('every transition of the model is walked on a live switcher', async () => {
    for (const path of coverage.transitions) await replay(path);
    expect(coverage.transitions.length).toBeGreaterThan(businessProfileSchema.states.length);
  });
});
