/**
 * Route builders of S1 §2: ad-manager, billing, bulk editor, report centre and conversions pages,
 * the campaign-type shortcuts, and the outbound `/offsite/` link with its S1 §7 check call.
 */
import { BLOCKED_REDIRECT_STATUSES, OFFSITE_PATH, type OBJECTIVE_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** One route of `AD_MANAGER_ROUTES`: a path template with `{name}` segments, its query names, an anchor. */
interface RouteSpec {
  readonly path: string;
  readonly query: readonly string[];
  readonly hash?: string;
}

const CAMPAIGN_INSIGHTS_QUERY = ['start_date', 'end_date', 'comp_start_date', 'comp_end_date'] as const;
const BULK_EDITOR_QUERY = ['section'] as const;
// S1 §2 "some take subPage, platform, source or origin": which ones is not shown, so every
// conversions page accepts all four.
const CONVERSIONS_QUERY = ['subPage', 'platform', 'source', 'origin'] as const;
/** S1 §2 tab anchor of the event-history and events-overview pages. */
export const CONVERSIONS_API_ANCHOR = 'conversionsAPI';
/**
 * S1 §2 query parameter that filters campaign reporting by objective type: the name is not shown,
 * ours is the one the billing link of S1 §2 uses.
 */
export const OBJECTIVE_TYPE_QUERY_PARAM = 'objective_type';

/**
 * Every route of S1 §2 ("Ad-manager routes", "Billing", "Bulk editor", "Report centre",
 * "Conversions"), by a stable key. Paths are relative to `/advertiser/{advertiserId}` when an
 * advertiser id is known.
 */
export const AD_MANAGER_ROUTES = {
  home: { path: '/', query: [] },
  'reporting.campaigns': { path: '/reporting/campaigns/', query: [OBJECTIVE_TYPE_QUERY_PARAM] },
  'reporting.adGroups': { path: '/reporting/adgroups/', query: [] },
  'reporting.ads': { path: '/reporting/ads/', query: [] },
  'reporting.productGroups': { path: '/reporting/productgroups/', query: [] },
  'reporting.productItems': { path: '/reporting/productitems/', query: [] },
  'reporting.campaignNegativeKeywords': { path: '/reporting/campaignNegativeKeywords/', query: [] },
  'reporting.campaignSearchQueries': { path: '/reporting/campaignSearchQueries/', query: [] },
  'reporting.adGroupNegativeKeywords': { path: '/reporting/adGroupNegativeKeywords/', query: [] },
  'reporting.adGroupPositiveKeywords': { path: '/reporting/adGroupPositiveKeywords/', query: [] },
  'reporting.adGroupSearchQueries': { path: '/reporting/adGroupSearchQueries/', query: [] },
  'reporting.preferences': { path: '/reporting/preferences/', query: [] },
  'ads.create': { path: '/ads/create/', query: [] },
  'ads.automatedCreate': { path: '/automated/ads/create/', query: [] },
  'ads.campaignMode': { path: '/ads/campaign_mode/', query: [] },
  'ads.edit': { path: '/ads/edit/', query: [] },
  'ads.automatedEdit': { path: '/automated/ads/edit/', query: [] },
  'ads.editDraft': { path: '/ads/edit_draft/', query: [] },
  'ads.duplicate': { path: '/ads/duplicate/', query: [] },
  'ads.bulkEdit': { path: '/ads/bulk_edit/', query: [] },
  audiences: { path: '/audiences/', query: [] },
  audienceDebug: { path: '/audience_debug/', query: [] },
  history: { path: '/history/', query: [] },
  accountsManager: { path: '/accounts_manager/', query: [] },
  pinBuilder: { path: '/pin-builder/', query: [] },
  quickPromote: { path: '/quick-promote/', query: [] },
  advertiserQuickPromote: { path: '/advertiser/quick-promote/', query: [] },
  recommendations: { path: '/recommendations/', query: [] },
  mediaPlanner: { path: '/media_planner/', query: [] },
  msotOptimizer: { path: '/msot-optimizer/', query: [] },
  'productCatalogs.dataSource': { path: '/product-catalogs/data-source', query: [] },
  campaignInsights: { path: '/campaign-insights/{campaignId}/', query: CAMPAIGN_INSIGHTS_QUERY },
  'campaignInsights.productGroup': {
    path: '/campaign-insights/{campaignId}/product-group/{productGroupId}',
    query: [],
  },
  // S1 §2 quick-promote billing link adds campaign_id, objective_type and is_quick_promote.
  billing: {
    path: '/billing/',
    query: ['section', 'next_step_link_url', 'campaign_id', OBJECTIVE_TYPE_QUERY_PARAM, 'is_quick_promote'],
  },
  'billing.history': { path: '/billing/history/', query: [] },
  'billing.orderLines': { path: '/billing/order_lines/', query: [] },
  'billing.promotions': { path: '/billing/promotions/', query: [] },
  'billing.documents': { path: '/billing/documents/', query: [] },
  'billing.taxDocuments': { path: '/billing/tax_documents/', query: [] },
  'billing.prepaidCampaignSpendSummary': { path: '/billing/prepaid_campaign_spend_summary/', query: [] },
  'billing.prepaidSpendCampaignBreakdown': { path: '/billing/prepaid_spend_campaign_breakdown/', query: [] },
  bulkEditor: { path: '/bulk_editor/', query: BULK_EDITOR_QUERY },
  'bulkEditor.uploadTemplate': { path: '/bulk_editor/upload_template/', query: BULK_EDITOR_QUERY },
  'bulkEditor.downloadTemplate': { path: '/bulk_editor/download_template/', query: BULK_EDITOR_QUERY },
  'bulkEditor.history': { path: '/bulk_editor/history/', query: ['section', 'job_started'] },
  'bulkEditor.bulkIdLibrary': { path: '/bulk_editor/bulk_id_library/', query: BULK_EDITOR_QUERY },
  'bulkEditor.resources': { path: '/bulk_editor/resources/', query: BULK_EDITOR_QUERY },
  'reportCenter.builder': { path: '/report-center/builder/', query: [] },
  'reportCenter.history': { path: '/report-center/history/', query: [] },
  'reportCenter.unsubscribe': { path: '/report-center/unsubscribe/', query: [] },
  'reportCenter.download': { path: '/report-center/download/', query: [] },
  conversions: { path: '/conversions/', query: CONVERSIONS_QUERY },
  'conversions.eventsOverview': { path: '/conversions/events-overview/', query: CONVERSIONS_QUERY },
  'conversions.eventsOverview.conversionsApi': {
    path: '/conversions/events-overview/',
    query: CONVERSIONS_QUERY,
    hash: CONVERSIONS_API_ANCHOR,
  },
  'conversions.eventHistory': { path: '/conversions/event-history/', query: CONVERSIONS_QUERY },
  'conversions.eventHistory.conversionsApi': {
    path: '/conversions/event-history/',
    query: CONVERSIONS_QUERY,
    hash: CONVERSIONS_API_ANCHOR,
  },
  'conversions.health': { path: '/conversions/health/', query: CONVERSIONS_QUERY },
  'conversions.testEvents': { path: '/conversions/test-events/', query: CONVERSIONS_QUERY },
  'conversions.tag': { path: '/conversions/tag/', query: CONVERSIONS_QUERY },
  'conversions.tagManualSetup': { path: '/conversions/tag_manual_setup/', query: CONVERSIONS_QUERY },
  'conversions.tagHealth': { path: '/conversions/tag-health/', query: CONVERSIONS_QUERY },
  'conversions.upload': { path: '/conversions/upload/', query: CONVERSIONS_QUERY },
  'conversions.history': { path: '/conversions/history/', query: CONVERSIONS_QUERY },
  'conversions.pcaHistory': { path: '/conversions/pca_history/', query: CONVERSIONS_QUERY },
  'conversions.pcaUpload': { path: '/conversions/pca_upload/', query: CONVERSIONS_QUERY },
  'conversions.apiManualSetup': { path: '/conversions/api_manual_setup/', query: CONVERSIONS_QUERY },
  'conversions.apiPartnerSetup': { path: '/conversions/api_partner_setup/', query: CONVERSIONS_QUERY },
  'conversions.accessToken': { path: '/conversions/access_token/', query: CONVERSIONS_QUERY },
  'conversions.setupApi': { path: '/conversions/setup-api/', query: CONVERSIONS_QUERY },
  'conversions.deduplication': { path: '/conversions/deduplication/', query: CONVERSIONS_QUERY },
  'conversions.payloadHelper': { path: '/conversions/payload-helper/', query: CONVERSIONS_QUERY },
  'conversions.capiConnect': { path: '/conversions/pinterest_capi_connect/', query: CONVERSIONS_QUERY },
} as const satisfies Record<string, RouteSpec>;

/** A key of `AD_MANAGER_ROUTES`. S1 §2. */
export type AdManagerRouteKey = keyof typeof AD_MANAGER_ROUTES;

type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;
type RouteOf<Key extends AdManagerRouteKey> = (typeof AD_MANAGER_ROUTES)[Key];

/** A value a route parameter may take; it is stringified and encoded. */
export type RouteParamValue = string | number | boolean;

/**
 * Parameters of one route: the advertiser id (optional), its `{name}` path segments (required)
 * and its query names (optional; `undefined` and `null` are left out). S1 §2.
 */
export type AdManagerRouteParams<Key extends AdManagerRouteKey> = {
  readonly advertiserId?: string | number | null;
} & { readonly [Name in PathParamNames<RouteOf<Key>['path']>]: string | number } & {
  readonly [Name in RouteOf<Key>['query'][number]]?: RouteParamValue | null;
};

type ParamsArgument<Key extends AdManagerRouteKey> = [PathParamNames<RouteOf<Key>['path']>] extends [never]
  ? [params?: AdManagerRouteParams<Key>]
  : [params: AdManagerRouteParams<Key>];

const encodeValue = (value: RouteParamValue): string => encodeURIComponent(String(value).replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** `?a=1&b=2` from the present values, in the order given; `''` when none is present. */
function queryString(names: readonly string[], params: Readonly<Record<string, unknown>>): string {
  const pairs = names.flatMap((name) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [`${encodeURIComponent(name)}=${encodeValue(value)}`]
      : [];
  });
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * The path of an S1 §2 ad-manager, billing, bulk editor, report centre or conversions route,
 * prefixed `/advertiser/{advertiserId}` when an advertiser id is given, with every parameter
 * encoded. Throws `Error('unknown url key')` for a key that is not in `AD_MANAGER_ROUTES` (S1 §8):
 * the one rule that throws, because a wrong key is a programming error. A path parameter left
 * out by an untyped caller leaves its segment empty.
 */
export function adManagerPath<Key extends AdManagerRouteKey>(key: Key, ...[params]: ParamsArgument<Key>): string {
  // note: Object.hasOwn, so `toString` or `__proto__` are unknown keys too.
  if (typeof key !== 'string' || !Object.hasOwn(AD_MANAGER_ROUTES, key)) throw new Error(MESSAGES.unknownUrlKey);
  const route: RouteSpec = AD_MANAGER_ROUTES[key];
  const values: Readonly<Record<string, unknown>> = params ?? {};
  const path = route.path.replace(/\{(\w+)\}/gu, (_segment, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? encodeValue(value) : '';
  });
  const advertiserId = values['advertiserId'];
  const prefix =
    (typeof advertiserId === 'string' && advertiserId.trim() !== '') || typeof advertiserId === 'number'
      ? `/advertiser/${encodeValue(advertiserId)}`
      : '';
  const hash = route.hash === undefined ? '' : `#${route.hash}`;
  return `${prefix}${path}${queryString(route.query, values)}${hash}`;
}

/** One of the campaign objective types of S1 §3. */
export type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];

/**
 * S1 §2 campaign-type shortcuts and the objective type each filters campaign reporting by. The
 * mapping is not shown; ours: each shortcut to the objective of the same name, "shopping" to the
 * legacy TEMPORARY_SHOPPING, "purchases" to PURCHASE, "engagement" to BILLABLE_ENGAGEMENT and
 * "videos" (distinct from "video view") to the legacy CPM-bid video type TEMPORARY_BIDDED_CPM_VIDEO.
 */
export const CAMPAIGN_TYPE_SHORTCUTS = {
  awareness: 'AWARENESS',
  traffic: 'TRAFFIC',
  appInstalls: 'APP_INSTALL',
  catalogSales: 'CATALOG_SALES',
  webConversion: 'WEB_CONVERSION',
  videoView: 'VIDEO_VIEW',
  shopping: 'TEMPORARY_SHOPPING',
  purchases: 'PURCHASE',
  engagement: 'BILLABLE_ENGAGEMENT',
  videos: 'TEMPORARY_BIDDED_CPM_VIDEO',
} as const satisfies Record<string, ObjectiveType>;

/** A campaign-type shortcut of S1 §2. */
export type CampaignTypeShortcut = keyof typeof CAMPAIGN_TYPE_SHORTCUTS;

/**
 * The campaign reporting path a campaign-type shortcut opens, filtered by its objective type
 * (`CAMPAIGN_TYPE_SHORTCUTS`). S1 §2.
 */
export function campaignTypeShortcutPath(shortcut: CampaignTypeShortcut, advertiserId?: string | number | null): string {
  const objectiveType = Object.hasOwn(CAMPAIGN_TYPE_SHORTCUTS, shortcut) ? CAMPAIGN_TYPE_SHORTCUTS[shortcut] : null;
  return adManagerPath('reporting.campaigns', { advertiserId, [OBJECTIVE_TYPE_QUERY_PARAM]: objectiveType });
}

/** A JSON value, as the offsite `aux_data` and `client_tracking_params` carry. S1 §2. */
export type OffsiteJson = string | number | boolean | null | readonly OffsiteJson[] | { readonly [key: string]: OffsiteJson };

/** `aux_data` and `client_tracking_params` as text: strings as they are, other JSON serialised. */
function jsonText(value: OffsiteJson | undefined): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    // note: only a cyclic object from an untyped caller gets here.
    return undefined;
  }
}

