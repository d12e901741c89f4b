import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { boardCreateFormMachine } from '../board-create-form/board-create-form.machine.js';
import type { collaboratorSelectionMachine } from '../collaborator-selection/collaborator-selection.machine.js';
import type { boardCreateInviteMachine } from './board-create-invite.machine.js';

/** The two running children of the flow, for the views that bind to them (S0 §2 the form and the typeahead). */
export interface BoardCreateInviteChildren {
  /** The board create form, until it saved the board or was cancelled. */
  readonly form: ActorRefFrom<typeof boardCreateFormMachine> | null;
  /** The collaborator typeahead, until its invites are done. */
  readonly collaborators: ActorRefFrom<typeof collaboratorSelectionMachine> | null;
}

/** S0 §2/§4: the running children of a boardCreateInviteMachine snapshot. */
export function boardCreateInviteChildren(snapshot: SnapshotFrom<typeof boardCreateInviteMachine>): BoardCreateInviteChildren {
  const children = snapshot.children as Partial<BoardCreateInviteChildren>;
  return { form: children.form ?? null, collaborators: children.collaborators ?? null };
}
