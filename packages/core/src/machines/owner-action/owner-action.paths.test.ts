import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { ownerActionMachine } from './owner-action.machine.js';
import { selectOwnerAction } from './owner-action.selectors.js';
import { ownerActionSchema } from './owner-action.types.js';

describe('ownerActionMachine paths (xstate/graph; issue #25)', () => {
  const coverage = pathCoverage(ownerActionMachine, {
    input: { confirm: true },
    samples: {
      'ACTION.REQUEST': [{ type: 'ACTION.REQUEST', payload: { id: '7' } }],
      'xstate.done.actor.run': [{ type: 'xstate.done.actor.run', output: { id: '7' } }],
      'xstate.error.actor.run': [{ type: 'xstate.error.actor.run', error: { message: 'Nope', message_detail: 'Not yours' } }],
    },
  });

  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(ownerActionSchema.states.map((s) => `ownerAction.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('a delete never runs without passing through its confirmation, and is never busy and asking at once', () => {
    for (const path of coverage.paths) {
      const states = path.steps.map((step) => selectOwnerAction(step.state).state);
      const ran = states.indexOf('running');
      if (ran >= 0) expect(states.slice(0, ran)).toContain('confirming');
      const view = selectOwnerAction(path.state);
      expect(view.busy && view.confirming).toBe(false);
    }
  });
});
