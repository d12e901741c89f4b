/** HTTP implementation of `UserService` (S0 §7). */
import { Effect } from 'effect';
import { AcknowledgedSchema, EmailExistsSchema, UserSchema, UserSettingsSchema, type UserServiceShape } from '@pinstack/core';
import { callApi } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `UserService` over HTTP; `followee_ids` goes comma-joined (S0 §7, by its request schema). */
export function makeUserServiceHttp(config: ResolvedConfig): UserServiceShape {
  return {
    follow: (options) => Effect.asVoid(callApi(config, 'UserFollowResource.create', options, AcknowledgedSchema)),
    unfollow: (options) => Effect.asVoid(callApi(config, 'UserFollowResource.delete', options, AcknowledgedSchema)),
    followMany: (options) => Effect.asVoid(callApi(config, 'PUT /v3/users/follow/', options, AcknowledgedSchema)),
    block: (options) => Effect.asVoid(callApi(config, 'UserBlockResource.create', options, AcknowledgedSchema)),
    unblock: (options) => Effect.asVoid(callApi(config, 'UserBlockResource.delete', options, AcknowledgedSchema)),
    setUserState: (options) => Effect.asVoid(callApi(config, 'UserStateResource.create', options, AcknowledgedSchema)),
    getSettings: () => callApi(config, 'GET /v3/users/settings', {}, UserSettingsSchema),
    updateMe: (options) => callApi(config, 'POST /v3/users/me/', options, UserSchema),
    verifyWebsite: () => callApi(config, 'POST /v3/users/website/verify/', {}, UserSettingsSchema),
    emailExists: (options) => Effect.map(callApi(config, 'GET /v3/register/exists/', options, EmailExistsSchema), (r) => r.exists),
  };
}
