import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { flyoutKeyStep } from './flyout-keyboard.js';
import {
  PICKER_KEYS,
  isPickerKey,
  pickerHighlightAfterFilter,
  pickerHighlightedRow,
  pickerKeyStep,
  pickerRows,
  type PickerKey,
  type PickerRow,
} from './picker-keyboard.js';

const boards = ['Art', 'Home', 'Travel'];
const create = { kind: 'create' } as const;
const item = <T>(value: T): PickerRow<T> => ({ kind: 'item', item: value });

/** Presses `keys` one after the other from `start`, returning the last result. */
const press = <T>(items: readonly T[], start: number | null, ...keys: PickerKey[]) =>
  keys.reduce((r, key) => pickerKeyStep(items, r.highlight, key), { highlight: start, choose: null as PickerRow<T> | null });

const keyArb = fc.constantFrom(...PICKER_KEYS);
const highlightArb = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -3, max: 12 }),
  fc.double(), // fractions, NaN and ±Infinity from an untyped caller
);
const itemsArb = fc.array(fc.string({ unit: 'grapheme', maxLength: 6 }), { maxLength: 8 });

describe('pickerRows', () => {
  it('S0 §2: the visible items in order, then one create-new row', () => {
    expect(pickerRows(boards)).toEqual([item('Art'), item('Home'), item('Travel'), create]);
  });

  it('S0 §2: a filter that leaves nothing still offers the create row', () => {
    expect(pickerRows([])).toEqual([create]);
  });
});

