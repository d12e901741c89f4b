/**
 * Issue #25 (beyond the spec: expected by users), from an empty database: the Pin page shows who
 * saved the Pin (name to their profile, S0 §4 follow), "Saved to {board}" as a link, the
 * description once and "More from this board"; `Send` copies the link (or opens the share sheet on
 * a phone that has one); and the board-name suggestions of the save modal's Create board never
 * offer a name the pinner's boards already have.
 */
import { SaveModal } from '../pages/boards.js';
import { PinPage } from '../pages/pin.js';
import { expect, test, unique } from './support.js';

// note: each journey walks several pages, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

test('the Pin page shows its creator, its board as a link, the description once, more from the board; Send gives the link', async ({
  page,
  context,
  screens,
  api,
  isMobile,
  pinner,
  otherPinner,
}) => {
  // a phone's share sheet is recorded (headless Chromium has none); a desktop copies with the Clipboard API
  if (isMobile) {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared?: ShareData }).shared = data;
        },
      });
    });
  } else await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  expect(pinner.id).toMatch(/\S/);
  const boardName = `Reading nook ${unique()}`;
  const boardId = await otherPinner.api.createBoard(boardName);
  const description = `Soft wool throw ${unique()}`;
  const pinId = await otherPinner.api.createPin({ board_id: boardId, title: 'Cosy chair', description });
  const lampTitle = `Floor lamp ${unique()}`;
  await otherPinner.api.createPin({ board_id: boardId, title: lampTitle });
  const board = await api.read<{ url: string }>('BoardResource', { board_id: boardId });

  const pinPage = new PinPage(page, screens);
  await pinPage.open(pinId);
  const article = page.getByRole('article').first();
  // the creator: their name to their profile, and Follow (S0 §4: optimistic, read back)
  await expect(article.getByRole('link', { name: otherPinner.pinner.fullName })).toHaveAttribute(
    'href',
    `/${otherPinner.pinner.username}/`,
  );
  const follow = article.getByRole('button', { name: `Follow ${otherPinner.pinner.fullName}` });
  await follow.click();
  await expect(article.getByRole('button', { name: new RegExp(`${otherPinner.pinner.fullName}$`) }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(
      async () => (await api.read<{ followed_by_me: boolean }>('UserResource', { username: otherPinner.pinner.username })).followed_by_me,
    )
    .toBe(true);
  // "Saved to {board}" links to the board; the description shows once
  await expect(article.getByRole('link', { name: boardName })).toHaveAttribute('href', board.url);
  await expect(page.getByText(description, { exact: true })).toHaveCount(1);
  // more from this board: the other Pin, not this one
  const more = page.getByRole('region', { name: 'More from this board' });
  await expect(more.getByText(lampTitle).first()).toBeVisible();
  await expect(more.getByText('Cosy chair')).toHaveCount(0);
  await screens.capture('pin page with creator and more');

  await article.getByRole('button', { name: 'Send', exact: true }).click();
  const url = `${new URL(page.url()).origin}/pin/${pinId}/`;
  if (isMobile) {
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(url);
  } else {
    await expect(article.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await screens.capture('link copied');
  }

  // the saved-to link opens the board
  await article.getByRole('link', { name: boardName }).click();
  await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
});

test("Create board's name suggestions never offer the name of a board the pinner has, archived or not", async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  expect(pinner.id).toMatch(/\S/);
  const taken = `Reading nook ${unique()}`;
  const offered = `Cosy corner ${unique()}`;
  const archived = `Wool throws ${unique()}`;
  const boardId = await otherPinner.api.createBoard(taken);
  const pinId = await otherPinner.api.createPin({ board_id: boardId, title: 'Cosy chair' });
  // others saved it to boards with these names: each one a suggestion (S0 §7 board_title_suggestions)
  for (const name of [offered, archived]) {
    const other = await otherPinner.api.createBoard(name);
    await otherPinner.api.write('POST', 'RepinResource', { pin_id: pinId, board_id: other });
  }
  // the pinner already has a board of the first name, and an archived one of the third
  await api.createBoard(taken.toUpperCase());
  const archivedId = await api.createBoard(archived);
  await api.write('POST', 'BoardArchiveResource', { board_id: archivedId });

  const pinPage = new PinPage(page, screens);
  await pinPage.open(pinId);
  await pinPage.save();
  const modal = new SaveModal(page, screens);
  await modal.seeChooseBoard();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('listbox', { name: 'Boards' })
    .getByRole('option', { name: /Create board/ })
    .click();
  const suggestions = dialog.getByRole('group', { name: 'Suggested names' });
  await expect(suggestions.getByRole('button', { name: offered })).toBeVisible();
  await expect(suggestions.getByRole('button', { name: new RegExp(taken, 'i') })).toHaveCount(0);
  await expect(suggestions.getByRole('button', { name: archived })).toHaveCount(0);
  await screens.capture('name suggestions');
  await screens.axe('name suggestions');
});
