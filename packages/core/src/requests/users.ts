/** Request schemas of the users port (S0 §7). `UserService` option types are these schemas' `Type`. */
import { Schema } from 'effect';
import { CommaList, Id, isMinChars, OrbacSubject, Text } from './common.js';

/** S0 §7 UserFollowResource create / delete. */
export const UserFollowRequest = Schema.Struct({
  user_id: Id,
  invite_code: Schema.optional(Text(200)),
  aux_data: Schema.optional(Schema.Struct({ pin_id: Schema.optional(Schema.String) })),
  client_tracking_params: Schema.optional(Text(4096)),
});

/** S0 §7 PUT /v3/users/follow/: `followee_ids` comma-joined on the wire. */
export const FollowManyRequest = Schema.Struct({ followee_ids: CommaList(10_000) });

/** S0 §7 UserBlockResource create / delete. */
export const UserBlockRequest = Schema.Struct({
  blocked_user_id: Id,
  orbac_subject_id: OrbacSubject,
  block_source: Schema.optional(Text(200)),
  block_context: Schema.optional(Text(200)),
});

/** S0 §7 UserStateResource create. */
export const UserStateRequest = Schema.Struct({
  state: Text(100).check(isMinChars(1)),
  value: Schema.Union([Schema.String, Schema.Number, Schema.Boolean]),
});

/** S0 §7 POST /v3/users/me/. */
export const UserMeUpdateRequest = Schema.Struct({
  username: Schema.optional(Text(30)),
  full_name: Schema.optional(Text(200)),
  about: Schema.optional(Text(500)),
  website_url: Schema.optional(Schema.NullOr(Text(2048))),
  /** Issue 25: the avatar, one of the viewer's own finished uploads (VIPResource), or `null` to go back to initials. */
  avatar_upload_id: Schema.optional(Schema.NullOr(Id)),
});

/** S0 §7 GET /v3/register/exists/. */
export const EmailExistsRequest = Schema.Struct({ email: Text(320) });
