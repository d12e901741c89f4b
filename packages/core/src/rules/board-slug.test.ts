import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, boardSlug, numberedBoardSlug, uniqueBoardSlug } from './board.js';

describe('boardSlug (S0 §3 slug)', () => {
  it('S0 §3: a name becomes lower-case words joined by hyphens', () => {
    expect(boardSlug('Home Decor & DIY')).toBe('home-decor-diy');
  });
  it('S0 §3: accents decompose, other scripts and digits are kept', () => {
    expect(boardSlug('Éclair 2024')).toBe('eclair-2024');
    expect(boardSlug('東京 旅行')).toBe('東京-旅行');
  });
  it('S0 §3: a name with no letters or digits gets the fallback slug', () => {
    expect(boardSlug('   !!! ')).toBe('board');
    expect(boardSlug('')).toBe('board');
  });
  it(`S0 §3: slugs are cut to ${SLUG_MAX_LENGTH} characters without a trailing hyphen`, () => {
    expect(boardSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(boardSlug('x'.repeat(100))).toHaveLength(SLUG_MAX_LENGTH);
  });

  test.prop([fc.string({ unit: 'grapheme' })])('S0 §3 property: total, non-empty, bounded, no edge or double hyphens', (name) => {
    const slug = boardSlug(name);
    expect(slug.length).toBeGreaterThan(0);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).not.toMatch(/^-|-$|--/);
  });
  test.prop([fc.string({ unit: 'binary' })])('S0 §3 property: idempotent', (name) => {
    expect(boardSlug(boardSlug(name))).toBe(boardSlug(name));
  });
});

describe('uniqueBoardSlug (S0 §3 slug, unique per owner; issue 20)', () => {
  it('S0 §3: the first board of a name gets the plain slug, the next ones -2, -3, …', () => {
    expect(uniqueBoardSlug('Secret stash', [])).toBe('secret-stash');
    expect(uniqueBoardSlug('Secret stash', ['secret-stash'])).toBe('secret-stash-2');
    expect(uniqueBoardSlug('Secret Stash!', ['secret-stash', 'secret-stash-2'])).toBe('secret-stash-3');
  });
  it('S0 §3: taken slugs compare case-insensitively; a gap is filled first', () => {
    expect(uniqueBoardSlug('Trips', ['TRIPS', 'trips-3'])).toBe('trips-2');
  });
  it('S0 §3: a name whose slug already ends in a number still gets a free one', () => {
    expect(uniqueBoardSlug('Trips 2', ['trips-2'])).toBe('trips-2-2');
    expect(uniqueBoardSlug('Trips', ['trips', 'trips-2'])).toBe('trips-3');
  });
  it(`S0 §3: a long name is cut so the numbered slug stays within ${SLUG_MAX_LENGTH}`, () => {
    const name = 'x'.repeat(80);
    const slug = uniqueBoardSlug(name, [boardSlug(name)]);
    expect(slug).toBe(`${'x'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
    expect(numberedBoardSlug(`${'a'.repeat(57)}-bc`, 10)).toBe(`${'a'.repeat(57)}-10`);
  });
  it('a renamed board keeps its slug while it is still one of the new name and free', () => {
    expect(uniqueBoardSlug('TRIPS', ['trips'], 'trips-2')).toBe('trips-2');
    expect(uniqueBoardSlug('Holidays', ['trips'], 'trips-2')).toBe('holidays');
    expect(uniqueBoardSlug('Trips', ['trips-2'], 'trips-2')).toBe('trips');
  });

  const slugArb = fc.oneof(fc.constantFrom('trips', 'trips-2', 'trips-3', 'TRIPS-4', 'board', 'board-2'), fc.string({ maxLength: 70 }));
  test.prop([fc.string({ unit: 'grapheme', maxLength: 70 }), fc.array(slugArb, { maxLength: 12 })])(
    'S0 §3 property: the slug is free among the taken ones, within the length, and the plain slug whenever that is free',
    (name, taken) => {
      const slug = uniqueBoardSlug(name, taken);
      expect(taken.map((t) => t.toLowerCase())).not.toContain(slug);
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      expect(slug).not.toMatch(/^-|--/);
      const base = boardSlug(name);
      if (!taken.some((t) => t.toLowerCase() === base)) expect(slug).toBe(base);
      else expect(slug).toMatch(/-\d+$/);
    },
  );
  test.prop([fc.array(fc.constantFrom('Trips', 'trips', 'TRIPS!', 'Trips 2', 'x'.repeat(70)), { maxLength: 20 })])(
    'S0 §3 property: boards made one after another never share a slug',
    (names) => {
      const slugs: string[] = [];
      for (const name of names) slugs.push(uniqueBoardSlug(name, slugs));
      expect(new Set(slugs).size).toBe(slugs.length);
    },
  );
});
