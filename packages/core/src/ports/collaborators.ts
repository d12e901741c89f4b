/**
 * Collaborators port (S0 §7): share suggestions, typeahead by name or e-mail, and invites sent
 * after the board is saved (S0 §4).
 */
import type { Schema } from 'effect';
import type {
  BoardInviteRequest,
  CollaboratorRemoveRequest,
  InvitationAnswerRequest,
  InvitationCancelRequest,
  SentInvitationsRequest,
  ShareSuggestionsRequest,
  ShareTypeaheadRequest,
} from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { BoardInvitation, CollaboratorSuggestion, SentInvitation } from '../entities.js';
import type { CallError } from './errors.js';
import type { InvitationAnswered } from './other-schemas.js';

/** Failures of `CollaboratorService` calls. */
export type CollaboratorServiceError = CallError;

/** S0 §7 ShareSuggestionsResource options (not shown; ours): suggestions for a board, if any. */
export type ShareSuggestionsOptions = Schema.Schema.Type<typeof ShareSuggestionsRequest>;

/** S0 §7 ShareSuggestionsTypeaheadResource options: a name or e-mail being typed. */
export type ShareTypeaheadOptions = Schema.Schema.Type<typeof ShareTypeaheadRequest>;

/** S0 §7 Invites ("selected users or e-mails, board id"); path fixed in docs/adapters.md. */
export type BoardInviteOptions = Schema.Schema.Type<typeof BoardInviteRequest>;

/** Issue 25 BoardInvitationResource update options: accept or decline one invitation. */
export type InvitationAnswerOptions = Schema.Schema.Type<typeof InvitationAnswerRequest>;

/** Issue 25 BoardCollaboratorResource delete options: who leaves, or whom the owner removes. */
export type CollaboratorRemoveOptions = Schema.Schema.Type<typeof CollaboratorRemoveRequest>;

/** Issue #25 BoardSentInvitationsResource get options: the board whose waiting invitations its owner reads. */
export type SentInvitationsOptions = Schema.Schema.Type<typeof SentInvitationsRequest>;

/** Issue #25 BoardInvitationResource delete options: the invitation its board's owner cancels. */
export type InvitationCancelOptions = Schema.Schema.Type<typeof InvitationCancelRequest>;

/** S0 §7 collaborator calls. */
export interface CollaboratorServiceShape {
  /** S0 §7 ShareSuggestionsResource → collaborator suggestions. */
  readonly getSuggestions: (options: ShareSuggestionsOptions) => Effect.Effect<readonly CollaboratorSuggestion[], CollaboratorServiceError>;
  /** S0 §7 ShareSuggestionsTypeaheadResource → suggestions matching the typed text. */
  readonly typeahead: (options: ShareTypeaheadOptions) => Effect.Effect<readonly CollaboratorSuggestion[], CollaboratorServiceError>;
  /**
   * S0 §7 Invites (BoardInviteResource create): each invitee gets an invitation to accept or
   * decline (issue 25), never membership; the answer is the same whether an address has an
   * account, or the invitee blocked the sender (#21 §1).
   */
  readonly invite: (options: BoardInviteOptions) => Effect.Effect<void, CollaboratorServiceError>;
  /** Issue 25 BoardInvitationsResource get: the viewer's pending invitations, newest first. */
  readonly invitations: () => Effect.Effect<readonly BoardInvitation[], CollaboratorServiceError>;
  /** Issue 25 BoardInvitationResource update: accept (the viewer joins the board) or decline. */
  readonly answerInvitation: (options: InvitationAnswerOptions) => Effect.Effect<InvitationAnswered, CollaboratorServiceError>;
  /** Issue 25 BoardCollaboratorResource delete: leave a board, or (the owner) remove a collaborator. */
  readonly removeCollaborator: (options: CollaboratorRemoveOptions) => Effect.Effect<void, CollaboratorServiceError>;
  /**
   * Issue #25 BoardSentInvitationsResource get: the board's invitations still waiting (the owner
   * only), a typed address as typed whether an account uses it or not (#21 §1).
   */
  readonly sentInvitations: (options: SentInvitationsOptions) => Effect.Effect<readonly SentInvitation[], CollaboratorServiceError>;
  /** Issue #25 BoardInvitationResource delete: the owner cancels an invitation; the invitee no longer sees it. */
  readonly cancelInvitation: (options: InvitationCancelOptions) => Effect.Effect<void, CollaboratorServiceError>;
}

/** The collaborators port (S0 §7). */
export class CollaboratorService extends Context.Service<CollaboratorService, CollaboratorServiceShape>()(
  '@pinstack/core/CollaboratorService',
) {}
