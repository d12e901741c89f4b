import { describe, expect, it } from 'vitest';
import type { BusinessAccessProfile } from '../../entities.js';
import { pathCoverage } from '../path-coverage.js';
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

describe('businessProfileMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable state is a dead end (the switcher never becomes final)', () => {
    expect(coverage.finals).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });
});
