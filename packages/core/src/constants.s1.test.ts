// Every number of S1 §9 (and the S1 §3 enumerations), checked against the spec's text, so an
// edit to constants.ts that drifts from the spec fails here.
import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

describe('S1 §9 quick-promote constants', () => {
  it('S1 §9: default duration 10 days, 30 for SE, NO, DK', () => {
    expect(C.QUICK_PROMOTE_DEFAULT_DURATION_DAYS).toBe(10);
    expect(C.QUICK_PROMOTE_LONG_DURATION_DAYS).toBe(30);
    expect([...C.QUICK_PROMOTE_LONG_DURATION_COUNTRIES].sort()).toEqual(['DK', 'NO', 'SE']);
  });

  it('S1 §9: default daily budget US 3, CZ 80, SE/NO/DK 10, others 1', () => {
    expect(C.QUICK_PROMOTE_DEFAULT_BUDGET).toEqual({ US: 3, CZ: 80, SE: 10, NO: 10, DK: 10 });
    expect(C.QUICK_PROMOTE_DEFAULT_BUDGET_OTHERS).toBe(1);
  });

  it('S1 §9: second budget tier US 7, GB 5, AU and NZ 10, CA 9, CZ 150, SE and NO 70, DK 50, others 7', () => {
    expect(C.QUICK_PROMOTE_SECOND_TIER_BUDGET).toEqual({ US: 7, GB: 5, AU: 10, NZ: 10, CA: 9, CZ: 150, SE: 70, NO: 70, DK: 50 });
    expect(C.QUICK_PROMOTE_SECOND_TIER_BUDGET_OTHERS).toBe(7);
  });

  it('S1 §9: minimum CZ 11, others 1; maxima 1,000,000; default country US', () => {
    expect(C.QUICK_PROMOTE_MIN_BUDGET).toEqual({ CZ: 11 });
    expect(C.QUICK_PROMOTE_MIN_BUDGET_OTHERS).toBe(1);
    expect(C.QUICK_PROMOTE_MAX_BUDGET).toBe(1_000_000);
    expect(C.QUICK_PROMOTE_DEFAULT_COUNTRY).toBe('US');
  });

  it('S1 §9: other constants 365 and 64 (maximum duration, campaign name maximum)', () => {
    expect(C.QUICK_PROMOTE_MAX_DURATION_DAYS).toBe(365);
    expect(C.CAMPAIGN_NAME_MAX_LENGTH).toBe(64);
    expect(C.QUICK_PROMOTE_MIN_DURATION_DAYS).toBe(1);
  });

  it('S1 §9: micro-currency multiplier (not shown; ours 1,000,000)', () => {
    expect(C.MICRO_CURRENCY_MULTIPLIER).toBe(1_000_000);
  });

  it('S1 §9: currency EUR for AT, BE, DE, ES, FI, FR, IE, IT, NL, PT; AUD, CAD, CHF, DKK, GBP, NOK, NZD, SEK for their own countries; USD otherwise', () => {
    expect(C.CURRENCY_BY_COUNTRY).toEqual({
      AT: 'EUR',
      BE: 'EUR',
      DE: 'EUR',
      ES: 'EUR',
      FI: 'EUR',
      FR: 'EUR',
      IE: 'EUR',
      IT: 'EUR',
      NL: 'EUR',
      PT: 'EUR',
      AU: 'AUD',
      CA: 'CAD',
      CH: 'CHF',
      DK: 'DKK',
      GB: 'GBP',
      NO: 'NOK',
      NZ: 'NZD',
      SE: 'SEK',
    });
    expect(C.DEFAULT_CURRENCY).toBe('USD');
  });

  it('S1 §9: campaign name max 64 (cut to 62); Pin attribution name truncated at 70', () => {
    expect(C.CAMPAIGN_NAME_MAX_LENGTH).toBe(64);
    expect(C.CAMPAIGN_NAME_CUT_LENGTH).toBe(62);
    expect(C.PIN_ATTRIBUTION_NAME_MAX_LENGTH).toBe(70);
  });

  it('S1 §5: text truncation defaults to 80 characters with a one-character ellipsis', () => {
    expect(C.TRUNCATE_TEXT_DEFAULT).toBe(80);
    expect(Array.from(C.ELLIPSIS)).toHaveLength(1);
  });

  it('S1 §9: modal width breakpoints 870 and 1275', () => {
    expect(C.QUICK_PROMOTE_MODAL_BREAKPOINTS).toEqual({ medium: 870, wide: 1275 });
  });

  it('S1 §2: close steps back 3 with a pin-builder page, else 1; closes the window at history ≤ 1', () => {
    expect(C.QUICK_PROMOTE_CLOSE_BACK_WITH_PIN_BUILDER).toBe(3);
    expect(C.QUICK_PROMOTE_CLOSE_BACK_DEFAULT).toBe(1);
    expect(C.QUICK_PROMOTE_CLOSE_WINDOW_MAX_HISTORY).toBe(1);
  });

  it('S1 §2 / §7: goals, billing objective and ads client type', () => {
    expect(C.QUICK_PROMOTE_GOALS).toEqual(['CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES']);
    expect(C.QUICK_PROMOTE_BILLING_OBJECTIVE).toBe('CLICKTHROUGH');
    expect(C.QUICK_PROMOTE_ADS_CLIENT_TYPE).toBe('quick_promote');
    expect(C.DEFAULT_TARGET_GENDERS).toEqual(['female', 'male', 'unknown']);
  });
});

