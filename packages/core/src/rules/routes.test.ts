import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { BLOCKED_REDIRECT_STATUSES, OBJECTIVE_TYPES, OFFSITE_PATH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  AD_MANAGER_ROUTES,
  adManagerPath,
  type AdManagerRouteKey,
  CAMPAIGN_TYPE_SHORTCUTS,
  type CampaignTypeShortcut,
  campaignTypeShortcutPath,
  offsiteAllowed,
  offsiteCheckParams,
  offsiteStep,
  offsiteUrl,
} from './routes.js';

// Core has no DOM lib: URLSearchParams is reached through globalThis with the members used here.
const SearchParams = (
  globalThis as unknown as {
    URLSearchParams: new (init: string) => { get(name: string): string | null; forEach(cb: (v: string, k: string) => void): void };
  }
).URLSearchParams;

/** Query pairs of a path, decoded the way a browser reads them. */
function queryOf(path: string): [string, string][] {
  const start = path.indexOf('?');
  if (start === -1) return [];
  const end = path.indexOf('#');
  const pairs: [string, string][] = [];
  new SearchParams(path.slice(start + 1, end === -1 ? undefined : end)).forEach((v, k) => {
    pairs.push([k, v]);
  });
  return pairs;
}

/** Every path S1 §2 lists under ad-manager, billing, bulk editor, report centre and conversions. */
const SPEC_PATHS = [
  '/',
  '/reporting/campaigns/',
  '/reporting/adgroups/',
  '/reporting/ads/',
  '/reporting/productgroups/',
  '/reporting/productitems/',
  '/reporting/campaignNegativeKeywords/',
  '/reporting/campaignSearchQueries/',
  '/reporting/adGroupNegativeKeywords/',
  '/reporting/adGroupPositiveKeywords/',
  '/reporting/adGroupSearchQueries/',
  '/reporting/preferences/',
  '/ads/create/',
  '/automated/ads/create/',
  '/ads/campaign_mode/',
  '/ads/edit/',
  '/automated/ads/edit/',
  '/ads/edit_draft/',
  '/ads/duplicate/',
  '/ads/bulk_edit/',
  '/audiences/',
  '/audience_debug/',
  '/history/',
  '/accounts_manager/',
  '/pin-builder/',
  '/quick-promote/',
  '/advertiser/quick-promote/',
  '/recommendations/',
  '/media_planner/',
  '/msot-optimizer/',
  '/product-catalogs/data-source',
  '/campaign-insights/{campaignId}/',
  '/campaign-insights/{campaignId}/product-group/{productGroupId}',
  '/billing/',
  '/billing/history/',
  '/billing/order_lines/',
  '/billing/promotions/',
  '/billing/documents/',
  '/billing/tax_documents/',
  '/billing/prepaid_campaign_spend_summary/',
  '/billing/prepaid_spend_campaign_breakdown/',
  '/bulk_editor/',
  '/bulk_editor/upload_template/',
  '/bulk_editor/download_template/',
  '/bulk_editor/history/',
  '/bulk_editor/bulk_id_library/',
  '/bulk_editor/resources/',
  '/report-center/builder/',
  '/report-center/history/',
  '/report-center/unsubscribe/',
  '/report-center/download/',
  ...[
    '',
    'events-overview/',
    'event-history/',
    'health/',
    'test-events/',
    'tag/',
    'tag_manual_setup/',
    'tag-health/',
    'upload/',
    'history/',
    'pca_history/',
    'pca_upload/',
    'api_manual_setup/',
    'api_partner_setup/',
    'access_token/',
    'setup-api/',
    'deduplication/',
    'payload-helper/',
    'pinterest_capi_connect/',
  ].map((page) => `/conversions/${page}`),
];

const KEYS = Object.keys(AD_MANAGER_ROUTES) as AdManagerRouteKey[];
/** Calls adManagerPath the way an untyped caller would, so any key and parameters can be tried. */
const untypedPath = adManagerPath as (key: string, params?: Record<string, unknown>) => string;

