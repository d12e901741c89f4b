import { describe, expect, it } from 'vitest';
import { pathCoverage, pathEffects } from '../path-coverage.js';
import { boardCreateFormMachine } from './board-create-form.machine.js';
import { selectBoardCreateForm } from './board-create-form.selectors.js';
import { boardCreateFormSchema } from './board-create-form.types.js';

describe('boardCreateFormMachine paths (xstate/graph)', () => {
  const coverage = pathCoverage(boardCreateFormMachine, {
    input: { acting: { isAuth: true, viewerId: 'v1' } },
    samples: {
      'NAME.CHANGE': [
        { type: 'NAME.CHANGE', value: 'Lighting' },
        { type: 'NAME.CHANGE', value: '' },
      ],
      'PRIVACY.CHANGE': [{ type: 'PRIVACY.CHANGE', privacy: 'secret' }],
      'xstate.done.actor.createBoard': [{ type: 'xstate.done.actor.createBoard', output: { id: 'b1', name: 'Lighting' } }],
      'xstate.error.actor.createBoard': [{ type: 'xstate.error.actor.createBoard', error: { message: 'Nope' } }],
    },
  });

  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(boardCreateFormSchema.states.map((s) => `boardCreateForm.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('Create is never offered while saving or with an error, on every reachable snapshot', () => {
    for (const path of coverage.paths) {
      const view = selectBoardCreateForm(path.state);
      if (view.canSubmit) expect([view.saving, view.nameError, view.createError]).toEqual([false, null, null]);
    }
  });

  it('S0 §3/§5: every board create sends the trimmed, non-blank name, public unless secret was chosen, and source board_picker', () => {
    for (const path of coverage.paths) {
      const chose = path.steps.some((step) => step.event.type === 'PRIVACY.CHANGE');
      for (const call of pathEffects(boardCreateFormMachine, path, { acting: { isAuth: true, viewerId: 'v1' } }).calls) {
        expect(call).toMatchObject({ src: 'createBoard', input: { name: 'Lighting', aux_data: { source: 'board_picker' } } });
        // public unless the owner chose secret (S0 §6)
        if (!chose) expect(call.input).toMatchObject({ privacy: 'public' });
        else expect(['public', 'secret']).toContain((call.input as { privacy: string }).privacy);
      }
    }
  });
});
