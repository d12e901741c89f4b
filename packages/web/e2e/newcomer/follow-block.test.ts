/**
 * Issue 20: follow, unfollow and block on a profile (S0 §4 optimistic, S0 §8 failures). The follower
 * count changes on screen at once; block asks first, shows `Unblock` (also after a reload) and can
 * be undone; a follow the server refuses (403: they blocked the pinner) says so. Each step is read
 * back over the API (UserResource).
 */
import { ProfilePage } from '../pages/profile.js';
import { type Api, expect, test } from './support.js';

interface Profile {
  readonly follower_count: number;
  readonly followed_by_me: boolean;
  readonly blocked_by_me?: boolean;
}
const profileOf = (api: Api, username: string): Promise<Profile> => api.read<Profile>('UserResource', { username });

test('follow and unfollow change the follower count at once, and the server agrees', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
  otherPinner,
}) => {
  const them = otherPinner.pinner;
  const profile = new ProfilePage(page, screens, them.fullName);
  await profile.open(them.username);
  await profile.seeFollowers('0 followers');
  await profile.toggleFollow();
  await profile.seeFollowing(true);
  await profile.seeFollowers('1 follower');
  await screens.capture('following');
  await profile.settled();
  expect(await profileOf(api, them.username)).toMatchObject({ follower_count: 1, followed_by_me: true });
  await profile.toggleFollow();
  await profile.seeFollowers('0 followers');
  await profile.settled();
  expect(await profileOf(api, them.username)).toMatchObject({ follower_count: 0, followed_by_me: false });
});

test('block asks first, shows Unblock also after a reload, and Unblock undoes it', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
  otherPinner,
}) => {
  const them = otherPinner.pinner;
  const profile = new ProfilePage(page, screens, them.fullName);
  await profile.open(them.username);
  await profile.toggleFollow();
  await profile.seeFollowers('1 follower');
  await profile.settled();
  await profile.block(false);
  expect(await profileOf(api, them.username)).toMatchObject({ blocked_by_me: false, followed_by_me: true });
  await profile.block();
  // a block ends the follow, on screen at once
  await profile.seeBlocked();
  await profile.seeFollowers('0 followers');
  await expect.poll(async () => (await profileOf(api, them.username)).blocked_by_me).toBe(true);
  expect(await profileOf(api, them.username)).toMatchObject({ followed_by_me: false, follower_count: 0 });
  await page.reload();
  await profile.seeBlocked();
  await profile.unblock();
  await expect.poll(async () => (await profileOf(api, them.username)).blocked_by_me).toBe(false);
  await profile.toggleFollow();
  await profile.settled();
  expect(await profileOf(api, them.username)).toMatchObject({ followed_by_me: true, follower_count: 1 });
});

test('a follow refused because they blocked the pinner says so and rolls back', async ({ page, screens, api, pinner, otherPinner }) => {
  const them = otherPinner.pinner;
  await otherPinner.api.write('POST', 'UserBlockResource', { blocked_user_id: pinner.id });
  const profile = new ProfilePage(page, screens, them.fullName);
  await profile.open(them.username);
  await profile.toggleFollow();
  await profile.seeNotice("You can't follow this account.");
  await profile.seeFollowing(false);
  await profile.seeFollowers('0 followers');
  expect(await profileOf(api, them.username)).toMatchObject({ followed_by_me: false, follower_count: 0 });
});
