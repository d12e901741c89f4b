import { assign, fromPromise, setup } from 'xstate';
import {
  SEARCH_TYPEAHEAD_DEBOUNCE_MS,
  suggestionPath,
  suggestionText,
  type TypeaheadSuggestion,
  typeaheadSuggestions,
} from '../../rules/search-typeahead.js';
import { flyoutKeyActions } from '../flyout.js';
import { notProvided } from '../saving-support.js';
import type {
  SearchTypeaheadAnswer,
  SearchTypeaheadContext,
  SearchTypeaheadEvent,
  SearchTypeaheadInput,
  SearchTypeaheadStart,
} from './search-typeahead.types.js';

const closedList = { items: [] as readonly TypeaheadSuggestion[], hint: null, activeIndex: -1 };

const choose = (context: SearchTypeaheadContext, index: number) => {
  const item = context.items[index];
  if (item === undefined) return {};
  const text = suggestionText(item);
  return { text, ...closedList, chosen: { path: suggestionPath(item), text, count: (context.chosen?.count ?? 0) + 1 } };
};

/**
 * S1 §3/§7 a search field's typeahead (the header's, issue 25, and react-ui's `SearchBox`): typing
 * waits for a pause of SEARCH_TYPEAHEAD_DEBOUNCE_MS, then asks `typeahead` (SearchTypeaheadResource
 * in the field's scope, `pins` unless the input or `SCOPE.SET` says another; a new scope closes the
 * list); the list opens with `typeaheadSuggestions` of the answer (words, each once, at most 5)
 * and its hint. Arrow keys
 * move the highlight (wrapping), Enter on a highlighted suggestion chooses it (its search path),
 * Escape or leaving closes the list. A newer keystroke cancels the older wait or call; a failed
 * call leaves the list closed (search still works by submitting).
 */
export const searchTypeaheadMachine = setup({
  types: {} as { context: SearchTypeaheadContext; events: SearchTypeaheadEvent; input: SearchTypeaheadStart | undefined },
  actors: {
    typeahead: fromPromise<SearchTypeaheadAnswer, SearchTypeaheadInput>(notProvided('typeahead')),
  },
  guards: {
    hasWords: ({ context }) => context.text.trim() !== '',
    anyItem: ({ event }) => 'output' in event && typeaheadSuggestions((event.output as SearchTypeaheadAnswer).items).length > 0,
  },
  delays: { debounce: SEARCH_TYPEAHEAD_DEBOUNCE_MS },
}).createMachine({
  id: 'searchTypeahead',
  context: ({ input }) => ({ text: input?.text ?? '', scope: input?.scope ?? 'pins', ...closedList, chosen: null }),
  initial: 'closed',
  on: {
    'TEXT.CHANGE': [
      {
        // re-entering restarts the wait and cancels a call made for older text
        target: '.waiting',
        reenter: true,
        guard: ({ event }) => event.text.trim() !== '',
        actions: assign(({ event }) => ({ text: event.text })),
      },
      { target: '.closed', actions: assign(({ event }) => ({ text: event.text, ...closedList })) },
    ],
    'LIST.CLOSE': { target: '.closed', actions: assign(closedList) },
    // the suggestions shown were the old scope's
    'SCOPE.SET': { target: '.closed', actions: assign(({ event }) => ({ scope: event.scope, ...closedList })) },
  },
  states: {
    closed: {},
    waiting: {
      after: { debounce: { guard: 'hasWords', target: 'searching' } },
    },
    searching: {
      invoke: {
        id: 'typeahead',
        src: 'typeahead',
        input: ({ context }) => ({ term: context.text.trim(), scope: context.scope }),
        onDone: [
          {
            guard: 'anyItem',
            target: 'open',
            actions: assign({
              items: ({ event }) => typeaheadSuggestions(event.output.items),
              hint: ({ event }) => event.output.hint,
              activeIndex: -1,
            }),
          },
          { target: 'closed', actions: assign(closedList) },
        ],
        onError: { target: 'closed', actions: assign(closedList) },
      },
    },
    open: {
      on: {
        'LIST.KEY': {
          actions: flyoutKeyActions<SearchTypeaheadContext, SearchTypeaheadEvent>((index) => ({ type: 'ITEM.PICK', index }), {
            type: 'LIST.CLOSE',
          }),
        },
        'ITEM.PICK': {
          guard: ({ context, event }) => context.items[event.index] !== undefined,
          target: 'closed',
          actions: assign(({ context, event }) => choose(context, event.index)),
        },
      },
    },
  },
});
