import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { socialSdkMachine } from './social-sdk.machine.js';
import { selectSocialSdk } from './social-sdk.selectors.js';
import { socialSdkSchema } from './social-sdk.types.js';

// the log action is "logged only": a no-op here
const machine = socialSdkMachine.provide({ actions: { logSocialSdk: () => {} } });
const input = { locale: 'es-MX' };
const coverage = pathCoverage(machine, {
  input,
  samples: {
    // the check count is part of the context, so the walk reaches the 20th failed check and unavailable
    'xstate.done.actor.hasSdkGlobal': [true, false].map((output) => ({ type: 'xstate.done.actor.hasSdkGlobal', output })),
    'xstate.error.actor.loadScript': [{ type: 'xstate.error.actor.loadScript', error: 'script error' }],
    'xstate.error.actor.hasSdkGlobal': [{ type: 'xstate.error.actor.hasSdkGlobal', error: 'window gone' }],
    'PROFILE.RECEIVED': [{}, { id: '1' }].map((data) => ({ type: 'PROFILE.RECEIVED', data })),
  },
});
const ids = socialSdkSchema.states.map((state) => `socialSdk.${state}`).sort();

describe('socialSdkMachine paths (xstate/graph)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('only unavailable is final, and no other reachable state is a dead end', () => {
    expect(coverage.finals).toEqual(['socialSdk.unavailable']);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('the view model is defined on every reachable snapshot', () => {
    for (const path of coverage.paths) {
      const view = selectSocialSdk(path.state);
      expect([view.loading, view.ready, view.unavailable].filter(Boolean)).toHaveLength(1);
    }
  });
});
