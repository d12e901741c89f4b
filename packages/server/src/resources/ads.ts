/**
 * Advertising side (S1 §7): advertisers, business access profiles, quick promote with the S1 §9
 * per-country budget bounds, and the S1 §5 offsite link check.
 */
import { Schema } from 'effect';
import {
  MICRO_CURRENCY_MULTIPLIER,
  offsiteAllowed,
  truncateCampaignName,
  validateQuickPromoteBudget,
  validateQuickPromoteDuration,
} from '@pinstack/core';
import { badRequest, notFound } from '../http/envelope.js';
import { decodeOrFail, Id, Text } from '../http/decode.js';
import type { Call, ResourceTable, RestRoute } from '../http/call.js';
import * as store from '../store/index.js';
import { accessProfile, actorId, viewableBoard, workableAdvertiser } from './access.js';
import { advertiserView } from './views.js';

const Country = Schema.String.pipe(Schema.pattern(/^[A-Za-z]{2}$/, { message: () => 'a two-letter country code' }));
const NonBlank = Text(200).pipe(Schema.filter((s) => s.trim() !== '', { message: () => 'a non-blank name' }));
const AdvertiserCreate = Schema.Struct({ name: NonBlank, country: Country });
const AdvertiserGet = Schema.Struct({ advertiser_id: Id });

const QuickPromote = Schema.Struct({
  advertiser_id: Schema.optional(Id),
  pin_id: Schema.optional(Id),
  budget_in_micro_currency: Schema.Number,
  campaign_name: Text(1000).pipe(Schema.minLength(1)),
  destination_url: Schema.optional(Text(2048)),
  duration: Schema.Number,
  auto_targeting_enabled: Schema.optional(Schema.Boolean),
  is_ongoing: Schema.Boolean,
  start_now: Schema.optional(Schema.Boolean),
  targeting_spec: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) })),
  ads_client_type: Schema.optional(Schema.String),
  product_group_id: Schema.optional(Schema.String),
  flexible_daily_budget_enabled: Schema.optional(Schema.Boolean),
  inclusive_end_date: Schema.optional(Schema.String),
  objective_type: Schema.optional(Schema.String),
  optimization_goal_metadata: Schema.optional(Schema.Struct({ conversion_tag_id: Schema.String, conversion_event: Schema.String })),
  orbac_subject_id: Schema.optional(Id),
});
const QuickPromotePath = Schema.Struct({ advertiserId: Id, pinId: Id });

/** Query parameters arrive as strings (wire-protocol.md REST GET). */
const Flag = Schema.optional(Schema.Literal('true', 'false'));
const OffsiteCheck = Schema.Struct({
  url: Schema.optional(Text(4096)),
  pin_id: Schema.optional(Id),
  pin: Schema.optional(Id),
  third_party_ad: Flag,
  check_only: Flag,
});

async function quickPromote(call: Call, input: Record<string, unknown>, params: Record<string, string>) {
  const path = decodeOrFail(QuickPromotePath, params, 'path');
  const body = decodeOrFail(QuickPromote, input);
  if ((body.advertiser_id ?? path.advertiserId) !== path.advertiserId || (body.pin_id ?? path.pinId) !== path.pinId) {
    throw badRequest('Invalid options.', 'advertiser_id and pin_id must match the path');
  }
  const viewer = call.viewer();
  await actorId(call, body.orbac_subject_id);
  const advertiser = await workableAdvertiser(call.db, path.advertiserId, viewer.id);
  const pin = await store.pinById(call.db, path.pinId);
  if (pin === undefined) throw notFound('pin');
  await viewableBoard(call.db, pin.board_id, viewer.id);
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
export async function offsiteStatus(call: Call, input: Record<string, unknown>): Promise<{ redirect_status: string; url: string }> {
  const options = decodeOrFail(OffsiteCheck, input);
  const pinId = options.pin_id ?? options.pin;
  let url = options.url ?? '';
  if (url === '' && pinId !== undefined) {
    const pin = await store.pinById(call.db, pinId);
    if (pin === undefined) throw notFound('pin');
    await viewableBoard(call.db, pin.board_id, call.viewerOrNull()?.id ?? '');
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
  // A parent domain's status covers its subdomains (a blocked example.com blocks www.example.com).
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const status = await store.linkStatus(call.db, labels.slice(i).join('.'));
    if (status !== undefined) return { redirect_status: status, url };
  }
  return { redirect_status: 'ok', url };
}

/** True when the S1 §5 offsite rule lets `status` open. */
export const offsiteOpens = (status: string): boolean => offsiteAllowed(status);

/** AdvertiserResource. */
export const adResources: ResourceTable = {
  AdvertiserResource: {
    create: {
      access: 'required',
      run: async (call, input) => {
        const options = decodeOrFail(AdvertiserCreate, input);
        const row = await store.insertAdvertiser(call.db, {
          ownerId: call.viewer().id,
          name: options.name.trim(),
          country: options.country.toUpperCase(),
        });
        return advertiserView(row);
      },
    },
    get: {
      access: 'required',
      run: async (call, input) =>
        advertiserView(await workableAdvertiser(call.db, decodeOrFail(AdvertiserGet, input).advertiser_id, call.viewer().id)),
    },
  },
};

/** REST calls of the ads side (S1 §7). */
export const adRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/ads/v4/advertisers/:advertiserId/pins/:pinId/quick_promote/',
    endpoint: { access: 'required', run: quickPromote },
  },
  { method: 'GET', path: '/v3/offsite/', endpoint: { access: 'optional', run: offsiteStatus } },
  {
    method: 'GET',
    path: '/vx/business_access/profiles/',
    endpoint: {
      access: 'required',
      run: async (call) => (await store.profilesOfMember(call.db, call.viewer().id)).map(accessProfile),
    },
  },
];
