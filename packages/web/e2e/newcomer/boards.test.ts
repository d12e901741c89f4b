/**
 * Issue 20, from an empty database: a board just made reaches every picker (S0 §6 reads "boards that
 * have cover images"; every board has one, a placeholder until its first Pin), two boards of one
 * name keep their own URLs, a Pin already saved is marked and not saved twice, and `/pin/create/`
 * without an image asks for one. Each journey does it in the UI and reads back over the API.
 */
import { pinCoverUrl } from '@pinstack/core';
import { makePng } from '@pinstack/server';
import { BoardCreateScreen, BoardScreen, SaveModal } from '../pages/boards.js';
import { HomeFeed } from '../pages/feed.js';
import { CreatePinPage } from '../pages/create-pin.js';
import { PinPage } from '../pages/pin.js';
import { expect, Screens, test, unique, type Api } from './support.js';

// note: each journey walks several pages, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

interface BoardRead {
  readonly id: string;
  readonly owner: { readonly id: string };
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly privacy: string;
  readonly image_cover_url: string | null;
}

/** The signed-in pinner's board named `name`, as the picker answers it (S0 §6). */
async function pickerBoard(api: Api, name: string): Promise<BoardRead | undefined> {
  const picker = await api.read<{ all_boards: BoardRead[] }>('BoardPickerBoardsResource', {});
  return picker.all_boards.find((board) => board.name === name);
}

const PLACEHOLDER = /^data:image\/svg\+xml,/;

test('a board just made reaches the picker: save into it from the feed, the Pin page and the bookmarklet', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  // someone else's Pins to save
  const theirs = await otherPinner.api.createBoard(`Finds ${unique()}`);
  const kettle = `Copper kettle ${unique()}`;
  const throwTitle = `Linen throw ${unique()}`;
  await otherPinner.api.createPin({ board_id: theirs, title: kettle, link: 'https://example.com/kettle' });
  const throwId = await otherPinner.api.createPin({ board_id: theirs, title: throwTitle, link: 'https://example.com/throw' });
  const media = (await otherPinner.api.boardPins(theirs))[0]?.imageUrl ?? '';

  // the board, made on /board/create/: empty, and in the picker at once by its placeholder cover
  const name = `Kitchen ${unique()}`;
  const create = new BoardCreateScreen(page, screens);
  await create.open();
  await create.create(name);
  await new BoardScreen(page, screens).seeBoard(name, { pins: 0 });
  const made = await pickerBoard(api, name);
  expect(made?.owner.id, "the new board is in the pinner's picker (S0 §6)").toBe(pinner.id);
  expect(made?.image_cover_url).toMatch(PLACEHOLDER);

  // 1. a card's Save on the home feed
  const feed = new HomeFeed(page, screens);
  await feed.open();
  const fromFeed = await feed.save(kettle);
  await fromFeed.seeBoard(name);
  await fromFeed.choose(name);
  await fromFeed.seeSaved(name);
  await fromFeed.finish();

  // 2. the Pin page's Save
  const pinPage = new PinPage(page, screens);
  await pinPage.open(throwId);
  await pinPage.save();
  const fromPinPage = new SaveModal(page, screens);
  await fromPinPage.seeBoard(name);
  await fromPinPage.choose(name);
  await fromPinPage.seeSaved(name);
  await fromPinPage.finish();

  // 3. the bookmarklet's create page
  const link = `https://example.com/bookmarked-${unique()}`;
  const bookmarklet = new CreatePinPage(page, screens);
  await bookmarklet.open('bookmarklet', { url: link, media, description: 'Worth keeping' });
  await bookmarklet.seeBoardPicker();
  await bookmarklet.chooseBoard(name);
  await bookmarklet.seeSavedSomewhere(name);

  // read back: three Pins on the board, and its cover is now its newest Pin's image
  await expect
    .poll(async () => (await api.boardPins(made?.id ?? '')).map((pin) => pin.link).sort())
    .toEqual(['https://example.com/kettle', 'https://example.com/throw', link].sort());
  const after = await pickerBoard(api, name);
  expect(after?.image_cover_url).not.toMatch(PLACEHOLDER);
  // issue 24: the newest Pin's small variant (pinCoverUrl)
  const newest = (await api.boardPins(made?.id ?? ''))[0] as { imageUrl?: string; images?: { '236x'?: { url: string } } } | undefined;
  expect(after?.image_cover_url).toBe(pinCoverUrl(newest ?? {}));
});

