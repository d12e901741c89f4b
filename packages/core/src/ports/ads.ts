/**
 * Ads and business port (S1 §7): quick promote, the offsite link check, business access
 * profiles and advertisers.
 */
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { Advertiser, BusinessAccessProfile } from '../entities.js';
import type { QuickPromotePayload } from '../rules/quick-promote.js';
import type { CallError } from './errors.js';
import type { OffsiteCheckResult, QuickPromoteResult } from './schemas.js';

/** Failures of `AdsService` calls (S1 §8 error areas come from `ApiError` fields). */
export type AdsServiceError = CallError;

/**
 * S1 §7 quick-promote request: the payload `buildQuickPromotePayload` builds (its `advertiser_id`
 * and `pin_id` also fill the path), plus `orbac_subject_id` when acting for an organisation (S0 §6).
 */
export type QuickPromoteRequest = QuickPromotePayload & { readonly orbac_subject_id?: string };

/** S1 §7 GET /v3/offsite/ check options (`pin_id` or `third_party_ad`). */
export interface OffsiteCheckOptions {
  readonly url: string;
  readonly pin_id?: string;
  readonly third_party_ad?: boolean;
  /** @default true */
  readonly check_only?: boolean;
  readonly client_tracking_params?: string;
  readonly aux_data?: Readonly<Record<string, string | number | boolean>>;
}

/** Wire protocol AdvertiserResource create options: an advertiser owned by the caller. */
export interface AdvertiserCreateOptions {
  readonly name: string;
  readonly country: string;
}

/** Wire protocol AdvertiserResource read options. */
export interface AdvertiserGetOptions {
  readonly advertiser_id: string;
}

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
}

/** The ads and business port (S1 §7). */
export class AdsService extends Context.Tag('@pinstack/core/AdsService')<AdsService, AdsServiceShape>() {}
