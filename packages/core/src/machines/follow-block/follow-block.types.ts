/** S0 §4 follow and block of one user: who, and how things stand now. */
export interface FollowBlockInput {
  readonly userId: string;
  readonly following: boolean;
  readonly blocked: boolean;
}

/** S0 §4 follow and block: the machine's memory, as shown (optimistic). */
export interface FollowBlockContext {
  readonly userId: string;
  readonly following: boolean;
  readonly blocked: boolean;
}

/** S0 §4 follow and block events. */
export type FollowBlockEvent = { readonly type: 'FOLLOW.TOGGLE' } | { readonly type: 'BLOCK.TOGGLE' };

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

/** S0 §4: every state, event and actor name of followBlockMachine (two parallel regions). */
export const followBlockSchema = {
  states: ['follow.idle', 'follow.pending', 'block.idle', 'block.pending'],
  events: ['FOLLOW.TOGGLE', 'BLOCK.TOGGLE'],
  actors: ['setFollow', 'setBlock'],
} as const;

/** S0 §4: a state of followBlockMachine (region.state). */
export type FollowBlockState = (typeof followBlockSchema.states)[number];
