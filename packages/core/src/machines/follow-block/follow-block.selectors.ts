import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../../messages.js';
import type { followBlockMachine } from './follow-block.machine.js';

/** S0 §4 what a follow/block control shows. */
export interface FollowBlockView {
  readonly following: boolean;
  readonly blocked: boolean;
  /** The follower count shown (changes with each follow at once), or `null` where none is. */
  readonly followerCount: number | null;
  /** A call is running; the control stays clickable-looking but further toggles wait. */
  readonly followPending: boolean;
  readonly blockPending: boolean;
  /** The follow button's words: `Follow` or `Following`. */
  readonly followLabel: string;
  /** Following a user the viewer blocked is not offered (the block must be undone first). */
  readonly followOffered: boolean;
  /** The block button's words: `Block`, or `Unblock` once blocked. */
  readonly blockLabel: string;
  /** Block asks first: the question shows with `Block` and `Cancel`. */
  readonly confirmingBlock: boolean;
  /** Why the last follow was refused, or `null`. */
  readonly notice: string | null;
  /** S0 §8 login prompt for logged-out viewers: 'Log in to follow' or 'Log in to unfollow'. */
  readonly loginPrompt: string;
}

/** S0 §4: projects a followBlockMachine snapshot to what the control needs. */
export function selectFollowBlock(snapshot: SnapshotFrom<typeof followBlockMachine>): FollowBlockView {
  const { context } = snapshot;
  return {
    following: context.following,
    blocked: context.blocked,
    followerCount: context.followerCount,
    followPending: snapshot.matches({ follow: 'pending' }),
    blockPending: snapshot.matches({ block: 'pending' }),
    followLabel: context.following ? MESSAGES.following : MESSAGES.follow,
    followOffered: !context.blocked,
    blockLabel: context.blocked ? MESSAGES.unblock : MESSAGES.block,
    confirmingBlock: snapshot.matches({ block: 'confirming' }),
    notice: context.notice,
    loginPrompt: context.following ? MESSAGES.logInToUnfollow : MESSAGES.logInToFollow,
  };
}
