export { navigationHistoryMachine, navigationPosition } from './navigation-history.machine.js';
export { navigationHistorySchema } from './navigation-history.types.js';
export type {
  NavigationEntry,
  NavigationHistoryContext,
  NavigationHistoryEvent,
  NavigationHistoryInput,
  NavigationHistorySchema,
  NavigationPosition,
} from './navigation-history.types.js';
export { quickPromoteCloseFacts, selectNavigationHistory } from './navigation-history.selectors.js';
export type { NavigationHistorySnapshot, NavigationHistoryView } from './navigation-history.selectors.js';
