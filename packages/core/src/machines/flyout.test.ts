import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS } from '../constants.js';
import type { AutocompleteItem } from '../entities.js';
import { FLYOUT_KEYS, type FlyoutKey, flyoutKey } from '../rules/flyout-keyboard.js';
import { SEARCH_TYPEAHEAD_DEBOUNCE_MS } from '../rules/search-typeahead.js';
import { fc, test } from '../testing/property.js';
import { hashtagAutocompleteMachine } from './hashtag-autocomplete/hashtag-autocomplete.machine.js';
import type { SearchHashtagsInput } from './hashtag-autocomplete/hashtag-autocomplete.types.js';
import { searchTypeaheadMachine } from './search-typeahead/search-typeahead.machine.js';
import type { SearchTypeaheadAnswer, SearchTypeaheadInput } from './search-typeahead/search-typeahead.types.js';

/** Opens each flyout on `count` rows and returns what a key sequence leaves: open or not, the highlight, the row chosen. */
async function hashtagAfter(count: number, keys: readonly FlyoutKey[]) {
  const items = Array.from({ length: count }, (_, i) => ({ query: `tag${i}` }));
  const searchHashtags = fromPromise<readonly AutocompleteItem[], SearchHashtagsInput>(async () => items);
  const actor = createActor(hashtagAutocompleteMachine.provide({ actors: { searchHashtags } }), { input: {} }).start();
  actor.send({ type: 'TEXT.CHANGE', text: '#t', caret: 2 });
  await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
  for (const key of keys) if (actor.getSnapshot().matches('open')) actor.send({ type: 'FLYOUT.KEY', key });
  const { context } = actor.getSnapshot();
  actor.stop();
  const chosen = /^#tag(\d+) $/.exec(context.text);
  return { open: actor.getSnapshot().matches('open'), activeIndex: context.activeIndex, chosen: chosen ? Number(chosen[1]) : null };
}

async function searchAfter(count: number, keys: readonly FlyoutKey[]) {
  const items = Array.from({ length: count }, (_, i) => ({ query: `tag${i}` }));
  const typeahead = fromPromise<SearchTypeaheadAnswer, SearchTypeaheadInput>(async () => ({ items, hint: null }));
  const actor = createActor(searchTypeaheadMachine.provide({ actors: { typeahead } }), { input: {} }).start();
  actor.send({ type: 'TEXT.CHANGE', text: 't' });
  await vi.advanceTimersByTimeAsync(SEARCH_TYPEAHEAD_DEBOUNCE_MS);
  for (const key of keys) if (actor.getSnapshot().matches('open')) actor.send({ type: 'LIST.KEY', key });
  const { context } = actor.getSnapshot();
  actor.stop();
  const chosen = context.chosen === null ? null : Number(/^tag(\d+)$/.exec(context.text)?.[1]);
  return { open: actor.getSnapshot().matches('open'), activeIndex: context.activeIndex, chosen };
}

/** The same sequence read through the rule alone: what both machines must do. */
function ruleAfter(count: number, keys: readonly FlyoutKey[]) {
  let state = { open: true, activeIndex: -1, chosen: null as number | null };
  for (const key of keys) {
    if (!state.open) break;
    const outcome = flyoutKey(key, state.activeIndex, count);
    if (outcome.kind === 'highlight') state = { ...state, activeIndex: outcome.index };
    if (outcome.kind === 'choose') state = { open: false, activeIndex: -1, chosen: outcome.index };
    if (outcome.kind === 'close') state = { ...state, open: false, activeIndex: -1 };
  }
  return state;
}

describe('flyoutKeyActions (the key handling the hashtag flyout and the header typeahead share)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Enter on the row ArrowUp reached chooses it in both; Escape closes both; Enter on nothing leaves both open', async () => {
    for (const after of [hashtagAfter, searchAfter]) {
      expect(await after(3, ['ArrowUp', 'Enter'])).toEqual({ open: false, activeIndex: -1, chosen: 2 });
      expect(await after(3, ['ArrowDown', 'Escape'])).toEqual({ open: false, activeIndex: -1, chosen: null });
      expect(await after(3, ['Enter'])).toEqual({ open: true, activeIndex: -1, chosen: null });
    }
  });

  test.prop([fc.integer({ min: 1, max: 5 }), fc.array(fc.constantFrom(...FLYOUT_KEYS), { maxLength: 8 })], { numRuns: 40 })(
    'property: both flyouts answer any key sequence as the flyoutKey rule says (highlight, choice, close)',
    async (count, keys) => {
      const expected = ruleAfter(count, keys);
      expect(await hashtagAfter(count, keys)).toEqual(expected);
      expect(await searchAfter(count, keys)).toEqual(expected);
    },
  );
});
