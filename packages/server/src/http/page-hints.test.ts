/**
 * Issue #22: a page names its first reads in its head, so the browser fetches them while the app's
 * scripts load — the session read on every page, and on the create-Pin page its chunks and, signed
 * in, the picker's board read — under the page's CSP (same-origin reads, no inline script).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOME_MESSAGES } from '@pinstack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireClient } from '../testing/client.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { CONTENT_SECURITY_POLICY } from './headers.js';
import { HOME_FEED_READ_URL, PICKER_READ_URL, pageHints, SESSION_READ_URL } from './page-hints.js';

const webDist = mkdtempSync(join(tmpdir(), 'pinstack-hints-'));
mkdirSync(join(webDist, 'assets'), { recursive: true });
mkdirSync(join(webDist, '.vite'), { recursive: true });
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Pinstack</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-2.js'], css: ['assets/index-12.css'] },
    '_shared-2.js': { file: 'assets/shared-2.js' },
    'src/pages/CreatePinRoute.tsx': {
      file: 'assets/CreatePinRoute-3.js',
      imports: ['_shared-2.js', '_picker-4.js'],
      css: ['assets/page-5.css'],
    },
    '_picker-4.js': { file: 'assets/picker-4.js', css: ['assets/picker-6.css'] },
    'src/pages/HomePage.tsx': { file: 'assets/HomePage-7.js', imports: ['_shared-2.js', '_paged-8.js'] },
    '_paged-8.js': { file: 'assets/paged-8.js', css: ['assets/paged-11.css', 'assets/index-12.css'] },
    'src/ports/http-services.ts': { file: 'assets/http-services-9.js', imports: ['_shared-2.js'] },
    '../http-adapter/src/request-table.ts': { file: 'assets/request-table-10.js' },
  }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webDist });
});
afterAll(async () => {
  await server.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

const linksOf = (html: string): string[] => html.match(/<link [^>]*>/g) ?? [];

describe('page hints (issue #22)', () => {
  it('the create-Pin page, signed in: the session read, the picker read, and the page chunks the entry does not load', async () => {
    const client = new WireClient(server.url);
    await client.signUp('hinted');
    const response = await client.fetch('/pin/create/bookmarklet/?url=https%3A%2F%2Fexample.com%2F');
    const links = linksOf(await response.text());
    expect(links).toEqual([
      `<link rel="preload" as="fetch" crossorigin href="${SESSION_READ_URL}" data-early-read="session">`,
      `<link rel="preload" as="fetch" crossorigin href="${PICKER_READ_URL}" data-early-read="picker">`,
      '<link rel="modulepreload" crossorigin href="/assets/CreatePinRoute-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/picker-4.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/page-5.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/picker-6.css">',
    ]);
    // the reads are this origin's, which the page's CSP allows, and the picker read answers as the app asks it
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    const picker = await client.fetch(PICKER_READ_URL);
    expect(picker.status).toBe(200);
    expect(((await picker.json()) as { resource_response: { data: { all_boards: unknown[] } } }).resource_response.data.all_boards).toEqual(
      expect.any(Array),
    );
  });

  it('signed out, the create-Pin page names no picker read (it would be refused); other pages only the session read', async () => {
    const visitor = await fetch(`${server.url}/pin/create/`);
    expect(linksOf(await visitor.text()).filter((link) => link.includes('data-early-read="picker"'))).toEqual([]);
    const search = linksOf(await (await fetch(`${server.url}/search/pins/?q=lamp`)).text());
    expect(search).toEqual([`<link rel="preload" as="fetch" crossorigin href="${SESSION_READ_URL}" data-early-read="session">`]);
  });

  it('issue 24: the home feed, signed in or out, names its first page and its chunks, with the services that read it', async () => {
    // issue 22: its first screen is in the HTML, so its styles come first and apply (the entry's
    // own are not named again), and its chunks load at low priority behind them
    const expected = [
      '<link rel="stylesheet" crossorigin href="/assets/paged-11.css">',
      `<link rel="preload" as="fetch" crossorigin href="${SESSION_READ_URL}" data-early-read="session">`,
      `<link rel="preload" as="fetch" crossorigin href="${HOME_FEED_READ_URL}" data-early-read="home-feed">`,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/HomePage-7.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/paged-8.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/http-services-9.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/request-table-10.js">',
    ];
    expect(linksOf(await (await fetch(`${server.url}/`)).text())).toEqual(expected);
    expect(linksOf(await (await fetch(`${server.url}/ideas/`)).text())).toEqual(expected);
    const client = new WireClient(server.url);
    await client.signUp('feedhint');
    expect(linksOf(await (await client.fetch('/')).text())).toEqual(expected);
    // the named read is the feed as the app asks it
    const feed = await client.fetch(HOME_FEED_READ_URL);
    expect(feed.status).toBe(200);
  });

  it("issue 22: the home page's first screen follows the app's root, signed in or out; other pages have none", async () => {
    const visitor = await (await fetch(`${server.url}/`)).text();
    expect(visitor).toContain('<div id="root"></div><div id="ps-first-screen" class="ps-first-screen" aria-hidden="true">');
    expect(visitor).toContain(HOME_MESSAGES.signedOutIntro);
    const client = new WireClient(server.url);
    await client.signUp('firstscreen');
    const pinner = await (await client.fetch('/')).text();
    expect(pinner).toContain('id="ps-first-screen"');
    expect(pinner).not.toContain(HOME_MESSAGES.signedOutIntro);
    expect(await (await fetch(`${server.url}/search/pins/?q=lamp`)).text()).not.toContain('ps-first-screen');
  });

  it('a hinted page is compressed per request and still revalidated; assets are not touched', async () => {
    const page = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('data-early-read="session"');
    expect(await (await fetch(`${server.url}/.vite/manifest.json`)).text()).not.toContain('data-early-read');
  });

  it("issue 24 §4: the home feed names its first cards' WebP images for a phone, at high priority, as the grid asks them", () => {
    const variant = (width: number, name: string) => ({
      url: `/media/${name}.jpg`,
      webpUrl: `/media/${name}.webp`,
      width,
      height: width * 1.5,
    });
    const images = { '236x': variant(236, 'a.236x'), '474x': variant(474, 'a.474x'), orig: variant(800, 'a') };
    const wide = { '236x': { url: '/media/w.jpg', webpUrl: '/media/w.webp', width: 236, height: 100 } };
    // the top row's taller image only (the page's largest paint at a phone's column width)
    const hints = pageHints({ path: '/', signedIn: false, webRoot: webDist, leadImages: [wide, images, undefined] });
    const links = linksOf(hints.first + hints.last).filter((link) => link.includes('as="image"'));
    expect(links).toEqual([
      '<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(max-width: 551px)" imagesrcset="/media/a.236x.webp 236w, /media/a.474x.webp 474w, /media/a.webp 800w" imagesizes="(min-resolution: 3.01dppx) calc(25vw - 10px), (min-resolution: 2.01dppx) calc(33.33vw - 13.33px), calc(50vw - 20px)">',
    ]);
    // another page names none, whatever it is given
    expect(pageHints({ path: '/search/', signedIn: false, webRoot: webDist, leadImages: [images] })).toEqual({
      first: '',
      last: `<link rel="preload" as="fetch" crossorigin href="${SESSION_READ_URL}" data-early-read="session">`,
    });
  });
});
