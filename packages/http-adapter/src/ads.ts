/** HTTP implementation of `AdsService` (S1 §7, wire protocol). */
import { Schema } from 'effect';
import {
  AdvertiserSchema,
  BusinessAccessProfileSchema,
  CampaignSchema,
  OffsiteCheckSchema,
  QuickPromoteResultSchema,
  type AdsServiceShape,
} from '@pinstack/core';
import { callApi, callApiPage } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `AdsService` over HTTP: the quick-promote path takes its ids from the payload. */
export function makeAdsServiceHttp(config: ResolvedConfig): AdsServiceShape {
  return {
    quickPromote: (payload) =>
      callApi(config, 'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/', payload, QuickPromoteResultSchema, {
        pathParams: { advertiserId: payload.advertiser_id, pinId: payload.pin_id },
      }),
    checkOffsite: (options) => callApi(config, 'GET /v3/offsite/', options, OffsiteCheckSchema),
    getBusinessProfiles: () => callApi(config, 'GET /vx/business_access/profiles/', {}, Schema.Array(BusinessAccessProfileSchema)),
    createAdvertiser: (options) => callApi(config, 'AdvertiserResource.create', options, AdvertiserSchema),
    getAdvertiser: (options) => callApi(config, 'AdvertiserResource.get', options, AdvertiserSchema),
    getCampaigns: (options) => callApiPage(config, 'AdvertiserCampaignsResource.get', options, CampaignSchema),
  };
}
