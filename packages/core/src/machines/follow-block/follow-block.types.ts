/** S0 §4 follow and block of one user: who, and how things stand now. */
export interface FollowBlockInput {
  readonly userId: string;
  readonly following: boolean;
  /** Whether the viewer blocked this user (UserResource `blocked_by_me`). */
  readonly blocked: boolean;
  /** The user's follower count, updated with each follow (S0 §4 optimistic); omit where none is shown. */
  readonly followerCount?: number | null;
}

/** S0 §4 follow and block: the machine's memory, as shown (optimistic). */
export interface FollowBlockContext {
  readonly userId: string;
  readonly following: boolean;
  readonly blocked: boolean;
  /** The follower count shown, `null` where none is. */
  readonly followerCount: number | null;
  /** What following and the count were before the running block call, put back if it fails. */
  readonly beforeBlock: { readonly following: boolean; readonly followerCount: number | null } | null;
  /** Why the last follow was refused (`followFailureNotice`), cleared by the next toggle; `null` when none. */
  readonly notice: string | null;
}

/**
 * S0 §4 follow and block events: `FOLLOW.TOGGLE`; `BLOCK.TOGGLE` asks to confirm a block
 * (`BLOCK.CONFIRM` / `BLOCK.CANCEL`) and undoes one at once.
 */
export type FollowBlockEvent =
  | { readonly type: 'FOLLOW.TOGGLE' }
  | { readonly type: 'BLOCK.TOGGLE' }
  | { readonly type: 'BLOCK.CONFIRM' }
  | { readonly type: 'BLOCK.CANCEL' };

/** S0 §7 UserFollowResource create/delete, as the `setFollow` actor receives it. */
export interface SetFollowInput {
  readonly userId: string;
  readonly follow: boolean;
}

/** S0 §7 UserBlockResource create/delete, as the `setBlock` actor receives it. */
export interface SetBlockInput {
  readonly userId: string;
  readonly block: boolean;
}

/** S0 §4: every state, event, guard and actor name of followBlockMachine (two parallel regions). */
export const followBlockSchema = {
  states: ['follow.idle', 'follow.pending', 'block.idle', 'block.confirming', 'block.pending'],
  events: ['FOLLOW.TOGGLE', 'BLOCK.TOGGLE', 'BLOCK.CONFIRM', 'BLOCK.CANCEL'],
  guards: ['blocked', 'notBlocked', 'blockIdle', 'followIdle'],
  actors: ['setFollow', 'setBlock'],
} as const;

/** S0 §4: a state of followBlockMachine (region.state). */
export type FollowBlockState = (typeof followBlockSchema.states)[number];
