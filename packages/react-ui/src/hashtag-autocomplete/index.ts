export { HashtagDescriptionField, HashtagFlyoutField } from './HashtagDescriptionField.js';
export type { HashtagDescriptionFieldProps, HashtagFlyoutFieldProps } from './HashtagDescriptionField.js';
export { useHashtagAutocomplete } from './use-hashtag-autocomplete.js';
export type { HashtagAutocompleteBinding } from './use-hashtag-autocomplete.js';
