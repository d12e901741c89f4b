/**
 * S1 §7 when the attribution-reporting request is sent (impressions of promoted Pins in Chrome,
 * keep-alive) and with which fields; S1 §8 what happens instead when a parameter or a browser
 * feature is missing (a result the caller only logs).
 */
import { BROWSER_KINDS } from '../constants.js';
import type { BrowserKind } from './account.js';

/** S1 §7 attribution-source fields. */
export interface AttributionSourceOptions {
  readonly source_event_id: string;
  /** Origins of the advertiser's site; sent as a JSON list. */
  readonly destination: readonly string[];
  readonly expiry: number;
  readonly priority: number;
  readonly advertiser_id: string;
  readonly campaign_id: string;
  readonly source_event_type: string;
  /** Sent only when the page is not on the main site. */
  readonly hostname?: string;
}

/** The S1 §7 attribution fields a caller may have, before checking. */
export interface AttributionFields {
  readonly sourceEventId?: string | null;
  /** Advertiser site URLs or origins; reduced to their https origins. */
  readonly destination?: readonly string[] | null;
  /** Seconds the source stays valid. */
  readonly expiry?: number | null;
  readonly priority?: number | null;
  readonly advertiserId?: string | null;
  readonly campaignId?: string | null;
  readonly sourceEventType?: string | null;
}

/** A field name of `AttributionFields`. S1 §7. */
export type AttributionField = keyof AttributionFields;

/** Input of `attributionReport`: the impression, the browser and the fields. S1 §7. */
export interface AttributionImpression extends AttributionFields {
  /** The impression is of a promoted Pin. */
  readonly isPromoted: boolean;
  readonly browser: BrowserKind;
  /** What the browser offers: the attribution-reporting API and keep-alive requests. */
  readonly features: { readonly attributionReporting: boolean; readonly keepAlive: boolean };
  /** Host of the page the impression happened on. */
  readonly hostname?: string | null;
  /** Host of the main site; `hostname` is sent only when it differs. */
  readonly mainSiteHostname: string;
}

/** A browser feature the report needs. S1 §8. */
export type AttributionFeature = 'attributionReporting' | 'keepAlive';

/**
 * Whether and what to report (S1 §7/§8): `send` with the port's options; `not-applicable` for an
 * impression of an organic Pin (nothing to report or log); `skipped` for a browser other than
 * Chrome or one lacking a feature, and `missing` naming the absent or invalid fields — the last
 * two are logged only, never shown.
 */
export type AttributionDecision =
  | { readonly status: 'send'; readonly options: AttributionSourceOptions; readonly keepAlive: true }
  | { readonly status: 'not-applicable' }
  | { readonly status: 'skipped'; readonly reason: 'unsupported-browser' }
  | { readonly status: 'skipped'; readonly reason: 'unsupported-feature'; readonly features: readonly AttributionFeature[] }
  | { readonly status: 'missing'; readonly fields: readonly AttributionField[] };

// Core compiles against the ES2022 lib only (no DOM): the WHATWG URL class is reached through
// globalThis, with the two members read here.
type OriginUrl = new (input: string) => { readonly protocol: string; readonly origin: string };
const UrlClass = (globalThis as unknown as { URL: OriginUrl }).URL;

/** The https origin of a URL or origin text, `null` when it has none. */
function httpsOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new UrlClass(value.trim());
    // Attribution destinations must be secure sites: http, data: and opaque origins are refused.
    return url.protocol === 'https:' && url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const normalHost = (value: unknown): string | null => {
  const host = text(value);
  return host === null ? null : host.toLowerCase().replace(/\.$/u, '');
};

/**
 * Decides the S1 §7 attribution-reporting request for one Pin impression: only for a promoted
 * Pin, only in Chrome (`BROWSER_KINDS.chrome`) with the attribution-reporting API and keep-alive,
 * and only with every field: a non-blank source event id, advertiser id, campaign id and source
 * event type (trimmed), at least one https destination origin (deduplicated, in order; other
 * entries dropped), a positive whole expiry and a whole priority. The hostname is added only when
 * it is not the main site's (compared case-insensitively, without a trailing dot). Never throws.
 */
export function attributionReport(impression: AttributionImpression): AttributionDecision {
  if (impression === null || typeof impression !== 'object' || impression.isPromoted !== true) {
    return { status: 'not-applicable' };
  }
  if (impression.browser !== BROWSER_KINDS.chrome) return { status: 'skipped', reason: 'unsupported-browser' };
  const features = impression.features;
  const lacking: AttributionFeature[] = [];
  if (features?.attributionReporting !== true) lacking.push('attributionReporting');
  if (features?.keepAlive !== true) lacking.push('keepAlive');
  if (lacking.length > 0) return { status: 'skipped', reason: 'unsupported-feature', features: lacking };

  const sourceEventId = text(impression.sourceEventId);
  const origins = Array.isArray(impression.destination) ? impression.destination.map(httpsOrigin) : [];
  const destination = [...new Set(origins.filter((origin): origin is string => origin !== null))];
  const { expiry, priority } = impression;
  const advertiserId = text(impression.advertiserId);
  const campaignId = text(impression.campaignId);
  const sourceEventType = text(impression.sourceEventType);

  const missing: AttributionField[] = [];
  if (sourceEventId === null) missing.push('sourceEventId');
  if (destination.length === 0) missing.push('destination');
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry <= 0) missing.push('expiry');
  if (typeof priority !== 'number' || !Number.isSafeInteger(priority)) missing.push('priority');
  if (advertiserId === null) missing.push('advertiserId');
  if (campaignId === null) missing.push('campaignId');
  if (sourceEventType === null) missing.push('sourceEventType');
  // Everything after the first test only narrows the types for the compiler.
  if (
    missing.length > 0 ||
    sourceEventId === null ||
    advertiserId === null ||
    campaignId === null ||
    sourceEventType === null ||
    typeof expiry !== 'number' ||
    typeof priority !== 'number'
  ) {
    return { status: 'missing', fields: missing };
  }

  const host = normalHost(impression.hostname);
  const offMainSite = host !== null && host !== normalHost(impression.mainSiteHostname);
  return {
    status: 'send',
    keepAlive: true,
    options: {
      source_event_id: sourceEventId,
      destination,
      expiry,
      priority,
      advertiser_id: advertiserId,
      campaign_id: campaignId,
      source_event_type: sourceEventType,
      ...(offMainSite ? { hostname: host } : {}),
    },
  };
}
