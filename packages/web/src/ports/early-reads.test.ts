/**
 * Issue #22: the create-Pin page's first board read is the one the server named in the page's
 * head (server `src/http/page-hints.ts`), taken instead of asking again when the picker's options
 * are the ones named; any other read, or an answer that is not a success, asks as before.
 */
import { BOARD_PICKER_FIELD_SET_KEY, SHORTLIST_SUGGESTIONS } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { claimEarlyRead, claimEarlyReadAt, dropEarlyReads, earlyPickerAnswers } from './early-reads.js';
import { makeHttpBackend } from './http-backend.js';

const PICKER_URL = `/resource/BoardPickerBoardsResource/get/?data=${encodeURIComponent(
  JSON.stringify({ options: { field_set_key: BOARD_PICKER_FIELD_SET_KEY, shortlist_suggestions: SHORTLIST_SUGGESTIONS } }),
)}`;

const picker = (names: readonly string[]) =>
  new Response(
    JSON.stringify({
      resource_response: {
        status: 'success',
        data: { all_boards: names.map((name, i) => ({ id: String(i + 1), name })), boards_shortlist: [] },
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const pageOptions = {
  username: 'ada',
  field_set_key: BOARD_PICKER_FIELD_SET_KEY,
  shortlist_suggestions: SHORTLIST_SUGGESTIONS,
  isDesktop: true,
};

describe('early reads (issue #22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('the tag the server put in the head names the read; no tag, no early read', () => {
    const link = { getAttribute: (name: string) => (name === 'href' ? PICKER_URL : name === 'data-early-read' ? 'picker' : null) };
    const head = { querySelectorAll: () => [link] } as unknown as ParentNode;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => picker(['Early'])),
    );
    expect(claimEarlyRead('session', head)).toBeNull();
    expect(claimEarlyRead('picker', undefined)).toBeNull();
    expect(claimEarlyRead('picker', head)?.url).toBe(PICKER_URL);
    // once per page load
    expect(claimEarlyRead('picker', head)).toBeNull();
  });

  test('the named read answers the page picker whatever its username and device; not another Pin, advertiser or shortlist', () => {
    expect(earlyPickerAnswers(PICKER_URL, pageOptions)).toBe(true);
    expect(earlyPickerAnswers(PICKER_URL, { ...pageOptions, isDesktop: false, username: 'other' })).toBe(true);
    expect(earlyPickerAnswers(PICKER_URL, { ...pageOptions, pin_id: '9' })).toBe(false);
    expect(earlyPickerAnswers(PICKER_URL, { ...pageOptions, advertiser_id: '3', filter: 'protected' })).toBe(false);
    expect(earlyPickerAnswers(PICKER_URL, { ...pageOptions, shortlist_suggestions: 5 })).toBe(false);
    expect(earlyPickerAnswers('/resource/BoardPickerBoardsResource/get/?data=not-json', pageOptions)).toBe(false);
  });

  test('the picker takes the early answer once, without asking; its next read asks', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        return picker(['Asked']);
      }),
    );
    const backend = makeHttpBackend('http://pinstack.test', null, { url: PICKER_URL, answer: Promise.resolve(picker(['Early'])) });
    const read = Effect.flatMap(BoardService, (boards) => boards.getPickerBoards(pageOptions));
    const first = await backend.run(read);
    expect(first.ok && first.value.all_boards.map((b) => b.name)).toEqual(['Early']);
    expect(fetched.filter((url) => url.includes('BoardPickerBoardsResource'))).toEqual([]);
    const second = await backend.run(read);
    expect(second.ok && second.value.all_boards.map((b) => b.name)).toEqual(['Asked']);
  });

  test('an early answer that is not a success (signed out meanwhile) or other options: the picker asks itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => picker(['Asked'])),
    );
    const refused = new Response('{}', { status: 401 });
    const signedOut = makeHttpBackend('http://pinstack.test', null, { url: PICKER_URL, answer: Promise.resolve(refused) });
    const read = (options: object) => Effect.flatMap(BoardService, (boards) => boards.getPickerBoards(options));
    const asked = await signedOut.run(read(pageOptions));
    expect(asked.ok && asked.value.all_boards.map((b) => b.name)).toEqual(['Asked']);
    const other = makeHttpBackend('http://pinstack.test', null, { url: PICKER_URL, answer: Promise.resolve(picker(['Early'])) });
    const forPin = await other.run(read({ ...pageOptions, pin_id: '9' }));
    expect(forPin.ok && forPin.value.all_boards.map((b) => b.name)).toEqual(['Asked']);
  });

  test('issue 24: the home feed the server named is taken by the feed read itself, once; the next read asks', async () => {
    const FEED_URL = `/resource/HomeFeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { page_size: 25 } }))}`;
    const link = {
      href: `http://pinstack.test${FEED_URL}`,
      getAttribute: (name: string) => (name === 'href' ? FEED_URL : name === 'data-early-read' ? 'home-feed' : null),
    };
    vi.stubGlobal('document', { querySelectorAll: () => [link] });
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), init });
        return new Response(JSON.stringify({ resource_response: { status: 'success', data: [] }, bookmark: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const backend = makeHttpBackend('http://pinstack.test', null, null);
    expect((await backend.browse.homeFeed(null)).ok).toBe(true);
    // the early read: a bare GET of the named URL, as the preload was made (the browser hands over its answer)
    expect(calls).toEqual([{ url: FEED_URL, init: { credentials: 'same-origin' } }]);
    expect((await backend.browse.homeFeed(null)).ok).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe(`http://pinstack.test${FEED_URL}`);
    expect(calls[1]?.init).not.toEqual({ credentials: 'same-origin' });
  });

  test('a read named elsewhere is not taken; after a write the reads not taken yet are dropped', () => {
    const url = `http://pinstack.test${PICKER_URL}`;
    const link = {
      href: url,
      getAttribute: (name: string) => (name === 'href' ? PICKER_URL : name === 'data-early-read' ? 'session' : null),
    };
    const head = { querySelectorAll: () => [link] } as unknown as ParentNode;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => picker(['Early'])),
    );
    expect(claimEarlyReadAt('/resource/BoardPickerBoardsResource/get/?data=%7B%7D', head)).toBeNull();
    dropEarlyReads(head);
    expect(claimEarlyReadAt(url, head)).toBeNull();
  });
});
