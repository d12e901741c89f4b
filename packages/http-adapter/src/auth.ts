/** HTTP implementation of `AuthService` (S1 §7, wire protocol "Sessions and CSRF"). */
import { Effect } from 'effect';
import {
  AcknowledgedSchema,
  FacebookLoginDataSchema,
  FacebookProfileDataSchema,
  UserSchema,
  ViewerSchema,
  type AuthServiceShape,
} from '@pinstack/core';
import { callApi } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `AuthService` over HTTP; sign-in and sign-up go without `X-CSRFToken` (routes table `noCsrf`). */
export function makeAuthServiceHttp(config: ResolvedConfig): AuthServiceShape {
  return {
    signIn: (options) => callApi(config, 'UserSessionResource.create', options, ViewerSchema),
    signOut: () => Effect.asVoid(callApi(config, 'UserSessionResource.delete', {}, AcknowledgedSchema)),
    signUp: (options) => callApi(config, 'UserRegisterResource.create', options, UserSchema),
    getFacebookProfile: (options) => callApi(config, 'POST /v3/facebook/profile_data/', options, FacebookProfileDataSchema),
    getFacebookLoginData: (options) => callApi(config, 'GET /v3/facebook/login_data/', options, FacebookLoginDataSchema),
    // The server answers with new session cookies (the old session ended with every other one).
    changePassword: (options) => Effect.asVoid(callApi(config, 'UserPasswordResource.update', options, AcknowledgedSchema)),
    signOutEverywhere: () => Effect.asVoid(callApi(config, 'UserSessionsResource.delete', {}, AcknowledgedSchema)),
  };
}
