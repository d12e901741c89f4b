/**
 * Request schemas of the boards port (S0 §3, §7; wire protocol BoardResource update/delete).
 * `BoardService` option types are these schemas' `Type`; BoardResource get and BoardFeedResource,
 * which the browse reads share, are in `browse.ts`.
 */
import { Schema } from 'effect';
import { BOARD_CREATE_SOURCE, BOARD_PICKER_FIELD_SET_KEY, SECTION_DEFAULT_FIELD_SET_KEY, SHORTLIST_SUGGESTIONS } from '../constants.js';
import { BoardPrivacySchema } from '../ports/schemas.js';
import { Id, IdList, OrbacSubject, Text, withDefault } from './common.js';

/**
 * S0 §3 board picker request (BoardPickerBoardsResource get), with its defaults: `field_set_key`
 * 'board_picker' and `shortlist_suggestions` 2. (The advertiser picker's `filter` 'protected' is
 * S0 §6's rule, `boardPickerAdvertiserOptions`, which sends it with the `advertiser_id`.)
 */
export const BoardPickerBoardsRequest = Schema.Struct({
  pin_id: Schema.optional(Schema.String),
  username: Schema.optional(Schema.String),
  advertiser_id: Schema.optional(Id),
  filter: Schema.optional(Schema.String),
  field_set_key: withDefault(Schema.String, BOARD_PICKER_FIELD_SET_KEY),
  shortlist_suggestions: withDefault(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 50 })), SHORTLIST_SUGGESTIONS),
  isDesktop: Schema.optional(Schema.Boolean),
});

/**
 * S0 §3 board create payload; `orbac_subject_id` when acting for an organisation (S0 §6);
 * `aux_data` defaults to the picker as its source.
 */
export const BoardCreateRequest = Schema.Struct({
  name: Text(1000),
  privacy: Schema.optional(BoardPrivacySchema),
  description: Schema.optional(Text(5000)),
  advertiser_id: Schema.optional(Id),
  aux_data: withDefault(Schema.Struct({ source: Text(100) }), { source: BOARD_CREATE_SOURCE }),
  orbac_subject_id: OrbacSubject,
});

/** Wire protocol BoardResource update. */
export const BoardUpdateRequest = Schema.Struct({
  board_id: Id,
  name: Schema.optional(Text(1000)),
  privacy: Schema.optional(BoardPrivacySchema),
  description: Schema.optional(Text(5000)),
  orbac_subject_id: OrbacSubject,
});

/** Wire protocol BoardResource delete. */
export const BoardDeleteRequest = Schema.Struct({ board_id: Id, orbac_subject_id: OrbacSubject });

/**
 * Issue #25 BoardArchiveResource create / delete (S0 §3 `archived_by_me_at`; beyond the spec:
 * expected by users): the viewer archives or unarchives a board they own or save to, for themselves.
 */
export const BoardArchiveRequest = Schema.Struct({ board_id: Id, orbac_subject_id: OrbacSubject });

/** S0 §7 GET BoardSectionResource; `field_set_key` defaults to 'board_page'. */
export const SectionGetRequest = Schema.Struct({
  section_id: Id,
  field_set_key: withDefault(Schema.String, SECTION_DEFAULT_FIELD_SET_KEY),
});

/** S0 §7 POST BoardSectionResource; `name_source` per S0 §3 (0, 1, 2). */
export const SectionCreateRequest = Schema.Struct({
  board_id: Id,
  name: Text(1000),
  initial_pins: Schema.optional(IdList),
  name_source: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 }))),
  orbac_subject_id: OrbacSubject,
});

/** Issue #25 BoardSectionResource update: rename a section (S0 §5 trimmed, non-blank). */
export const SectionUpdateRequest = Schema.Struct({ section_id: Id, name: Text(1000), orbac_subject_id: OrbacSubject });

/** Issue #25 BoardSectionResource delete: the section goes, its Pins stay on the board. */
export const SectionDeleteRequest = Schema.Struct({ section_id: Id, orbac_subject_id: OrbacSubject });

/** S0 §7 BoardSectionsRepinResource. */
export const BoardSectionsRequest = Schema.Struct({ board_id: Id });

/** S0 §7 PUT BoardSectionEditResource / DELETE BoardSectionPinsResource. */
export const SectionPinsRequest = Schema.Struct({ section_id: Id, pins: IdList, orbac_subject_id: OrbacSubject });
