import { describe, expect, it } from 'vitest';
import {
  ADVISORY_KINDS,
  ADVISORY_SEVERITY,
  BLOCKED_REDIRECT_STATUSES,
  BROWSER_KINDS,
  FEATURE_COUNTRIES,
  IMPRESSION_KINDS,
  LOGIN_RESTRICTION_REASONS,
  NOTICE_LINK_TAG_TYPE,
  NOTICE_STYLE_LARGE_BANNER,
  OBJECTIVE_TYPES,
  PRODUCT_FILTER_MODULE_TYPE,
  PRODUCT_FILTER_TYPES,
  QUESTION_ANSWERS,
  SEARCH_SCOPE_CODES,
  SEARCH_SCOPES,
  SEARCH_VIEW_TYPES,
  SIGN_IN_METHODS,
  SITE_TYPES,
} from './constants.js';

// Expected values are transcribed from spec/001 (S1 §3, §5, §9) independently of constants.ts.
describe('S1 §3 enumerations in constants.ts', () => {
  it('S1 §3: sign-in methods email 1 … sso 9', () => {
    expect(SIGN_IN_METHODS).toEqual({
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

  it('S1 §3: login restriction reasons 0–6 in the spec order', () => {
    expect(LOGIN_RESTRICTION_REASONS).toEqual({
      soft_banned: 0,
      rate_limited: 1,
      login_assistance: 2,
      password_reset_sent: 3,
      prevent_facebook_register: 4,
      prevent_google_register: 5,
      suspended: 6,
    });
    expect(Object.values(LOGIN_RESTRICTION_REASONS)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('S1 §3: browser kinds other 0 … edge 6', () => {
    expect(BROWSER_KINDS).toEqual({ other: 0, chrome: 1, safari: 2, ie: 3, firefox: 4, opera: 5, edge: 6 });
  });

  it('S1 §3: site types (2, 5 and 9 are not used)', () => {
    expect(SITE_TYPES).toEqual({
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
    expect(QUESTION_ANSWERS).toEqual({ not_answered: 0, yes: 1, no: 2, not_sure: 3 });
  });

  it('S1 §3: the nine search scopes', () => {
    expect(SEARCH_SCOPES).toEqual(['pins', 'buyable_pins', 'my_pins', 'videos', 'boards', 'users', 'idea_pins', 'my_content', 'shop_tool']);
  });

  it('S1 §3: search scope codes pins 0, buyable 1, videos 2, boards 3, users 4', () => {
    expect(SEARCH_SCOPE_CODES).toEqual({ pins: 0, buyable_pins: 1, videos: 2, boards: 3, users: 4 });
    for (const scope of Object.keys(SEARCH_SCOPE_CODES)) expect(SEARCH_SCOPES).toContain(scope);
  });

  it('S1 §3: view type 1 for the shop tool, 2 for every other scope', () => {
    expect(SEARCH_VIEW_TYPES).toEqual({ shop_tool: 1, other: 2 });
  });

  it('S1 §3: the thirteen campaign objective types', () => {
    expect(OBJECTIVE_TYPES).toEqual([
      'AWARENESS',
      'TRAFFIC',
      'APP_INSTALL',
      'CATALOG_SALES',
      'WEB_CONVERSION',
      'VIDEO_VIEW',
      'PURCHASE',
      'IMPRESSION',
      'BILLABLE_ENGAGEMENT',
      'TEMPORARY_SHOPPING',
      'TEMPORARY_BIDDED_CPM_VIDEO',
      'TEMPORARY_IMPRESSION_VIDEO',
      'TEMPORARY_MRC_CPV_VIDEO',
    ]);
  });

  it('S1 §3: one-bar module type 17 holds product filters of types 0, 1, 3, 6, 7, 8, 9, 10, 12', () => {
    expect(PRODUCT_FILTER_MODULE_TYPE).toBe(17);
    expect(PRODUCT_FILTER_TYPES).toEqual([0, 1, 3, 6, 7, 8, 9, 10, 12]);
  });

  it('S1 §3: advisory severities abusive 0, sensitive 1, brand unsafe 2', () => {
    expect(ADVISORY_SEVERITY).toEqual({ abusive: 0, sensitive: 1, brand_unsafe: 2 });
  });

  it('S1 §3: advisory kinds conditional 0 and emotional distress or suicide 4', () => {
    expect(ADVISORY_KINDS).toEqual({ conditional: 0, emotional_distress_or_suicide: 4 });
  });

  it('S1 §3: notice style 2 is a large styled banner; text tag type 5 is an inline link', () => {
    expect(NOTICE_STYLE_LARGE_BANNER).toBe(2);
    expect(NOTICE_LINK_TAG_TYPE).toBe(5);
  });

  it('S1 §3: the twenty impression kinds tracked', () => {
    expect(IMPRESSION_KINDS).toEqual([
      'activation_card',
      'article',
      'banner',
      'board',
      'comment',
      'guide',
      'interest',
      'news',
      'one_bar',
      'pin',
      'search',
      'story',
      'today_article',
      'user',
      'ads_preview',
      'board_more_ideas',
      'notification',
      'notification_feed',
      'editorial_board',
      'vase_annotation',
    ]);
  });

  it('S1 §5: offsite redirect statuses that prevent opening', () => {
    expect(BLOCKED_REDIRECT_STATUSES).toEqual(['blocked', 'suspicious', 'porn']);
  });

  it('S1 §9: the feature-eligibility country list has 29 entries', () => {
    expect(FEATURE_COUNTRIES).toEqual([
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
    expect(FEATURE_COUNTRIES).toHaveLength(29);
    expect(new Set(FEATURE_COUNTRIES).size).toBe(29);
  });
});
