import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { movePinsMachine } from './move-pins.machine.js';
import { selectMovePins } from './move-pins.selectors.js';
import { movePinsSchema } from './move-pins.types.js';

const from = { boardId: 'b1' };
const to = { boardId: 'b2' };
const coverage = pathCoverage(movePinsMachine, {
  input: { feeds: { b1: [{ id: 'p1' }], b2: [] } },
  samples: {
    'FEED.SET': [{ type: 'FEED.SET', location: { boardId: 'b3' }, pins: [] }], // another feed, so the count below holds
    'PINS.MOVE': [
      { type: 'PINS.MOVE', from, to, pinIds: ['p1'] },
      { type: 'PINS.MOVE', from, to: from, pinIds: ['p1'] },
    ],
    'xstate.error.actor.movePins': [{ type: 'xstate.error.actor.movePins', error: { message: 'x', api_error_code: 2171 } }],
  },
});

describe('movePinsMachine paths (xstate/graph)', () => {
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(movePinsSchema.states.map((s) => `movePins.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('no Pin is ever lost or doubled: each reachable snapshot holds p1 exactly once', () => {
    for (const path of coverage.paths) {
      const view = selectMovePins(path.state);
      const all = [...view.feed(from), ...view.feed(to)].map((p) => p.id);
      expect(all).toEqual(['p1']);
    }
  });
});
