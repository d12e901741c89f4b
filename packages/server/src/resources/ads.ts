/**
 * Advertising side (S1 §7): advertisers, business access profiles, quick promote with the S1 §9
 * per-country budget bounds, and the S1 §5 offsite link check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  linkHost,
  linkStatusHosts,
  advertiserCreateRefusal,
  isCampaignActive,
  QuickPromotePathRequest,
  quickPromoteRefusal,
  type RequestOf,
  normaliseWebLink,
  offsiteAllowed,
  truncateCampaignName,
} from '@pinstack/core';
import { badRequest, HttpFailure, notFound } from '../http/envelope.js';
import { decodeOrFail } from '../http/decode.js';
import type { Call, Endpoints } from '../http/call.js';
import * as store from '../store/index.js';
import { dnsNameProblem } from '../fetch/dns-name.js';
import { accessProfile, actorId, asMissing, viewableBoard, workableAdvertiser } from './access.js';
import { page } from './browse.js';
import { advertiserView, campaignView } from './views.js';

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
  const actor = await actorId(call, body.orbac_subject_id);
  const advertiser = await workableAdvertiser(call.db, path.advertiserId, viewer.id);
  const pin = await store.pinById(call.db, path.pinId);
  if (pin === undefined) throw notFound('pin');
  await asMissing('pin', () => viewableBoard(call.db, pin.board_id, viewer.id));
  // the core rules the form checks with: own Pin (403), S1 §9 bounds and the fields (400), one running promotion (409)
  const now = new Date();
  const running = (await store.campaignsOfPin(call.db, pin.id)).some((campaign) =>
    isCampaignActive({ ...campaign, created_at: new Date(campaign.created_at).toISOString() }, now),
  );
  const refusal = quickPromoteRefusal(body, {
    pinnerId: pin.pinner_id,
    promoterId: actor,
    country: advertiser.country,
    today: now.toISOString().slice(0, 10),
    alreadyPromoted: running,
  });
  if (refusal !== null) throw refusal;
  const destination = normaliseWebLink(body.destination_url);
  const campaignId = await store.insertCampaign(call.db, {
    advertiserId: advertiser.id,
    pinId: pin.id,
    createdBy: viewer.id,
    name: truncateCampaignName(body.campaign_name),
    budgetInMicroCurrency: Math.round(body.budget_in_micro_currency),
    duration: body.duration,
    isOngoing: body.is_ongoing,
    payload: destination.kind === 'link' ? { ...body, destination_url: destination.url } : body,
  });
  return { campaign_id: campaignId };
}

/** S1 §2 the server's signature of an outbound link: HMAC-SHA256 of the URL, base64url. */
export function signOffsiteUrl(secret: string, url: string): string {
  return createHmac('sha256', secret).update(`offsite\n${url}`).digest('base64url');
}

/** True when `token` is this server's signature of `url` (compared in constant time). */
function signedByUs(secret: string, url: string, token: string): boolean {
  const expected = Buffer.from(signOffsiteUrl(secret, url));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link of a Pin the caller may see (`null` without one); a missing or hidden Pin is 404 when `required`, else `null`. */
async function pinLink(call: Call, pinId: string, required: boolean): Promise<string | null> {
  try {
    const pin = await store.pinById(call.db, pinId);
    if (pin === undefined) throw notFound('pin');
    await asMissing('pin', () => viewableBoard(call.db, pin.board_id, call.viewerOrNull()?.id ?? ''));
    return pin.link ?? null;
  } catch (error) {
    if (required || !(error instanceof HttpFailure && error.status === 404)) throw error;
    return null;
  }
}

/**
 * S1 §5/§7 offsite check: the URL (given, or the Pin's link) and its host's redirect status, the
 * host read by the core rule `linkHost` and matched with its parent domains (`linkStatusHosts`).
 * S1 §2: `token`, the server's signature of the URL, comes back only when the server vouches for
 * it (the named Pin's own link, or a valid `token` for that URL) and its status lets it open.
 */
export async function offsiteStatus(
  call: Call,
  options: RequestOf<'GET /v3/offsite/'>,
): Promise<{ redirect_status: string; url: string; token?: string }> {
  const pinId = options.pin_id ?? options.pin;
  let url = options.url ?? '';
  let vouched = false;
  if (pinId !== undefined && options.third_party_ad !== true) {
    const link = await pinLink(call, pinId, url === '');
    if (url === '') url = link ?? '';
    vouched = link !== null && link === url;
  }
  if (!vouched && options.token !== undefined && url !== '') vouched = signedByUs(call.env.offsiteSecret, url, options.token);
  const host = linkHost(url);
  if (host === null) throw badRequest('Invalid options.', 'url: expected an http(s) URL');
  // A parent domain's status covers its subdomains (a blocked example.com blocks www.example.com):
  // the host and its parents in one query, which DNS's limits keep to at most 127 names.
  const tooLong = dnsNameProblem(host);
  if (tooLong !== null) throw badRequest('Invalid options.', `url: ${tooLong}`);
  const redirectStatus = (await store.linkStatusOfDomains(call.db, linkStatusHosts(host))) ?? 'ok';
  const token = vouched && offsiteAllowed(redirectStatus) ? signOffsiteUrl(call.env.offsiteSecret, url) : undefined;
  return { redirect_status: redirectStatus, url, ...(token === undefined ? {} : { token }) };
}

/** The ads and business calls (S1 §7). */
export const adEndpoints = {
  'AdvertiserResource.create': {
    access: 'required',
    run: async (call, options) => {
      const refusal = advertiserCreateRefusal(options);
      if (refusal !== null) throw refusal;
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
  'AdvertiserCampaignsResource.get': {
    access: 'required',
    run: async (call, options) => {
      // the campaigns of an ad account are its owner's and its members' to read (404 for anyone else)
      const advertiser = await workableAdvertiser(call.db, options.advertiser_id, call.viewer().id);
      return page(options, (limit, offset) => store.campaignsOf(call.db, advertiser.id, options.pin_id, limit, offset), campaignView);
    },
  },
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': { access: 'required', run: quickPromote },
  'GET /v3/offsite/': { access: 'optional', run: offsiteStatus },
  'GET /vx/business_access/profiles/': {
    access: 'required',
    run: async (call) => (await store.profilesOfMember(call.db, call.viewer().id)).map(accessProfile),
  },
} as const satisfies Endpoints;
