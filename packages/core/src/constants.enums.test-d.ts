import { describe, expectTypeOf, it } from 'vitest';
import { type FEATURE_COUNTRIES, LOGIN_RESTRICTION_REASONS, type SEARCH_SCOPES, SIGN_IN_METHODS, SITE_TYPES } from './constants.js';

// Type-level checks: vitest's typecheck mode runs this file through tsc, so a widened enumeration fails.
describe('S1 §3 enumerations in constants.ts (types)', () => {
  it('S1 §3: enumerations are literal types (as const), so a typo is a compile error', () => {
    expectTypeOf(SIGN_IN_METHODS.sso).toEqualTypeOf<9>();
    expectTypeOf(LOGIN_RESTRICTION_REASONS.suspended).toEqualTypeOf<6>();
    expectTypeOf(SITE_TYPES.newsroom).toEqualTypeOf<13>();
    expectTypeOf<(typeof SEARCH_SCOPES)[number]>().toEqualTypeOf<
      'pins' | 'buyable_pins' | 'my_pins' | 'videos' | 'boards' | 'users' | 'idea_pins' | 'my_content' | 'shop_tool'
    >();
    expectTypeOf<(typeof FEATURE_COUNTRIES)['length']>().toEqualTypeOf<29>();
  });
});
