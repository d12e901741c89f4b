/**
 * Issue 20: on a phone every save ends at once with the toast `Saved to {board}` (5000 ms, `View`)
 * and no success view to dismiss (S0 §2/§4): from the feed, the Pin page, the bookmarklet create
 * page, the repin page and an own-Pin url on a server with a port. On desktop the success dialog
 * shows and takes focus (its main action, `See it now`). Each reads back what was saved.
 */
import { CreatePinPage } from '../pages/create-pin.js';
import { HomeFeed } from '../pages/feed.js';
import { PinPage } from '../pages/pin.js';
import { type Api, expect, type OtherPinner, test, unique } from './support.js';

/** A board of the signed-in pinner with one Pin in it (a cover, so the picker lists it), and its name. */
async function ownBoard(api: Api, label: string): Promise<{ id: string; name: string }> {
  const name = `${label} ${unique()}`;
  const id = await api.createBoard(name);
  await api.createPin({ board_id: id, title: `First of ${name}` });
  return { id, name };
}

/** Another pinner's public Pin, titled `title` → its id. */
async function theirPin(other: OtherPinner, title: string): Promise<string> {
  const board = await other.api.createBoard(`Their board ${unique()}`);
  return other.api.createPin({ board_id: board, title, link: 'https://example.com/theirs' });
}

/** Waits until `board` holds a Pin titled `title` (or with `link`). */
async function seeOnBoard(api: Api, board: string, match: { title?: string; link?: string }): Promise<void> {
  await expect
    .poll(async () => (await api.boardPins(board)).some((pin) => (match.title ? pin.title === match.title : pin.link === match.link)))
    .toBe(true);
}

test('save from a feed card: the toast on a phone, the success dialog with focus on desktop', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
  otherPinner,
  isMobile,
}) => {
  const title = `Sunny balcony ${unique()}`;
  await theirPin(otherPinner, title);
  const board = await ownBoard(api, 'Balconies');
  const feed = new HomeFeed(page, screens);
  const create = new CreatePinPage(page, screens);
  await feed.open();
  await feed.save(title, isMobile);
  await create.chooseBoard(board.name);
  if (isMobile) {
    await create.seeToastNoSuccessView(`Saved to ${board.name}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else await create.seeSuccessWithFocus(board.name);
  await seeOnBoard(api, board.id, { title });
});

test('save from the Pin page ends with the toast on a phone', async ({ page, screens, api, pinner: _signedIn, otherPinner, isMobile }) => {
  const title = `Reading nook ${unique()}`;
  const pinId = await theirPin(otherPinner, title);
  const board = await ownBoard(api, 'Nooks');
  const pin = new PinPage(page, screens);
  const create = new CreatePinPage(page, screens);
  await pin.open(pinId);
  await pin.save();
  await create.chooseBoard(board.name);
  if (isMobile) {
    const view = await create.seeToastNoSuccessView(`Saved to ${board.name}`);
    // the toast's View opens the saved Pin (a repin: a new id on the pinner's board)
    await seeOnBoard(api, board.id, { title });
    const saved = (await api.boardPins(board.id)).find((found) => found.title === title);
    expect(view).toBe(`/pin/${saved?.id}`);
  } else await create.seeSuccessWithFocus(board.name);
  await seeOnBoard(api, board.id, { title });
});

test('the bookmarklet create page: a phone saves, shows the toast and leaves the page', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
  isMobile,
}) => {
  const board = await ownBoard(api, 'Articles');
  const link = `https://example.com/article-${unique()}`;
  const create = new CreatePinPage(page, screens);
  await create.open('bookmarklet', { url: link, media: await api.uploadImage(), description: 'Worth keeping' });
  await create.seeBoardPicker();
  await create.chooseBoard(board.name);
  if (isMobile) {
    await create.seeToastNoSuccessView(`Saved to ${board.name}`);
    // S0 §4 afterMobilePinCreate: opened straight here, going back would leave the app: home
    await expect(page).toHaveURL(/\/$/);
  } else await create.seeSuccessWithFocus(board.name);
  await seeOnBoard(api, board.id, { link });
});

test('an own-Pin url on a server with a port goes to its repin page on a phone, which saves with the toast', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
  otherPinner,
  isMobile,
  baseURL,
}) => {
  const title = `Own-site Pin ${unique()}`;
  const pinId = await theirPin(otherPinner, title);
  const board = await ownBoard(api, 'Found here');
  const url = `${baseURL}/pin/${pinId}/`;
  // note: the newcomer server runs on a port (E2E_PORT + 1), where location.host carries it
  expect(new URL(url).port).not.toBe('');
  const create = new CreatePinPage(page, screens);
  await create.open('button', { url, media: await api.uploadImage() });
  if (isMobile) {
    // S0 §2: our own Pin's url → its mobile repin target
    await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/repin/x/$`));
    await create.seeBoardPicker();
    await create.chooseBoard(board.name);
    await create.seeToastNoSuccessView(`Saved to ${board.name}`);
    await seeOnBoard(api, board.id, { title });
  } else {
    // desktop has no such redirect: the popup-style create page saves a new Pin of that url
    await expect(page).toHaveURL(/\/pin\/create\/button\//);
    await create.seeBoardPicker();
  }
});
