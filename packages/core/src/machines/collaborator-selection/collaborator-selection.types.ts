import type { CollaboratorSuggestion } from '../../entities.js';

/** S0 §3 a user suggestion's user. */
export type SuggestedUser = NonNullable<CollaboratorSuggestion['user']>;

/** S0 §4 collaborator selection: the machine's memory. */
export interface CollaboratorSelectionContext {
  /** What is typed in the name-or-e-mail field. */
  readonly query: string;
  readonly suggestions: readonly CollaboratorSuggestion[];
  readonly users: readonly SuggestedUser[];
  readonly emails: readonly string[];
  readonly boardId: string | null;
  readonly inviteError: string | null;
}

/** S0 §4 collaborator selection events. */
export type CollaboratorSelectionEvent =
  | { readonly type: 'QUERY.CHANGE'; readonly text: string }
  | { readonly type: 'COLLABORATOR.TOGGLE'; readonly user: SuggestedUser }
  | { readonly type: 'EMAIL.PICK' }
  | { readonly type: 'EMAIL.TOGGLE'; readonly email: string }
  | { readonly type: 'BOARD.SAVED'; readonly boardId: string }
  | { readonly type: 'INVITES.RETRY' }
  | { readonly type: 'INVITES.SKIP' };

/** S0 §7 ShareSuggestionsTypeaheadResource, as the `searchCollaborators` actor receives it. */
export interface SearchCollaboratorsInput {
  readonly query: string;
}

/** S0 §7 Invites: selected users or e-mails and the board id. */
export interface SendInvitesInput {
  readonly boardId: string;
  readonly userIds: readonly string[];
  readonly emails: readonly string[];
}

/** S0 §4: every state, event, guard and actor name of collaboratorSelectionMachine. */
export const collaboratorSelectionSchema = {
  states: ['selecting.idle', 'selecting.searching', 'inviting', 'inviteFailed', 'done'],
  events: ['QUERY.CHANGE', 'COLLABORATOR.TOGGLE', 'EMAIL.PICK', 'EMAIL.TOGGLE', 'BOARD.SAVED', 'INVITES.RETRY', 'INVITES.SKIP'],
  guards: ['blankQuery', 'validEmail', 'nobodySelected'],
  actors: ['searchCollaborators', 'sendInvites'],
} as const;

/** S0 §4: a state of collaboratorSelectionMachine. */
export type CollaboratorSelectionState = (typeof collaboratorSelectionSchema.states)[number];
