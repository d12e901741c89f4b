import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { AUTOCOMPLETE_MAX_ITEMS, HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS } from '../../constants.js';
import type { AutocompleteItem } from '../../entities.js';
import { hashtagAutocompleteMachine } from './hashtag-autocomplete.machine.js';
import { selectHashtagAutocomplete } from './hashtag-autocomplete.selectors.js';
import { hashtagAutocompleteSchema } from './hashtag-autocomplete.types.js';
import type { SearchHashtagsInput } from './hashtag-autocomplete.types.js';

const ITEMS: AutocompleteItem[] = [
  { query: 'summer', pin_count: 12 },
  { query: '  ' },
  { query: 'sunset', pin_count: 3 },
  { query: 'sun' },
  { query: 'sunday' },
  { query: 'sunflower' },
  { query: 'sunrise' },
];

function start(answer: (input: SearchHashtagsInput) => Promise<readonly AutocompleteItem[]> = async () => ITEMS) {
  const calls: string[] = [];
  const actor = createActor(
    hashtagAutocompleteMachine.provide({
      actors: {
        searchHashtags: fromPromise<readonly AutocompleteItem[], SearchHashtagsInput>(({ input }) => {
          calls.push(input.tag);
          return answer(input);
        }),
      },
    }),
    { input: { text: 'Beach day ' } },
  ).start();
  const type = (text: string, caret = text.length) => actor.send({ type: 'TEXT.CHANGE', text, caret });
  return { actor, calls, type, view: () => selectHashtagAutocomplete(actor.getSnapshot()) };
}

describe('hashtagAutocompleteMachine (S0 §2/§5 hashtag flyout)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names every state, event, guard, delay and actor of its schema', () => {
    const impl = hashtagAutocompleteMachine.implementations;
    expect(Object.keys(impl.guards).sort()).toEqual([...hashtagAutocompleteSchema.guards].sort());
    expect(Object.keys(impl.delays)).toEqual([...hashtagAutocompleteSchema.delays]);
    expect(Object.keys(impl.actors)).toEqual([...hashtagAutocompleteSchema.actors]);
    expect(Object.keys(hashtagAutocompleteMachine.root.states).sort()).toEqual([...hashtagAutocompleteSchema.states].sort());
  });

  it('asks once typing pauses for the debounce, with the tag only, and shows at most 5 items that have a query', async () => {
    const { calls, type, view } = start();
    type('Beach day #s');
    type('Beach day #su');
    type('Beach day #sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['sun']);
    expect(view().open).toBe(true);
    expect(view().items.map((i) => i.label)).toEqual(['#summer', '#sunset', '#sun', '#sunday', '#sunflower']);
    expect(view().items).toHaveLength(AUTOCOMPLETE_MAX_ITEMS);
    expect(view().items[0]).toEqual({ label: '#summer', pinCount: 12, active: false });
    expect(view().items[2]?.pinCount).toBeNull();
  });

  it('arrow keys move through the rows and wrap; Enter completes the active one and closes', async () => {
    const { actor, type, view } = start();
    type('Beach day #sun and sea', 14);
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    expect(view().handledKeys).not.toContain('Enter'); // no row reached yet: Enter is a newline
    actor.send({ type: 'FLYOUT.KEY', key: 'ArrowUp' });
    expect(view().activeIndex).toBe(4);
    actor.send({ type: 'FLYOUT.KEY', key: 'ArrowDown' });
    actor.send({ type: 'FLYOUT.KEY', key: 'ArrowDown' });
    expect(view().activeIndex).toBe(1);
    expect(view().handledKeys).toContain('Enter');
    actor.send({ type: 'FLYOUT.KEY', key: 'Enter' });
    expect(view()).toMatchObject({ state: 'closed', open: false, text: 'Beach day #sunset and sea', caret: 18 });
  });

  it('a click on a row completes it; Escape and leaving the field close without a change', async () => {
    const { actor, type, view } = start();
    type('#sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    actor.send({ type: 'ITEM.PICK', index: 0 });
    expect(view().text).toBe('#summer ');
    type('#summer #sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    actor.send({ type: 'FLYOUT.KEY', key: 'Escape' });
    expect(view()).toMatchObject({ open: false, text: '#summer #sun' });
    type('#summer #sunn');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    actor.send({ type: 'FLYOUT.CLOSE' });
    expect(view()).toMatchObject({ state: 'closed', text: '#summer #sunn' });
  });

  it('text without a tag at the caret closes the flyout and asks nothing', async () => {
    const { calls, type, view } = start();
    type('#sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    expect(view().open).toBe(true);
    type('#sun ');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS * 3);
    expect(view().open).toBe(false);
    expect(calls).toEqual(['sun']);
  });

  it('a newer keystroke cancels the call for the older text: its late answer is never shown', async () => {
    let release: (items: readonly AutocompleteItem[]) => void = () => {};
    const { calls, type, view } = start(({ tag }) =>
      tag === 'su' ? new Promise((resolve) => (release = resolve)) : Promise.resolve([{ query: 'sunset' }]),
    );
    type('#su');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    type('#sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    release([{ query: 'sugar' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['su', 'sun']);
    expect(view().items.map((i) => i.label)).toEqual(['#sunset']);
  });

  it('S0 §8: a failed call or an answer without usable items leaves the flyout closed', async () => {
    const failing = start(() => Promise.reject(new Error('down')));
    failing.type('#sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    expect(failing.view()).toMatchObject({ state: 'closed', open: false, text: '#sun' });
    const empty = start(async () => [{ query: ' ' }]);
    empty.type('#sun');
    await vi.advanceTimersByTimeAsync(HASHTAG_AUTOCOMPLETE_DEBOUNCE_MS);
    expect(empty.view().open).toBe(false);
  });
});
