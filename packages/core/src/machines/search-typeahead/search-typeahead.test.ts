import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SEARCH_TYPEAHEAD_DEBOUNCE_MS, type TypeaheadSuggestion } from '../../rules/search-typeahead.js';
import { fc, test } from '../../testing/property.js';
import { searchTypeaheadMachine } from './search-typeahead.machine.js';
import { selectSearchTypeahead } from './search-typeahead.selectors.js';
import type { SearchTypeaheadAnswer, SearchTypeaheadInput, SearchTypeaheadStart } from './search-typeahead.types.js';

const harness = (
  answer: (term: string) => Promise<readonly TypeaheadSuggestion[]> = async (term) => [
    { query: `${term} lamp` },
    { query: `${term} chair` },
  ],
  start: SearchTypeaheadStart = { text: '' },
  hint: string | null = null,
) => {
  const calls: string[] = [];
  const asked: SearchTypeaheadInput[] = [];
  const machine = searchTypeaheadMachine.provide({
    actors: {
      typeahead: fromPromise<SearchTypeaheadAnswer, SearchTypeaheadInput>(async ({ input }) => {
        calls.push(input.term);
        asked.push(input);
        return { items: await answer(input.term), hint };
      }),
    },
  });
  const actor = createActor(machine, { input: start }).start();
  return { actor, calls, asked, view: () => selectSearchTypeahead(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('searchTypeaheadMachine (S1 §3/§7 the header search typeahead, issue 25)', () => {
  it('asks once typing pauses, with the last words only; the list opens with the suggestions', async () => {
    const h = harness();
    h.actor.send({ type: 'TEXT.CHANGE', text: 'b' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS - 1);
    h.actor.send({ type: 'TEXT.CHANGE', text: 'brass' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS - 1);
    expect(h.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls).toEqual(['brass']);
    expect(h.view()).toMatchObject({ expanded: true, activeIndex: -1, options: [{ text: 'brass lamp' }, { text: 'brass chair' }] });
  });

  it('arrow keys move the highlight and wrap; Enter chooses it (its search); Escape closes', async () => {
    const h = harness();
    h.actor.send({ type: 'TEXT.CHANGE', text: 'oak' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    h.actor.send({ type: 'LIST.KEY', key: 'ArrowUp' });
    expect(h.view().activeIndex).toBe(1);
    h.actor.send({ type: 'LIST.KEY', key: 'ArrowDown' });
    expect(h.view().activeIndex).toBe(0);
    h.actor.send({ type: 'LIST.KEY', key: 'Enter' });
    expect(h.view()).toMatchObject({
      expanded: false,
      text: 'oak lamp',
      chosen: { path: '/search/pins/?q=oak%20lamp', text: 'oak lamp', count: 1 },
    });
    h.actor.send({ type: 'TEXT.CHANGE', text: 'oak' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    h.actor.send({ type: 'LIST.KEY', key: 'Escape' });
    expect(h.view().expanded).toBe(false);
  });

  it('blank words, no suggestions and a failed call leave the list closed', async () => {
    const h = harness(async () => []);
    h.actor.send({ type: 'TEXT.CHANGE', text: '   ' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'TEXT.CHANGE', text: 'zzz' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    expect(h.view().expanded).toBe(false);
    const f = harness(async () => {
      throw new Error('offline');
    });
    f.actor.send({ type: 'TEXT.CHANGE', text: 'oak' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    expect(f.view().expanded).toBe(false);
    expect(f.actor.getSnapshot().status).toBe('active');
  });

  it("S1 §7: asks in the field's scope (pins unless told); a new scope closes the list and the next ask uses it", async () => {
    const h = harness(undefined, { text: '', scope: 'boards' });
    h.actor.send({ type: 'TEXT.CHANGE', text: 'oak' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    expect(h.view().expanded).toBe(true);
    h.actor.send({ type: 'SCOPE.SET', scope: 'users' });
    expect(h.view()).toMatchObject({ expanded: false, text: 'oak' });
    h.actor.send({ type: 'TEXT.CHANGE', text: 'oaks' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    expect(h.asked).toEqual([
      { term: 'oak', scope: 'boards' },
      { term: 'oaks', scope: 'users' },
    ]);
    expect(harness().actor.getSnapshot().context.scope).toBe('pins');
  });

  it("S1 §3: the view says while it asks, and shows the answer's hint only with the list", async () => {
    let answer: (items: readonly TypeaheadSuggestion[]) => void = () => {};
    const h = harness(() => new Promise((resolve) => (answer = resolve)), { text: '' }, 'oak lamps');
    h.actor.send({ type: 'TEXT.CHANGE', text: 'oak' });
    expect(h.view().searching).toBe(false);
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    expect(h.view()).toMatchObject({ searching: true, hint: null });
    answer([{ query: 'oak lamp' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ searching: false, expanded: true, hint: 'oak lamps' });
    h.actor.send({ type: 'LIST.KEY', key: 'Escape' });
    expect(h.view().hint).toBeNull();
  });

  test.prop([
    fc.array(fc.constantFrom<'ArrowDown' | 'ArrowUp'>('ArrowDown', 'ArrowUp'), { maxLength: 12 }),
    fc.integer({ min: 1, max: 5 }),
  ])('property: the highlight is always one of the shown options (or none)', async (keys, count) => {
    const h = harness(async () => Array.from({ length: count }, (_, i) => ({ query: `q${i}` })));
    h.actor.send({ type: 'TEXT.CHANGE', text: 'q' });
    await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
    for (const key of keys) {
      h.actor.send({ type: 'LIST.KEY', key });
      const view = h.view();
      expect(view.activeIndex).toBeGreaterThanOrEqual(keys.length === 0 ? -1 : 0);
      expect(view.activeIndex).toBeLessThan(view.options.length);
      expect(view.options.filter((option) => option.active)).toHaveLength(1);
    }
    h.actor.stop();
  });
});
