export { SearchTypeaheadField } from './SearchTypeaheadField.js';
export type { SearchTypeaheadFieldProps } from './SearchTypeaheadField.js';
