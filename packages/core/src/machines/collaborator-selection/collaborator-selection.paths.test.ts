import { describe, expect, it } from 'vitest';
import { pathCoverage, pathEffects } from '../path-coverage.js';
import { collaboratorSelectionMachine } from './collaborator-selection.machine.js';
import { selectCollaboratorSelection } from './collaborator-selection.selectors.js';
import { collaboratorSelectionSchema } from './collaborator-selection.types.js';

const coverage = pathCoverage(collaboratorSelectionMachine, {
  samples: {
    'QUERY.CHANGE': [
      { type: 'QUERY.CHANGE', text: 'ann@example.com' },
      { type: 'QUERY.CHANGE', text: '' },
    ],
    'COLLABORATOR.TOGGLE': [{ type: 'COLLABORATOR.TOGGLE', user: { id: 'u1' } }],
    'EMAIL.TOGGLE': [{ type: 'EMAIL.TOGGLE', email: 'ann@example.com' }],
    'BOARD.SAVED': [{ type: 'BOARD.SAVED', boardId: 'b1' }],
    'xstate.done.actor.searchCollaborators': [{ type: 'xstate.done.actor.searchCollaborators', output: [] }],
  },
});

describe('collaboratorSelectionMachine paths (xstate/graph)', () => {
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(collaboratorSelectionSchema.states.map((s) => `collaboratorSelection.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('S0 §4: no invite is sent before the board is saved', () => {
    for (const path of coverage.paths) {
      if (path.state.matches('inviting')) expect(path.steps.some((s) => s.event.type === 'BOARD.SAVED')).toBe(true);
      expect(selectCollaboratorSelection(path.state).inviting).toBe(path.state.matches('inviting'));
    }
  });

  it('S0 §4/§7: invites go to the saved board with the people and addresses picked; searches send the trimmed text', () => {
    for (const path of coverage.paths) {
      for (const call of pathEffects(collaboratorSelectionMachine, path).calls) {
        if (call.src === 'sendInvites') expect(call.input).toMatchObject({ boardId: 'b1' });
        else expect(call).toEqual({ src: 'searchCollaborators', input: { query: 'ann@example.com' } });
      }
    }
  });
});
