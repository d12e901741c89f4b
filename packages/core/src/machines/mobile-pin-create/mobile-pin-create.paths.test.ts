import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { mobilePinCreateMachine } from './mobile-pin-create.machine.js';
import { selectMobilePinCreate } from './mobile-pin-create.selectors.js';
import { mobilePinCreateSchema } from './mobile-pin-create.types.js';

describe('mobilePinCreateMachine paths (xstate/graph)', () => {
  const coverage = pathCoverage(mobilePinCreateMachine, {
    input: { pin: {}, openedAsPopup: false, historyLength: 3, fromBoardCreate: true },
    samples: {
      'PIN.CREATE': [{ type: 'PIN.CREATE', boardId: 'b1', boardName: 'Travel' }],
      'xstate.done.actor.createPin': [{ type: 'xstate.done.actor.createPin', output: { id: 'p1' } }],
    },
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(mobilePinCreateSchema.states.map((s) => `mobilePinCreate.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('the spinner shows exactly while creating', () => {
    for (const path of coverage.paths) expect(selectMobilePinCreate(path.state).spinner).toBe(path.state.value === 'creating');
  });
});
