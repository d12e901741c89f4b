/**
 * Issue #22: the create-Pin page's first board read is the one the server named in the page's
 * head (server `src/http/page-hints.ts`), taken instead of asking again when the picker's options
 * are the ones named; any other read, or an answer that is not a success, asks as before.
 */
import { BOARD_PICKER_FIELD_SET_KEY, SHORTLIST_SUGGESTIONS } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { earlyPickerAnswers, earlyReadUrl } from './early-reads.js';
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
    const head = {
      querySelector: (selector: string) =>
        selector.includes('data-early-read="picker"') ? { getAttribute: (name: string) => (name === 'href' ? PICKER_URL : null) } : null,
    } as unknown as ParentNode;
    expect(earlyReadUrl('picker', head)).toBe(PICKER_URL);
    expect(earlyReadUrl('session', head)).toBeNull();
    expect(earlyReadUrl('picker', undefined)).toBeNull();
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
});
