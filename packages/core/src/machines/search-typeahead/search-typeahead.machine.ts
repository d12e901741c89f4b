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
import type { SearchTypeaheadContext, SearchTypeaheadEvent, SearchTypeaheadInput } from './search-typeahead.types.js';

const closedList = { items: [] as readonly TypeaheadSuggestion[], activeIndex: -1 };

const choose = (context: SearchTypeaheadContext, index: number) => {
  const item = context.items[index];
  if (item === undefined) return {};
  return { text: suggestionText(item), ...closedList, chosen: { path: suggestionPath(item), count: (context.chosen?.count ?? 0) + 1 } };
};

/**
 * S1 §3/§7 the header search's typeahead (issue 25 binds it): typing waits for a pause of
 * SEARCH_TYPEAHEAD_DEBOUNCE_MS, then asks `typeahead` (SearchTypeaheadResource, scope pins); the
 * list opens with `typeaheadSuggestions` of the answer (words, each once, at most 5). Arrow keys
 * move the highlight (wrapping), Enter on a highlighted suggestion chooses it (its search path),
 * Escape or leaving closes the list. A newer keystroke cancels the older wait or call; a failed
 * call leaves the list closed (search still works by submitting).
 */
export const searchTypeaheadMachine = setup({
  types: {} as { context: SearchTypeaheadContext; events: SearchTypeaheadEvent; input: { readonly text?: string } | undefined },
  actors: {
    typeahead: fromPromise<readonly TypeaheadSuggestion[], SearchTypeaheadInput>(notProvided('typeahead')),
  },
  guards: {
    hasWords: ({ context }) => context.text.trim() !== '',
    anyItem: ({ event }) => 'output' in event && typeaheadSuggestions(event.output as readonly TypeaheadSuggestion[]).length > 0,
  },
  delays: { debounce: SEARCH_TYPEAHEAD_DEBOUNCE_MS },
}).createMachine({
  id: 'searchTypeahead',
  context: ({ input }) => ({ text: input?.text ?? '', ...closedList, chosen: null }),
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
        input: ({ context }) => ({ term: context.text.trim() }),
        onDone: [
          {
            guard: 'anyItem',
            target: 'open',
            actions: assign({ items: ({ event }) => typeaheadSuggestions(event.output), activeIndex: -1 }),
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
