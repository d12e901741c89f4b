export { SearchTypeaheadField } from './SearchTypeaheadField.js';
export type { SearchTypeaheadFieldProps } from './SearchTypeaheadField.js';
export { useSearchTypeahead } from './use-search-typeahead.js';
export type { SearchRequest, SearchTypeaheadOptions } from './use-search-typeahead.js';
