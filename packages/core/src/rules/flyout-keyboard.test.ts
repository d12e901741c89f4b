import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { FLYOUT_KEYS, flyoutHandledKeys, flyoutKey } from './flyout-keyboard.js';

const keyArb = fc.constantFrom(...FLYOUT_KEYS);
/** A flyout of 0–6 rows and a highlight that is one of them or none (-1), as the machines hold it. */
const flyoutArb = fc.integer({ min: 0, max: 6 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: -1, max: count - 1 })));

describe('flyoutKey (S1 §3/§7 header typeahead, S0 §2/§5 hashtag flyout: one key rule for both)', () => {
  it('arrows move the highlight and wrap; Enter chooses the highlighted row; Escape closes', () => {
    expect(flyoutKey('ArrowDown', -1, 3)).toEqual({ kind: 'highlight', index: 0 });
    expect(flyoutKey('ArrowDown', 2, 3)).toEqual({ kind: 'highlight', index: 0 });
    expect(flyoutKey('ArrowUp', -1, 3)).toEqual({ kind: 'highlight', index: 2 });
    expect(flyoutKey('ArrowUp', 0, 3)).toEqual({ kind: 'highlight', index: 2 });
    expect(flyoutKey('Enter', 1, 3)).toEqual({ kind: 'choose', index: 1 });
    expect(flyoutKey('Escape', 1, 3)).toEqual({ kind: 'close' });
  });

  it('Enter with nothing highlighted (or a stale highlight) does nothing: the field keeps its own Enter', () => {
    expect(flyoutKey('Enter', -1, 3)).toEqual({ kind: 'none' });
    expect(flyoutKey('Enter', 3, 3)).toEqual({ kind: 'none' });
    expect(flyoutKey('Enter', 0, 0)).toEqual({ kind: 'none' });
  });

  it('flyoutHandledKeys: none while closed; Enter only once a row is highlighted', () => {
    expect(flyoutHandledKeys(false, 1, 3)).toEqual([]);
    expect(flyoutHandledKeys(true, -1, 3)).toEqual(['ArrowDown', 'ArrowUp', 'Escape']);
    expect(flyoutHandledKeys(true, 0, 3)).toEqual(['ArrowDown', 'ArrowUp', 'Enter', 'Escape']);
  });

  test.prop([keyArb, flyoutArb])(
    'property: a key keeps the highlight on a shown row, and chooses only the highlighted one',
    (key, [count, active]) => {
      const outcome = flyoutKey(key, active, count);
      if (outcome.kind === 'highlight') {
        expect(outcome.index).toBeLessThan(count);
        expect(outcome.index).toBeGreaterThanOrEqual(count === 0 ? -1 : 0);
      }
      if (outcome.kind === 'choose') expect([key, outcome.index]).toEqual(['Enter', active]);
      expect(outcome.kind === 'close').toBe(key === 'Escape');
    },
  );

  test.prop([flyoutArb])('property: ArrowUp undoes ArrowDown from any highlighted row', ([count, active]) => {
    fc.pre(active >= 0);
    const down = flyoutKey('ArrowDown', active, count);
    if (down.kind !== 'highlight') throw new Error('an arrow always moves the highlight');
    expect(flyoutKey('ArrowUp', down.index, count)).toEqual({ kind: 'highlight', index: active });
  });

  test.prop([fc.boolean(), flyoutArb])('property: a view hands over exactly the keys that do something', (open, [count, active]) => {
    const handled = flyoutHandledKeys(open, active, count);
    for (const key of FLYOUT_KEYS) expect(handled.includes(key)).toBe(open && flyoutKey(key, active, count).kind !== 'none');
  });
});
