/**
 * Wire schemas of the calls outside the save picker's board list (the Pin queries and page
 * images, users and profiles, uploads, ads, search, sign-in data), read like `schemas.ts`: unknown extra fields dropped, `null` read as absent where
 * the entity has no `null`. Their own module so that the code a page runs before the picker shows
 * carries only the picker's schemas; these load with the services that answer them (issue #22).
 */
import { Schema } from 'effect';
import { BoardPrivacySchema, BoardSchema, opt, optNull, PinCreatorSchema, PinnedToBoardSchema } from './schemas.js';

/** S0 §3 Find-pin-images result item. */
export const PinnableImageSchema = Schema.Struct({ type: Schema.String, url: Schema.String });

/** S0 §7 FindPinImagesResource get: `{ items }`. */
export const PinnableImagesSchema = Schema.Struct({ items: Schema.Array(PinnableImageSchema) });

/** S0 §3 Autocomplete item. */
export const AutocompleteItemSchema = Schema.Struct({ query: opt(Schema.String), pin_count: opt(Schema.Number) });

/** S0 §7 /v3/search/autocomplete/: `{ items }`. */
export const AutocompleteResultSchema = Schema.Struct({ items: Schema.Array(AutocompleteItemSchema) });

/** S0 §3 Board title suggestion. */
export const BoardTitleSuggestionSchema = Schema.Struct({ title: Schema.String });

/** S0 §7 AlreadyPinnedCheckQuery: the board this viewer already saved the Pin to, if any. */
export const AlreadyPinnedCheckSchema = Schema.Struct({
  entityId: Schema.String,
  pinnedToBoard: Schema.NullOr(PinnedToBoardSchema),
});

/** S0 §7 PinCreateSuccessQuery: the saved Pin's board and its link domain's official user. */
export const PinCreateSuccessSchema = Schema.Struct({
  entityId: Schema.String,
  pinnedToBoard: optNull(PinnedToBoardSchema),
  linkDomain: optNull(Schema.Struct({ officialUser: optNull(PinCreatorSchema) })),
});

/** S0 §3 User. */
export const UserSchema = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  full_name: opt(Schema.String),
  image_medium_url: opt(Schema.String),
  image_large_url: opt(Schema.String),
  followedByMe: opt(Schema.Boolean),
  isAuth: opt(Schema.Boolean),
});

/**
 * Wire protocol UserResource get: the S0 §3 User, whether the viewer follows them and (issue 20)
 * has blocked them, and counts of what the viewer may see.
 */
export const ProfileSchema = Schema.Struct({
  ...UserSchema.fields,
  followed_by_me: Schema.Boolean,
  // note: optional for a backend that predates it; ours always send it (contract: fixtures/src/contract/browse.ts)
  blocked_by_me: opt(Schema.Boolean),
  board_count: Schema.Number,
  pin_count: Schema.Number,
  follower_count: Schema.Number,
  // issue 25 (beyond the spec: expected by users): the rest of a profile; optional for older backends
  following_count: opt(Schema.Number),
  about: opt(Schema.String),
  website_url: optNull(Schema.String),
  website_verified: opt(Schema.Boolean),
});

/** S0 §3 / S1 §3 Advertiser. */
export const AdvertiserSchema = Schema.Struct({
  id: Schema.String,
  owner_user_id: Schema.String,
  billing_type: opt(Schema.String),
  merchant_id: opt(Schema.String),
  name: opt(Schema.String),
  country: opt(Schema.String),
});

/** S1 §3 Business access profile. */
export const BusinessAccessProfileSchema = Schema.Struct({
  id: Schema.String,
  permissions: Schema.Array(Schema.String),
  user: Schema.Struct({
    username: Schema.String,
    businessName: opt(Schema.String),
    imgUrl: opt(Schema.String),
    merchantId: opt(Schema.String),
    eligibleForStlTool: opt(Schema.Boolean),
    scheduledPinCount: opt(Schema.Number),
  }),
  viewerMeetsMfaRequirement: Schema.Boolean,
});

/** S0 §3 Upload ticket (VIPResource create). */
export const UploadTicketSchema = Schema.Struct({
  upload_id: Schema.String,
  upload_url: Schema.String,
  upload_parameters: Schema.Record(Schema.String, Schema.String),
});

