import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { fc, test } from '../testing/property.js';
import { followerCountAfter, followerCountText, followFailureNotice } from './follow.js';

describe('followerCountAfter (S0 §4 the count a follow changes at once)', () => {
  it('S0 §4: a follow adds one, an unfollow takes one, no change keeps it; no count stays none', () => {
    expect(followerCountAfter(4, false, true)).toBe(5);
    expect(followerCountAfter(4, true, false)).toBe(3);
    expect(followerCountAfter(4, true, true)).toBe(4);
    expect(followerCountAfter(0, true, false)).toBe(0);
    expect(followerCountAfter(null, false, true)).toBeNull();
  });

  test.prop([fc.nat(), fc.boolean()])('S0 §4 property: a toggle and its rollback give the count back', (count, was) => {
    const shown = followerCountAfter(count, was, !was);
    const back = followerCountAfter(shown, !was, was);
    // note: an unfollow from 0 cannot go below 0, so only then the round trip adds one
    expect(back).toBe(was && count === 0 ? 1 : count);
    expect(shown).toBeGreaterThanOrEqual(0);
  });
});

describe('followFailureNotice (S0 §8 follow fails: silently reverted)', () => {
  it('S0 §8: silent for every failure but a refusal (403, a block between the two), which says so', () => {
    expect(followFailureNotice(403)).toBe(MESSAGES.followRefused);
    for (const status of [undefined, 400, 401, 404, 409, 429, 500, 503]) expect(followFailureNotice(status)).toBeNull();
  });
});

describe('followerCountText', () => {
  it('S0 §4: one follower, or the number of followers', () => {
    expect(followerCountText(1)).toBe('1 follower');
    expect(followerCountText(0)).toBe('0 followers');
    expect(followerCountText(1234)).toBe('1,234 followers');
  });
});
