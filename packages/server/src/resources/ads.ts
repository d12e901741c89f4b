/**
 * Advertising side (S1 §7): advertisers, business access profiles, quick promote with the S1 §9
 * per-country budget bounds, and the S1 §5 offsite link check.
 */
import {
  MICRO_CURRENCY_MULTIPLIER,
  QuickPromotePathRequest,
  type RequestOf,
  offsiteAllowed,
  truncateCampaignName,
  validateQuickPromoteBudget,
  validateQuickPromoteDuration,
} from '@pinstack/core';
import { badRequest, notFound } from '../http/envelope.js';
import { decodeOrFail } from '../http/decode.js';
import type { Call, Endpoints } from '../http/call.js';
import * as store from '../store/index.js';
import { dnsNameProblem } from '../fetch/dns-name.js';
import { accessProfile, actorId, asMissing, viewableBoard, workableAdvertiser } from './access.js';
import { advertiserView } from './views.js';

async function quickPromote(
  call: Call,
  body: RequestOf<'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/'>,
  params: Record<string, string>,
) {
  const path = decodeOrFail(QuickPromotePathRequest, params, 'path');
  if ((body.advertiser_id ?? path.advertiserId) !== path.advertiserId || (body.pin_id ?? path.pinId) !== path.pinId) {
    throw badRequest('Invalid options.', 'advertiser_id and pin_id must match the path');
  }
  const viewer = call.viewer();
  await actorId(call, body.orbac_subject_id);
  const advertiser = await workableAdvertiser(call.db, path.advertiserId, viewer.id);
  const pin = await store.pinById(call.db, path.pinId);
  if (pin === undefined) throw notFound('pin');
  await asMissing('pin', () => viewableBoard(call.db, pin.board_id, viewer.id));
  // S1 §9: the daily budget must lie within the advertiser's country bounds; durations within 1..365.
  const budgetError = validateQuickPromoteBudget(body.budget_in_micro_currency / MICRO_CURRENCY_MULTIPLIER, advertiser.country);
  if (budgetError !== null) throw badRequest(budgetError);
  const durationError = validateQuickPromoteDuration(body.duration);
  if (durationError !== null) throw badRequest(durationError);
  const campaignId = await store.insertCampaign(call.db, {
    advertiserId: advertiser.id,
    pinId: pin.id,
    createdBy: viewer.id,
    name: truncateCampaignName(body.campaign_name),
    budgetInMicroCurrency: Math.round(body.budget_in_micro_currency),
    duration: body.duration,
    isOngoing: body.is_ongoing,
    payload: body,
  });
  return { campaign_id: campaignId };
}

/** S1 §5/§7 offsite check: the URL (given, or the Pin's link) and its host's redirect status. */
export async function offsiteStatus(call: Call, options: RequestOf<'GET /v3/offsite/'>): Promise<{ redirect_status: string; url: string }> {
  const pinId = options.pin_id ?? options.pin;
  let url = options.url ?? '';
  if (url === '' && pinId !== undefined) {
    const pin = await store.pinById(call.db, pinId);
    if (pin === undefined) throw notFound('pin');
    await asMissing('pin', () => viewableBoard(call.db, pin.board_id, call.viewerOrNull()?.id ?? ''));
    url = pin.link ?? '';
  }
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
    host = parsed.hostname.toLowerCase();
  } catch {
    throw badRequest('Invalid options.', 'url: expected an http(s) URL');
  }
  // A parent domain's status covers its subdomains (a blocked example.com blocks www.example.com):
  // the host and its parents in one query, which DNS's limits keep to at most 127 names.
  const tooLong = dnsNameProblem(host);
  if (tooLong !== null) throw badRequest('Invalid options.', `url: ${tooLong}`);
  const labels = host.split('.');
  const domains = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  const status = domains.length === 0 ? undefined : await store.linkStatusOfDomains(call.db, domains);
  return { redirect_status: status ?? 'ok', url };
}

/** True when the S1 §5 offsite rule lets `status` open. */
export const offsiteOpens = (status: string): boolean => offsiteAllowed(status);

/** The ads and business calls (S1 §7). */
export const adEndpoints = {
  'AdvertiserResource.create': {
    access: 'required',
    run: async (call, options) => {
      const row = await store.insertAdvertiser(call.db, {
        ownerId: call.viewer().id,
        name: options.name.trim(),
        country: options.country.toUpperCase(),
      });
      return advertiserView(row);
    },
  },
  'AdvertiserResource.get': {
    access: 'required',
    run: async (call, options) => advertiserView(await workableAdvertiser(call.db, options.advertiser_id, call.viewer().id)),
  },
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': { access: 'required', run: quickPromote },
  'GET /v3/offsite/': { access: 'optional', run: offsiteStatus },
  'GET /vx/business_access/profiles/': {
    access: 'required',
    run: async (call) => (await store.profilesOfMember(call.db, call.viewer().id)).map(accessProfile),
  },
} as const satisfies Endpoints;
