/**
 * Collaborators port (S0 §7): share suggestions, typeahead by name or e-mail, and invites sent
 * after the board is saved (S0 §4).
 */
import type { Schema } from 'effect';
import type { BoardInviteRequest, ShareSuggestionsRequest, ShareTypeaheadRequest } from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { CollaboratorSuggestion } from '../entities.js';
import type { CallError } from './errors.js';

/** Failures of `CollaboratorService` calls. */
export type CollaboratorServiceError = CallError;

/** S0 §7 ShareSuggestionsResource options (not shown; ours): suggestions for a board, if any. */
export type ShareSuggestionsOptions = Schema.Schema.Type<typeof ShareSuggestionsRequest>;

/** S0 §7 ShareSuggestionsTypeaheadResource options: a name or e-mail being typed. */
export type ShareTypeaheadOptions = Schema.Schema.Type<typeof ShareTypeaheadRequest>;

/** S0 §7 Invites ("selected users or e-mails, board id"); path fixed in docs/adapters.md. */
export type BoardInviteOptions = Schema.Schema.Type<typeof BoardInviteRequest>;

/** S0 §7 collaborator calls. */
export interface CollaboratorServiceShape {
  /** S0 §7 ShareSuggestionsResource → collaborator suggestions. */
  readonly getSuggestions: (options: ShareSuggestionsOptions) => Effect.Effect<readonly CollaboratorSuggestion[], CollaboratorServiceError>;
  /** S0 §7 ShareSuggestionsTypeaheadResource → suggestions matching the typed text. */
  readonly typeahead: (options: ShareTypeaheadOptions) => Effect.Effect<readonly CollaboratorSuggestion[], CollaboratorServiceError>;
  /** S0 §7 Invites (BoardInviteResource create). */
  readonly invite: (options: BoardInviteOptions) => Effect.Effect<void, CollaboratorServiceError>;
}

/** The collaborators port (S0 §7). */
export class CollaboratorService extends Context.Service<CollaboratorService, CollaboratorServiceShape>()(
  '@pinstack/core/CollaboratorService',
) {}