/** Input of `offsiteUrl`: the outbound link and what the redirect service needs to track it. S1 §2. */
export interface OffsiteLink {
  readonly url: string;
  readonly token?: string;
  readonly pin?: string;
  readonly isThirdPartyAd?: boolean;
  readonly csr?: string;
  readonly clientTrackingParams?: OffsiteJson;
  readonly auxData?: OffsiteJson;
}

/**
 * The outbound redirect link of S1 §2/§7: `/offsite/` with query token, url, pin,
 * isThirdPartyAd, csr, client_tracking_params and aux_data (absent values left out, object values
 * as JSON, everything encoded).
 */
export function offsiteUrl(link: OffsiteLink): string {
  const params: Record<string, RouteParamValue | undefined> = {
    token: link.token,
    url: link.url,
    pin: link.pin,
    isThirdPartyAd: link.isThirdPartyAd,
    csr: link.csr,
    client_tracking_params: jsonText(link.clientTrackingParams),
    aux_data: jsonText(link.auxData),
  };
  return `${OFFSITE_PATH}${queryString(Object.keys(params), params)}`;
}

/** Input of `offsiteCheckParams`: the link to check before opening it. S1 §7. */
export interface OffsiteCheck {
  readonly url: string;
  readonly pinId?: string;
  readonly isThirdPartyAd?: boolean;
  readonly clientTrackingParams?: OffsiteJson;
  readonly auxData?: OffsiteJson;
}

