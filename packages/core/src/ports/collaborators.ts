/**
 * Collaborators port (S0 §7): share suggestions, typeahead by name or e-mail, and invites sent
 * after the board is saved (S0 §4).
 */
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { CollaboratorSuggestion } from '../entities.js';
import type { CallError } from './errors.js';

/** Failures of `CollaboratorService` calls. */
export type CollaboratorServiceError = CallError;

/** S0 §7 ShareSuggestionsResource options (not shown; ours): suggestions for a board, if any. */
export interface ShareSuggestionsOptions {
  readonly board_id?: string;
}

/** S0 §7 ShareSuggestionsTypeaheadResource options: a name or e-mail being typed. */
export interface ShareTypeaheadOptions {
  readonly term: string;
  readonly board_id?: string;
}

/** S0 §7 Invites ("selected users or e-mails, board id"); path fixed in docs/adapters.md. */
export interface BoardInviteOptions {
  readonly board_id: string;
  readonly invited_user_ids: readonly string[];
  readonly emails: readonly string[];
}

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
export class CollaboratorService extends Context.Tag('@pinstack/core/CollaboratorService')<
  CollaboratorService,
  CollaboratorServiceShape
>() {}
