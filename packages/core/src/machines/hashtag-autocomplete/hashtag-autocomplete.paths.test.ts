import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { hashtagAutocompleteMachine } from './hashtag-autocomplete.machine.js';
import { selectHashtagAutocomplete } from './hashtag-autocomplete.selectors.js';
import { hashtagAutocompleteSchema } from './hashtag-autocomplete.types.js';

const items = [{ query: 'summer', pin_count: 2 }, { query: 'sunset' }];
const coverage = pathCoverage(hashtagAutocompleteMachine, {
  samples: {
    'TEXT.CHANGE': [
      { type: 'TEXT.CHANGE', text: '#su', caret: 3 },
      { type: 'TEXT.CHANGE', text: 'plain', caret: 5 },
    ],
    'FLYOUT.KEY': [
      { type: 'FLYOUT.KEY', key: 'ArrowDown' },
      { type: 'FLYOUT.KEY', key: 'Enter' },
      { type: 'FLYOUT.KEY', key: 'Escape' },
    ],
    'ITEM.PICK': [{ type: 'ITEM.PICK', index: 1 }],
    'xstate.done.actor.searchHashtags': [
      { type: 'xstate.done.actor.searchHashtags', output: items },
      { type: 'xstate.done.actor.searchHashtags', output: [] },
    ],
  },
  serialize: (snapshot) => [snapshot.context.text, snapshot.context.activeIndex],
});

describe('hashtagAutocompleteMachine paths (xstate/graph)', () => {
  it('every state of the schema is reachable, and none is a dead end', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(hashtagAutocompleteSchema.states.map((s) => `hashtagAutocomplete.${s}`).sort());
    expect(coverage.unreached).toEqual([]);
    expect(coverage.deadEnds).toEqual([]);
  });

  it('S0 §5: on every path the flyout never shows more than 5 rows, and only while open', () => {
    for (const path of coverage.paths) {
      const view = selectHashtagAutocomplete(path.state);
      expect(view.items.length).toBeLessThanOrEqual(5);
      if (!view.open) expect(view.items).toEqual([]);
    }
  });
});
