/**
 * Issue #25 (beyond the spec: expected by users), from an empty database: a pinner edits and
 * deletes their own Pin from its page, and runs their board's settings (rename with the old URL
 * redirecting, secret, archive, delete naming its Pins) and sections (S0 §2 Add section, rename,
 * delete); someone else never sees the controls and the server refuses them (403, nothing
 * changed). Each step is read back over the API.
 */
import { BoardOwner, PinEditor } from '../pages/owning.js';
import { PinPage } from '../pages/pin.js';
import { expect, test, unique } from './support.js';

// note: each journey walks several pages, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

interface PinRead {
  readonly id: string;
  readonly title?: string;
  readonly description?: string;
  readonly link?: string | null;
  readonly board?: { readonly id: string; readonly name: string };
}

interface BoardRead {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly privacy: string;
  readonly pin_count: number;
  readonly archived_by_me_at: string | null;
}

test('the saver edits and deletes their Pin from its page; others see no Edit and are refused', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const kitchen = `Kitchen ${unique()}`;
  const lighting = `Lighting ${unique()}`;
  const kitchenId = await api.createBoard(kitchen);
  const lightingId = await api.createBoard(lighting);
  const pinId = await api.createPin({ board_id: kitchenId, title: 'A lamp', description: 'Warm', link: 'https://example.com/lamp' });

  // someone else: no Edit on the page, and the server refuses the call (nothing changed)
  await otherPinner.page.goto(`/pin/${pinId}/`);
  await new PinEditor(otherPinner.page, screens).dontSeeEdit();
  expect(await otherPinner.api.status('PUT', 'PinResource', { id: pinId, title: 'Mine now' })).toBe(403);
  expect(await otherPinner.api.status('DELETE', 'PinResource', { id: pinId })).toBe(403);
  expect((await api.get<PinRead>(`/v3/pins/${pinId}/`)).title).toBe('A lamp');

  // the saver: title, description, link and board, from the Pin page
  const pinPage = new PinPage(page, screens);
  await pinPage.open(pinId);
  const editor = new PinEditor(page, screens);
  await editor.open();
  const title = `Brass lamp ${unique()}`;
  await editor.edit({ title, description: 'Warm light #brass', link: 'https://example.com/brass', board: lighting });
  await editor.save();
  await pinPage.seeTitle(title);
  await screens.capture('pin edited');
  const edited = await api.get<PinRead>(`/v3/pins/${pinId}/`);
  expect(edited).toMatchObject({ title, description: 'Warm light #brass', link: 'https://example.com/brass' });
  expect(edited.board?.id).toBe(lightingId);
  expect(await api.boardPins(kitchenId)).toEqual([]);

  // deleted: gone from its board at once, and its page is not found
  await editor.open();
  await editor.delete();
  await expect(page.getByRole('alert').filter({ hasText: 'Pin deleted' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${pinner.username}/$`));
  expect(await api.boardPins(lightingId)).toEqual([]);
  const boards = await api.read<{ items?: BoardRead[] } | BoardRead[]>('UserBoardsResource', { username: pinner.username });
  const listed = Array.isArray(boards) ? boards : (boards.items ?? []);
  expect(listed.find((board) => board.id === lightingId)?.pin_count).toBe(0);
  await page.goto(`/pin/${pinId}/`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/pin/${pinId}/`));
  await screens.capture('deleted pin not found');
});

test("the owner runs their board's settings and sections; the old URL redirects; others see no settings and are refused", async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const name = `Garden ${unique()}`;
  const boardId = await api.createBoard(name);
  for (const title of ['Basil pot', 'Tomato cage']) await api.createPin({ board_id: boardId, title });
  const first = await api.read<BoardRead>('BoardResource', { board_id: boardId });

  // someone else: no settings or sections controls, and the server refuses the owner's calls
  await otherPinner.page.goto(first.url);
  await new BoardOwner(otherPinner.page, screens).dontSeeSettings();
  expect(await otherPinner.api.status('PUT', 'BoardResource', { board_id: boardId, name: 'Mine now' })).toBe(403);
  expect(await otherPinner.api.status('DELETE', 'BoardResource', { board_id: boardId })).toBe(403);
  expect(await otherPinner.api.status('POST', 'BoardArchiveResource', { board_id: boardId })).toBe(403);

  // the owner: sections first (S0 §2 Add section), renamed and deleted
  await page.goto(first.url);
  const owner = new BoardOwner(page, screens);
  await owner.addSection('Pots');
  await owner.renameSection('Pots', 'Planters');
  expect((await api.sections(boardId)).map((section) => section.title)).toEqual(['Planters']);
  await owner.deleteSection('Planters');
  expect(await api.sections(boardId)).toEqual([]);

  // rename: the address follows, and the old URL still finds the board
  await owner.openSettings();
  const renamed = `Herb garden ${unique()}`;
  await owner.rename(renamed);
  const after = await api.read<BoardRead>('BoardResource', { board_id: boardId });
  expect(after.name).toBe(renamed);
  await expect(page).toHaveURL(new RegExp(`${after.url}$`));
  await page.goto(first.url);
  await expect(page).toHaveURL(new RegExp(`${after.url}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // secret, then archived: out of the picker, labelled on its page
  await owner.openSettings();
  await owner.makeSecret();
  expect((await api.read<BoardRead>('BoardResource', { board_id: boardId })).privacy).toBe('secret');
  await owner.openSettings();
  await owner.archive();
  expect([...(await api.boards()).values()]).not.toContain(boardId);

  // delete: the confirmation names its two Pins; the board is gone
  await owner.openSettings();
  await owner.delete(2);
  await expect(page.getByRole('alert').filter({ hasText: `${renamed} deleted` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${pinner.username}/$`));
  expect(await api.status('PUT', 'BoardResource', { board_id: boardId, name: 'Back' })).toBe(404);
});
