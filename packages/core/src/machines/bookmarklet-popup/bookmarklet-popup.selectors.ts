import type { SnapshotFrom } from 'xstate';
import { POPUP_HEIGHT, POPUP_MIN_WIDTH } from '../../constants.js';
import { saveSuccessHeadline } from '../../rules/save.js';
import type { bookmarkletPopupMachine } from './bookmarklet-popup.machine.js';
import type { BookmarkletPopupState } from './bookmarklet-popup.types.js';

/** S0 §2 what the bookmarklet popup shows. */
export interface BookmarkletPopupView {
  readonly state: BookmarkletPopupState;
  readonly loading: boolean;
  /** The board picker is usable only when ready. */
  readonly canPick: boolean;
  readonly image: { readonly url: string; readonly width: number; readonly height: number } | null;
  readonly error: string | null;
  /** S0 §2 success view headline. */
  readonly headline: string | null;
  /** S0 §2/§9 the popup is at least 750 wide and 750 high. */
  readonly size: { readonly minWidth: number; readonly height: number };
}

/** S0 §2/§4: projects a bookmarkletPopupMachine snapshot to what the popup needs. */
export function selectBookmarkletPopup(snapshot: SnapshotFrom<typeof bookmarkletPopupMachine>): BookmarkletPopupView {
  const { context: c } = snapshot;
  const state = snapshot.value as BookmarkletPopupState;
  const url = c.pin.imageUrl;
  return {
    state,
    loading: state === 'loadingImage' || state === 'creating',
    canPick: state === 'ready',
    image: c.image && url ? { url, ...c.image } : null,
    error: state === 'ready' ? c.error : null,
    headline: state === 'success' && c.target ? saveSuccessHeadline(c.target.boardName) : null,
    size: { minWidth: POPUP_MIN_WIDTH, height: POPUP_HEIGHT },
  };
}
