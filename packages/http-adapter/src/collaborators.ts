/** HTTP implementation of `CollaboratorService` (S0 §7; invites path fixed in docs/adapters.md). */
import { Effect, Schema } from 'effect';
import { AcknowledgedSchema, CollaboratorSuggestionSchema, type CollaboratorServiceShape } from '@pinstack/core';
import { callApi } from './client.js';
import type { ResolvedConfig } from './config.js';

const Suggestions = Schema.Array(CollaboratorSuggestionSchema);

/** `CollaboratorService` over HTTP. */
export function makeCollaboratorServiceHttp(config: ResolvedConfig): CollaboratorServiceShape {
  return {
    getSuggestions: (options) => callApi(config, 'ShareSuggestionsResource.get', options, Suggestions),
    typeahead: (options) => callApi(config, 'ShareSuggestionsTypeaheadResource.get', options, Suggestions),
    invite: (options) => Effect.asVoid(callApi(config, 'BoardInviteResource.create', options, AcknowledgedSchema)),
  };
}