describe('pickerKeyStep', () => {
  it('S0 §2: ArrowDown from nothing highlights the first row, then moves down one row at a time', () => {
    expect(press(boards, null, 'ArrowDown').highlight).toBe(0);
    expect(press(boards, null, 'ArrowDown', 'ArrowDown').highlight).toBe(1);
  });

  it('S0 §2: ArrowDown reaches the create row last and stops there (no wrap)', () => {
    expect(press(boards, 2, 'ArrowDown').highlight).toBe(3);
    expect(press(boards, 3, 'ArrowDown').highlight).toBe(3);
  });

  it('S0 §2: ArrowUp from nothing highlights the last row (the create row); it stops at the first row', () => {
    expect(press(boards, null, 'ArrowUp').highlight).toBe(3);
    expect(press(boards, 1, 'ArrowUp').highlight).toBe(0);
    expect(press(boards, 0, 'ArrowUp').highlight).toBe(0);
  });

  it('S0 §2: Home and End jump to the first row and the create row', () => {
    expect(press(boards, 2, 'Home').highlight).toBe(0);
    expect(press(boards, null, 'End').highlight).toBe(3);
  });

  it('S0 §2: moving never chooses a row', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End'] as const) expect(pickerKeyStep(boards, 1, key).choose).toBeNull();
  });

  it('S0 §2: Enter chooses the highlighted board and keeps the highlight', () => {
    expect(pickerKeyStep(boards, 1, 'Enter')).toEqual({ highlight: 1, choose: item('Home') });
    expect(press(boards, null, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter').choose).toEqual(item('Travel'));
  });

  it('S0 §2: Enter on the create row chooses create', () => {
    expect(press(boards, null, 'End', 'Enter')).toEqual({ highlight: 3, choose: create });
  });

  it('S0 §2: Enter with nothing highlighted chooses nothing', () => {
    expect(pickerKeyStep(boards, null, 'Enter')).toEqual({ highlight: null, choose: null });
  });

  it('S0 §2: on an empty filtered list only the create row is there: Enter chooses nothing until it is highlighted', () => {
    expect(pickerKeyStep([], null, 'Enter')).toEqual({ highlight: null, choose: null });
    expect(press([], null, 'ArrowDown')).toEqual({ highlight: 0, choose: null });
    expect(press([], null, 'ArrowDown', 'ArrowDown', 'Enter')).toEqual({ highlight: 0, choose: create });
    expect(press([], null, 'ArrowUp', 'Enter').choose).toEqual(create);
  });

  it('S0 §2: a highlight outside the rows (the list shrank) counts as nothing highlighted', () => {
    expect(pickerKeyStep(boards, 9, 'Enter')).toEqual({ highlight: null, choose: null });
    expect(pickerKeyStep(boards, 9, 'ArrowDown').highlight).toBe(0);
    expect(pickerKeyStep(boards, -1, 'ArrowUp').highlight).toBe(3);
    expect(pickerKeyStep(boards, 1.5, 'Enter').choose).toBeNull();
    expect(pickerKeyStep(boards, Number.NaN, 'ArrowDown').highlight).toBe(0);
  });

  it('S0 §2: a key it does not answer changes nothing (an untyped caller passing any KeyboardEvent.key)', () => {
    expect(pickerKeyStep(boards, 2, 'Tab' as PickerKey)).toEqual({ highlight: 2, choose: null });
    expect(pickerKeyStep(boards, 7, 'a' as PickerKey)).toEqual({ highlight: null, choose: null });
  });

  test.prop([itemsArb, highlightArb, keyArb])('S0 §2 property: the highlight is always a row index or null', (items, highlight, key) => {
    const { highlight: next } = pickerKeyStep(items, highlight, key);
    if (next !== null) {
      expect(Number.isInteger(next)).toBe(true);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(pickerRows(items).length);
    }
  });

  test.prop([itemsArb, highlightArb, keyArb])(
    'S0 §2 property: a chosen row is one of the rows, the highlighted one',
    (items, highlight, key) => {
      const { highlight: next, choose } = pickerKeyStep(items, highlight, key);
      if (choose === null) return;
      expect(key).toBe('Enter');
      expect(pickerRows(items)).toContainEqual(choose);
      expect(pickerHighlightedRow(items, next)).toEqual(choose);
      if (choose.kind === 'item') expect(items).toContain(choose.item);
    },
  );

  test.prop([itemsArb.filter((items) => items.length >= 1), fc.nat()])(
    'S0 §2 property: away from the ends, down then up returns to the same row, and up then down',
    (items, n) => {
      const rows = items.length + 1;
      const below = n % (rows - 1); // 0 … rows − 2: not the last row
      expect(press(items, below, 'ArrowDown', 'ArrowUp').highlight).toBe(below);
      const above = below + 1; // 1 … rows − 1: not the first row
      expect(press(items, above, 'ArrowUp', 'ArrowDown').highlight).toBe(above);
    },
  );

  test.prop([itemsArb, fc.array(keyArb, { maxLength: 20 })])(
    'S0 §2 property: presses ArrowDown rows-many times from anywhere ends on the create row',
    (items, keys) => {
      const start = press(items, null, ...keys).highlight;
      const down = Array.from({ length: items.length + 1 }, () => 'ArrowDown' as const);
      expect(pickerHighlightedRow(items, press(items, start, ...down).highlight)).toEqual(create);
    },
  );

  test.prop([fc.array(fc.anything(), { maxLength: 5 }), highlightArb, fc.string({ unit: 'grapheme' })])(
    'S0 §2 property: total on any item type, highlight and key string',
    (items, highlight, key) => {
      expect(() => pickerKeyStep(items, highlight, key as PickerKey)).not.toThrow();
    },
  );
});

describe('pickerHighlightedRow', () => {
  it('S0 §2: the row at the highlight, the create row last, null for nothing or out of range', () => {
    expect(pickerHighlightedRow(boards, 0)).toEqual(item('Art'));
    expect(pickerHighlightedRow(boards, 3)).toEqual(create);
    expect(pickerHighlightedRow(boards, null)).toBeNull();
    expect(pickerHighlightedRow(boards, 4)).toBeNull();
    expect(pickerHighlightedRow([], 0)).toEqual(create);
  });

  it('S0 §2: an item that is itself undefined is still a row', () => {
    expect(pickerHighlightedRow([undefined], 0)).toEqual({ kind: 'item', item: undefined });
  });
});

describe('pickerHighlightAfterFilter', () => {
  it('S0 §2/§5: a filter change resets the highlight', () => {
    expect(pickerHighlightAfterFilter(2, '', 'ho')).toBeNull();
    expect(pickerHighlightAfterFilter(0, 'ho', 'hom')).toBeNull();
    expect(pickerHighlightAfterFilter(1, 'ho', '')).toBeNull();
  });

  it('S0 §5: a query that filters alike (case, surrounding spaces, blank) keeps it', () => {
    expect(pickerHighlightAfterFilter(2, 'ho', ' HO ')).toBe(2);
    expect(pickerHighlightAfterFilter(1, '', '   ')).toBe(1);
    expect(pickerHighlightAfterFilter(null, 'a', 'A')).toBeNull();
  });

  test.prop([highlightArb, fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })])(
    'S0 §2 property: total; the result is the old highlight or null, and the same query always keeps it',
    (highlight, a, b) => {
      const next = pickerHighlightAfterFilter(highlight, a, b);
      expect([highlight, null]).toContainEqual(next);
      expect(pickerHighlightAfterFilter(highlight, a, a)).toBe(highlight);
    },
  );
});

