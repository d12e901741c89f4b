/**
 * Journeys of issue 21 §3 "links go where the product says" (S1 §2/§5/§7): `/offsite` is no open
 * redirect — a link the server did not vouch for is shown and left only by a click, also right
 * after signing in with `next=/offsite?url=…` — and a Pin's own link from the Pin page passes the
 * link check. Every request that would leave loopback is answered by a stub and recorded.
 */
import type { Page } from '@playwright/test';
import { keepOnLoopback, LOOPBACK, OffsitePage } from './pages/offsite.js';
import { PinPage } from './pages/pin.js';
import { AuthPages } from './pages/shell.js';
import { DEMO, expect, test, unique } from './support.js';

const EVIL = 'https://evil.example/';

test('/offsite?url= shows where the link goes and leaves only on Continue (S1 §2)', async ({ page, context, screens }) => {
  const outside = await keepOnLoopback(context);
  const offsite = new OffsitePage(page, screens);
  await offsite.open(EVIL);
  await offsite.seeConfirmation(EVIL, 'evil.example');
  expect(outside, 'nothing left loopback before the click').toEqual([]);
  await offsite.continueTo('evil.example');
  await expect(page).toHaveURL(EVIL);
  expect(outside).toEqual([EVIL]);
});

test('/offsite/ with a trailing slash and a forged token asks too (S1 §2)', async ({ page, context, screens }) => {
  const outside = await keepOnLoopback(context);
  await page.goto(`/offsite/?url=${encodeURIComponent(EVIL)}&token=forged`);
  await new OffsitePage(page, screens).seeConfirmation(EVIL, 'evil.example');
  expect(outside).toEqual([]);
});

test('/offsite with a blocked host in another spelling is blocked (S1 §5)', async ({ page, context, screens }) => {
  const outside = await keepOnLoopback(context);
  const offsite = new OffsitePage(page, screens);
  await offsite.open('https://user@BLOCKED.example./x');
  await offsite.seeBlocked();
  expect(outside).toEqual([]);
});

test('signing in with next=/offsite?url=… lands on the confirmation, not the other site (S1 §2)', async ({ page, context, screens }) => {
  const outside = await keepOnLoopback(context);
  const auth = new AuthPages(page, screens);
  await auth.signIn(DEMO.email, DEMO.password, `?next=${encodeURIComponent(`/offsite?url=${encodeURIComponent(EVIL)}`)}`);
  const offsite = new OffsitePage(page, screens);
  await offsite.seeConfirmation(EVIL, 'evil.example');
  await expect(page).toHaveURL(/\/offsite\?url=/);
  expect(outside).toEqual([]);
});

/** Saves a Pin linking to `link` on the demo's travel board, over the API; returns its id. */
async function pinLinkedTo(page: Page, link: string): Promise<string> {
  const read = async (name: string, options: object) =>
    (
      (await (await page.request.get(`/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`)).json()) as {
        resource_response: { data: unknown };
      }
    ).resource_response.data;
  const boards = (await read('BoardPickerBoardsResource', {})) as { all_boards: { id: string; name: string }[] };
  const travel = boards.all_boards.find((board) => board.name === 'travel')?.id ?? '';
  const feed = (await read('BoardFeedResource', { board_id: travel })) as { imageUrl?: string }[] | { pins: { imageUrl?: string }[] };
  const imageUrl = (Array.isArray(feed) ? feed : feed.pins)[0]?.imageUrl;
  const response = await page.request.post('/resource/PinResource/create/', {
    headers: { 'x-csrftoken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
    data: { options: { board_id: travel, title: `Linked ${unique()}`, link, image_url: imageUrl } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resource_response: { data: { id: string } } }).resource_response.data.id;
}

test("a Pin's own link from the Pin page goes through the link check (S1 §2/§5)", async ({ page, context, screens }) => {
  const outside = await keepOnLoopback(context);
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
  const blockedId = await pinLinkedTo(page, 'https://Blocked.Example./deal');
  const fineId = await pinLinkedTo(page, 'https://fine.example/lamp');
  const pin = new PinPage(page, screens);

  // A blocked domain (any spelling): the check says so; no tab opens, nothing leaves loopback.
  await pin.open(blockedId);
  await pin.seeSourceLink('blocked.example', blockedId);
  await pin.followSourceLink('blocked.example');
  await pin.seeSourceLinkBlocked();
  // note: axe's check opens about:blank pages of its own; no tab went to /offsite/ or beyond
  expect(context.pages().filter((tab) => tab.url() !== 'about:blank')).toEqual([page]);
  expect(outside).toEqual([]);

  // An allowed link: checked, then opened through /offsite/ on loopback, which the server redirects.
  await pin.open(fineId);
  await pin.seeSourceLink('fine.example', fineId);
  const popup = context.waitForEvent('page');
  await pin.followSourceLink('fine.example');
  const tab = await popup;
  await tab.waitForURL('https://fine.example/lamp');
  expect(outside).toEqual(['https://fine.example/lamp']);
  await tab.close();
  await expect(page).toHaveURL(LOOPBACK);
});
