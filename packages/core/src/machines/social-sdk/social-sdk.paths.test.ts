import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describePath, pathCoverage, replayPath } from '../path-coverage.js';
import { socialSdkMachine } from './social-sdk.machine.js';
import { selectSocialSdk } from './social-sdk.selectors.js';
import { socialSdkSchema } from './social-sdk.types.js';

// the log action is "logged only": a no-op here, so the walk and the replay run the same machine
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

  const replay = (path: (typeof coverage.paths)[number]) =>
    replayPath(machine, path, {
      input,
      actorIds: socialSdkSchema.actors,
      advanceTime: () => vi.advanceTimersToNextTimerAsync(),
      flush: () => vi.advanceTimersByTimeAsync(0),
    });

  it.each(coverage.paths.map((path) => [describePath(path), path] as const))('a live loader on fake timers follows %s', (_, path) =>
    replay(path),
  );

  it('every transition of the model (state, check count, profile × event) is walked on a live loader', async () => {
    for (const path of coverage.transitions) await replay(path);
    expect(coverage.transitions.length).toBeGreaterThan(coverage.paths.length);
  });
});
