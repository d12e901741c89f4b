export { bookmarkletPopupMachine } from './bookmarklet-popup.machine.js';
export { selectBookmarkletPopup } from './bookmarklet-popup.selectors.js';
export type { BookmarkletPopupView } from './bookmarklet-popup.selectors.js';
export { bookmarkletPopupSchema } from './bookmarklet-popup.types.js';
export type {
  BookmarkletPopupContext,
  BookmarkletPopupEvent,
  BookmarkletPopupInput,
  BookmarkletPopupState,
  TrackPixelParams,
} from './bookmarklet-popup.types.js';
