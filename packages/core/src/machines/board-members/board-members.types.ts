/** Issue 25: a collaborator as the board's member list shows them (S0 §3 `collaborating_users`). */
export interface BoardMember {
  readonly id: string;
  readonly full_name?: string | undefined;
  readonly username?: string | undefined;
}

/** Issue 25: the board whose members are shown, and who looks. */
export interface BoardMembersInput {
  readonly boardId: string;
  readonly boardName: string;
  readonly ownerId: string;
  readonly viewerId: string | null;
  readonly collaborators: readonly BoardMember[];
}

/** Issue 25 the member list: what it holds (optimistic: a removed member leaves at once). */
export interface BoardMembersContext extends BoardMembersInput {
  /** The member whose removal (or the viewer's leaving) is asked about or being sent. */
  readonly target: { readonly member: BoardMember; readonly index: number } | null;
  /** Why the last removal failed; `null` when none did. */
  readonly notice: string | null;
}

/**
 * Issue 25 events: `MEMBER.REMOVE` asks to take a collaborator off (the viewer themselves: leave),
 * `REMOVE.CONFIRM` / `REMOVE.CANCEL` answer the question.
 */
export type BoardMembersEvent =
  | { readonly type: 'MEMBER.REMOVE'; readonly userId: string }
  | { readonly type: 'REMOVE.CONFIRM' }
  | { readonly type: 'REMOVE.CANCEL' };

/** Issue 25 BoardCollaboratorResource delete, as the `removeMember` actor receives it. */
export interface RemoveMemberInput {
  readonly boardId: string;
  readonly userId: string;
}

/** Issue 25: every state, event, guard and actor name of boardMembersMachine. */
export const boardMembersSchema = {
  states: ['idle', 'confirming', 'removing', 'left'],
  events: ['MEMBER.REMOVE', 'REMOVE.CONFIRM', 'REMOVE.CANCEL'],
  guards: ['mayRemove', 'viewerLeaves'],
  actors: ['removeMember'],
} as const;

/** Issue 25: a state of boardMembersMachine. */
export type BoardMembersState = (typeof boardMembersSchema.states)[number];
