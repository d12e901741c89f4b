import { assign, setup } from 'xstate';
import type { NavigationHistoryAction } from '../../rules/navigation-history.js';
import { initialNavigationHistory, navigationHistoryReducer } from '../../rules/navigation-history.js';
import type {
  NavigationEntry,
  NavigationHistoryContext,
  NavigationHistoryEvent,
  NavigationHistoryInput,
  NavigationPosition,
} from './navigation-history.types.js';

/** The reducer action an event stands for (S1 §4 push, replace, pop). */
const actionOf = (event: NavigationHistoryEvent): NavigationHistoryAction<NavigationEntry> =>
  event.type === 'NAV.PUSH'
    ? { type: 'push', entry: event.entry }
    : event.type === 'NAV.REPLACE'
      ? { type: 'replace', entry: event.entry }
      : { type: 'pop', delta: event.delta };

/** S1 §4: where the current entry sits in a history (what back and forward can do). */
export const navigationPosition = (history: NavigationHistoryContext): NavigationPosition =>
  history.back.length === 0 ? (history.forward.length === 0 ? 'single' : 'oldest') : history.forward.length === 0 ? 'newest' : 'middle';

const POSITIONS: readonly NavigationPosition[] = ['single', 'newest', 'middle', 'oldest'];
/** A pop can land anywhere, so its targets are tried in turn against the reducer's answer. */
const popTransitions = POSITIONS.map((position) => ({
  guard: { type: 'popLeadsTo' as const, params: { position } },
  target: `#navigationHistory.${position}`,
  actions: 'reduce' as const,
}));
const on = {
  // S1 §4: a push clears the forward list, so the new entry is always the newest
  'NAV.PUSH': { target: '#navigationHistory.newest', actions: 'reduce' },
  // a replace keeps both stacks, so the position does not change
  'NAV.REPLACE': { actions: 'reduce' },
  'NAV.POP': popTransitions,
} as const;

/**
 * S1 §4 navigation history: push, replace and pop applied by the pure `navigationHistoryReducer`
 * (the context is its state); the machine's states say where the current entry sits.
 */
export const navigationHistoryMachine = setup({
  types: {
    context: {} as NavigationHistoryContext,
    events: {} as NavigationHistoryEvent,
    input: {} as NavigationHistoryInput,
  },
  actions: {
    reduce: assign(({ context, event }) => navigationHistoryReducer(context, actionOf(event))),
  },
  guards: {
    popLeadsTo: ({ context, event }, params: { position: NavigationPosition }) =>
      navigationPosition(navigationHistoryReducer(context, actionOf(event))) === params.position,
  },
}).createMachine({
  id: 'navigationHistory',
  context: ({ input }) => initialNavigationHistory(input.current),
  initial: 'single',
  on,
  states: { single: {}, newest: {}, middle: {}, oldest: {} },
});
