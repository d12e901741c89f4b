import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SEARCH_TYPEAHEAD_DEBOUNCE_MS, type TypeaheadSuggestion } from '../../rules/search-typeahead.js';
import { fc, test } from '../../testing/property.js';
import { searchTypeaheadMachine } from './search-typeahead.machine.js';
import { selectSearchTypeahead } from './search-typeahead.selectors.js';
import type { SearchTypeaheadInput } from './search-typeahead.types.js';

const harness = (
  answer: (term: string) => Promise<readonly TypeaheadSuggestion[]> = async (term) => [
    { query: `${term} lamp` },
    { query: `${term} chair` },
  ],
) => {
  const calls: string[] = [];
  const machine = searchTypeaheadMachine.provide({
    actors: {
      typeahead: fromPromise<readonly TypeaheadSuggestion[], SearchTypeaheadInput>(async ({ input }) => {
        calls.push(input.term);
        return answer(input.term);
      }),
    },
  });
  const actor = createActor(machine, { input: { text: '' } }).start();
  return { actor, calls, view: () => selectSearchTypeahead(actor.getSnapshot()) };
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
    expect(h.view()).toMatchObject({ expanded: false, text: 'oak lamp', chosen: { path: '/search/pins/?q=oak%20lamp', count: 1 } });
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
