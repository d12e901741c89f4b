/** Collaborator selection's actors (S0 §4) over the collaborators port (S0 §7). */
import { Effect } from 'effect';
import type { CollaboratorSuggestion } from '../entities.js';
import type { SearchCollaboratorsInput, SendInvitesInput } from '../machines/collaborator-selection/collaborator-selection.types.js';
import { CollaboratorService } from '../ports/collaborators.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** What the typeahead may add to the typed text. */
export interface CollaboratorSelectionActorsOptions {
  /** The board being shared, when it already exists: suggestions leave out its members. */
  readonly boardId?: string;
}

/**
 * S0 §4 / §7 the actors of `collaboratorSelectionMachine` on `runtime`: `searchCollaborators`
 * (ShareSuggestionsTypeaheadResource with the typed name or e-mail) and `sendInvites` (Invites:
 * `board_id`, `invited_user_ids`, `emails`).
 */
export function collaboratorSelectionActors(
  runtime: PortsRuntime<CollaboratorService>,
  options: CollaboratorSelectionActorsOptions = {},
): PortActors<{
  readonly searchCollaborators: { readonly input: SearchCollaboratorsInput; readonly output: readonly CollaboratorSuggestion[] };
  readonly sendInvites: { readonly input: SendInvitesInput; readonly output: unknown };
}> {
  return {
    searchCollaborators: portActor(runtime, ({ query }: SearchCollaboratorsInput) =>
      Effect.flatMap(CollaboratorService, (collaborators) =>
        collaborators.typeahead({ term: query, ...(options.boardId !== undefined ? { board_id: options.boardId } : {}) }),
      ),
    ),
    sendInvites: portActor(
      runtime,
      (input: SendInvitesInput): Effect.Effect<unknown, unknown, CollaboratorService> =>
        Effect.flatMap(CollaboratorService, (collaborators) =>
          collaborators.invite({ board_id: input.boardId, invited_user_ids: input.userIds, emails: input.emails }),
        ),
    ),
  };
}
