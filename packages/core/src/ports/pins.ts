/**
 * Pins port (S0 §7): save and repin, read, move between boards and sections, the success-dialog
 * queries, board-name suggestions, page images, hashtag autocomplete and image warm-up.
 */
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { AutocompleteItem, BoardTitleSuggestion, Pin, PinnableImage } from '../entities.js';
import type { MovePinsPayload } from '../rules/move.js';
import type { PinGetOptions, PinQueryVariables } from '../rules/success-dialog.js';
import type { CallError } from './errors.js';
import type { AlreadyPinnedCheck, PinCreateSuccess } from './schemas.js';

// The success dialog's read options are the rule's (rules/success-dialog.ts), so they cannot drift.
export type { PinGetOptions, PinQueryVariables };

/** Failures of `PinService` calls (S0 §8). */
export type PinServiceError = CallError;

/**
 * S0 §7 save payload of PinResource / RepinResource create. `method` is a S0 §1 creation method
 * (a button Pin without guid goes as `button_external`); the two social-share flags, whose names
 * the spec does not show, are `share_facebook` and `share_twitter`.
 */
export interface PinSaveOptions {
  readonly board_id: string;
  readonly section?: string | null;
  readonly pin_id?: string;
  readonly color?: string | null;
  readonly clientTrackingParams?: string;
  readonly description?: string;
  readonly guid?: string | null;
  readonly link?: string | null;
  readonly image_base64?: string;
  readonly image_url?: string;
  readonly is_buyable_pin?: boolean;
  readonly is_removable?: boolean;
  readonly media_upload_id?: string;
  readonly method?: string;
  readonly title?: string;
  readonly advertiser_id?: string;
  readonly shuffle_asset?: string;
  readonly share_facebook?: boolean;
  readonly share_twitter?: boolean;
}

/** Wire protocol BulkEditResource update: move Pins to a board (and section). */
export interface PinMoveOptions {
  readonly board_id: string;
  readonly section_id?: string;
  readonly pin_ids: readonly string[];
  readonly orbac_subject_id?: string;
}

/**
 * S0 §7 / wire protocol BulkEditSelectAllResource update: source board, then target. The payload the
 * move rule builds (`movePinsPayload`), so the port and the rule cannot drift apart.
 */
export type PinMoveAllOptions = MovePinsPayload;

/** S0 §7 /v3/pins/{id}/board_title_suggestions/ (no payload besides the id). */
export interface BoardTitleSuggestionsOptions {
  readonly pin_id: string;
}

/** S0 §7 FindPinImagesResource get. */
export interface FindPinImagesOptions {
  readonly url: string;
  /** @default 'www_url_scrape' */
  readonly scrapeMetric?: string;
}

/** S0 §7 GET /v3/search/autocomplete/. */
export interface HashtagAutocompleteOptions {
  readonly q: string;
  /** @default true */
  readonly show_pin_count?: boolean;
}

/** S0 §7 PUT /v3/pins/image/. */
export interface ImageWarmupOptions {
  readonly image_url: string;
}

/** S0 §7 Pin calls. */
export interface PinServiceShape {
  /** S0 §7 POST PinResource: create a new Pin → data with board.id, id, pinner.id. */
  readonly createPin: (options: PinSaveOptions) => Effect.Effect<Pin, PinServiceError>;
  /** S0 §7 POST RepinResource: save an existing Pin (`pin_id`) to a board. */
  readonly repin: (options: PinSaveOptions & { readonly pin_id: string }) => Effect.Effect<Pin, PinServiceError>;
  /** S0 §7 GET /v3/pins/{id}/. */
  readonly getPin: (options: PinGetOptions) => Effect.Effect<Pin, PinServiceError>;
  /** S0 §7 PUT BulkEditResource. */
  readonly movePins: (options: PinMoveOptions) => Effect.Effect<void, PinServiceError>;
  /** S0 §7 PUT BulkEditSelectAllResource. */
  readonly moveAllPins: (options: PinMoveAllOptions) => Effect.Effect<void, PinServiceError>;
  /** S0 §7 AlreadyPinnedCheckQuery. */
  readonly alreadyPinnedCheck: (variables: PinQueryVariables) => Effect.Effect<AlreadyPinnedCheck, PinServiceError>;
  /** S0 §7 PinCreateSuccessQuery. */
  readonly pinCreateSuccess: (variables: PinQueryVariables) => Effect.Effect<PinCreateSuccess, PinServiceError>;
  /** S0 §7 GET /v3/pins/{id}/board_title_suggestions/ (used as given, S0 §9). */
  readonly getBoardTitleSuggestions: (
    options: BoardTitleSuggestionsOptions,
  ) => Effect.Effect<readonly BoardTitleSuggestion[], PinServiceError>;
  /** S0 §7 FindPinImagesResource get; S0 §8 its failures are not shown to the user. */
  readonly findPinImages: (options: FindPinImagesOptions) => Effect.Effect<readonly PinnableImage[], PinServiceError>;
  /** S0 §7 GET /v3/search/autocomplete/ → items with query and pin_count. */
  readonly hashtagAutocomplete: (options: HashtagAutocompleteOptions) => Effect.Effect<readonly AutocompleteItem[], PinServiceError>;
  /** S0 §7 PUT /v3/pins/image/: fire and forget (callers fork it and ignore the result). */
  readonly warmImage: (options: ImageWarmupOptions) => Effect.Effect<void, PinServiceError>;
}

/** The Pins port (S0 §7). */
export class PinService extends Context.Tag('@pinstack/core/PinService')<PinService, PinServiceShape>() {}
