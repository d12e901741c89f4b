import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import {
  initialNavigationHistory,
  type NavigationHistory,
  type NavigationHistoryAction,
  navigationHistoryLength,
  navigationHistoryReducer,
} from './navigation-history.js';

const run = <E>(start: NavigationHistory<E>, actions: readonly NavigationHistoryAction<E>[]): NavigationHistory<E> =>
  actions.reduce(navigationHistoryReducer<E>, start);

const timeline = <E>(h: NavigationHistory<E>): E[] => [...h.back, h.current, ...h.forward];

describe('S1 §4: navigation history reducer', () => {
  it('S1 §4: starts with only the current entry', () => {
    expect(initialNavigationHistory('/')).toEqual({ back: [], current: '/', forward: [] });
  });

  it('S1 §4: push makes the entry current and keeps the old one behind it', () => {
    const h = run(initialNavigationHistory('/'), [{ type: 'push', entry: '/pin/1/' }]);
    expect(h).toEqual({ back: ['/'], current: '/pin/1/', forward: [] });
  });

  it('S1 §4: push clears the forward list', () => {
    const h = run(initialNavigationHistory('/'), [
      { type: 'push', entry: '/a/' },
      { type: 'push', entry: '/b/' },
      { type: 'pop', delta: -2 },
      { type: 'push', entry: '/c/' },
    ]);
    expect(h).toEqual({ back: ['/'], current: '/c/', forward: [] });
  });

  it('S1 §4: replace swaps the current entry and keeps both stacks', () => {
    const start = run(initialNavigationHistory('/'), [
      { type: 'push', entry: '/a/' },
      { type: 'push', entry: '/b/' },
      { type: 'pop', delta: -1 },
    ]);
    expect(navigationHistoryReducer(start, { type: 'replace', entry: '/a2/' })).toEqual({
      back: ['/'],
      current: '/a2/',
      forward: ['/b/'],
    });
  });

  it('S1 §4: pop back moves entries from the back stack to the forward stack', () => {
    const start = run(initialNavigationHistory('/'), [
      { type: 'push', entry: '/a/' },
      { type: 'push', entry: '/b/' },
      { type: 'push', entry: '/c/' },
    ]);
    expect(navigationHistoryReducer(start, { type: 'pop', delta: -1 })).toEqual({
      back: ['/', '/a/'],
      current: '/b/',
      forward: ['/c/'],
    });
    expect(navigationHistoryReducer(start, { type: 'pop', delta: -3 })).toEqual({
      back: [],
      current: '/',
      forward: ['/a/', '/b/', '/c/'],
    });
  });

  it('S1 §4: pop forward moves them back again', () => {
    const atStart = run(initialNavigationHistory('/'), [
      { type: 'push', entry: '/a/' },
      { type: 'push', entry: '/b/' },
      { type: 'pop', delta: -2 },
    ]);
    expect(navigationHistoryReducer(atStart, { type: 'pop', delta: 1 })).toEqual({
      back: ['/'],
      current: '/a/',
      forward: ['/b/'],
    });
  });

  it('S1 §4: pop is clamped to the ends of the history', () => {
    const h = run(initialNavigationHistory('/'), [{ type: 'push', entry: '/a/' }]);
    expect(navigationHistoryReducer(h, { type: 'pop', delta: -10 }).current).toBe('/');
    expect(navigationHistoryReducer(h, { type: 'pop', delta: 10 })).toBe(h);
    expect(navigationHistoryReducer(initialNavigationHistory('/'), { type: 'pop', delta: -1 }).current).toBe('/');
  });

  it.each([0, Number.NaN, 0.5, -0.9])('S1 §4: pop by %d leaves the history as it is (same object)', (delta) => {
    const h = run(initialNavigationHistory('/'), [{ type: 'push', entry: '/a/' }]);
    expect(navigationHistoryReducer(h, { type: 'pop', delta })).toBe(h);
  });

  it('S1 §4: pop by ±Infinity goes to the oldest or newest entry', () => {
    const h = run(initialNavigationHistory('/'), [
      { type: 'push', entry: '/a/' },
      { type: 'push', entry: '/b/' },
    ]);
    const oldest = navigationHistoryReducer(h, { type: 'pop', delta: -Infinity });
    expect(oldest.current).toBe('/');
    expect(navigationHistoryReducer(oldest, { type: 'pop', delta: Infinity }).current).toBe('/b/');
  });

  it('S1 §4: an unknown action (untyped caller) leaves the history as it is', () => {
    const h = initialNavigationHistory('/');
    expect(navigationHistoryReducer(h, { type: 'go' } as unknown as NavigationHistoryAction<string>)).toBe(h);
    expect(navigationHistoryReducer(h, undefined as unknown as NavigationHistoryAction<string>)).toBe(h);
  });

  it('S1 §4: the reducer never mutates its input', () => {
    const h = run(initialNavigationHistory('/'), [
      { type: 'push', entry: '/a/' },
      { type: 'pop', delta: -1 },
    ]);
    const frozen = Object.freeze({ back: Object.freeze([...h.back]), current: h.current, forward: Object.freeze([...h.forward]) });
    expect(() => navigationHistoryReducer(frozen, { type: 'push', entry: '/b/' })).not.toThrow();
    expect(() => navigationHistoryReducer(frozen, { type: 'pop', delta: 1 })).not.toThrow();
    expect(frozen.forward).toEqual(['/a/']);
  });
});

