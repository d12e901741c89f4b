import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, boardSlug } from './board.js';

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
