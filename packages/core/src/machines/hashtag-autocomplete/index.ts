export { hashtagAutocompleteMachine } from './hashtag-autocomplete.machine.js';
export { hashtagAutocompleteSchema } from './hashtag-autocomplete.types.js';
export type {
  HashtagAutocompleteContext,
  HashtagAutocompleteEvent,
  HashtagAutocompleteInput,
  HashtagAutocompleteState,
  HashtagFlyoutKey,
  SearchHashtagsInput,
} from './hashtag-autocomplete.types.js';
export { selectHashtagAutocomplete } from './hashtag-autocomplete.selectors.js';
export type { HashtagAutocompleteView, HashtagFlyoutItem } from './hashtag-autocomplete.selectors.js';
