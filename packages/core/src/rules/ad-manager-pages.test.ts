import { describe, expect, it } from 'vitest';
import { AD_MANAGER_NOT_OPEN, adManagerPageCopy, adManagerParamLabel } from './ad-manager-pages.js';
import { AD_MANAGER_ROUTES, type AdManagerRouteKey } from './routes.js';

const KEYS = Object.keys(AD_MANAGER_ROUTES) as AdManagerRouteKey[];

describe('adManagerPageCopy (S1 §2 ad-manager routes, said in the product’s words)', () => {
  it('S1 §2: every route has a heading and says what it is for, in its own area’s words', () => {
    for (const key of KEYS) {
      const copy = adManagerPageCopy(key);
      expect(copy.title.trim(), key).not.toBe('');
      expect(copy.purpose.trim(), key).not.toBe('');
    }
    expect(adManagerPageCopy('billing.orderLines')).toEqual({
      title: 'Order lines',
      purpose: adManagerPageCopy('billing').purpose,
    });
    expect(adManagerPageCopy('reporting.campaigns').purpose).toMatch(/how your ads perform/);
  });

  it('issue 20: no page names its route, the specification or another product', () => {
    for (const key of KEYS) {
      const { title, purpose } = adManagerPageCopy(key);
      for (const text of [title, purpose, AD_MANAGER_NOT_OPEN]) {
        expect(text).not.toMatch(/specification|spec\b|route|Pinterest|\//i);
        // a dotted key or a camelCase name (`billing.orderLines`, `msotOptimizer`) is code, not words
        if (/[.A-Z]/.test(key)) expect(text).not.toContain(key);
      }
    }
  });
});

describe('adManagerParamLabel (S1 §2 route parameters, in words)', () => {
  it('S1 §2: every parameter a route names reads as words, never as code', () => {
    expect(adManagerParamLabel('advertiserId')).toBe('Ad account');
    expect(adManagerParamLabel('objective_type')).toBe('Campaign goal');
    expect(adManagerParamLabel('section')).toBe('Section');
    const names = new Set(
      KEYS.flatMap((key) => [
        ...AD_MANAGER_ROUTES[key].query,
        ...[...AD_MANAGER_ROUTES[key].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
      ]),
    );
    names.add('advertiserId');
    // no snake_case or camelCase left: a capital, then lower-case words
    for (const name of names) expect(adManagerParamLabel(name), name).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
  });
});
