/**
 * Navigation a pinner expects (issue 20 §3 "Back keeps the feed"): the browse pages read through
 * a cache, so Back to the home feed finds the cards and the place where the reader left them, with
 * no loading line and no request for the feed's first page; a save from the feed drops the board's
 * cached Pins, so the board page shows the saved Pin without a reload.
 */
import { makePng } from '@pinstack/server';
import type { APIRequestContext, Route } from '@playwright/test';
import { HomeFeed } from '../pages/feed.js';
import { type Api, expect, test, unique } from './support.js';

/**
 * Pins enough for a feed of several pages (25 a page) on a board of the pinner's, all of one image
 * uploaded once: made from the upload, so each Pin carries the image's size and the feed's layout
 * does not move as images load.
 */
async function longFeed(api: Api, request: APIRequestContext, count: number): Promise<void> {
  const boardId = await api.createBoard(`Long feed ${unique()}`);
  const ticket = await api.write<{ upload_id: string; upload_url: string; upload_parameters: Record<string, string> }>(
    'POST',
    'VIPResource',
    {
      type: 'pinimage',
    },
  );
  const uploaded = await request.post(new URL(ticket.upload_url).pathname, {
    multipart: {
      ...ticket.upload_parameters,
      file: { name: 'feed.png', mimeType: 'image/png', buffer: makePng(300, 420, [90, 140, 200]) },
    },
  });
  expect(uploaded.ok(), 'upload').toBe(true);
  await expect
    .poll(
      async () =>
        (await api.read<Record<string, { status: string }>>('VIPResource', { upload_ids: [ticket.upload_id] }))[ticket.upload_id]?.status,
    )
    .toBe('succeeded');
  for (let i = 1; i <= count; i++)
    await api.write('POST', 'PinResource', {
      board_id: boardId,
      title: `Feed Pin ${i}`,
      media_upload_id: ticket.upload_id,
      method: 'uploaded',
    });
}

test('Back from a Pin keeps the home feed: the same place, the cards already there, no loading', async ({
  page,
  pinner: _signedIn,
  api,
  screens,
}) => {
  test.slow();
  await longFeed(api, page.request, 100);
  const feed = new HomeFeed(page, screens);
  await feed.open();
  await feed.scrollTo(1500);
  await screens.capture('feed scrolled 1500 px', { viewport: true });
  const cards = await feed.cardCount();
  const left = await feed.scrollY();
  expect(left).toBe(1500);

  const title = await feed.openPinInView();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // a new page starts at its top, not at the feed's place
  expect(await feed.scrollY()).toBe(0);
  await screens.capture('Pin opened from the feed');

  // the feed's requests are held from now on: whatever shows on Back comes from the cache; a
  // request for the first page may only revalidate (the cache is stale after 30 s), with the cards shown
  const held: Route[] = [];
  let releasing = false;
  const cardsAtFirstPageRequest: number[] = [];
  await page.route('**/resource/HomeFeedResource/get/**', async (route) => {
    if (releasing) return route.continue();
    held.push(route);
    const options = JSON.parse(new URL(route.request().url()).searchParams.get('data') ?? '{}') as { options?: { bookmark?: string } };
    if (options.options?.bookmark === undefined) cardsAtFirstPageRequest.push(await feed.cardCount());
  });
  await feed.watchLoading();
  await page.goBack();
  await expect(feed.grid.getByRole('listitem')).toHaveCount(cards);
  await expect.poll(async () => Math.abs((await feed.scrollY()) - left), { message: 'the same place' }).toBeLessThanOrEqual(4);
  expect(await feed.seenSince(), 'no loading line on Back').toEqual({ loadingShown: false });
  expect(
    cardsAtFirstPageRequest.filter((count) => count !== cards),
    'no request for the first page before the cards showed',
  ).toEqual([]);
  await screens.capture('back on the feed', { viewport: true });
  releasing = true;
  for (const route of held) await route.continue();
  await page.unroute('**/resource/HomeFeedResource/get/**');
});

test('a Pin saved from the feed shows on its board page at once, without a reload', async ({ page, pinner, api, screens, isMobile }) => {
  const board = `Saved finds ${unique()}`;
  const boardId = await api.createBoard(board);
  // the board's first Pin gives it a cover, so the picker lists it (S0 §6)
  await api.createPin({ board_id: boardId, title: `Already here ${unique()}` });
  const elsewhere = await api.createBoard(`Elsewhere ${unique()}`);
  const title = `Worth saving ${unique()}`;
  await api.createPin({ board_id: elsewhere, title });

  // the board page first, so its Pins are in the cache when the pinner comes back to it
  const { url } = await api.read<{ url: string }>('BoardResource', { board_id: boardId });
  expect(url).toBe(`/${pinner.username}/${url.split('/')[2]}/`);
  await page.goto(url);
  const pins = page.getByRole('list', { name: `Pins on ${board}` });
  await expect(pins.getByRole('listitem')).toHaveCount(1);
  await screens.capture('board before the save');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const feed = new HomeFeed(page, screens);
  await feed.goHome();
  await feed.saveCard(title, board, isMobile);
  await page.keyboard.press('Escape');
  await page.goBack();

  await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible();
  await expect(pins.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expect(pins.getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);
  await screens.capture('board after the save');
  expect((await api.boardPins(boardId)).map((pin) => pin.title)).toContain(title);
});
