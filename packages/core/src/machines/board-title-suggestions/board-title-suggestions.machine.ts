import { assign, fromPromise, setup } from 'xstate';
import type { BoardTitleSuggestion } from '../../entities.js';
import { notProvided } from '../saving-support.js';
import { shownTitles } from './board-title-suggestions.types.js';
import type {
  BoardTitleSuggestionsContext,
  BoardTitleSuggestionsEvent,
  BoardTitleSuggestionsInput,
  LoadSuggestionsInput,
} from './board-title-suggestions.types.js';

/**
 * S0 §2/§9 board-name suggestion list beside the board create form when saving a Pin: loads the
 * Pin's suggestions (`loadSuggestions`: S0 §7 GET /v3/pins/{id}/board_title_suggestions/) and shows
 * them as given; picking one fills the form's name (the view sends the form `NAME.CHANGE`). The
 * list is a convenience: a failure or an empty answer shows nothing (`none`), and the form works
 * the same without it.
 */
export const boardTitleSuggestionsMachine = setup({
  types: {} as { context: BoardTitleSuggestionsContext; events: BoardTitleSuggestionsEvent; input: BoardTitleSuggestionsInput },
  actors: {
    loadSuggestions: fromPromise<readonly BoardTitleSuggestion[], LoadSuggestionsInput>(notProvided('loadSuggestions')),
  },
  guards: {
    anyTitle: ({ event }) => 'output' in event && shownTitles(event.output as readonly BoardTitleSuggestion[]).length > 0,
  },
}).createMachine({
  id: 'boardTitleSuggestions',
  context: ({ input }) => ({ pinId: input.pinId, titles: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        input: ({ context }) => ({ pinId: context.pinId }),
        onDone: [
          { guard: 'anyTitle', target: 'shown', actions: assign({ titles: ({ event }) => shownTitles(event.output) }) },
          { target: 'none', actions: assign({ titles: [] }) },
        ],
        onError: { target: 'none', actions: assign({ titles: [] }) },
      },
    },
    // Nothing changes once shown: the list is done (picking is the form's NAME.CHANGE).
    shown: { type: 'final' },
    none: { on: { 'SUGGESTIONS.RELOAD': 'loading' } },
  },
});