describe('isPickerKey', () => {
  it('S0 §2: up, down, enter, Home and End; nothing else', () => {
    for (const key of PICKER_KEYS) expect(isPickerKey(key)).toBe(true);
    for (const key of ['Tab', 'Escape', 'a', 'arrowdown', '', null, 13]) expect(isPickerKey(key)).toBe(false);
  });
});

describe('a picker list without its create row (S0 §2 the mobile page has its own create button; issue 20)', () => {
  const noRow = { createRow: false } as const;
  it('S0 §2: the rows are the items alone; End and ArrowUp stop at the last item, Enter never creates', () => {
    expect(pickerRows(boards, noRow)).toEqual(boards.map(item));
    expect(pickerKeyStep(boards, null, 'End', noRow).highlight).toBe(2);
    expect(pickerKeyStep(boards, null, 'ArrowUp', noRow).highlight).toBe(2);
    expect(pickerKeyStep(boards, 2, 'ArrowDown', noRow).highlight).toBe(2);
    expect(pickerKeyStep(boards, 2, 'Enter', noRow).choose).toEqual(item('Travel'));
    expect(pickerHighlightedRow(boards, 3, noRow)).toBeNull();
  });

  it('S0 §2: an empty list has no row to highlight', () => {
    for (const key of PICKER_KEYS) expect(pickerKeyStep([], null, key, noRow)).toEqual({ highlight: null, choose: null });
  });

  test.prop([itemsArb, highlightArb, fc.array(keyArb, { maxLength: 12 })])(
    'S0 §2 property: the highlight is an item index or null, and Enter only ever chooses an item',
    (items, start, keys) => {
      let highlight: number | null = start;
      for (const key of keys) {
        const step = pickerKeyStep(items, highlight, key, noRow);
        highlight = step.highlight;
        if (highlight !== null) expect(Number.isInteger(highlight) && highlight >= 0 && highlight < items.length).toBe(true);
        if (step.choose !== null) expect(step.choose.kind).toBe('item');
      }
    },
  );
});

describe('flyoutKeyStep (S1 §7 typeahead, S0 §2 hashtags: a flyout wraps)', () => {
  it('ArrowDown goes from nothing to the first row and wraps after the last; ArrowUp from nothing to the last and wraps before the first', () => {
    expect(flyoutKeyStep(-1, 3, 'ArrowDown')).toBe(0);
    expect(flyoutKeyStep(2, 3, 'ArrowDown')).toBe(0);
    expect(flyoutKeyStep(-1, 3, 'ArrowUp')).toBe(2);
    expect(flyoutKeyStep(0, 3, 'ArrowUp')).toBe(2);
    expect(flyoutKeyStep(1, 3, 'ArrowUp')).toBe(0);
    expect(flyoutKeyStep(0, 0, 'ArrowDown')).toBe(-1);
  });
});
