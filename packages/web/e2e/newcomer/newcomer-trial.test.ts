/**
 * Issue #25, small things a newcomer hit in a trial, from an empty database: counts say `1 Pin`
 * (never `1 Pins`) wherever they show; after a move inside the app, focus is on the new page's
 * main heading (keyboard and screen-reader users start there); a signed-in pinner's empty home feed
 * offers a first Pin or board instead of a dead end; a secret board shows a lock named `Secret
 * board` in the board picker.
 */
import { CreatePinPage } from '../pages/create-pin.js';
import { expect, test, unique } from './support.js';

// note: each journey walks several pages, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

test('counts say 1 Pin, never 1 Pins: on the profile, its board tiles and in board search', async ({ page, screens, api, pinner }) => {
  const name = `Lamps ${unique()}`;
  const boardId = await api.createBoard(name);
  await api.createPin({ board_id: boardId, title: 'A brass lamp' });
  await page.goto(`/${pinner.username}/`);
  await expect(page.getByText(`@${pinner.username} · 1 board · 1 Pin`, { exact: true })).toBeVisible();
  const tiles = page.getByRole('list', { name: `${pinner.fullName}'s boards` });
  await expect(tiles.getByText('1 Pin', { exact: true })).toBeVisible();
  await expect(page.getByText(/\b1 Pins\b/)).toHaveCount(0);
  await screens.capture('profile counts');
  await page.goto(`/search/boards/?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('list', { name: 'Boards found' }).getByText(`1 Pin · by @${pinner.username}`)).toBeVisible();
  await expect(page.getByText(/\b1 Pins\b/)).toHaveCount(0);
});

test("after a move inside the app, focus is on the new page's main heading", async ({ page, screens, api, pinner }) => {
  const name = `Reading nook ${unique()}`;
  await api.createBoard(name);
  await page.goto(`/${pinner.username}/`);
  // a link in the page: the board's page takes focus on its heading
  await page
    .getByRole('list', { name: `${pinner.fullName}'s boards` })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await screens.capture('board heading focused', { viewport: true });
  // a link in the banner: the home page's heading
  await page.getByRole('banner').getByRole('link', { name: 'Pinstack home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home feed' })).toBeFocused();
  // Back: the board's heading again
  await page.goBack();
  await expect(heading).toBeFocused();
});

test("a signed-in pinner's empty home feed offers a first Pin or board", async ({ page, screens, pinner }) => {
  // the shared newcomer site has other journeys' Pins: this pinner's feed is made empty at the edge
  await page.route('**/resource/HomeFeedResource/get/**', (route) =>
    route.fulfill({ json: { resource_response: { status: 'success', data: [] } } }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your home feed is waiting for its first Pins' })).toBeVisible();
  await expect(page.getByText('Nothing to see yet.')).toHaveCount(0);
  await screens.capture('empty home feed, signed in');
  await page.getByRole('link', { name: 'Create a board' }).click();
  await expect(page).toHaveURL(/\/board\/create\/$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Create a Pin' }).click();
  await expect(page).toHaveURL(/\/pin\/create\/$/);
  expect(pinner.username).toBeTruthy();
});

test('a secret board shows a lock named Secret board in the board picker; a public one none', async ({ page, screens, api, pinner }) => {
  const secret = `Gift ideas of ${pinner.username} ${unique()}`;
  const open = `Garden ${unique()}`;
  await api.createBoard(secret, 'secret');
  const openId = await api.createBoard(open);
  await api.createPin({ board_id: openId, title: 'A lamp' });
  const media = (await api.boardPins(openId))[0]?.imageUrl ?? '';
  const create = new CreatePinPage(page, screens);
  await create.open('bookmarklet', { url: `https://example.com/lamp-${unique()}`, media, description: 'A lamp' });
  await create.seeBoardPicker();
  const boards = page.getByRole('listbox', { name: 'Boards' });
  const locked = boards.getByRole('option', { name: `${secret} Secret board` }).first();
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('img', { name: 'Secret board' })).toBeVisible();
  await expect(boards.getByRole('option', { name: open, exact: true }).first()).toBeVisible();
  await screens.capture('picker with a secret board');
});