/** S0 §3 Upload record; `failed` is the wire protocol's status of a rejected file. */
export const UploadRecordSchema = Schema.Struct({
  status: Schema.String,
  signature: opt(Schema.String),
  image_url: opt(Schema.String),
  message: opt(Schema.String),
});

/** S0 §7 VIPResource get: one record per upload id. */
export const UploadRecordsSchema = Schema.Record(Schema.String, UploadRecordSchema);

/** Wire protocol: the answer of the multipart upload to `upload_url`. */
export const UploadedFileSchema = Schema.Struct({ upload_id: Schema.String });

/** S0 §3 Collaborator suggestion. */
export const CollaboratorSuggestionSchema = Schema.Struct({
  type: Schema.Literal('user_share_suggestion'),
  user: opt(
    Schema.Struct({
      id: Schema.String,
      full_name: opt(Schema.String),
      username: opt(Schema.String),
      image_medium_url: opt(Schema.String),
      image_large_url: opt(Schema.String),
    }),
  ),
  email: opt(Schema.Struct({ title: Schema.String, valid: Schema.Boolean })),
});

/**
 * Issue 25 (beyond the spec: expected by users): a pending invitation to collaborate on a board, as
 * its invitee reads it: the board (name, link, cover, owner) and who invited them.
 */
export const BoardInvitationSchema = Schema.Struct({
  id: Schema.String,
  board: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    url: opt(Schema.String),
    privacy: opt(BoardPrivacySchema),
    image_cover_url: optNull(Schema.String),
    owner: opt(Schema.Struct({ id: Schema.String, username: opt(Schema.String), full_name: opt(Schema.String) })),
  }),
  invited_by: Schema.Struct({
    id: Schema.String,
    username: Schema.String,
    full_name: opt(Schema.String),
    image_medium_url: opt(Schema.String),
  }),
  /** ISO 8601. */
  created_at: Schema.String,
});

/** Issue 25 BoardInvitationsResource get: the viewer's pending invitations, newest first. */
export const BoardInvitationsSchema = Schema.Array(BoardInvitationSchema);

/**
 * Issue #25 (beyond the spec: expected by users): an invitation a board's owner sent, as the owner
 * reads it while it waits: the person picked (`invitee`), or the address typed (`email`, as typed,
 * lower-cased) and never the account that uses it, so the list tells no one which addresses have
 * accounts (#21 §1).
 */
export const SentInvitationSchema = Schema.Struct({
  id: Schema.String,
  board_id: Schema.String,
  invitee: Schema.NullOr(
    Schema.Struct({ id: Schema.String, username: Schema.String, full_name: opt(Schema.String), image_medium_url: opt(Schema.String) }),
  ),
  email: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});

/** Issue #25 BoardSentInvitationsResource get: a board's invitations still waiting, oldest first. */
export const SentInvitationsSchema = Schema.Array(SentInvitationSchema);

/** Issue 25 BoardInvitationResource update: the answer recorded, and the board joined when accepted. */
export const InvitationAnsweredSchema = Schema.Struct({
  invitation_id: Schema.String,
  answer: Schema.Literals(['accept', 'decline']),
  board: optNull(BoardSchema),
});

/** S0 §3 User settings. */
export const UserSettingsSchema = Schema.Struct({
  connected_to_instagram: Schema.Boolean,
  listed_website_url: Schema.NullOr(Schema.String),
  /** Issue #21 §4 (beyond the spec): the listed website showed the account's token (rules/site-verification.ts). */
  listed_website_verified: opt(Schema.Boolean),
  /** Issue #21 §4 (beyond the spec): the token the listed website must show; `null` without a website. */
  website_verification_token: optNull(Schema.String),
});

/** S1 §3 typeahead item: a suggested query, board, user or Pin. */
export const TypeaheadItemSchema = Schema.Struct({
  type: opt(Schema.String),
  query: opt(Schema.String),
  label: opt(Schema.String),
  id: opt(Schema.String),
  url: opt(Schema.String),
  image_url: opt(Schema.String),
  pin_count: opt(Schema.Number),
});

