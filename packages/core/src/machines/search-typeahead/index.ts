export { searchTypeaheadMachine } from './search-typeahead.machine.js';
export { selectSearchTypeahead } from './search-typeahead.selectors.js';
export type { SearchTypeaheadView } from './search-typeahead.selectors.js';
export * from './search-typeahead.types.js';
