import type { Pin } from '../../entities.js';
import type { PinCreatePixel } from '../../rules/tracking.js';
import type { PinToSave } from '../save-pin/save-pin.types.js';

/** S0 §2 bookmarklet create page: the Pin from the page's query (media, url, description, guid…). */
export interface BookmarkletPopupInput {
  readonly pin: PinToSave;
  /** The page path, sent with the S0 §7 tracking pixel. */
  readonly path: string;
  /** The page's query fields, sent with the pixel too. */
  readonly query?: Readonly<Record<string, string>>;
}

/** S0 §4 bookmarklet popup: the machine's memory. */
export interface BookmarkletPopupContext {
  readonly pin: PinToSave;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly image: { readonly width: number; readonly height: number } | null;
  /** The image could not be loaded; the page renders anyway (S0 §8). */
  readonly imageFailed: boolean;
  readonly target: { readonly boardId: string; readonly boardName: string; readonly sectionId: string | null } | null;
  readonly created: Pin | null;
  readonly error: string | null;
}

/** S0 §4 bookmarklet popup events. */
export type BookmarkletPopupEvent =
  | { readonly type: 'PIN.CREATE'; readonly boardId: string; readonly boardName: string; readonly sectionId?: string | null }
  | { readonly type: 'CLOSE' };

/** S0 §4: every state, event, action, delay and actor name of bookmarkletPopupMachine. */
export const bookmarkletPopupSchema = {
  states: ['loadingImage', 'ready', 'creating', 'success', 'closed'],
  events: ['PIN.CREATE', 'CLOSE'],
  actions: ['trackPixel', 'closeWindow'],
  delays: ['autoClose'],
  actors: ['loadImage', 'createPin'],
} as const;

/** S0 §4: a state of bookmarkletPopupMachine. */
export type BookmarkletPopupState = (typeof bookmarkletPopupSchema.states)[number];

/** S0 §7 the pixel the `trackPixel` action sends. */
export type TrackPixelParams = PinCreatePixel;
