import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { QUICK_CREATES_LAYOUT } from '../constants.js';
import { alreadySavedRefusal, onePerPin, pinOrigin } from './same-pin.js';

interface Item {
  readonly id: string;
  readonly repinOf: string | null;
}
const origin = (item: Item) => pinOrigin(item);

describe('the same Pin (issue 20; S0 §7 AlreadyPinnedCheckQuery, S0 §8)', () => {
  it('a Pin is its own origin; a repin has the origin it records', () => {
    expect(pinOrigin({ id: '10' })).toBe('10');
    expect(pinOrigin({ id: '11', repinOf: '10' })).toBe('10');
    expect(pinOrigin({ id: '12', repinOf: '' })).toBe('12');
    expect(pinOrigin({ id: '13', repinOf: null })).toBe('13');
  });

  it('wire protocol: the home feed shows a repinned Pin once, at the place of its oldest copy', () => {
    const newestFirst: Item[] = [
      { id: '15', repinOf: '10' },
      { id: '14', repinOf: null },
      { id: '12', repinOf: '10' },
      { id: '11', repinOf: null },
      { id: '10', repinOf: null },
    ];
    expect(onePerPin(newestFirst, origin).map((p) => p.id)).toEqual(['14', '11', '10']);
    // the original out of sight (e.g. on a secret board): its oldest visible repin stands for it
    expect(onePerPin(newestFirst.slice(0, 3), origin).map((p) => p.id)).toEqual(['14', '12']);
  });

  it('S0 §8: saving into a board that holds the Pin is refused with the notice, except on quick_creates', () => {
    expect(alreadySavedRefusal({ name: 'Travel', layout: 'default' }, true)).toBe('Psst! You already saved this Pin to Travel');
    expect(alreadySavedRefusal({ name: 'Travel' }, false)).toBeNull();
    expect(alreadySavedRefusal({ name: 'Quick', layout: QUICK_CREATES_LAYOUT }, true)).toBeNull();
  });

  const itemsArb = fc
    .array(fc.record({ id: fc.nat({ max: 30 }).map(String), repinOf: fc.option(fc.nat({ max: 8 }).map(String), { nil: null }) }), {
      maxLength: 25,
    })
    .map((items) => items.filter((item, i) => items.findIndex((other) => other.id === item.id) === i));

  test.prop([itemsArb])('property: one item per origin, every origin kept, order kept, and the one kept is the oldest', (items) => {
    const kept = onePerPin(items, origin);
    const origins = kept.map(origin);
    expect(new Set(origins).size).toBe(origins.length);
    expect(new Set(origins)).toEqual(new Set(items.map(origin)));
    expect(kept).toEqual(items.filter((item) => kept.includes(item)));
    for (const item of kept) {
      const last = items.map(origin).lastIndexOf(origin(item));
      expect(items[last]).toBe(item);
    }
  });

  test.prop([itemsArb, fc.array(fc.nat({ max: 8 }).map(String), { maxLength: 3 })])(
    'property: a new repin at the top changes nothing the feed shows',
    (items, repinned) => {
      const before = onePerPin(items, origin);
      const known = new Set(items.map(origin));
      const newer = repinned.filter((o) => known.has(o)).map((o, i) => ({ id: `new-${i}`, repinOf: o }));
      expect(onePerPin([...newer, ...items], origin)).toEqual(before);
    },
  );
});
