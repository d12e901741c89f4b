import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../../messages.js';
import type { followBlockMachine } from './follow-block.machine.js';

/** S0 §4 what a follow/block control shows. */
export interface FollowBlockView {
  readonly following: boolean;
  readonly blocked: boolean;
  /** A call is running; the control stays clickable-looking but further toggles wait. */
  readonly followPending: boolean;
  readonly blockPending: boolean;
  /** S0 §8 login prompt for logged-out viewers: 'Log in to follow' or 'Log in to unfollow'. */
  readonly loginPrompt: string;
}

/** S0 §4: projects a followBlockMachine snapshot to what the control needs. */
export function selectFollowBlock(snapshot: SnapshotFrom<typeof followBlockMachine>): FollowBlockView {
  const { context } = snapshot;
  return {
    following: context.following,
    blocked: context.blocked,
    followPending: snapshot.matches({ follow: 'pending' }),
    blockPending: snapshot.matches({ block: 'pending' }),
    loginPrompt: context.following ? MESSAGES.logInToUnfollow : MESSAGES.logInToFollow,
  };
}