describe('S1 §9 other constants', () => {
  it('S1 §9: recaptcha at most 3 stored timestamps within 3600 seconds', () => {
    expect(C.RECAPTCHA_MAX_TIMESTAMPS).toBe(3);
    expect(C.RECAPTCHA_WINDOW_SECONDS).toBe(3600);
  });

  it('S1 §9: typeahead default count 5; scroll-to-fetch debounce 200 ms within twice the visible height; hover 32 ms; scroll guard 100 ms', () => {
    expect(C.TYPEAHEAD_DEFAULT_COUNT).toBe(5);
    expect(C.SCROLL_FETCH_DEBOUNCE_MS).toBe(200);
    expect(C.SCROLL_FETCH_VIEWPORT_FACTOR).toBe(2);
    expect(C.HOVER_DEBOUNCE_MS).toBe(32);
    expect(C.SCROLL_GUARD_MS).toBe(100);
  });

  it('S1 §9: video impression buffer 1000; layout poll 500 ms, timing poll 100 ms, max 60000 ms', () => {
    expect(C.VIDEO_IMPRESSION_BUFFER).toBe(1000);
    expect(C.LAYOUT_PROFILING_POLL_MS).toBe(500);
    expect(C.TIMING_PROFILING_POLL_MS).toBe(100);
    expect(C.PROFILING_MAX_MS).toBe(60_000);
  });

  it('S1 §9: impression visibility thresholds 1, 50, 80, 2; sample rates 0.1 and 0.01', () => {
    expect(C.IMPRESSION_VISIBILITY_THRESHOLDS).toEqual([1, 50, 80, 2]);
    expect(C.TRACKING_SAMPLE_RATES).toEqual([0.1, 0.01]);
  });

  it('S1 §9: minimum image accepted 120 by 120; default age check 18 years', () => {
    expect(C.MIN_IMAGE_SIDE).toBe(120);
    expect(C.DEFAULT_MIN_AGE_YEARS).toBe(18);
  });

  it('S1 §9: top bar height 80 desktop, 56 phone; loading bar reaches 95% in 6000 ms', () => {
    expect(C.TOP_BAR_HEIGHT_DESKTOP).toBe(80);
    expect(C.TOP_BAR_HEIGHT_PHONE).toBe(56);
    expect(C.LOADING_BAR_TARGET_PERCENT).toBe(95);
    expect(C.LOADING_BAR_DURATION_MS).toBe(6000);
  });

  it('S1 §9: feature-eligibility country list of 29', () => {
    expect(C.FEATURE_COUNTRIES).toEqual([
      'AT',
      'AU',
      'BE',
      'BR',
      'CA',
      'CH',
      'CY',
      'CZ',
      'DE',
      'DK',
      'ES',
      'FI',
      'FR',
      'GB',
      'GR',
      'HU',
      'IE',
      'IT',
      'LU',
      'MT',
      'MX',
      'NL',
      'NO',
      'NZ',
      'PT',
      'RO',
      'SE',
      'SK',
      'US',
    ]);
    expect(new Set(C.FEATURE_COUNTRIES).size).toBe(29);
  });

  it('S1 §9: the second list of 34 includes PL, AR, CO, CL, JP (full list not shown)', () => {
    expect([...C.SECOND_COUNTRY_LIST_KNOWN_MEMBERS].sort()).toEqual(['AR', 'CL', 'CO', 'JP', 'PL']);
  });

  it('S1 §9: recent-item cache 10; deep-equality depth 1000; script-load retry 20 times every 100 ms', () => {
    expect(C.RECENT_ITEM_CACHE_SIZE).toBe(10);
    expect(C.DEEP_EQUAL_DEPTH_LIMIT).toBe(1000);
    expect(C.SCRIPT_LOAD_RETRIES).toBe(20);
    expect(C.SCRIPT_LOAD_RETRY_MS).toBe(100);
  });

  it("S1 §9: sponsor label 'Ad • ' in the EU-ad-string experiment", () => {
    expect(C.EU_AD_LABEL).toBe('Ad • ');
  });

  it('S1 §6: one-tap thresholds lie between 122 and 131; aggregate-save text above 1', () => {
    expect(C.ONE_TAP_BROWSER_VERSION_RANGE).toEqual({ min: 122, max: 131 });
    for (const surface of Object.values(C.GOOGLE_ONE_TAP_MIN_BROWSER_VERSION)) {
      for (const version of Object.values(surface)) {
        expect(version).toBeGreaterThanOrEqual(122);
        expect(version).toBeLessThanOrEqual(131);
      }
    }
    expect(C.AGGREGATE_SAVE_MIN_COUNT).toBe(1);
  });

  it('S1 §7: social SDK version v2.7; S1 §5 free providers name gmail.com and yahoo.com; typo target gmail.com', () => {
    expect(C.SOCIAL_SDK_VERSION).toBe('v2.7');
    expect(C.FREE_EMAIL_PROVIDERS.slice(0, 2)).toEqual(['gmail.com', 'yahoo.com']);
    expect(C.EMAIL_TYPO_TARGET_PROVIDER).toBe('gmail.com');
    expect([...C.EXCLUDED_SHOP_PLATFORMS].sort()).toEqual(['shopify', 'woocommerce']);
  });
});

