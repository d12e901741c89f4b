/** HTTP implementation of `PinService` (S0 §7, wire protocol, docs/adapters.md "Paths we fixed"). */
import { Effect, Schema } from 'effect';
import {
  AcknowledgedSchema,
  WarmedImageSchema,
  AlreadyPinnedCheckSchema,
  AutocompleteResultSchema,
  BoardTitleSuggestionSchema,
  PinCreateSuccessSchema,
  PinnableImagesSchema,
  PinSchema,
  type PinServiceShape,
} from '@pinstack/core';
import { callApi } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `PinService` over HTTP. */
export function makePinServiceHttp(config: ResolvedConfig): PinServiceShape {
  return {
    createPin: (options) => callApi(config, 'PinResource.create', options, PinSchema),
    repin: (options) => callApi(config, 'RepinResource.create', options, PinSchema),
    getPin: (options) => callApi(config, 'GET /v3/pins/{id}/', options, PinSchema),
    updatePin: (options) => callApi(config, 'PinResource.update', options, PinSchema),
    deletePin: (options) => Effect.asVoid(callApi(config, 'PinResource.delete', options, AcknowledgedSchema)),
    movePins: (options) => Effect.asVoid(callApi(config, 'BulkEditResource.update', options, AcknowledgedSchema)),
    moveAllPins: (options) => Effect.asVoid(callApi(config, 'BulkEditSelectAllResource.update', options, AcknowledgedSchema)),
    alreadyPinnedCheck: (variables) => callApi(config, 'AlreadyPinnedCheckQuery', variables, AlreadyPinnedCheckSchema),
    pinCreateSuccess: (variables) => callApi(config, 'PinCreateSuccessQuery', variables, PinCreateSuccessSchema),
    // the schema renames `pin_id` to the path's `{id}`
    getBoardTitleSuggestions: (options) =>
      callApi(config, 'GET /v3/pins/{id}/board_title_suggestions/', options, Schema.Array(BoardTitleSuggestionSchema)),
    findPinImages: (options) =>
      Effect.map(callApi(config, 'FindPinImagesResource.get', options, PinnableImagesSchema), (result) => result.items),
    hashtagAutocomplete: (options) =>
      Effect.map(callApi(config, 'GET /v3/search/autocomplete/', options, AutocompleteResultSchema), (result) => result.items),
    // S0 §7 fire and forget: a backend may answer nothing; issue 24 §2: ours names its copy
    warmImage: (options) =>
      Effect.map(callApi(config, 'PUT /v3/pins/image/', options, Schema.NullOr(WarmedImageSchema)), (warmed) => warmed ?? {}),
  };
}
