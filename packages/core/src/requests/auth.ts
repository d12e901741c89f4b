/** Request schemas of the auth port (S1 §3, §7; wire protocol "Sessions"). */
import { Schema } from 'effect';
import { FACEBOOK_PROFILE_FIELDS } from '../constants.js';
import { Text, withDefault } from './common.js';

const Token = Schema.optional(Text(4096));

/** S1 §3 sign-in payload (UserSessionResource create): one identity plus its secret. */
export const SignInRequest = Schema.Struct({
  username_or_email: Schema.optional(Text(320)),
  password: Schema.optional(Text(1000)),
  facebook_id: Schema.optional(Text(200)),
  facebook_token: Token,
  facebook_autologin: Schema.optional(Schema.Boolean),
  google_open_id_token: Token,
  line_id_token: Token,
  sso_id_token: Token,
  mfa_token: Schema.optional(Text(64)),
  mfa_resend: Schema.optional(Schema.Boolean),
});

/** Wire protocol UserRegisterResource create, plus the S1 §3 social sign-up fields. */
export const SignUpRequest = Schema.Struct({
  email: Schema.optional(Text(320)),
  password: Schema.optional(Text(1000)),
  username: Schema.optional(Text(30)),
  full_name: Schema.optional(Text(200)),
  birthday: Schema.optional(Text(64)),
  type: Schema.optional(Schema.Literal('facebook')),
  facebook_id: Schema.optional(Text(200)),
  facebook_token: Token,
  first_name: Schema.optional(Text(200)),
  last_name: Schema.optional(Text(200)),
  gender: Schema.optional(Text(32)),
  image_url: Schema.optional(Text(4096)),
});

/**
 * Issue #21 §4 UserPasswordResource update (beyond the spec: expected by users): the current
 * password proves it is the owner; every other session ends.
 */
export const ChangePasswordRequest = Schema.Struct({
  old_password: Text(1000),
  new_password: Text(1000),
});

/** S1 §7 POST /v3/facebook/profile_data/; by default the PII-safe birthday and the S1 §7 profile fields. */
export const FacebookProfileDataRequest = Schema.Struct({
  access_token: Text(4096),
  pii_safe_birthday: withDefault(Schema.Boolean, true),
  fields: withDefault(Text(1000), FACEBOOK_PROFILE_FIELDS.join(',')),
});

/** S1 §7 GET /v3/facebook/login_data/. */
export const FacebookLoginDataRequest = Schema.Struct({ facebook_id: Text(200), facebook_token: Text(4096) });
