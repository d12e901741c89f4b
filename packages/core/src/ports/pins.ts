/**
 * Pins port (S0 §7): save and repin, read, move between boards and sections, the success-dialog
 * queries, board-name suggestions, page images, hashtag autocomplete and image warm-up.
 */
import type { Schema } from 'effect';
import type {
  BoardTitleSuggestionsRequest,
  FindPinImagesRequest,
  HashtagAutocompleteRequest,
  ImageWarmupRequest,
  PinCreateRequest,
  PinDeleteRequest,
  PinMoveRequest,
  PinUpdateRequest,
} from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { AutocompleteItem, BoardTitleSuggestion, Pin, PinnableImage } from '../entities.js';
import type { MovePinsPayload } from '../rules/move.js';
import type { PinGetOptions, PinQueryVariables } from '../rules/success-dialog.js';
import type { CallError } from './errors.js';
import type { AlreadyPinnedCheck, PinCreateSuccess, WarmedImage } from './other-schemas.js';

// The success dialog's read options are the rule's (rules/success-dialog.ts), so they cannot drift.
export type { PinGetOptions, PinQueryVariables };

/** Failures of `PinService` calls (S0 §8). */
export type PinServiceError = CallError;

/**
 * S0 §7 save payload of PinResource / RepinResource create. `method` is a S0 §1 creation method
 * (a button Pin without guid goes as `button_external`); the two social-share flags, whose names
 * the spec does not show, are `share_facebook` and `share_twitter`.
 */
export type PinSaveOptions = Schema.Schema.Type<typeof PinCreateRequest>;

/** Issue #25 PinResource update options: what the Pin's saver changes. */
export type PinUpdateOptions = Schema.Schema.Type<typeof PinUpdateRequest>;

/** Issue #25 PinResource delete options. */
export type PinDeleteOptions = Schema.Schema.Type<typeof PinDeleteRequest>;

/** Wire protocol BulkEditResource update: move Pins to a board (and section). */
export type PinMoveOptions = Schema.Schema.Type<typeof PinMoveRequest>;

/**
 * S0 §7 / wire protocol BulkEditSelectAllResource update: source board, then target. The payload the
 * move rule builds (`movePinsPayload`), so the port and the rule cannot drift apart.
 */
export type PinMoveAllOptions = MovePinsPayload;

/** S0 §7 /v3/pins/{id}/board_title_suggestions/ (no payload besides the id). */
export type BoardTitleSuggestionsOptions = Schema.Schema.Type<typeof BoardTitleSuggestionsRequest>;

/** S0 §7 FindPinImagesResource get. */
export type FindPinImagesOptions = Schema.Schema.Type<typeof FindPinImagesRequest>;

/** S0 §7 GET /v3/search/autocomplete/. */
export type HashtagAutocompleteOptions = Schema.Schema.Type<typeof HashtagAutocompleteRequest>;

/** S0 §7 PUT /v3/pins/image/. */
export type ImageWarmupOptions = Schema.Schema.Type<typeof ImageWarmupRequest>;

/** S0 §7 Pin calls. */
export interface PinServiceShape {
  /** S0 §7 POST PinResource: create a new Pin → data with board.id, id, pinner.id. */
  readonly createPin: (options: PinSaveOptions) => Effect.Effect<Pin, PinServiceError>;
  /** S0 §7 POST RepinResource: save an existing Pin (`pin_id`) to a board. */
  readonly repin: (options: PinSaveOptions & { readonly pin_id: string }) => Effect.Effect<Pin, PinServiceError>;
  /** S0 §7 GET /v3/pins/{id}/. */
  readonly getPin: (options: PinGetOptions) => Effect.Effect<Pin, PinServiceError>;
  /** Issue #25 PinResource update: the saver edits their Pin → the Pin as saved. */
  readonly updatePin: (options: PinUpdateOptions) => Effect.Effect<Pin, PinServiceError>;
  /** Issue #25 PinResource delete: the saver deletes their Pin. */
  readonly deletePin: (options: PinDeleteOptions) => Effect.Effect<void, PinServiceError>;
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
  /**
   * S0 §7 PUT /v3/pins/image/ (fire and forget in the spec). Issue 24 §2: the answer may name the
   * backend's own copy of the image (`image_url`), which the create-Pin page shows and saves.
   */
  readonly warmImage: (options: ImageWarmupOptions) => Effect.Effect<WarmedImage, PinServiceError>;
}

/** The Pins port (S0 §7). */
export class PinService extends Context.Service<PinService, PinServiceShape>()('@pinstack/core/PinService') {}
