/** HTTP implementation of `CollaboratorService` (S0 §7; invites path fixed in docs/adapters.md). */
import { Effect, Schema } from 'effect';
import {
  AcknowledgedSchema,
  BoardInvitationsSchema,
  CollaboratorSuggestionSchema,
  type CollaboratorServiceShape,
  InvitationAnsweredSchema,
  SentInvitationsSchema,
} from '@pinstack/core';
import { callApi } from './client.js';
import type { ResolvedConfig } from './config.js';

const Suggestions = Schema.Array(CollaboratorSuggestionSchema);

/** `CollaboratorService` over HTTP. */
export function makeCollaboratorServiceHttp(config: ResolvedConfig): CollaboratorServiceShape {
  return {
    getSuggestions: (options) => callApi(config, 'ShareSuggestionsResource.get', options, Suggestions),
    typeahead: (options) => callApi(config, 'ShareSuggestionsTypeaheadResource.get', options, Suggestions),
    invite: (options) => Effect.asVoid(callApi(config, 'BoardInviteResource.create', options, AcknowledgedSchema)),
    invitations: () => callApi(config, 'BoardInvitationsResource.get', {}, BoardInvitationsSchema),
    answerInvitation: (options) => callApi(config, 'BoardInvitationResource.update', options, InvitationAnsweredSchema),
    removeCollaborator: (options) => Effect.asVoid(callApi(config, 'BoardCollaboratorResource.delete', options, AcknowledgedSchema)),
    sentInvitations: (options) => callApi(config, 'BoardSentInvitationsResource.get', options, SentInvitationsSchema),
    cancelInvitation: (options) => Effect.asVoid(callApi(config, 'BoardInvitationResource.delete', options, AcknowledgedSchema)),
  };
}
