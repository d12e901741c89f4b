/**
 * Ads and business port (S1 §7): quick promote, the offsite link check, business access
 * profiles and advertisers.
 */
import type { Schema } from 'effect';
import type { AdvertiserCampaignsRequest, AdvertiserCreateRequest, AdvertiserGetRequest, OffsiteCheckRequest } from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { Advertiser, BusinessAccessProfile } from '../entities.js';
import type { QuickPromotePayload } from '../rules/quick-promote.js';
import type { CallError } from './errors.js';
import type { ListPage } from '../rules/browse.js';
import type { Campaign, OffsiteCheckResult, QuickPromoteResult } from './other-schemas.js';

/** Failures of `AdsService` calls (S1 §8 error areas come from `ApiError` fields). */
export type AdsServiceError = CallError;

/**
 * S1 §7 quick-promote request: the payload `buildQuickPromotePayload` builds (its `advertiser_id`
 * and `pin_id` also fill the path), plus `orbac_subject_id` when acting for an organisation (S0 §6).
 */
export type QuickPromoteRequest = QuickPromotePayload & { readonly orbac_subject_id?: string };

/** S1 §7 GET /v3/offsite/ check options (`pin_id` or `third_party_ad`). */
export type OffsiteCheckOptions = Schema.Schema.Type<typeof OffsiteCheckRequest>;

/** Wire protocol AdvertiserResource create options: an advertiser owned by the caller. */
export type AdvertiserCreateOptions = Schema.Schema.Type<typeof AdvertiserCreateRequest>;

/** Wire protocol AdvertiserResource read options. */
export type AdvertiserGetOptions = Schema.Schema.Type<typeof AdvertiserGetRequest>;

/** AdvertiserCampaignsResource read options: the advertiser, optionally one Pin, paged. */
export type AdvertiserCampaignsOptions = Schema.Schema.Type<typeof AdvertiserCampaignsRequest>;

/** S1 §7 ads and business calls. */
export interface AdsServiceShape {
  /** S1 §7 POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/. */
  readonly quickPromote: (payload: QuickPromoteRequest) => Effect.Effect<QuickPromoteResult, AdsServiceError>;
  /** S1 §7 GET /v3/offsite/ (check only) → redirect_status and url (see `offsiteAllowed`). */
  readonly checkOffsite: (options: OffsiteCheckOptions) => Effect.Effect<OffsiteCheckResult, AdsServiceError>;
  /** S1 §7 GET /vx/business_access/profiles/ (signed-in partners). */
  readonly getBusinessProfiles: () => Effect.Effect<readonly BusinessAccessProfile[], AdsServiceError>;
  /** Wire protocol AdvertiserResource create. */
  readonly createAdvertiser: (options: AdvertiserCreateOptions) => Effect.Effect<Advertiser, AdsServiceError>;
  /** Wire protocol AdvertiserResource read. */
  readonly getAdvertiser: (options: AdvertiserGetOptions) => Effect.Effect<Advertiser, AdsServiceError>;
  /**
   * AdvertiserCampaignsResource read: the advertiser's quick-promote campaigns (S1 §7 what the
   * save made), newest first, for its owner and the people who work for it (404 for others).
   */
  readonly getCampaigns: (options: AdvertiserCampaignsOptions) => Effect.Effect<ListPage<Campaign>, AdsServiceError>;
}

/** The ads and business port (S1 §7). */
export class AdsService extends Context.Service<AdsService, AdsServiceShape>()('@pinstack/core/AdsService') {}