test("a new board is in the board page's Move to list; its cover follows its Pins back to the placeholder", async ({
  page,
  screens,
  api,
  pinner,
}) => {
  const first = `Lamps ${unique()}`;
  const second = `Spare ${unique()}`;
  const create = new BoardCreateScreen(page, screens);
  await create.open();
  await create.create(second);
  await create.open();
  await create.create(first);
  const firstBoard = await pickerBoard(api, first);
  const secondBoard = await pickerBoard(api, second);
  expect([firstBoard?.owner.id, secondBoard?.owner.id]).toEqual([pinner.id, pinner.id]);
  const title = `Brass lamp ${unique()}`;
  await api.createPin({ board_id: firstBoard?.id ?? '', title, link: 'https://example.com/brass' });

  const board = new BoardScreen(page, screens);
  await board.openUrl(firstBoard?.url ?? '');
  await board.seeBoard(first, { pins: 1 });
  expect(await board.moveTargets()).toContain(second);
  await board.movePin(title, second);
  await expect.poll(async () => (await api.boardPins(secondBoard?.id ?? '')).map((pin) => pin.title)).toEqual([title]);
  expect((await pickerBoard(api, first))?.image_cover_url).toMatch(PLACEHOLDER);
  expect((await pickerBoard(api, second))?.image_cover_url).not.toMatch(PLACEHOLDER);
  await screens.capture('moved');
});

test('two boards of one name each keep their own URL, for the owner and for everyone else', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}, info) => {
  const create = new BoardCreateScreen(page, screens);
  await create.open();
  await create.create('Secret stash', 'secret');
  await expect(page).toHaveURL(new RegExp(`/${pinner.username}/secret-stash/$`));
  await create.open();
  await create.create('Secret stash');
  await expect(page).toHaveURL(new RegExp(`/${pinner.username}/secret-stash-2/$`));

  const board = new BoardScreen(page, screens);
  await board.open(pinner.username, 'secret-stash');
  await board.seeBoard('Secret stash', { secret: true });
  await board.open(pinner.username, 'secret-stash-2');
  await board.seeBoard('Secret stash', { secret: false });
  const read = (slug: string) => api.read<BoardRead>('BoardResource', { username: pinner.username, slug });
  expect([(await read('secret-stash')).privacy, (await read('secret-stash-2')).privacy]).toEqual(['secret', 'public']);

  // someone else: the public one by its URL; the secret one is as missing
  const theirs = new BoardScreen(otherPinner.page, new Screens(otherPinner.page, info));
  await theirs.open(pinner.username, 'secret-stash-2');
  await theirs.seeBoard('Secret stash', { secret: false });
  await theirs.open(pinner.username, 'secret-stash');
  await theirs.seeMissing();
});

