/**
 * Sign-in, sign-out and sign-up port (S1 §3, S1 §7, wire protocol "Sessions and CSRF"), with the
 * two Facebook calls social sign-in needs.
 */
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { User, Viewer } from '../entities.js';
import type { CallError } from './errors.js';
import type { FacebookProfileData } from '../rules/account.js';
import type { FacebookLoginData } from './schemas.js';

/** Failures of `AuthService` calls (429 after too many failed sign-ins, wire protocol). */
export type AuthServiceError = CallError;

/** S1 §3 login payload identifiers (UserSessionResource create): one identity plus its secret. */
export interface SignInOptions {
  readonly username_or_email?: string;
  readonly password?: string;
  readonly facebook_id?: string;
  readonly facebook_token?: string;
  readonly facebook_autologin?: boolean;
  readonly google_open_id_token?: string;
  readonly line_id_token?: string;
  readonly sso_id_token?: string;
  readonly mfa_token?: string;
  readonly mfa_resend?: boolean;
}

/** Wire protocol UserRegisterResource create options, plus the S1 §3 social signup options. */
export interface SignUpOptions {
  readonly email?: string;
  readonly password?: string;
  readonly username?: string;
  readonly full_name?: string;
  readonly birthday?: string;
  readonly type?: 'facebook';
  readonly facebook_id?: string;
  readonly facebook_token?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly gender?: string;
  /** Omitted when the profile picture is a silhouette (S1 §3). */
  readonly image_url?: string;
}

/** S1 §7 POST /v3/facebook/profile_data/ payload. */
export interface FacebookProfileDataOptions {
  readonly access_token: string;
  /** @default true */
  readonly pii_safe_birthday?: boolean;
  /** @default FACEBOOK_PROFILE_FIELDS comma-joined */
  readonly fields?: string;
}

/** S1 §7 /v3/facebook/login_data/ payload. */
export interface FacebookLoginDataOptions {
  readonly facebook_id: string;
  readonly facebook_token: string;
}

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
}

/** The account port (S1 §7). */
export class AuthService extends Context.Tag('@pinstack/core/AuthService')<AuthService, AuthServiceShape>() {}
