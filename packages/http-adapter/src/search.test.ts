/** S1 §7 typeahead through the HTTP adapter: results cached by scope and term, bounded. */
import { describe, expect, it } from 'vitest';
import { test, fc } from '@pinstack/core/testing';
import { Effect, Exit } from 'effect';
import { RECENT_ITEM_CACHE_SIZE, SearchService, type TypeaheadOptions } from '@pinstack/core';
import { makeHttpAdapter } from './index.js';
import { failureResponse, recordingFetch, successResponse, type RecordedRequest } from './testing.js';

const sentOptions = (r: RecordedRequest) =>
  (JSON.parse(new URL(r.url).searchParams.get('data') ?? 'null') as { options: TypeaheadOptions }).options;

const setup = (respond?: (r: RecordedRequest) => Response, typeaheadCacheSize?: number) => {
  const { fetch, requests } = recordingFetch(
    respond ?? ((r) => successResponse({ items: [{ query: `${sentOptions(r).term}!` }], hint: null })),
  );
  const layer = makeHttpAdapter({ baseUrl: 'https://api.test', fetch, ...(typeaheadCacheSize ? { typeaheadCacheSize } : {}) });
  const typeahead = (options: TypeaheadOptions) =>
    Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(SearchService, (s) => s.typeahead(options)),
        layer,
      ),
    );
  return { typeahead, requests };
};

describe('HTTP adapter typeahead cache (S1 §7, S1 §9)', () => {
  it('S1 §7: the same scope and term is fetched once', async () => {
    const { typeahead, requests } = setup();
    const first = await typeahead({ term: 'cake', pin_scope: 'pins' });
    const second = await typeahead({ term: 'cake', pin_scope: 'pins' });
    expect(requests).toHaveLength(1);
    expect(second).toEqual(first);
    expect(first).toEqual(Exit.succeed({ items: [{ query: 'cake!' }], hint: null }));
  });

  it('S1 §7: another scope or another term is another request', async () => {
    const { typeahead, requests } = setup();
    await typeahead({ term: 'cake', pin_scope: 'pins' });
    await typeahead({ term: 'cake', pin_scope: 'boards' });
    await typeahead({ term: 'cakes', pin_scope: 'pins' });
    expect(requests.map(sentOptions)).toEqual([
      { term: 'cake', pin_scope: 'pins', count: 5 },
      { term: 'cake', pin_scope: 'boards', count: 5 },
      { term: 'cakes', pin_scope: 'pins', count: 5 },
    ]);
  });

  it('S1 §9: the default count is 5 and an explicit count is sent as given', async () => {
    const { typeahead, requests } = setup();
    await typeahead({ term: 'a', pin_scope: 'pins', count: 12 });
    expect(sentOptions(requests[0]!).count).toBe(12);
  });

  it('a later page (bookmarks) is always fetched', async () => {
    const { typeahead, requests } = setup();
    await typeahead({ term: 'cake', pin_scope: 'pins', bookmarks: ['b1'] });
    await typeahead({ term: 'cake', pin_scope: 'pins', bookmarks: ['b1'] });
    expect(requests).toHaveLength(2);
    expect(sentOptions(requests[0]!)).toEqual({ term: 'cake', pin_scope: 'pins', bookmarks: ['b1'], count: 5 });
  });

  it('failures are not cached: the next lookup asks again', async () => {
    let fail = true;
    const { typeahead, requests } = setup(() =>
      fail ? failureResponse({ http_status: 500, message: 'down' }) : successResponse({ items: [] }),
    );
    expect(Exit.isFailure(await typeahead({ term: 'x', pin_scope: 'pins' }))).toBe(true);
    fail = false;
    expect(await typeahead({ term: 'x', pin_scope: 'pins' })).toEqual(Exit.succeed({ items: [] }));
    expect(requests).toHaveLength(2);
  });

  it(`S1 §9: the cache is bounded (default ${RECENT_ITEM_CACHE_SIZE} entries)`, async () => {
    const { typeahead, requests } = setup();
    for (let i = 0; i <= RECENT_ITEM_CACHE_SIZE; i++) await typeahead({ term: `t${i}`, pin_scope: 'pins' });
    expect(requests).toHaveLength(RECENT_ITEM_CACHE_SIZE + 1);
    await typeahead({ term: 't0', pin_scope: 'pins' });
    expect(requests).toHaveLength(RECENT_ITEM_CACHE_SIZE + 2);
    await typeahead({ term: `t${RECENT_ITEM_CACHE_SIZE}`, pin_scope: 'pins' });
    expect(requests).toHaveLength(RECENT_ITEM_CACHE_SIZE + 2);
  });

  test.prop(
    [fc.array(fc.tuple(fc.constantFrom('pins', 'boards', 'users'), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 12 })],
    { numRuns: 40 },
  )(
    'with room for every key, each distinct scope and term is fetched exactly once and answers its own term',
    async (lookups) => {
      const { typeahead, requests } = setup(undefined, 64);
      for (const [pin_scope, term] of lookups) {
        expect(await typeahead({ term, pin_scope })).toEqual(Exit.succeed({ items: [{ query: `${term}!` }], hint: null }));
      }
      expect(requests).toHaveLength(new Set(lookups.map(([s, t]) => JSON.stringify([s, t]))).size);
    },
    30_000,
  );
});
