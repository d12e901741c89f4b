import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../path-coverage.js';
import { searchTypeaheadMachine } from './search-typeahead.machine.js';
import { searchTypeaheadSchema } from './search-typeahead.types.js';

describe('searchTypeaheadMachine paths (xstate/graph, S1 §3)', () => {
  const coverage = pathCoverage(searchTypeaheadMachine, {
    samples: {
      'TEXT.CHANGE': [{ type: 'TEXT.CHANGE', text: 'oak' }],
      'SCOPE.SET': [{ type: 'SCOPE.SET', scope: 'boards' }],
      'LIST.KEY': [
        { type: 'LIST.KEY', key: 'ArrowDown' },
        { type: 'LIST.KEY', key: 'Enter' },
      ],
      'ITEM.PICK': [{ type: 'ITEM.PICK', index: 0 }],
      'xstate.after.debounce.searchTypeahead.waiting': [{ type: 'xstate.after.debounce.searchTypeahead.waiting' }],
      'xstate.done.actor.typeahead': [{ type: 'xstate.done.actor.typeahead', output: { items: [{ query: 'oak lamp' }], hint: null } }],
    },
    serialize: (snapshot) => [snapshot.context.text, snapshot.context.scope, snapshot.context.items.length, snapshot.context.activeIndex],
  });
  it('the schema lists exactly the machine states', () => {
    expect(coverage.stateIds.slice().sort()).toEqual(searchTypeaheadSchema.states.map((s) => `searchTypeahead.${s}`).sort());
  });
  it('every state is reachable', () => expect(coverage.unreached).toEqual([]));
});
