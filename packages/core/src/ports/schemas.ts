/**
 * Effect schemas of every entity of S0 §3 / S1 §3 that crosses the wire, plus the response
 * envelope of wire-protocol.md. The entity types of `entities.ts` are these schemas' decoded types
 * (`Schema.Type`), so a field exists in both or in neither. Unknown extra fields are allowed and dropped; an optional field
 * the entity does not declare nullable also accepts `null` (read as absent), because backends
 * commonly send `null` for "no value" and that is not worth failing a screen over.
 */
import { Option, Predicate, Schema, SchemaTransformation } from 'effect';

/**
 * (Shared with `other-schemas.ts`.) An optional field that reads `null` as absent: the key may be missing, `null` or a value on the
 * wire, and is missing or a value once decoded (`null` is dropped, not kept as `undefined`).
 */
export const opt = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.NullOr(schema)).pipe(
    Schema.decodeTo(
      Schema.optionalKey(Schema.toType(schema)),
      SchemaTransformation.transformOptional<S['Type'], S['Type'] | null>({
        decode: Option.filter(Predicate.isNotNull),
        encode: (value) => value,
      }),
    ),
  );
/** An optional field whose entity type keeps `null`. */
export const optNull = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

const Url = Schema.Struct({ url: Schema.String });

/** S0 §3 board privacy. */
export const BoardPrivacySchema = Schema.Literals(['public', 'secret', 'protected']);

/** S0 §3 collaborating_users entry. */
export const CollaboratingUserSchema = Schema.Struct({
  id: Schema.String,
  full_name: opt(Schema.String),
  /** Beyond S0 §3 (issue 25): links the collaborator's profile from the board's people. */
  username: opt(Schema.String),
});

/** S0 §3 Board. */
export const BoardSchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  url: opt(Schema.String),
  slug: opt(Schema.String),
  privacy: opt(BoardPrivacySchema),
  image_cover_url: optNull(Schema.String),
  cover_images: optNull(Schema.Union([Schema.Record(Schema.String, Url), Schema.Array(Url)])),
  images: opt(Schema.Struct({ '170x': opt(Schema.Array(Url)) })),
  section_count: opt(Schema.Number),
  is_collaborative: opt(Schema.Boolean),
  collaborating_users: opt(Schema.Array(CollaboratingUserSchema)),
  collaborated_by_me: opt(Schema.Boolean),
  owner: opt(Schema.Struct({ id: Schema.String, username: opt(Schema.String) })),
  archived_by_me_at: optNull(Schema.String),
  type: opt(Schema.String),
  layout: opt(Schema.String),
  description: opt(Schema.String),
  /**
   * Board picker answer to a request with `pin_id` (S0 §3): the board already holds that Pin (a Pin
   * of the same origin, rules/same-pin.ts), so the picker marks it (beyond the spec: expected by users).
   */
  holds_pin: opt(Schema.Boolean),
});

/**
 * Wire protocol list reads and BoardResource get: a board with its Pin count (issue #25: the delete
 * confirmation names it). Here, not in `other-schemas.ts`, because the picker's board read decodes it.
 */
export const BoardSummarySchema = Schema.Struct({ ...BoardSchema.fields, pin_count: Schema.Number });

/** Wire protocol: a board in a list or read by itself, with its Pin count. */
export type BoardSummary = typeof BoardSummarySchema.Type;

/** S0 §3 Board section. */
export const BoardSectionSchema = Schema.Struct({
  id: Schema.String,
  title: opt(Schema.String),
  name: opt(Schema.String),
  slug: opt(Schema.String),
  type: opt(Schema.Literals(['board_section', 'boardsection'])),
  board_id: opt(Schema.String),
  preview_pins: opt(
    Schema.Array(
      Schema.Struct({
        image_medium_url: opt(Schema.String),
        image_square_url: opt(Schema.String),
        image_square_size_pixels: opt(Schema.Number),
      }),
    ),
  ),
});

/** S0 §3 Pin image size; issue 24: with its WebP (and AVIF) file when the server made one. */
export const PinImageSchema = Schema.Struct({
  /** A JPEG or PNG every browser decodes. */
  url: Schema.String,
  width: Schema.Number,
  height: Schema.Number,
  /** Issue 24: the same pixels as WebP, when the server made them. */
  webpUrl: opt(Schema.String),
  /** Issue 24: the same pixels as AVIF, when the server made them. */
  avifUrl: opt(Schema.String),
});

/**
 * S0 §3 Pin `images`: `236x` and `orig`; issue 24 adds `474x` and `736x` (dense and large screens).
 * Every variant is the same picture, `orig` the largest (its long side at most 2048 px).
 */
export const PinImagesSchema = Schema.Struct({
  '236x': opt(PinImageSchema),
  '474x': opt(PinImageSchema),
  '736x': opt(PinImageSchema),
  orig: opt(PinImageSchema),
});

/** S0 §7 link domain's official user (PinCreateSuccessQuery). */
export const PinCreatorSchema = Schema.Struct({
  entityId: Schema.String,
  followedByMe: opt(Schema.Boolean),
  fullName: opt(Schema.String),
  imageMediumUrl: opt(Schema.String),
  username: opt(Schema.String),
});

