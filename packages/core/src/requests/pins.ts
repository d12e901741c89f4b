/** Request schemas of the Pins port (S0 §3, §7). `PinService` option types are these schemas' `Type`. */
import { Schema } from 'effect';
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from '../constants.js';
import { isHexColor } from '../rules/color.js';
import { isSitePath } from '../rules/redirect.js';
import { FIND_IMAGES_SCRAPE_METRIC } from '../constants.js';
import { CommaList, HttpUrl, Id, IdList, matching, OrbacSubject, QueryFlag, Text, withDefault } from './common.js';

/**
 * An image or link address: absolute http(s), or a real path on this site (a stored upload) as
 * `isSitePath` reads it, so `/\\host/x.png` or `//host/x.png` never pass as "this site".
 */
export const ImageUrl = Text(2048).check(
  matching((s) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(s) || isSitePath(s), 'an http(s) URL or a path on this site'),
);

/** S0 §3 a Pin's colour: `#rgb` or `#rrggbb` (`isHexColor`), never other CSS. */
export const HexColor = Schema.String.check(matching(isHexColor, 'a hex colour (#rgb or #rrggbb)'));

/** S0 §3 Pin save fields, shared by PinResource create and RepinResource create (title and description: `rules/pin-text.ts`). */
const SaveFields = {
  board_id: Id,
  section: Schema.optional(Schema.NullOr(Id)),
  section_id: Schema.optional(Schema.NullOr(Id)),
  color: Schema.optional(Schema.NullOr(HexColor)),
  clientTrackingParams: Schema.optional(Text(4096)),
  description: Schema.optional(Text(PIN_DESCRIPTION_MAX_LENGTH)),
  guid: Schema.optional(Schema.NullOr(Text(200))),
  link: Schema.optional(Schema.NullOr(Schema.Union([ImageUrl, Schema.Literal('')]))),
  image_base64: Schema.optional(Schema.NullOr(Schema.String)),
  image_url: Schema.optional(Schema.NullOr(ImageUrl)),
  is_buyable_pin: Schema.optional(Schema.Boolean),
  is_removable: Schema.optional(Schema.Boolean),
  media_upload_id: Schema.optional(Schema.NullOr(Id)),
  method: Schema.optional(Text(64)),
  title: Schema.optional(Text(PIN_TITLE_MAX_LENGTH)),
  advertiser_id: Schema.optional(Id),
  shuffle_asset: Schema.optional(Text(200)),
  share_facebook: Schema.optional(Schema.Boolean),
  share_twitter: Schema.optional(Schema.Boolean),
  orbac_subject_id: OrbacSubject,
};

/** S0 §3 Pin create (PinResource create): one of `media_upload_id`, `image_url`, `image_base64`. */
export const PinCreateRequest = Schema.Struct({ ...SaveFields, pin_id: Schema.optional(Id) });

/** S0 §7 RepinResource create: save an existing Pin to a board. */
export const RepinRequest = Schema.Struct({ ...SaveFields, pin_id: Id });

/** S0 §7 GET /v3/pins/{id}/: `id` from the path, `field_sets` comma-joined in the query. */
export const PinGetRequest = Schema.Struct({
  id: Id,
  field_sets: Schema.optional(CommaList(2000)),
  field_set_key: Schema.optional(Text(64)),
  orbac_subject_id: OrbacSubject,
});

/**
 * Issue #25 PinResource update (beyond the spec: expected by users): the Pin's saver changes its
 * title, description, link (`''` for none), board and section (`null` for none); what is left out
 * stays as it is.
 */
export const PinUpdateRequest = Schema.Struct({
  id: Id,
  title: Schema.optional(Text(PIN_TITLE_MAX_LENGTH)),
  description: Schema.optional(Text(PIN_DESCRIPTION_MAX_LENGTH)),
  link: Schema.optional(Schema.Union([ImageUrl, Schema.Literal('')])),
  board_id: Schema.optional(Id),
  section_id: Schema.optional(Schema.NullOr(Id)),
  orbac_subject_id: OrbacSubject,
});

/** Issue #25 PinResource delete: the Pin's saver deletes it. */
export const PinDeleteRequest = Schema.Struct({ id: Id, orbac_subject_id: OrbacSubject });

/** S0 §7 BulkEditResource update: move Pins to a board (and section). */
export const PinMoveRequest = Schema.Struct({
  board_id: Id,
  section_id: Schema.optional(Schema.NullOr(Id)),
  pin_ids: IdList,
  orbac_subject_id: OrbacSubject,
});

/** S0 §7 BulkEditSelectAllResource update (wire protocol: source, then target). */
export const PinMoveAllRequest = Schema.Struct({
  board_id: Id,
  new_board_id: Id,
  old_section_id: Schema.optional(Schema.NullOr(Id)),
  new_section_id: Schema.optional(Schema.NullOr(Id)),
  pin_ids: IdList,
  orbac_subject_id: OrbacSubject,
});

/** S0 §7 AlreadyPinnedCheckQuery / PinCreateSuccessQuery variables. */
export const PinQueryRequest = Schema.Struct({ pinId: Id });

/** S0 §7 GET /v3/pins/{id}/board_title_suggestions/: the path's `id` is the caller's `pin_id`. */
export const BoardTitleSuggestionsRequest = Schema.Struct({ pin_id: Id }).pipe(Schema.encodeKeys({ pin_id: 'id' }));

/** S0 §7 FindPinImagesResource get; `scrapeMetric` defaults to 'www_url_scrape'. */
export const FindPinImagesRequest = Schema.Struct({ url: HttpUrl, scrapeMetric: withDefault(Text(64), FIND_IMAGES_SCRAPE_METRIC) });

/** S0 §7 GET /v3/search/autocomplete/ (hashtags); with the Pin counts unless asked not to. */
export const HashtagAutocompleteRequest = Schema.Struct({ q: Text(200), show_pin_count: withDefault(QueryFlag, true) });

/** S0 §7 PUT /v3/pins/image/: warm an image URL. */
export const ImageWarmupRequest = Schema.Struct({ image_url: ImageUrl });
