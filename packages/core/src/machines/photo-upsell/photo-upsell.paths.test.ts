import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { photoUpsellMachine } from './photo-upsell.machine.js';
import { selectPhotoUpsell } from './photo-upsell.selectors.js';
import { photoUpsellSchema } from './photo-upsell.types.js';

const coverage = pathCoverage(photoUpsellMachine, { everyEvent: true });

describe('photoUpsellMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and no state is a dead end unless final', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(photoUpsellSchema.states.map((s) => `photoUpsell.${s}`).sort());
    expect(coverage.unreached).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('S0 §9: on every path, the modal is dismissed only after the dismiss delay has fired', () => {
    for (const path of coverage.paths) {
      if (path.state.value !== 'dismissed') continue;
      expect(path.steps.some((step) => step.event.type.startsWith('xstate.after.'))).toBe(true);
      expect(selectPhotoUpsell(path.state).closed).toBe(true);
    }
  });
});
