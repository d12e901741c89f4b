/** Request schemas of the ads and business port (S1 §5, §7, §9). */
import { Schema } from 'effect';
import { Id, matching, maxItems, OrbacSubject, QueryFlag, Text, withDefault } from './common.js';
import { PagingFields } from './browse.js';

/** A bounded list of targeting codes. */
const Codes = Schema.Array(Text(100)).check(maxItems(500));

/**
 * S1 §7 quick-promote body. The path carries `{advertiserId}` and `{pinId}`; the body may repeat
 * them (the port's payload does), and a body that names other ids is refused by the backend.
 */
export const QuickPromoteBodyRequest = Schema.Struct({
  advertiser_id: Schema.optional(Id),
  pin_id: Schema.optional(Id),
  budget_in_micro_currency: Schema.Number,
  // a blank name is refused by the core rule (quickPromoteRefusal) in the product's words
  campaign_name: Text(1000),
  destination_url: Schema.optional(Text(2048)),
  duration: Schema.Number,
  auto_targeting_enabled: Schema.optional(Schema.Boolean),
  is_ongoing: Schema.Boolean,
  start_now: Schema.optional(Schema.Boolean),
  targeting_spec: Schema.optional(
    Schema.Struct({
      AGE_BUCKET: Schema.optional(Codes),
      GENDER: Schema.optional(Codes),
      INTEREST: Schema.optional(Codes),
      /** Plus-separated country codes (`US+CA`). */
      LOCATION: Schema.optional(Text(1000)),
    }),
  ),
  ads_client_type: Schema.optional(Text(64)),
  product_group_id: Schema.optional(Text(64)),
  flexible_daily_budget_enabled: Schema.optional(Schema.Boolean),
  inclusive_end_date: Schema.optional(Text(64)),
  objective_type: Schema.optional(Text(64)),
  optimization_goal_metadata: Schema.optional(Schema.Struct({ conversion_tag_id: Schema.String, conversion_event: Schema.String })),
  orbac_subject_id: OrbacSubject,
});

/** The path fields of the quick-promote call. */
export const QuickPromotePathRequest = Schema.Struct({ advertiserId: Id, pinId: Id });

/** S1 §7 GET /v3/offsite/: a URL, or a Pin whose link to check; flags arrive as query strings. */
export const OffsiteCheckRequest = Schema.Struct({
  url: Schema.optional(Text(4096)),
  pin_id: Schema.optional(Id),
  pin: Schema.optional(Id),
  /** S1 §2 the server's signature of `url` (a link it issued): it then opens without a click. */
  token: Schema.optional(Text(256)),
  third_party_ad: Schema.optional(QueryFlag),
  // S1 §7: a client checks, it does not follow the redirect
  check_only: withDefault(QueryFlag, true),
  client_tracking_params: Schema.optional(Text(4096)),
  aux_data: Schema.optional(
    Schema.fromJsonString(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean]))),
  ),
});

/** S1 §7 AdvertiserResource create. */
export const AdvertiserCreateRequest = Schema.Struct({
  name: Text(200).check(matching((s) => s.trim() !== '', 'a non-blank name')),
  // an ISO 3166-1 code: checked by the core rule (advertiserCreateRefusal) in the product's words
  country: Text(8),
});

/** S1 §7 AdvertiserResource get. */
export const AdvertiserGetRequest = Schema.Struct({ advertiser_id: Id });

/**
 * AdvertiserCampaignsResource get (ours: S1 §7 shows the quick-promote call, not a read of what it
 * made): an advertiser's campaigns, newest first, paged; `pin_id` keeps one Pin's.
 */
export const AdvertiserCampaignsRequest = Schema.Struct({ advertiser_id: Id, pin_id: Schema.optional(Id), ...PagingFields });