describe('S1 §2: adManagerPath route table', () => {
  it('S1 §2: every listed route has a key, and every key is a listed route', () => {
    const tablePaths = new Set(Object.values(AD_MANAGER_ROUTES).map((route) => route.path));
    expect([...tablePaths].sort()).toEqual([...new Set(SPEC_PATHS)].sort());
  });

  it('S1 §2: without an advertiser id the route is not prefixed', () => {
    expect(adManagerPath('reporting.campaigns')).toBe('/reporting/campaigns/');
    expect(adManagerPath('home')).toBe('/');
    expect(adManagerPath('productCatalogs.dataSource')).toBe('/product-catalogs/data-source');
  });

  it('S1 §2: with an advertiser id the route is prefixed /advertiser/{advertiserId}/', () => {
    expect(adManagerPath('home', { advertiserId: '549755885175' })).toBe('/advertiser/549755885175/');
    expect(adManagerPath('ads.create', { advertiserId: 42 })).toBe('/advertiser/42/ads/create/');
    expect(adManagerPath('advertiserQuickPromote', { advertiserId: 7 })).toBe('/advertiser/7/advertiser/quick-promote/');
  });

  it.each([undefined, null, '', '   '])('S1 §2: advertiser id %j counts as unknown', (advertiserId) => {
    expect(adManagerPath('audiences', { advertiserId })).toBe('/audiences/');
  });

  it('S1 §2: campaign insights take the campaign id and the optional date range', () => {
    expect(adManagerPath('campaignInsights', { campaignId: '626' })).toBe('/campaign-insights/626/');
    expect(
      adManagerPath('campaignInsights', {
        advertiserId: 1,
        campaignId: 626,
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        comp_start_date: '2025-12-01',
        comp_end_date: '2025-12-31',
      }),
    ).toBe(
      '/advertiser/1/campaign-insights/626/?start_date=2026-01-01&end_date=2026-01-31&comp_start_date=2025-12-01&comp_end_date=2025-12-31',
    );
  });

  it('S1 §2: a product group of a campaign', () => {
    expect(adManagerPath('campaignInsights.productGroup', { campaignId: 5, productGroupId: 'pg9' })).toBe(
      '/campaign-insights/5/product-group/pg9',
    );
  });

  it('S1 §2: billing takes section and next_step_link_url', () => {
    expect(adManagerPath('billing', { advertiserId: 3, section: 'payment', next_step_link_url: '/advertiser/3/ads/create/?a=1' })).toBe(
      '/advertiser/3/billing/?section=payment&next_step_link_url=%2Fadvertiser%2F3%2Fads%2Fcreate%2F%3Fa%3D1',
    );
    expect(adManagerPath('billing.taxDocuments', { advertiserId: 3 })).toBe('/advertiser/3/billing/tax_documents/');
  });

  it('S1 §2: the quick-promote billing link (campaign_id, objective_type=CLICKTHROUGH, is_quick_promote=true)', () => {
    expect(adManagerPath('billing', { advertiserId: 3, campaign_id: 77, objective_type: 'CLICKTHROUGH', is_quick_promote: true })).toBe(
      '/advertiser/3/billing/?campaign_id=77&objective_type=CLICKTHROUGH&is_quick_promote=true',
    );
  });

  it.each([
    ['bulkEditor', '/bulk_editor/'],
    ['bulkEditor.uploadTemplate', '/bulk_editor/upload_template/'],
    ['bulkEditor.downloadTemplate', '/bulk_editor/download_template/'],
    ['bulkEditor.bulkIdLibrary', '/bulk_editor/bulk_id_library/'],
    ['bulkEditor.resources', '/bulk_editor/resources/'],
    ['bulkEditor.history', '/bulk_editor/history/'],
  ] as const)('S1 §2: bulk editor page %s takes a section', (key, path) => {
    expect(adManagerPath(key, { section: 'campaigns' })).toBe(`${path}?section=campaigns`);
  });

  it('S1 §2: bulk editor history takes job_started', () => {
    expect(adManagerPath('bulkEditor.history', { advertiserId: 2, section: 'ads', job_started: true })).toBe(
      '/advertiser/2/bulk_editor/history/?section=ads&job_started=true',
    );
  });

  it.each([
    ['reportCenter.builder', '/report-center/builder/'],
    ['reportCenter.history', '/report-center/history/'],
    ['reportCenter.unsubscribe', '/report-center/unsubscribe/'],
    ['reportCenter.download', '/report-center/download/'],
  ] as const)('S1 §2: report centre page %s', (key, path) => {
    expect(adManagerPath(key, { advertiserId: 8 })).toBe(`/advertiser/8${path}`);
  });

  it('S1 §2: conversions pages take subPage, platform, source and origin', () => {
    expect(adManagerPath('conversions.tag', { advertiserId: 4, subPage: 'install', platform: 'shopify', origin: 'nux' })).toBe(
      '/advertiser/4/conversions/tag/?subPage=install&platform=shopify&origin=nux',
    );
    expect(adManagerPath('conversions.eventHistory', { source: 'api' })).toBe('/conversions/event-history/?source=api');
  });

  it('S1 §2: event-history and events-overview have the #conversionsAPI tab anchor', () => {
    expect(adManagerPath('conversions.eventHistory.conversionsApi', { advertiserId: 4, source: 'api' })).toBe(
      '/advertiser/4/conversions/event-history/?source=api#conversionsAPI',
    );
    expect(adManagerPath('conversions.eventsOverview.conversionsApi')).toBe('/conversions/events-overview/#conversionsAPI');
    expect(adManagerPath('conversions.eventsOverview')).toBe('/conversions/events-overview/');
  });

  it('S1 §2: undefined and null query values are left out; every value is encoded', () => {
    expect(adManagerPath('billing', { section: undefined, next_step_link_url: null })).toBe('/billing/');
    expect(adManagerPath('billing', { advertiserId: 'a/b?c', section: 'x&y=z#w' })).toBe(
      '/advertiser/a%2Fb%3Fc/billing/?section=x%26y%3Dz%23w',
    );
    expect(adManagerPath('campaignInsights', { campaignId: '../../evil' })).toBe('/campaign-insights/..%2F..%2Fevil/');
  });

  it('S1 §2: keys and path parameters are type-checked', () => {
    // @ts-expect-error a key outside the table does not compile
    expect(() => adManagerPath('reporting.campaign')).toThrow(MESSAGES.unknownUrlKey);
    // @ts-expect-error campaignId is required by the campaign-insights path
    expect(adManagerPath('campaignInsights', {})).toBe('/campaign-insights//');
    // @ts-expect-error section is not a query of campaign reporting
    expect(adManagerPath('reporting.campaigns', { section: 'x' })).toBe('/reporting/campaigns/');
  });

  it('S1 §2: parameters a route does not take are ignored', () => {
    expect(untypedPath('audiences', { section: 'x', campaignId: 1 })).toBe('/audiences/');
  });

  it('S1 §2: a missing path parameter (untyped caller) leaves its segment empty rather than throwing', () => {
    expect(untypedPath('campaignInsights')).toBe('/campaign-insights//');
  });
});

