/**
 * The quick-promote links and the draft's storage key (S1 §2, §3): ids URL-encoded, a lone
 * surrogate (which has no encoding) as U+FFFD. Apart from the quick-promote rules so the save
 * rules' "Promote your Pin" link does not load them.
 */
import {
  PROMOTE_CONVERT_PATH,
  QUICK_PROMOTE_BILLING_OBJECTIVE,
  QUICK_PROMOTE_DRAFT_KEY_PREFIX,
  QUICK_PROMOTE_NEXT_PATH,
} from '../constants.js';

// encodeURIComponent throws URIError on a lone surrogate; replace those with U+FFFD first.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (value: string): string => encodeURIComponent(String(value).replace(LONE_SURROGATE, '\uFFFD'));

/**
 * Link of "Promote your Pin": `/business/convert?next=/advertiser/quick_promote`, plus
 * `&pinId=…` (URL-encoded; a lone surrogate becomes U+FFFD) when a non-empty Pin id is given.
 * S1 §2 saved-Pin success dialog.
 */
export function promoteUrl(pinId?: string | null): string {
  const base = `${PROMOTE_CONVERT_PATH}?next=${QUICK_PROMOTE_NEXT_PATH}`;
  return typeof pinId === 'string' && pinId !== '' ? `${base}&pinId=${encode(pinId)}` : base;
}

/**
 * Billing link after a quick promotion: `/advertiser/{advertiserId}/billing/?campaign_id=…&
 * objective_type=CLICKTHROUGH&is_quick_promote=true`, prefixed with the ads host when given (a
 * configuration of the caller; trailing slashes are dropped). Ids are URL-encoded.
 * S1 §2 billing link.
 */
export function quickPromoteBillingUrl(input: { advertiserId: string; campaignId: string; adsHost?: string }): string {
  const host = typeof input.adsHost === 'string' ? input.adsHost.replace(/\/+$/u, '') : '';
  const query = `campaign_id=${encode(input.campaignId)}&objective_type=${QUICK_PROMOTE_BILLING_OBJECTIVE}&is_quick_promote=true`;
  return `${host}/advertiser/${encode(input.advertiserId)}/billing/?${query}`;
}

/**
 * Storage key of the saved draft of one Pin and advertiser:
 * `quick_promote_draft:{pinId}:{advertiserId}`, each id URL-encoded so ids containing `:` cannot
 * collide (plain ids are unchanged; a lone surrogate, which has no encoding, becomes U+FFFD).
 * S1 §3 saved quick-promote draft (per Pin and advertiser).
 */
export function quickPromoteDraftKey(pinId: string, advertiserId: string): string {
  return `${QUICK_PROMOTE_DRAFT_KEY_PREFIX}:${encode(pinId)}:${encode(advertiserId)}`;
}
