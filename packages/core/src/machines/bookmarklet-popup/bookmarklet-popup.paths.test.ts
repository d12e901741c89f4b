import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { bookmarkletPopupMachine } from './bookmarklet-popup.machine.js';
import { selectBookmarkletPopup } from './bookmarklet-popup.selectors.js';
import { bookmarkletPopupSchema } from './bookmarklet-popup.types.js';

describe('bookmarkletPopupMachine paths (xstate/graph)', () => {
  const coverage = pathCoverage(bookmarkletPopupMachine, {
    input: { pin: { imageUrl: 'https://site.example/a.jpg', guid: 'g' }, path: '/pin/create/button/' },
    samples: {
      'PIN.CREATE': [{ type: 'PIN.CREATE', boardId: 'b1', boardName: 'Travel' }],
      'xstate.done.actor.loadImage': [{ type: 'xstate.done.actor.loadImage', output: { width: 1, height: 1 } }],
      'xstate.done.actor.createPin': [{ type: 'xstate.done.actor.createPin', output: { id: 'p1' } }],
    },
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(bookmarkletPopupSchema.states.map((s) => `bookmarkletPopup.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
  it('no state is a dead end unless final', () => expect(coverage.deadEnds).toEqual([]));
  it('the board picker is usable only when ready', () => {
    for (const path of coverage.paths) expect(selectBookmarkletPopup(path.state).canPick).toBe(path.state.value === 'ready');
  });
});