describe('S1 §8: unknown url key', () => {
  it.each(['nope', '', 'reporting', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'REPORTING.CAMPAIGNS'])(
    'S1 §8: key %j throws "unknown url key"',
    (key) => {
      expect(() => untypedPath(key)).toThrow(new Error(MESSAGES.unknownUrlKey));
      expect(MESSAGES.unknownUrlKey).toBe('unknown url key');
    },
  );

  test.prop([fc.string({ unit: 'grapheme' })])('S1 §8: any string is either a known key or throws that error', (key) => {
    if (Object.hasOwn(AD_MANAGER_ROUTES, key)) expect(untypedPath(key).startsWith('/')).toBe(true);
    else expect(() => untypedPath(key)).toThrow(MESSAGES.unknownUrlKey);
  });
});

describe('S1 §2: adManagerPath properties', () => {
  const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.integer(), fc.boolean());
  const routeParams = fc.record({
    advertiserId: fc.oneof(fc.string({ unit: 'grapheme' }), fc.nat()),
    campaignId: fc.oneof(fc.string({ unit: 'grapheme' }), fc.nat()),
    productGroupId: fc.string({ unit: 'grapheme' }),
    section: value,
    source: value,
    start_date: value,
    job_started: value,
  });

  test.prop([fc.constantFrom(...KEYS), routeParams])(
    'S1 §2: every path starts with one /, has no raw unsafe characters and keeps its query values',
    (key, params) => {
      const path = untypedPath(key, params);
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(path).toMatch(/^[A-Za-z0-9\-_.!~*'()%/?&=#{}]*$/u);
      const route: { query: readonly string[] } = AD_MANAGER_ROUTES[key];
      const expected = route.query.flatMap((name) => {
        const v = (params as Record<string, unknown>)[name];
        return v === undefined ? [] : [[name, String(v).replace(/[\ud800-\udfff]/gu, '\ufffd')]];
      });
      expect(queryOf(path)).toEqual(expected);
    },
  );
});

describe('S1 §2: campaign-type shortcuts', () => {
  it('S1 §2: all ten shortcuts are there, each with an S1 §3 objective type', () => {
    expect(Object.keys(CAMPAIGN_TYPE_SHORTCUTS)).toHaveLength(10);
    for (const objective of Object.values(CAMPAIGN_TYPE_SHORTCUTS)) expect(OBJECTIVE_TYPES).toContain(objective);
  });

  it.each<[CampaignTypeShortcut, string]>([
    ['awareness', 'AWARENESS'],
    ['traffic', 'TRAFFIC'],
    ['appInstalls', 'APP_INSTALL'],
    ['catalogSales', 'CATALOG_SALES'],
    ['webConversion', 'WEB_CONVERSION'],
    ['videoView', 'VIDEO_VIEW'],
    ['shopping', 'TEMPORARY_SHOPPING'],
    ['purchases', 'PURCHASE'],
    ['engagement', 'BILLABLE_ENGAGEMENT'],
    ['videos', 'TEMPORARY_BIDDED_CPM_VIDEO'],
  ])('S1 §2: shortcut %s opens campaign reporting filtered by %s', (shortcut, objective) => {
    expect(campaignTypeShortcutPath(shortcut, 12)).toBe(`/advertiser/12/reporting/campaigns/?objective_type=${objective}`);
    expect(campaignTypeShortcutPath(shortcut)).toBe(`/reporting/campaigns/?objective_type=${objective}`);
  });

  it('S1 §2: an unknown shortcut (untyped caller) opens unfiltered campaign reporting', () => {
    expect(campaignTypeShortcutPath('toString' as CampaignTypeShortcut)).toBe('/reporting/campaigns/');
  });
});

describe('S1 §2/§7: offsite links', () => {
  it('S1 §2: the outbound link is /offsite/ with token, url, pin, isThirdPartyAd, csr, client_tracking_params, aux_data', () => {
    const path = offsiteUrl({
      token: 't0k',
      url: 'https://shop.example/a?b=c&d=e',
      pin: '123',
      isThirdPartyAd: false,
      csr: 'csr1',
      clientTrackingParams: 'ctp',
      auxData: { source: 'closeup', ids: [1, 2] },
    });
    expect(path.startsWith(`${OFFSITE_PATH}?`)).toBe(true);
    expect(queryOf(path)).toEqual([
      ['token', 't0k'],
      ['url', 'https://shop.example/a?b=c&d=e'],
      ['pin', '123'],
      ['isThirdPartyAd', 'false'],
      ['csr', 'csr1'],
      ['client_tracking_params', 'ctp'],
      ['aux_data', '{"source":"closeup","ids":[1,2]}'],
    ]);
  });

  it('S1 §2: absent parts of the outbound link are left out', () => {
    expect(offsiteUrl({ url: 'https://a.example/' })).toBe('/offsite/?url=https%3A%2F%2Fa.example%2F');
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.option(fc.string(), { nil: undefined }), fc.jsonValue()])(
    'S1 §2: the url and the JSON parts come back intact',
    (url, pin, aux) => {
      const pairs = new Map(queryOf(offsiteUrl({ url, pin, auxData: aux as never })));
      expect(pairs.get('url')).toBe(url);
      expect(pairs.get('pin')).toBe(pin);
      expect(pairs.get('aux_data')).toBe(typeof aux === 'string' ? aux : JSON.stringify(aux));
    },
  );

  it('S1 §7: the check call sends pin_id, check_only, client_tracking_params, url, aux_data', () => {
    expect(offsiteCheckParams({ url: 'https://a.example/', pinId: '99', clientTrackingParams: 'ctp', auxData: { a: 1 } })).toEqual({
      pin_id: '99',
      check_only: 'true',
      client_tracking_params: 'ctp',
      url: 'https://a.example/',
      aux_data: '{"a":1}',
    });
  });

  it('S1 §7: a third-party ad is checked with third_party_ad instead of pin_id', () => {
    expect(offsiteCheckParams({ url: 'https://a.example/', pinId: '99', isThirdPartyAd: true })).toEqual({
      third_party_ad: 'true',
      check_only: 'true',
      url: 'https://a.example/',
    });
  });

  it('S1 §7: without pin id nor third-party ad only check_only and url are sent', () => {
    expect(offsiteCheckParams({ url: 'https://a.example/' })).toEqual({ check_only: 'true', url: 'https://a.example/' });
  });

  test.prop([
    fc.record(
      {
        url: fc.string({ unit: 'grapheme' }),
        pinId: fc.string(),
        isThirdPartyAd: fc.boolean(),
        clientTrackingParams: fc.jsonValue(),
        auxData: fc.jsonValue(),
      },
      { requiredKeys: ['url'] },
    ),
  ])('S1 §7: the check always asks check_only for the url, with pin_id and third_party_ad never both', (check) => {
    const params = offsiteCheckParams(check as Parameters<typeof offsiteCheckParams>[0]);
    expect(params['check_only']).toBe('true');
    expect(params['url']).toBe(check.url);
    expect('pin_id' in params && 'third_party_ad' in params).toBe(false);
    expect('third_party_ad' in params).toBe(check.isThirdPartyAd === true);
  });

  it.each([...BLOCKED_REDIRECT_STATUSES, 'BLOCKED', ' Porn '])('S1 §5: redirect status %j prevents opening', (status) => {
    expect(offsiteAllowed(status)).toBe(false);
  });

  it.each(['ok', 'safe', '', 'blockedish', null, undefined])('S1 §5: redirect status %j lets the link open', (status) => {
    expect(offsiteAllowed(status)).toBe(true);
  });

  test.prop([fc.string({ unit: 'grapheme' })])('S1 §5: only the three blocking statuses block', (status) => {
    const blocking = (BLOCKED_REDIRECT_STATUSES as readonly string[]).includes(status.trim().toLowerCase());
    expect(offsiteAllowed(status)).toBe(!blocking);
  });
});

describe('S1 §2/§5/§7 offsiteStep: what /offsite/ does with a checked link', () => {
  it('S1 §5: a status that prevents opening is blocked, signed or not', () => {
    for (const status of BLOCKED_REDIRECT_STATUSES) {
      expect(offsiteStep({ redirect_status: status, token: 'signed' })).toBe('blocked');
      expect(offsiteStep({ redirect_status: ` ${status.toUpperCase()} ` })).toBe('blocked');
    }
  });

  it('S1 §2: only a link the server vouches for (its token) opens without a click', () => {
    expect(offsiteStep({ redirect_status: 'ok', token: 'c2lnbmVk' })).toBe('open');
    expect(offsiteStep({ redirect_status: 'ok' })).toBe('confirm');
    expect(offsiteStep({ redirect_status: 'ok', token: '' })).toBe('confirm');
    expect(offsiteStep({ redirect_status: 'ok', token: null })).toBe('confirm');
  });

  test.prop([fc.option(fc.string()), fc.option(fc.string())])('S1 §2: an unsigned link never opens without a click', (status, token) => {
    const step = offsiteStep({ redirect_status: status, token });
    if (token === null || token === '') expect(step).not.toBe('open');
    if (!offsiteAllowed(status)) expect(step).toBe('blocked');
  });
});
