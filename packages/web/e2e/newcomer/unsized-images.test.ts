/**
 * Issue 24 §3 "nothing shifts", from the newcomer trial: a Pin whose image carries no size (the
 * server's answer for an image it stored before the pipeline, and what Pins pasted from a
 * variant's address carried) has an `<img>` without width and height, which takes its height only
 * when the image loads. On a first, uncached visit that happens after the grid has measured and
 * placed the cards; the grid must place them again, or the next row is drawn over the card.
 */
import type { Page } from '@playwright/test';
import { expect, test, unique } from './support.js';

/** Every Pin's `images` in a JSON answer, as the server sends an image of unknown size: one url, 0 × 0. */
function withoutSizes(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) withoutSizes(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const images = record['images'] as { orig?: { url?: string } } | undefined;
  const url = images?.orig?.url;
  if (url !== undefined) {
    const unsized = { url, width: 0, height: 0 };
    record['images'] = { '236x': unsized, orig: unsized };
    delete record['color'];
  }
  for (const [key, child] of Object.entries(record)) if (key !== 'images') withoutSizes(child);
}

/** The boxes of the grid's cards, in page coordinates. */
const cardBoxes = (page: Page, label: string) =>
  page
    .getByRole('list', { name: label })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item, index) => {
        const box = item.getBoundingClientRect();
        return { title: `card ${index + 1}`, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      }),
    );

test('Pins whose images carry no size, loaded uncached: once the images load, no card is drawn over another', async ({
  page,
  pinner: _signedIn,
  api,
  screens,
}) => {
  test.slow();
  const name = `Pasted ${unique()}`;
  const boardId = await api.createBoard(name);
  // tall, wide and square images: each card's real height is far from the grid's guess
  const shapes: readonly (readonly [number, number])[] = [
    [300, 640],
    [400, 200],
    [300, 300],
    [240, 520],
    [500, 250],
    [300, 450],
  ];
  for (const [width, height] of shapes) {
    const image_url = await api.uploadImage(width, height);
    // untitled, as the trial's Pins were
    await api.write('POST', 'PinResource', { board_id: boardId, image_url, method: 'scraped' });
  }
  const { url } = await api.read<{ url: string }>('BoardResource', { board_id: boardId });

  await page.route('**/resource/BoardFeedResource/get/**', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    withoutSizes(body);
    await route.fulfill({ response, json: body });
  });
  // a first visit: nothing cached, and every image arrives after the grid has placed its cards
  await page.route('**/media/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(url);
  const label = `Pins on ${name}`;
  const cards = page.getByRole('list', { name: label }).getByRole('listitem');
  await expect(cards).toHaveCount(shapes.length);
  // the test's premise: the cards' images carry no width and height
  expect(await cards.locator('img').evaluateAll((images) => images.filter((image) => image.hasAttribute('width')).length)).toBe(0);
  // every image on screen has loaded (the lazy ones below it wait; until they load they take no height)
  await expect
    .poll(
      () =>
        cards.locator('img').evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => {
            const box = image.getBoundingClientRect();
            const onScreen = box.top < window.innerHeight;
            return !onScreen || (image.complete && image.naturalWidth > 0);
          }),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect
    .poll(() =>
      cards
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) => images.filter((image) => image.complete && image.naturalWidth > 0).length),
    )
    .toBeGreaterThan(1);
  // the frames after the last load
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const boxes = await cardBoxes(page, label);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5 && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5;
      expect(overlap, `${a.title} (${a.top}–${a.bottom}) and ${b.title} (${b.top}–${b.bottom}) overlap`).toBe(false);
    }
  await screens.capture('board of Pins without image sizes, images loaded');
});