/**
 * Query of the S1 §7 check-only call `GET /v3/offsite/`: `third_party_ad=true` for a third-party
 * ad, else `pin_id` (when known), then `check_only=true`, client_tracking_params, url and aux_data.
 * Absent values are left out; object values are JSON.
 */
export function offsiteCheckParams(check: OffsiteCheck): Readonly<Record<string, string>> {
  const params: Record<string, string> = {};
  if (check.isThirdPartyAd === true) params['third_party_ad'] = 'true';
  else if (typeof check.pinId === 'string' && check.pinId !== '') params['pin_id'] = check.pinId;
  params['check_only'] = 'true';
  const tracking = jsonText(check.clientTrackingParams);
  if (tracking !== undefined) params['client_tracking_params'] = tracking;
  params['url'] = typeof check.url === 'string' ? check.url : '';
  const aux = jsonText(check.auxData);
  if (aux !== undefined) params['aux_data'] = aux;
  return params;
}

/**
 * Whether the offsite check lets the link open: false when the redirect status is `blocked`,
 * `suspicious` or `porn` (compared trimmed and case-insensitively); a missing status does not
 * block. S1 §5.
 */
export function offsiteAllowed(redirectStatus: string | null | undefined): boolean {
  if (typeof redirectStatus !== 'string') return true;
  return !(BLOCKED_REDIRECT_STATUSES as readonly string[]).includes(redirectStatus.trim().toLowerCase());
}

/** What `/offsite/` does with a checked link (S1 §2, §5, §7). */
export type OffsiteStep = 'blocked' | 'open' | 'confirm';

/**
 * S1 §2/§5/§7 the outbound redirect's decision from the check's answer: a redirect status that
 * prevents opening (`offsiteAllowed`) is `blocked`; a link the server vouches for with its
 * `token` (a link it signed, or a Pin's own link) opens without a click; any other link is shown
 * and opens only when the person confirms (our reading: `/offsite/` is no open redirect).
 */
export function offsiteStep(check: { readonly redirect_status?: string | null; readonly token?: string | null }): OffsiteStep {
  if (!offsiteAllowed(check.redirect_status)) return 'blocked';
  return typeof check.token === 'string' && check.token !== '' ? 'open' : 'confirm';
}