/** A plain model: one list of entries and a cursor, the way a browser describes its history. */
interface Model {
  entries: string[];
  index: number;
}
function modelStep(model: Model, action: NavigationHistoryAction<string>): Model {
  if (action.type === 'push') return { entries: [...model.entries.slice(0, model.index + 1), action.entry], index: model.index + 1 };
  if (action.type === 'replace') {
    const entries = [...model.entries];
    entries[model.index] = action.entry;
    return { entries, index: model.index };
  }
  const steps = Number.isNaN(action.delta) ? 0 : Math.trunc(action.delta);
  return { entries: model.entries, index: Math.min(Math.max(model.index + steps, 0), model.entries.length - 1) };
}

const entry = fc.string({ unit: 'grapheme', maxLength: 6 });
const action: fc.Arbitrary<NavigationHistoryAction<string>> = fc.oneof(
  entry.map((e) => ({ type: 'push' as const, entry: e })),
  entry.map((e) => ({ type: 'replace' as const, entry: e })),
  fc.oneof(fc.integer({ min: -6, max: 6 }), fc.double()).map((delta) => ({ type: 'pop' as const, delta })),
);

describe('S1 §4: navigation history properties', () => {
  test.prop([entry, fc.array(action, { maxLength: 40 })])(
    'S1 §4: matches a list-and-cursor model for any action sequence',
    (first, actions) => {
      let model: Model = { entries: [first], index: 0 };
      let history = initialNavigationHistory(first);
      for (const a of actions) {
        model = modelStep(model, a);
        history = navigationHistoryReducer(history, a);
        expect(timeline(history)).toEqual(model.entries);
        expect(history.back.length).toBe(model.index);
      }
    },
  );

  test.prop([entry, fc.array(action, { maxLength: 20 }), fc.integer({ min: -50, max: 50 })])(
    'S1 §4: pop keeps every entry; only the cursor moves',
    (first, actions, delta) => {
      const h = run(initialNavigationHistory(first), actions);
      const popped = navigationHistoryReducer(h, { type: 'pop', delta });
      expect(timeline(popped)).toEqual(timeline(h));
      expect(navigationHistoryLength(popped)).toBe(navigationHistoryLength(h));
    },
  );

  test.prop([entry, fc.array(action, { maxLength: 20 }), fc.nat(50)])(
    'S1 §4: going back k steps then forward k steps returns to the same history',
    (first, actions, k) => {
      const h = run(initialNavigationHistory(first), actions);
      const steps = Math.min(k, h.back.length);
      const there = navigationHistoryReducer(h, { type: 'pop', delta: -steps });
      expect(navigationHistoryReducer(there, { type: 'pop', delta: steps })).toEqual(h);
    },
  );

  test.prop([entry, fc.array(action, { maxLength: 20 }), entry])(
    'S1 §4: push always leaves an empty forward list and grows the back stack by one',
    (first, actions, next) => {
      const h = run(initialNavigationHistory(first), actions);
      const pushed = navigationHistoryReducer(h, { type: 'push', entry: next });
      expect(pushed.forward).toEqual([]);
      expect(pushed.back).toEqual([...h.back, h.current]);
      expect(navigationHistoryLength(pushed)).toBe(h.back.length + 2);
    },
  );
});
