/**
 * Issue 24 from an empty database: a newcomer uploads a phone photo (a JPEG with a GPS position,
 * marked "rotate 90°") on the create-Pin page; what the site then serves of it — every variant —
 * carries no EXIF and no position, stands upright, and the home feed's card loads a small variant
 * for its column (not the full image), with its shape reserved before it loads.
 */
import { carriesExifOrPosition, gpsLatitudeBytes, makePhoto } from '@pinstack/server';
import { CreatePinPage } from '../pages/create-pin.js';
import { HomeFeed } from '../pages/feed.js';
import { expect, test, unique } from './support.js';

test('a phone photo with GPS is served without it, upright, and the feed card loads a small variant', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
}) => {
  // a photo through the pipeline, 8 files read back, and the feed: more than the default 30 s on a busy machine
  test.slow();
  const photo = await makePhoto({ width: 1600, height: 1200, orientation: 6, gps: true });
  expect(
    gpsLatitudeBytes().some((gps) => photo.includes(gps)),
    'the photo as taken has its position',
  ).toBe(true);
  const board = `Photos ${unique()}`;
  const boardId = await api.createBoard(board);
  const link = `https://example.com/photo-${unique()}`;
  const create = new CreatePinPage(page, screens);
  await create.open('create', { url: link });
  await create.seeAddImage();
  await create.uploadImage({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await create.chooseBoard(board);
  await create.seeSavedSomewhere(board);
  let pin:
    | { id: string; imageUrl?: string; images?: Record<string, { url: string; webpUrl?: string; width: number; height: number }> }
    | undefined;
  await expect
    .poll(async () => {
      pin = (await api.boardPins(boardId)).find((p) => p.link === link) as typeof pin;
      return pin?.imageUrl;
    })
    .toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.orig\.jpg$/);
  const images = pin?.images ?? {};
  expect(Object.keys(images).sort()).toEqual(['236x', '474x', '736x', 'orig']);
  // S0 §3 sizes, upright: the camera's "rotate 90°" applied
  expect(images['orig']).toMatchObject({ width: 1200, height: 1600 });
  for (const image of Object.values(images)) {
    for (const url of [image.url, image.webpUrl ?? '']) {
      const served = await page.request.get(url);
      expect(served.status(), url).toBe(200);
      expect(carriesExifOrPosition(await served.body()), `${url} carries no EXIF or GPS`).toBe(false);
    }
  }

  const feed = new HomeFeed(page, screens);
  await feed.open();
  const card = page.locator(`a.ps-card-link[href="/pin/${pin?.id}/"] img`);
  await expect(card).toBeVisible();
  await expect
    .poll(() => card.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
    .toBe(true);
  const shown = await card.evaluate((img) => {
    const image = img as HTMLImageElement;
    return {
      src: image.currentSrc,
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      natural: [image.naturalWidth, image.naturalHeight],
      box: image.getBoundingClientRect().width,
    };
  });
  // a variant for the column (at most 736 wide even at 3 device pixels per px), never the full image
  expect(shown.src).toMatch(/\.(236x|474x|736x)\.(webp|jpg)$/);
  expect(shown.natural[0]).toBeLessThanOrEqual(736);
  expect(shown.natural[1] ?? 0).toBeGreaterThan(shown.natural[0] ?? 0);
  expect([shown.width, shown.height]).toEqual(['1200', '1600']);
  await screens.capture('feed with the photo');
});

test("issue 22: the home page's first screen shows the feed's top row before the scripts run, and gives way to the app's grid", async ({
  browser,
  page,
  screens,
  api,
  pinner: _signedIn,
}, info) => {
  test.slow();
  const board = await api.createBoard(`First screen ${unique()}`);
  for (const title of ['Tall one', 'Wide one'])
    await api.createPin({ board_id: board, title }, title === 'Tall one' ? { width: 300, height: 450 } : { width: 400, height: 300 });
  const phone = info.project.name.includes('mobile');
  // the page as the HTML paints it, before any script: the same pinner, scripts off
  const plain = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const before = await plain.newPage();
  await before.goto('/');
  const first = before.locator('#ps-first-screen');
  await expect(first).toBeVisible();
  await expect(first.locator('.ps-logo')).toBeVisible();
  const cards = first.locator('.ps-first-row .ps-card-link');
  await expect(cards).toHaveCount(2);
  for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/pin\/\d+\/$/);
  if (phone) {
    // a phone's top row, its images the feed's WebP variants for a column
    await expect(cards.first()).toBeVisible();
    await expect
      .poll(() =>
        cards
          .first()
          .locator('img')
          .evaluate((img) => (img as HTMLImageElement).currentSrc),
      )
      .toMatch(/\.(236x|474x|736x)\.webp$/);
  } else {
    // a wider screen: the banner only, and no image fetched for cards it does not show
    await expect(cards.first()).toBeHidden();
    expect(
      await cards
        .first()
        .locator('img')
        .evaluate((img) => (img as HTMLImageElement).currentSrc),
    ).toBe('');
  }
  await plain.close();

  // with the scripts: the app's grid takes over and the first screen goes
  await page.goto('/');
  await expect(page.locator('#ps-first-screen')).toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Home feed' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  await page.goBack();
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await screens.capture('home after the first screen');
});