describe('S1 §3 enumerations', () => {
  it('S1 §3: sign-in methods email 1 … sso 9', () => {
    expect(C.SIGN_IN_METHODS).toEqual({
      email: 1,
      facebook: 2,
      google_plus: 3,
      google_one_tap: 4,
      smartlock: 5,
      multifactor: 6,
      switch_account: 7,
      line: 8,
      sso: 9,
    });
  });

  it('S1 §3: login restriction reasons 0-6 in the spec order (soft banned … suspended)', () => {
    expect(C.LOGIN_RESTRICTION_REASONS).toEqual({
      soft_banned: 0,
      rate_limited: 1,
      login_assistance: 2,
      password_reset_sent: 3,
      prevent_facebook_register: 4,
      prevent_google_register: 5,
      suspended: 6,
    });
  });

  it("S1 §5: redirect statuses 'blocked', 'suspicious' and 'porn' prevent opening", () => {
    expect(C.BLOCKED_REDIRECT_STATUSES).toEqual(['blocked', 'suspicious', 'porn']);
  });

  it('S1 §3: browser kinds other 0, chrome 1, safari 2, ie 3, firefox 4, opera 5, edge 6', () => {
    expect(C.BROWSER_KINDS).toEqual({ other: 0, chrome: 1, safari: 2, ie: 3, firefox: 4, opera: 5, edge: 6 });
  });

  it('S1 §3: site types', () => {
    expect(C.SITE_TYPES).toEqual({
      www: 0,
      phone_tablet: 1,
      sterling_ads: 3,
      analytics: 4,
      business: 6,
      trends: 7,
      trends_internal: 8,
      commerce_pintergration: 10,
      creators: 11,
      planning_hub: 12,
      newsroom: 13,
    });
  });

  it('S1 §3: question answers not answered 0, yes 1, no 2, not sure 3', () => {
    expect(C.QUESTION_ANSWERS).toEqual({ not_answered: 0, yes: 1, no: 2, not_sure: 3 });
  });

  it('S1 §3: search scopes, codes pins 0 … users 4, view type 1 for the shop tool and 2 otherwise', () => {
    expect(C.SEARCH_SCOPES).toEqual([
      'pins',
      'buyable_pins',
      'my_pins',
      'videos',
      'boards',
      'users',
      'idea_pins',
      'my_content',
      'shop_tool',
    ]);
    expect(C.SEARCH_SCOPE_CODES).toEqual({ pins: 0, buyable_pins: 1, videos: 2, boards: 3, users: 4 });
    expect(C.SEARCH_VIEW_TYPES).toEqual({ shop_tool: 1, other: 2 });
  });

  it('S1 §3: 13 campaign objective types', () => {
    expect(C.OBJECTIVE_TYPES).toHaveLength(13);
    expect(C.OBJECTIVE_TYPES).toContain('WEB_CONVERSION');
  });

  it('S1 §3: one-bar module type 17 with filter types 0, 1, 3, 6, 7, 8, 9, 10, 12; severities; notice style 2; link tag 5', () => {
    expect(C.PRODUCT_FILTER_MODULE_TYPE).toBe(17);
    expect(C.PRODUCT_FILTER_TYPES).toEqual([0, 1, 3, 6, 7, 8, 9, 10, 12]);
    expect(C.ADVISORY_SEVERITY).toEqual({ abusive: 0, sensitive: 1, brand_unsafe: 2 });
    expect(C.ADVISORY_KINDS).toEqual({ conditional: 0, emotional_distress_or_suicide: 4 });
    expect(C.NOTICE_STYLE_LARGE_BANNER).toBe(2);
    expect(C.NOTICE_LINK_TAG_TYPE).toBe(5);
  });

  it('S1 §3: 20 impression kinds', () => {
    expect(C.IMPRESSION_KINDS).toHaveLength(20);
    expect(new Set(C.IMPRESSION_KINDS).size).toBe(20);
  });
});
