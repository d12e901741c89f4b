import { describe, expect, it } from 'vitest';
import type { PathCoverageOptions } from '../path-coverage.js';
import { pathCoverage } from '../path-coverage.js';
import { videoAutoplayMachine } from './video-autoplay.machine.js';
import { videoAutoplaySchema } from './video-autoplay.types.js';

// Two organic and two promoted videos are enough to reach every combination the regions allow.
const walk: PathCoverageOptions<typeof videoAutoplayMachine> = {
  input: {},
  everyEvent: true,
  samples: {
    'VIDEO.PLAY': [
      { type: 'VIDEO.PLAY', videoId: 'a' },
      { type: 'VIDEO.PLAY', videoId: 'b' },
      { type: 'VIDEO.PLAY', videoId: 'p', promoted: true },
      { type: 'VIDEO.PLAY', videoId: 'q', promoted: true },
    ],
    'VIDEO.PAUSE': ['a', 'b', 'p', 'q'].map((videoId) => ({ type: 'VIDEO.PAUSE', videoId, currentTime: 5 })),
    'VIDEO.ENDED': ['a', 'b', 'p', 'q'].map((videoId) => ({ type: 'VIDEO.ENDED', videoId })),
    'VIDEO.REMOVE': ['a', 'b', 'p', 'q'].map((videoId) => ({ type: 'VIDEO.REMOVE', videoId })),
  },
};
// note: paths are keyed by state value only; keyed by context too they number in the thousands
const coverage = pathCoverage(videoAutoplayMachine, { ...walk, serialize: () => null });
// …which is still few enough to look for dead ends in every snapshot, context included
const snapshots = pathCoverage(videoAutoplayMachine, walk);
const ids = videoAutoplaySchema.states.map((state) => `videoAutoplay.${state}`).sort();

describe('videoAutoplayMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no other', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ids);
    expect(coverage.unreached).toEqual([]);
  });

  it('no reachable snapshot is a dead end (the machine never becomes final)', () => {
    expect(snapshots.finals).toEqual([]);
    expect(snapshots.deadEnds).toEqual([]);
  });
});