test('a Pin already saved is marked Saved, saving it there again says so, and the feed shows it once', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const theirs = await otherPinner.api.createBoard(`Shelf ${unique()}`);
  const title = `Walnut shelf ${unique()}`;
  const pinId = await otherPinner.api.createPin({ board_id: theirs, title, link: 'https://example.com/shelf' });

  // made in the picker itself: the Pin is saved into the new board
  const name = `Favourites ${unique()}`;
  const pinPage = new PinPage(page, screens);
  await pinPage.open(pinId);
  await pinPage.save();
  const modal = new SaveModal(page, screens);
  await modal.seeChooseBoard();
  await modal.createBoard(name);
  await modal.finish();
  const board = await pickerBoard(api, name);
  expect(board?.owner.id).toBe(pinner.id);
  await expect.poll(async () => (await api.boardPins(board?.id ?? '')).length).toBe(1);

  // again: the board is marked, and choosing it saves nothing
  await pinPage.save();
  await modal.seeChooseBoard();
  await modal.seeMarkedSaved(name);
  await modal.choose(name);
  await modal.seeAlreadySaved(name);
  await modal.close();
  expect((await api.boardPins(board?.id ?? '')).length).toBe(1);

  // the feed and search show the Pin once, though two boards hold it
  const feed = new HomeFeed(page, screens);
  await feed.open();
  expect(await feed.cardsTitled(title)).toBe(1);
  const home = await api.read<{ id: string; title?: string }[]>('HomeFeedResource', { page_size: 100 });
  expect(home.filter((pin) => pin.title === title).map((pin) => pin.id)).toEqual([pinId]);
  const found = await api.read<{ id: string }[]>('SearchResource', { query: title });
  expect(found.map((pin) => pin.id)).toEqual([pinId]);
});

test('/pin/create/ without an image asks for one: upload it, make a board, and the Pin is saved with the image', async ({
  page,
  screens,
  api,
  pinner,
  isMobile,
}) => {
  const link = `https://example.com/no-image-${unique()}`;
  const create = new CreatePinPage(page, screens);
  await create.open('create', { url: link });
  await create.seeAddImage();
  await create.uploadImage({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(320, 240, [60, 130, 110]) });
  // a newcomer has no board yet: the picker offers to make one
  await expect(create.createBoardControls()).toHaveCount(1);
  await screens.capture('picker with the uploaded image');
  if (!isMobile) await create.seePinImage(/\/media\//);
  const name = `Photos ${unique()}`;
  if (isMobile) {
    // S0 §2 mobile: one `Create board` — the fixed bottom button — opening the create page, carrying the Pin
    await create.createBoardControls().click();
    await expect(page).toHaveURL(/\/board\/create\/$/);
    await new BoardCreateScreen(page, screens).createCarryingPin(name);
    await create.seeToast(`Saved to ${name}`);
  } else {
    await create.createBoardFromPicker(name);
    await create.seeBoardCreatedOrSaved(name);
  }
  const board = await pickerBoard(api, name);
  expect(board?.owner.id).toBe(pinner.id);
  await expect.poll(async () => (await api.boardPins(board?.id ?? '')).map((pin) => pin.link)).toEqual([link]);
  expect((await api.boardPins(board?.id ?? ''))[0]?.imageUrl).toMatch(/\/media\//);
});

test('/pin/create/ without an image takes an image address; one that is not on the web says why', async ({
  page,
  screens,
  api,
  pinner,
  baseURL,
}) => {
  const board = `Addresses ${unique()}`;
  const boardId = await api.createBoard(board);
  // an image on the web the browser can load: the pinner's own upload, by its full address
  const address = new URL(await api.uploadImage(240, 320, [200, 160, 60]), baseURL).href;
  const link = `https://example.com/by-address-${unique()}`;
  const create = new CreatePinPage(page, screens);
  await create.open('create', { url: link });
  await create.seeAddImage();
  await create.useImageAddress('photo.png');
  await create.seeImageAddressError('Enter an image address that starts with http:// or https://.');
  await create.useImageAddress(address);
  await create.seeBoardPicker();
  await create.chooseBoard(board);
  await create.seeSavedSomewhere(board);
  // issue 24 §2: an address of this very site is our own image, kept by its path
  await expect.poll(async () => (await api.boardPins(boardId)).find((pin) => pin.link === link)?.imageUrl).toBe(new URL(address).pathname);
  expect((await api.read<BoardRead>('BoardResource', { board_id: boardId })).owner.id).toBe(pinner.id);
});
