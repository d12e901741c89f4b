import { describe, expect, it } from 'vitest';
import { pathCoverage, pathEffects } from '../path-coverage.js';
import { addSectionFormMachine } from './add-section-form.machine.js';
import { selectAddSectionForm } from './add-section-form.selectors.js';
import { addSectionFormSchema } from './add-section-form.types.js';

describe('addSectionFormMachine paths (xstate/graph)', () => {
  const coverage = pathCoverage(addSectionFormMachine, {
    input: { boardId: 'b1' },
    samples: {
      'NAME.CHANGE': [
        { type: 'NAME.CHANGE', value: 'Lighting' },
        { type: 'NAME.CHANGE', value: ' ' },
      ],
      'NAME.KEYDOWN': [
        { type: 'NAME.KEYDOWN', key: 'Enter' },
        { type: 'NAME.KEYDOWN', key: 'x' },
      ],
      'xstate.done.actor.createSection': [{ type: 'xstate.done.actor.createSection', output: { id: 's1', title: 'Lighting' } }],
      'xstate.error.actor.createSection': [{ type: 'xstate.error.actor.createSection', error: { message: 'Nope' } }],
    },
  });

  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(addSectionFormSchema.states.map((s) => `addSectionForm.${s}`).sort());
  });
  // `submitting` is transient (an always-transition), so no snapshot ever rests in it.
  it('every resting state is reachable', () => expect(coverage.unreached).toEqual(['addSectionForm.submitting']));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('Add is never offered while saving or with an error', () => {
    for (const path of coverage.paths) {
      const view = selectAddSectionForm(path.state);
      if (view.canAdd) expect([view.saving, view.error, view.name.trim() !== '']).toEqual([false, null, true]);
    }
  });

  it('S0 §5/§7: every section create is for the board, with the trimmed, non-blank name', () => {
    for (const path of coverage.paths) {
      for (const call of pathEffects(addSectionFormMachine, path, { boardId: 'b1' }).calls) {
        expect(call).toMatchObject({ src: 'createSection', input: { board_id: 'b1', name: 'Lighting' } });
      }
    }
  });
});
