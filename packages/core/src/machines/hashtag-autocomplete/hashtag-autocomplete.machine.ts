import { assign, fromPromise, setup } from 'xstate';
import { HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS } from '../../constants.js';
import type { AutocompleteItem } from '../../entities.js';
import { autocompleteItems, completeHashtag, hashtagAtCaret } from '../../rules/hashtag.js';
import { flyoutKeyActions } from '../flyout.js';
import { notProvided } from '../saving-support.js';
import type {
  HashtagAutocompleteContext,
  HashtagAutocompleteEvent,
  HashtagAutocompleteInput,
  SearchHashtagsInput,
} from './hashtag-autocomplete.types.js';

const closedFlyout = { items: [] as readonly AutocompleteItem[], activeIndex: -1 };

const picked = (context: HashtagAutocompleteContext, index: number) => {
  const item = context.items[index];
  if (item === undefined || context.hashtag === null) return {};
  const done = completeHashtag(context.text, context.hashtag, item.query ?? '');
  return { text: done.text, caret: done.caret, hashtag: null, ...closedFlyout };
};

/**
 * S0 §2/§5 hashtag autocomplete flyout over a description field: typing a `#tag` (the caret inside
 * or just after it) asks `searchHashtags` (S0 §7 /v3/search/autocomplete/) once typing pauses for
 * HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS; the flyout shows `autocompleteItems` of the answer (at most 5,
 * only items with a query) and opens only when there is one. Arrow keys move through it, Enter or
 * a click completes the tag (`completeHashtag`), Escape or leaving the field closes it. A newer
 * keystroke cancels the wait or the call for the older text. The flyout is a convenience: a failed
 * call just leaves it closed (S0 §8 shows nothing for it).
 */
export const hashtagAutocompleteMachine = setup({
  types: {} as { context: HashtagAutocompleteContext; events: HashtagAutocompleteEvent; input: HashtagAutocompleteInput | undefined },
  actors: {
    searchHashtags: fromPromise<readonly AutocompleteItem[], SearchHashtagsInput>(notProvided('searchHashtags')),
  },
  guards: {
    typingHashtag: ({ context }) => context.hashtag !== null,
    anyItem: ({ event }) => 'output' in event && autocompleteItems(event.output as readonly AutocompleteItem[]).length > 0,
  },
  delays: { debounce: HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS },
}).createMachine({
  id: 'hashtagAutocomplete',
  context: ({ input }) => {
    const text = input?.text ?? '';
    return { text, caret: text.length, hashtag: null, ...closedFlyout };
  },
  initial: 'closed',
  on: {
    'TEXT.CHANGE': [
      {
        // Re-entering restarts the wait and cancels a call made for the older text.
        target: '.waiting',
        reenter: true,
        guard: ({ event }) => hashtagAtCaret(event.text, event.caret) !== null,
        actions: assign(({ event }) => ({ text: event.text, caret: event.caret, hashtag: hashtagAtCaret(event.text, event.caret) })),
      },
      { target: '.closed', actions: assign(({ event }) => ({ text: event.text, caret: event.caret, hashtag: null, ...closedFlyout })) },
    ],
    'FLYOUT.CLOSE': { target: '.closed', actions: assign(closedFlyout) },
  },
  states: {
    closed: {},
    waiting: {
      after: { debounce: { guard: 'typingHashtag', target: 'searching' } },
    },
    searching: {
      invoke: {
        id: 'searchHashtags',
        src: 'searchHashtags',
        input: ({ context }) => ({ tag: context.hashtag?.tag ?? '' }),
        onDone: [
          { guard: 'anyItem', target: 'open', actions: assign({ items: ({ event }) => autocompleteItems(event.output), activeIndex: -1 }) },
          { target: 'closed', actions: assign(closedFlyout) },
        ],
        onError: { target: 'closed', actions: assign(closedFlyout) },
      },
    },
    open: {
      on: {
        'FLYOUT.KEY': {
          actions: flyoutKeyActions<HashtagAutocompleteContext, HashtagAutocompleteEvent>((index) => ({ type: 'ITEM.PICK', index }), {
            type: 'FLYOUT.CLOSE',
          }),
        },
        'ITEM.PICK': {
          guard: ({ context, event }) => context.items[event.index] !== undefined,
          target: 'closed',
          actions: assign(({ context, event }) => picked(context, event.index)),
        },
      },
    },
  },
});
