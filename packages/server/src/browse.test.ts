/**
 * The browse reads (wire-protocol.md "Reads the web app needs") on the demo seed: the home feed,
 * a profile and its boards, a board by its URL, a board's Pins, search, and the viewer's own
 * advertiser; visibility as everywhere (secret and protected boards only listed for their members,
 * a secret board answered to others as a missing one), paging by bookmark.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from './seed.js';
import { dataOf, errorOf, WireClient, type WireResponse } from './testing/client.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
let visitor: WireClient;
let demo: WireClient;
let sam: WireClient;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  visitor = new WireClient(server.url);
  demo = new WireClient(server.url);
  sam = new WireClient(server.url);
  dataOf(await demo.signIn('demo', DEMO_PASSWORD));
  dataOf(await sam.signIn('sam', DEMO_PASSWORD));
}, 60_000);

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

type PinItem = { id: string; title?: string; board?: { name: string } };
type BoardItem = { id: string; name: string; slug?: string; privacy: string; pin_count: number };
const bookmarkOf = (response: WireResponse): string | undefined =>
  (response.body?.resource_response as { bookmark?: string } | undefined)?.bookmark;

describe('HomeFeedResource', () => {
  test('a visitor sees Pins of public boards only, newest first', async () => {
    const pins = dataOf<PinItem[]>(await visitor.get('HomeFeedResource', { page_size: 100 }));
    const titles = pins.map((pin) => pin.title);
    expect(titles).toContain('Lisbon rooftops');
    expect(titles).not.toContain('Cake ideas'); // demo's secret board
    expect(titles).not.toContain('Secret recipe'); // sam's secret board
    expect(titles).not.toContain('Trail tent'); // lee's protected board
  });

  test("a member also sees the secret board's Pins; others do not", async () => {
    expect(dataOf<PinItem[]>(await demo.get('HomeFeedResource', { page_size: 100 })).map((p) => p.title)).toContain('Cake ideas');
    expect(dataOf<PinItem[]>(await sam.get('HomeFeedResource', { page_size: 100 })).map((p) => p.title)).not.toContain('Cake ideas');
  });

  test('pages by bookmark until the last page, without repeats', async () => {
    const seen: string[] = [];
    let bookmark: string | undefined;
    let pages = 0;
    do {
      const response = await visitor.get('HomeFeedResource', { page_size: 3, ...(bookmark ? { bookmark } : {}) });
      seen.push(...dataOf<PinItem[]>(response).map((pin) => pin.id));
      bookmark = bookmarkOf(response);
      pages += 1;
    } while (bookmark !== undefined && pages < 50);
    const all = dataOf<PinItem[]>(await visitor.get('HomeFeedResource', { page_size: 100 })).map((pin) => pin.id);
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 3));
  });

  test('a made-up bookmark or page size is 400', async () => {
    expect(errorOf(await visitor.get('HomeFeedResource', { bookmark: 'nope' })).http_status).toBe(400);
    expect(errorOf(await visitor.get('HomeFeedResource', { page_size: 0 })).http_status).toBe(400);
    expect(errorOf(await visitor.get('HomeFeedResource', { page_size: 101 })).http_status).toBe(400);
  });
});

describe('UserResource and UserBoardsResource', () => {
  test('a profile with counts of what the viewer may see; 404 for nobody', async () => {
    const asVisitor = dataOf<{ username: string; board_count: number; pin_count: number; follower_count: number; followed_by_me: boolean }>(
      await visitor.get('UserResource', { username: 'demo' }),
    );
    const asDemo = dataOf<{ board_count: number }>(await demo.get('UserResource', { username: 'demo' }));
    expect(asVisitor).toMatchObject({ username: 'demo', followed_by_me: false });
    expect(asDemo.board_count).toBe(asVisitor.board_count + 1); // the secret board
    expect(errorOf(await visitor.get('UserResource', { username: 'nobody-here' })).http_status).toBe(404);
    expect(errorOf(await visitor.get('UserResource', { username: 'demo@pinstack.test' })).http_status).toBe(404);
  });

  test('followed_by_me says whether the viewer follows them', async () => {
    expect(dataOf<{ followed_by_me: boolean }>(await demo.get('UserResource', { username: 'sam' })).followed_by_me).toBe(true);
  });

  test("a user's boards: secret ones only for members, each with its pin count and slug", async () => {
    const asVisitor = dataOf<BoardItem[]>(await visitor.get('UserBoardsResource', { username: 'demo', page_size: 100 }));
    const asDemo = dataOf<BoardItem[]>(await demo.get('UserBoardsResource', { username: 'demo', page_size: 100 }));
    expect(asVisitor.map((b) => b.name)).not.toContain('Birthday surprise');
    expect(asDemo.map((b) => b.name)).toContain('Birthday surprise');
    expect(asVisitor.find((b) => b.name === 'Kitchen ideas')).toMatchObject({ pin_count: 3, privacy: 'public' });
    expect(asVisitor.every((b) => typeof b.slug === 'string' && b.slug !== '')).toBe(true);
    const lee = dataOf<BoardItem[]>(await visitor.get('UserBoardsResource', { username: 'lee', page_size: 100 }));
    expect(lee.map((b) => b.name)).not.toContain('Acme spring campaign'); // protected: not listed
  });
});

describe('SearchResource', () => {
  test('Pins whose title, description or board name hold every word, case-insensitively', async () => {
    const pins = dataOf<PinItem[]>(await visitor.get('SearchResource', { query: 'KITCHEN' }));
    expect(pins.map((p) => p.title).sort()).toEqual(['Brass pendant lights', 'Green tiles #kitchen', 'Open shelving']);
    expect(dataOf<PinItem[]>(await visitor.get('SearchResource', { query: 'kitchen tiles' })).map((p) => p.title)).toEqual([
      'Green tiles #kitchen',
    ]);
  });

  test('never a secret Pin for others, and LIKE wildcards are literal', async () => {
    expect(dataOf<PinItem[]>(await visitor.get('SearchResource', { query: 'cake' }))).toEqual([]);
    expect(dataOf<PinItem[]>(await demo.get('SearchResource', { query: 'cake' })).map((p) => p.title)).toEqual(['Cake ideas']);
    expect(dataOf<PinItem[]>(await visitor.get('SearchResource', { query: '%' }))).toEqual([]);
  });

  test('boards and users scopes; every other scope searches Pins; an unknown scope is 400 (the core request schema)', async () => {
    const boards = dataOf<BoardItem[]>(await visitor.get('SearchResource', { query: 'garden', scope: 'boards' }));
    expect(boards.map((b) => b.name)).toEqual(['Garden']);
    const users = dataOf<{ username: string }[]>(await visitor.get('SearchResource', { query: 'rivera', scope: 'users' }));
    expect(users.map((u) => u.username)).toEqual(['sam']);
    const videos = dataOf<PinItem[]>(await visitor.get('SearchResource', { query: 'garden', scope: 'videos' }));
    expect(videos.map((p) => p.title)).toEqual(['Raised beds']);
    const unknown = errorOf(await visitor.get('SearchResource', { query: 'garden', scope: 'whatever' }));
    expect(unknown).toMatchObject({ http_status: 400, message: 'Invalid options.' });
    expect(unknown.message_detail).toContain('scope');
  });
});

describe('BoardResource by /{username}/{slug}/ (wire protocol)', () => {
  test('the board its url names, for a visitor too; the same board as by id', async () => {
    const kitchen = dataOf<BoardItem & { url: string }>(await visitor.get('BoardResource', { username: 'demo', slug: 'kitchen-ideas' }));
    expect(kitchen).toMatchObject({ name: 'Kitchen ideas', url: '/demo/kitchen-ideas/' });
    expect(dataOf<BoardItem>(await visitor.get('BoardResource', { board_id: kitchen.id })).slug).toBe('kitchen-ideas');
    // S0 §3 slugs are lower-case; a URL typed in capitals finds the same board
    expect(dataOf<BoardItem>(await visitor.get('BoardResource', { username: 'DEMO', slug: 'Kitchen-Ideas' })).id).toBe(kitchen.id);
  });

  test('S0 §6: a secret board answers a non-member exactly as a missing one (status, message, detail)', async () => {
    const secret = dataOf<BoardItem>(await demo.get('BoardResource', { username: 'demo', slug: 'birthday-surprise' }));
    expect(secret.name).toBe('Birthday surprise');
    const missing = errorOf(await sam.get('BoardResource', { username: 'demo', slug: 'no-such-board' }));
    expect(missing.http_status).toBe(404);
    for (const client of [sam, visitor]) {
      expect(errorOf(await client.get('BoardResource', { username: 'demo', slug: 'birthday-surprise' }))).toEqual(missing);
      expect(errorOf(await client.get('BoardResource', { board_id: secret.id }))).toEqual(missing);
      expect(errorOf(await client.get('BoardFeedResource', { board_id: secret.id }))).toEqual(missing);
    }
    expect(errorOf(await sam.get('BoardResource', { username: 'nobody-here', slug: 'birthday-surprise' }))).toEqual(missing);
  });

  test('S0 §3 (issue 20): boards of one name made at the same moment still get their own slugs; each URL opens its own board', async () => {
    const twin = new WireClient(server.url);
    const { username } = await twin.signUp('twins');
    const made = await Promise.all(
      Array.from({ length: 4 }, () => twin.create('BoardResource', { name: 'Secret stash', privacy: 'secret' }).then(dataOf<BoardItem>)),
    );
    const slugs = made.map((board) => board.slug).sort();
    expect(slugs).toEqual(['secret-stash', 'secret-stash-2', 'secret-stash-3', 'secret-stash-4']);
    for (const board of made) {
      expect(dataOf<BoardItem>(await twin.get('BoardResource', { username, slug: board.slug })).id).toBe(board.id);
    }
  });

  test('half a lookup ({ username } without slug) is 400', async () => {
    expect(errorOf(await visitor.get('BoardResource', { username: 'demo' })).http_status).toBe(400);
  });
});

describe('BoardFeedResource (paged, newest first)', () => {
  test('pages of page_size with a bookmark until the last; a section keeps its own Pins', async () => {
    const kitchen = dataOf<BoardItem>(await visitor.get('BoardResource', { username: 'demo', slug: 'kitchen-ideas' }));
    const first = await visitor.get('BoardFeedResource', { board_id: kitchen.id, page_size: 2 });
    const second = await visitor.get('BoardFeedResource', { board_id: kitchen.id, page_size: 2, bookmark: bookmarkOf(first) });
    expect(dataOf<PinItem[]>(first)).toHaveLength(2);
    expect(bookmarkOf(first)).toBeDefined();
    expect(dataOf<PinItem[]>(second)).toHaveLength(1);
    expect(bookmarkOf(second)).toBeUndefined();
    const all = dataOf<(PinItem & { created_at: string })[]>(await visitor.get('BoardFeedResource', { board_id: kitchen.id }));
    expect([...dataOf<PinItem[]>(first), ...dataOf<PinItem[]>(second)].map((p) => p.id)).toEqual(all.map((p) => p.id));
    const times = all.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const sections = dataOf<{ id: string; title: string }[]>(await visitor.get('BoardSectionsRepinResource', { board_id: kitchen.id }));
    const lighting = sections.find((section) => section.title === 'Lighting');
    const inLighting = dataOf<PinItem[]>(await visitor.get('BoardFeedResource', { board_id: kitchen.id, section_id: lighting?.id }));
    expect(inLighting.map((p) => p.title)).toEqual(['Brass pendant lights']);
  });
});

describe('the viewer carries its own advertiser (S1 §3 Viewer, S1 §9 currency)', () => {
  test('ava owns Acme Outdoors (US): its id, country and currency; demo owns none', async () => {
    const ava = new WireClient(server.url);
    const viewer = dataOf<{ advertiser: { id: string; country: string; currency: string; merchant_id?: string } | null }>(
      await ava.signIn('ava', DEMO_PASSWORD),
    );
    expect(viewer.advertiser).toMatchObject({ country: 'US', currency: 'USD', merchant_id: 'acme-001' });
    const advertiser = dataOf<{ id: string; name: string }>(await ava.get('AdvertiserResource', { advertiser_id: viewer.advertiser?.id }));
    expect(advertiser.name).toBe('Acme Outdoors');
    expect(dataOf<{ advertiser: unknown }>(await demo.get('UserSessionResource', {})).advertiser).toBeNull();
  });
});
