/**
 * Sign-in, sign-out and sign-up port (S1 §3, S1 §7, wire protocol "Sessions and CSRF"), with the
 * two Facebook calls social sign-in needs.
 */
import type { Schema } from 'effect';
import type { ChangePasswordRequest, FacebookLoginDataRequest, FacebookProfileDataRequest } from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { User, Viewer } from '../entities.js';
import type { CallError } from './errors.js';
import type { FacebookProfileData, SignInOptions, SignUpOptions } from '../rules/account.js';
import type { FacebookLoginData } from './other-schemas.js';

// Sign-in and sign-up payloads are the account rules' (rules/account.ts), shared with the auth machine.
export type { SignInOptions, SignUpOptions };

/** Failures of `AuthService` calls (429 after too many failed sign-ins, wire protocol). */
export type AuthServiceError = CallError;

/** S1 §7 POST /v3/facebook/profile_data/ payload. */
export type FacebookProfileDataOptions = Schema.Schema.Type<typeof FacebookProfileDataRequest>;

/** S1 §7 /v3/facebook/login_data/ payload. */
export type FacebookLoginDataOptions = Schema.Schema.Type<typeof FacebookLoginDataRequest>;

/** Issue #21 §4 UserPasswordResource update payload: the current and the new password. */
export type ChangePasswordOptions = Schema.Schema.Type<typeof ChangePasswordRequest>;

/** S1 §7 account calls. */
export interface AuthServiceShape {
  /** Wire protocol UserSessionResource create → the S1 §3 viewer; sets the session and csrftoken cookies. */
  readonly signIn: (options: SignInOptions) => Effect.Effect<Viewer, AuthServiceError>;
  /** Wire protocol UserSessionResource delete: ends the session on the server too. */
  readonly signOut: () => Effect.Effect<void, AuthServiceError>;
  /** Wire protocol UserRegisterResource create → the new user, signed in. */
  readonly signUp: (options: SignUpOptions) => Effect.Effect<User, AuthServiceError>;
  /** S1 §7 POST /v3/facebook/profile_data/. */
  readonly getFacebookProfile: (options: FacebookProfileDataOptions) => Effect.Effect<FacebookProfileData, AuthServiceError>;
  /** S1 §7 GET /v3/facebook/login_data/. */
  readonly getFacebookLoginData: (options: FacebookLoginDataOptions) => Effect.Effect<FacebookLoginData, AuthServiceError>;
  /**
   * Issue #21 §4 UserPasswordResource update: a new password, the current one required (400
   * `SERVER_MESSAGES.wrongCurrentPassword` when wrong); every other session ends, this one goes on.
   */
  readonly changePassword: (options: ChangePasswordOptions) => Effect.Effect<void, AuthServiceError>;
  /** Issue #21 §4 UserSessionsResource delete: ends every session of the account, this one too. */
  readonly signOutEverywhere: () => Effect.Effect<void, AuthServiceError>;
}

/** The account port (S1 §7). */
export class AuthService extends Context.Service<AuthService, AuthServiceShape>()('@pinstack/core/AuthService') {}
