/**
 * Users port (S0 §7): follow, block, user state, settings, profile update and the e-mail check.
 * S0 §4: follow and block are optimistic; S0 §8: their failures are silently reverted.
 */
import type { Schema } from 'effect';
import type {
  EmailExistsRequest,
  FollowManyRequest,
  UserBlockRequest,
  UserFollowRequest,
  UserMeUpdateRequest,
  UserStateRequest,
} from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { User, UserSettings } from '../entities.js';
import type { CallError } from './errors.js';

/** Failures of `UserService` calls. */
export type UserServiceError = CallError;

/** S0 §7 POST/DELETE UserFollowResource options. */
export type UserFollowOptions = Schema.Schema.Type<typeof UserFollowRequest>;

/** S0 §7 PUT /v3/users/follow/: the adapter sends `followee_ids` comma-joined. */
export type FollowManyOptions = Schema.Schema.Type<typeof FollowManyRequest>;

/** S0 §7 POST/DELETE UserBlockResource options. */
export type UserBlockOptions = Schema.Schema.Type<typeof UserBlockRequest>;

/** S0 §7 POST UserStateResource options. */
export type UserStateOptions = Schema.Schema.Type<typeof UserStateRequest>;

/** S0 §7 POST /v3/users/me/ (payload "not shown"): the profile fields to change. */
export type UserMeUpdateOptions = Schema.Schema.Type<typeof UserMeUpdateRequest>;

/** S0 §7 GET /v3/register/exists/ options. */
export type EmailExistsOptions = Schema.Schema.Type<typeof EmailExistsRequest>;

/** S0 §7 user calls. */
export interface UserServiceShape {
  /** S0 §7 POST UserFollowResource. */
  readonly follow: (options: UserFollowOptions) => Effect.Effect<void, UserServiceError>;
  /** S0 §7 DELETE UserFollowResource. */
  readonly unfollow: (options: UserFollowOptions) => Effect.Effect<void, UserServiceError>;
  /** S0 §7 PUT /v3/users/follow/. */
  readonly followMany: (options: FollowManyOptions) => Effect.Effect<void, UserServiceError>;
  /** S0 §7 POST UserBlockResource. */
  readonly block: (options: UserBlockOptions) => Effect.Effect<void, UserServiceError>;
  /** S0 §7 DELETE UserBlockResource. */
  readonly unblock: (options: UserBlockOptions) => Effect.Effect<void, UserServiceError>;
  /** S0 §7 POST UserStateResource. */
  readonly setUserState: (options: UserStateOptions) => Effect.Effect<void, UserServiceError>;
  /** S0 §7 GET /v3/users/settings → connected_to_instagram, listed_website_url. */
  readonly getSettings: () => Effect.Effect<UserSettings, UserServiceError>;
  /** S0 §7 POST /v3/users/me/ → the updated user. */
  readonly updateMe: (options: UserMeUpdateOptions) => Effect.Effect<User, UserServiceError>;
  /**
   * Issue #21 §4 POST /v3/users/website/verify/: checks that the listed website shows the
   * account's token (meta tag or file, rules/site-verification.ts) → the settings, now verified;
   * 400 when it does not, or no website is listed.
   */
  readonly verifyWebsite: () => Effect.Effect<UserSettings, UserServiceError>;
  /** S0 §7 GET /v3/register/exists/ → whether an account uses this e-mail. */
  readonly emailExists: (options: EmailExistsOptions) => Effect.Effect<boolean, UserServiceError>;
}

/** The users port (S0 §7). */
export class UserService extends Context.Service<UserService, UserServiceShape>()('@pinstack/core/UserService') {}
