/**
 * Invitation and member actors (issue 25, beyond the spec: expected by users) over the
 * collaborators port: BoardInvitationsResource get, BoardInvitationResource update,
 * BoardCollaboratorResource delete; the owner's BoardSentInvitationsResource get and
 * BoardInvitationResource delete (issue #25).
 */
import { Effect } from 'effect';
import type { BoardInvitation, SentInvitation } from '../entities.js';
import type { RemoveMemberInput } from '../machines/board-members/board-members.types.js';
import type { CancelInvitationInput, SentInvitationsInput } from '../machines/sent-invitations/sent-invitations.types.js';
import type { AnswerInvitationInput, AnswerInvitationOutput } from '../machines/invitations/invitations.types.js';
import { CollaboratorService } from '../ports/collaborators.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** Issue 25 the actors of `invitationsMachine` on `runtime`: the list, and one answer. */
export function invitationsActors(runtime: PortsRuntime<CollaboratorService>): PortActors<{
  readonly loadInvitations: { readonly input: void; readonly output: readonly BoardInvitation[] };
  readonly answerInvitation: { readonly input: AnswerInvitationInput; readonly output: AnswerInvitationOutput };
}> {
  return {
    loadInvitations: portActor(
      runtime,
      (): Effect.Effect<readonly BoardInvitation[], unknown, CollaboratorService> =>
        Effect.flatMap(CollaboratorService, (collaborators) => collaborators.invitations()),
    ),
    answerInvitation: portActor(
      runtime,
      ({ invitationId, answer }: AnswerInvitationInput): Effect.Effect<AnswerInvitationOutput, unknown, CollaboratorService> =>
        Effect.flatMap(CollaboratorService, (collaborators) => collaborators.answerInvitation({ invitation_id: invitationId, answer })),
    ),
  };
}

/** Issue 25 the actor of `boardMembersMachine` on `runtime`: BoardCollaboratorResource delete. */
export function boardMembersActors(runtime: PortsRuntime<CollaboratorService>): PortActors<{
  readonly removeMember: { readonly input: RemoveMemberInput; readonly output: unknown };
}> {
  return {
    removeMember: portActor(
      runtime,
      ({ boardId, userId }: RemoveMemberInput): Effect.Effect<unknown, unknown, CollaboratorService> =>
        Effect.flatMap(CollaboratorService, (collaborators) => collaborators.removeCollaborator({ board_id: boardId, user_id: userId })),
    ),
  };
}

/** Issue #25 the actors of `sentInvitationsMachine` on `runtime`: BoardSentInvitationsResource get, BoardInvitationResource delete. */
export function sentInvitationsActors(runtime: PortsRuntime<CollaboratorService>): PortActors<{
  readonly loadSentInvitations: { readonly input: SentInvitationsInput; readonly output: readonly SentInvitation[] };
  readonly cancelInvitation: { readonly input: CancelInvitationInput; readonly output: unknown };
}> {
  return {
    loadSentInvitations: portActor(
      runtime,
      ({ boardId }: SentInvitationsInput): Effect.Effect<readonly SentInvitation[], unknown, CollaboratorService> =>
        Effect.flatMap(CollaboratorService, (collaborators) => collaborators.sentInvitations({ board_id: boardId })),
    ),
    cancelInvitation: portActor(
      runtime,
      ({ invitationId }: CancelInvitationInput): Effect.Effect<unknown, unknown, CollaboratorService> =>
        Effect.flatMap(CollaboratorService, (collaborators) => collaborators.cancelInvitation({ invitation_id: invitationId })),
    ),
  };
}