export const PinnedToBoardSchema = Schema.Struct({ name: Schema.String, layout: opt(Schema.String), id: Schema.String });

/** S0 §3 Pin; a saved Pin carries `board` and `section` (wire protocol). */
export const PinSchema = Schema.Struct({
  id: Schema.String,
  entityId: opt(Schema.String),
  description: opt(Schema.String),
  link: optNull(Schema.String),
  title: opt(Schema.String),
  imageUrl: opt(Schema.String),
  images: opt(PinImagesSchema),
  isPromoted: opt(Schema.Boolean),
  promotedIsRemovable: opt(Schema.Boolean),
  /** S0 §3 the board it is saved to; `url` (issue #25) for the Pin page's "Saved to {board}" link. */
  board: optNull(Schema.Struct({ id: Schema.String, name: Schema.String, url: opt(Schema.String) })),
  section: optNull(Schema.Struct({ id: Schema.String, title: Schema.String })),
  /** S0 §3 `pinner.id`; its name, username and avatar (issue #25) for the Pin page's creator. */
  pinner: opt(
    Schema.Struct({ id: Schema.String, username: opt(Schema.String), full_name: opt(Schema.String), image_medium_url: opt(Schema.String) }),
  ),
  pinnedToBoard: optNull(PinnedToBoardSchema),
  linkDomain: optNull(Schema.Struct({ officialUser: optNull(PinCreatorSchema) })),
  color: optNull(Schema.String),
  guid: optNull(Schema.String),
  video: optNull(Schema.Struct({ url: Schema.String, duration: Schema.Number, cover_image_url: opt(Schema.String) })),
});

const Connected = Schema.Struct({ connected: Schema.Boolean });

/**
 * S1 §3 Viewer.advertiser: the viewer's own advertiser (the first they own), with what the
 * quick-promote flow needs without a second read: its id, country and currency (S1 §9
 * `currencyForCountry`); `merchant_id` as S1 §3 shows it.
 */
export const ViewerAdvertiserSchema = Schema.Struct({
  id: Schema.String,
  country: Schema.String,
  currency: Schema.String,
  merchant_id: opt(Schema.String),
});

/** S1 §3 Viewer. */
export const ViewerSchema = Schema.Struct({
  isAuth: Schema.Boolean,
  id: opt(Schema.String),
  username: opt(Schema.String),
  fullName: opt(Schema.String),
  imageSmallUrl: opt(Schema.String),
  imageMediumUrl: opt(Schema.String),
  isPartner: opt(Schema.Boolean),
  hasPassword: opt(Schema.Boolean),
  socialNetwork: opt(Schema.Struct({ facebook: opt(Connected), gplus: opt(Connected) })),
  eligibleForStlTool: opt(Schema.Boolean),
  scheduled_pin_count: opt(Schema.Number),
  /**
   * The viewer's own advertiser (the first they own): id, country and its S1 §9 currency, so the
   * quick-promote flow needs no second read; `merchant_id` as S1 §3 shows it. `null` when none.
   */
  advertiser: optNull(ViewerAdvertiserSchema),
  /** ISO date the account was created (S0 §5 promotion threshold). */
  created_at: opt(Schema.String),
});

/** S0 §3 Board picker response. */
export const BoardPickerResponseSchema = Schema.Struct({
  all_boards: Schema.Array(BoardSchema),
  boards_shortlist: Schema.Array(BoardSchema),
});

/** S0 §8 / S1 §8 error fields of a failure envelope (wire protocol). */
export const ApiErrorFieldsSchema = Schema.Struct({
  message: Schema.String,
  message_detail: opt(Schema.String),
  api_error_code: opt(Schema.Number),
  http_status: opt(Schema.Number),
});

/**
 * Wire protocol envelope, first step: the status and an undecoded payload. The payload is decoded
 * separately so a bad field is reported under `resource_response.data…` with the call's schema.
 */
export const EnvelopeSchema = Schema.Struct({
  resource_response: Schema.Union([
    // note: a list read's answer carries the next page's bookmark beside `data` (wire protocol)
    Schema.Struct({ status: Schema.Literal('success'), data: Schema.Unknown, bookmark: opt(Schema.String) }),
    Schema.Struct({ status: Schema.Literal('failure'), error: Schema.Unknown }),
  ]),
});

/** Wire protocol envelope around a payload of schema `data`, for backends that encode with it. */
export const envelopeOf = <S extends Schema.Top>(data: S) =>
  Schema.Struct({
    resource_response: Schema.Union([
      Schema.Struct({ status: Schema.Literal('success'), data }),
      Schema.Struct({ status: Schema.Literal('failure'), error: ApiErrorFieldsSchema }),
    ]),
  });

/** A payload that carries nothing the client uses ("ok or error"): anything decodes. */
export const AcknowledgedSchema = Schema.Unknown;

/** S1 §3 Viewer.advertiser as our backends send it. */
export type ViewerAdvertiser = typeof ViewerAdvertiserSchema.Type;