/** S1 §3 Typeahead result: items and hint (`bookmark` pages on). */
export const TypeaheadResultSchema = Schema.Struct({
  items: Schema.Array(TypeaheadItemSchema),
  hint: optNull(Schema.String),
  bookmark: optNull(Schema.String),
});

/**
 * S1 §7 /v3/offsite/ check: redirect status and the url to open; `token` (S1 §2) only when the
 * server vouches for `url` (a Pin's own link, or a link it signed) and its status lets it open.
 */
export const OffsiteCheckSchema = Schema.Struct({
  redirect_status: Schema.String,
  url: Schema.String,
  token: Schema.optional(Schema.String),
});

/** S1 §7 quick-promote response; `campaign_id` feeds the S1 §2 billing link. */
export const QuickPromoteResultSchema = Schema.Struct({
  campaign_id: Schema.String,
  ad_group_id: opt(Schema.String),
  pin_promotion_id: opt(Schema.String),
});

/**
 * A quick-promote campaign as AdvertiserCampaignsResource reads it back: what S1 §7's call saved
 * (name, daily budget in micro-currency, duration, ongoing, destination url) for which Pin, and when.
 */
export const CampaignSchema = Schema.Struct({
  campaign_id: Schema.String,
  advertiser_id: Schema.String,
  pin_id: Schema.String,
  campaign_name: Schema.String,
  budget_in_micro_currency: Schema.Number,
  duration: Schema.Number,
  is_ongoing: Schema.Boolean,
  destination_url: optNull(Schema.String),
  created_at: Schema.String,
});

/** S1 §7 /v3/facebook/profile_data/ response; decodes to the rules' `FacebookProfileData`. */
export const FacebookProfileDataSchema = Schema.Struct({
  id: Schema.String,
  birthday: opt(Schema.String),
  email: opt(Schema.String),
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  gender: opt(Schema.String),
  picture: opt(Schema.Struct({ data: Schema.Struct({ url: Schema.String, is_silhouette: opt(Schema.Boolean) }) })),
});

/** S1 §7 /v3/facebook/login_data/ response. */
export const FacebookLoginDataSchema = Schema.Struct({
  connected_to_gplus: Schema.Boolean,
  connected_to_google: Schema.Boolean,
  has_password: Schema.Boolean,
});

/** Our reading of S0 §7 /v3/register/exists/ ("not shown"): `{ exists }`. */
export const EmailExistsSchema = Schema.Struct({ exists: Schema.Boolean });

/** Decoded types of the schemas that have no interface in `entities.ts`. */
export type TypeaheadItem = typeof TypeaheadItemSchema.Type;
/** S1 §3 typeahead result. */
export type TypeaheadResult = typeof TypeaheadResultSchema.Type;
/** S1 §7 offsite check result. */
export type OffsiteCheckResult = typeof OffsiteCheckSchema.Type;
/** S1 §7 quick-promote response data. */
export type QuickPromoteResult = typeof QuickPromoteResultSchema.Type;
/** A quick-promote campaign read back (AdvertiserCampaignsResource). */
export type Campaign = typeof CampaignSchema.Type;
/** S1 §7 Facebook login data. */
export type FacebookLoginData = typeof FacebookLoginDataSchema.Type;
/** Wire protocol UserResource get answer. */
export type Profile = typeof ProfileSchema.Type;
/** Wire protocol: answer of the multipart upload. */
export type UploadedFile = typeof UploadedFileSchema.Type;
/** S0 §7 AlreadyPinnedCheckQuery data. */
export type AlreadyPinnedCheck = typeof AlreadyPinnedCheckSchema.Type;
/** S0 §7 PinCreateSuccessQuery data. */
export type PinCreateSuccess = typeof PinCreateSuccessSchema.Type;

/**
 * S0 §7 PUT /v3/pins/image/ answer (issue 24 §2): where the backend keeps the warmed image — its
 * own copy of another site's image — when it says.
 */
export const WarmedImageSchema = Schema.Struct({ image_url: opt(Schema.String) });
/** S0 §7 PUT /v3/pins/image/ answer. */
export type WarmedImage = typeof WarmedImageSchema.Type;
/** Issue 25: what answering an invitation returns. */
export type InvitationAnswered = typeof InvitationAnsweredSchema.Type;
