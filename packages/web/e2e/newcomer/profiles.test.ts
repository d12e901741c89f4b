/**
 * Issue 25 profiles (beyond the spec: expected by users), from an empty database: an empty profile
 * of one's own offers `Create board`; the owner edits name, username, about and website (the old
 * URL leads to the new one); the Pins tab lists saved Pins; follower and following counts change on
 * screen; people found in search show their avatar and Follow, boards found their owner. Read back
 * over the API.
 */
import { expect, test, unique } from './support.js';

test.describe.configure({ timeout: 120_000 });

interface ProfileRead {
  readonly username: string;
  readonly full_name: string;
  readonly about?: string;
  readonly website_url?: string | null;
  readonly follower_count: number;
  readonly following_count?: number;
}

test('an empty own profile offers Create board; the owner edits the profile and the old URL follows the new username', async ({
  page,
  screens,
  api,
  pinner,
}) => {
  await page.goto(`/${pinner.username}/`);
  await expect(page.getByRole('heading', { level: 1, name: pinner.fullName })).toBeVisible();
  await expect(page.getByText('Make a board to collect your ideas.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create board' })).toHaveAttribute('href', '/board/create/');
  await screens.capture('empty own profile');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  const renamed = `r${unique()}`.slice(0, 30);
  await page.getByLabel('Name', { exact: true }).fill('Robin Renamed');
  await page.getByLabel('Username').fill(renamed);
  await page.getByLabel('About').fill('Collects chairs.');
  await page.getByLabel('Website').fill('https://robin.example/');
  await screens.capture('edit profile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  const read = await api.read<ProfileRead>('UserResource', { username: renamed });
  expect(read).toMatchObject({
    username: renamed,
    full_name: 'Robin Renamed',
    about: 'Collects chairs.',
    website_url: 'https://robin.example/',
  });

  // the old URL leads to the new one
  await page.goto(`/${pinner.username}/`);
  await expect(page).toHaveURL(new RegExp(`/${renamed}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Renamed' })).toBeVisible();
  await expect(page.getByText('Collects chairs.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'robin.example' })).toBeVisible();
  await screens.capture('edited profile');

  // the Pins tab lists what they saved
  const board = await api.createBoard(`Chairs ${unique()}`);
  const title = `Bentwood chair ${unique()}`;
  await api.createPin({ board_id: board, title });
  await page.getByRole('link', { name: 'Pins', exact: true }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await screens.capture('profile pins');
});

test('follow counts change on screen; people found show their avatar and Follow, boards found their owner', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const them = otherPinner.pinner;
  const boardName = `Lamps ${unique()}`;
  await otherPinner.api.createBoard(boardName);

  // people search: avatar (initials), name, and Follow
  await page.goto(`/search/users/?q=${encodeURIComponent(them.username)}`);
  const found = page.getByRole('list', { name: 'People found' });
  await expect(found.getByRole('link', { name: new RegExp(them.fullName) })).toBeVisible();
  await expect(found.getByText('AO', { exact: true })).toBeVisible();
  await screens.capture('people found');
  await found.getByRole('button', { name: `Follow ${them.fullName}` }).click();
  await expect(found.getByRole('button', { name: `Following ${them.fullName}` })).toBeVisible();
  await expect.poll(async () => (await api.read<ProfileRead>('UserResource', { username: them.username })).follower_count).toBe(1);

  // boards search names the owner
  await page.goto(`/search/boards/?q=${encodeURIComponent(boardName)}`);
  await expect(page.getByRole('list', { name: 'Boards found' }).getByText(`by @${them.username}`)).toBeVisible();

  // their profile: the follower count moves on screen with an unfollow and a follow
  await page.goto(`/${them.username}/`);
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Following ${them.fullName}` }).click();
  await expect(page.getByText('0 followers', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Follow ${them.fullName}` }).click();
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  // and the pinner's own profile counts whom they follow
  await expect.poll(async () => (await api.read<ProfileRead>('UserResource', { username: pinner.username })).following_count).toBe(1);
  await page.goto(`/${pinner.username}/`);
  await expect(page.getByText('1 following', { exact: true })).toBeVisible();
  await screens.capture('own profile counts');
});
