/**
 * Boards and sections port (S0 §7): the board picker list, board CRUD, sections and a board's Pins.
 * Option fields are the wire's names (S0 §3, S0 §7, wire-protocol.md).
 */
import type { Schema } from 'effect';
import type {
  BoardCreateRequest,
  BoardDeleteRequest,
  BoardFeedRequest,
  BoardGetRequest,
  BoardPickerBoardsRequest,
  BoardSectionsRequest,
  BoardUpdateRequest,
  SectionCreateRequest,
  SectionGetRequest,
  SectionPinsRequest,
} from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { Board, BoardPickerResponse, BoardSection, Pin } from '../entities.js';
import type { CallError } from './errors.js';

/** Failures of `BoardService` calls (S0 §8). */
export type BoardServiceError = CallError;

/**
 * S0 §3 board picker request options. The HTTP adapter fills `field_set_key` ('board_picker'),
 * `shortlist_suggestions` (2) and, with an `advertiser_id`, `filter` ('protected') when absent.
 */
export type BoardPickerBoardsOptions = Schema.Schema.Type<typeof BoardPickerBoardsRequest>;

/** S0 §7 GET BoardResource options: `{ board_id }`, or (wire protocol) `{ username, slug }`. */
export type BoardGetOptions = Schema.Schema.Type<typeof BoardGetRequest>;

/** S0 §3 board create payload (BoardResource create); `orbac_subject_id` when acting for an organisation (S0 §6). */
export type BoardCreateOptions = Schema.Schema.Type<typeof BoardCreateRequest>;

/** Wire protocol BoardResource update options. */
export type BoardUpdateOptions = Schema.Schema.Type<typeof BoardUpdateRequest>;

/** Wire protocol BoardResource delete options. */
export type BoardDeleteOptions = Schema.Schema.Type<typeof BoardDeleteRequest>;

/** S0 §7 GET BoardSectionResource options. */
export type SectionGetOptions = Schema.Schema.Type<typeof SectionGetRequest>;

/** S0 §7 POST BoardSectionResource options; `name_source` per S0 §3 (0, 1, 2). */
export type SectionCreateOptions = Schema.Schema.Type<typeof SectionCreateRequest>;

/** S0 §7 BoardSectionsRepinResource options. */
export type BoardSectionsOptions = Schema.Schema.Type<typeof BoardSectionsRequest>;

/** S0 §7 PUT BoardSectionEditResource / DELETE BoardSectionPinsResource options. */
export type SectionPinsOptions = Schema.Schema.Type<typeof SectionPinsRequest>;

/** Wire protocol BoardFeedResource options: a board's Pins, or one section's, one page (`BrowseService.boardFeed` also gives the bookmark). */
export type BoardFeedOptions = Schema.Schema.Type<typeof BoardFeedRequest>;

/** S0 §7 board and section calls. */
export interface BoardServiceShape {
  /** S0 §7 BoardPickerBoardsResource read → all_boards and boards_shortlist. */
  readonly getPickerBoards: (options: BoardPickerBoardsOptions) => Effect.Effect<BoardPickerResponse, BoardServiceError>;
  /** S0 §7 GET BoardResource. */
  readonly getBoard: (options: BoardGetOptions) => Effect.Effect<Board, BoardServiceError>;
  /** S0 §7 BoardResource create → the whole board (id, owner, name…). */
  readonly createBoard: (options: BoardCreateOptions) => Effect.Effect<Board, BoardServiceError>;
  /** Wire protocol BoardResource update → the updated board. */
  readonly updateBoard: (options: BoardUpdateOptions) => Effect.Effect<Board, BoardServiceError>;
  /** Wire protocol BoardResource delete. */
  readonly deleteBoard: (options: BoardDeleteOptions) => Effect.Effect<void, BoardServiceError>;
  /** S0 §7 GET BoardSectionResource. */
  readonly getSection: (options: SectionGetOptions) => Effect.Effect<BoardSection, BoardServiceError>;
  /** S0 §7 POST BoardSectionResource → the section (its `id` is what callers save into). */
  readonly createSection: (options: SectionCreateOptions) => Effect.Effect<BoardSection, BoardServiceError>;
  /** S0 §7 BoardSectionsRepinResource → the board's sections. */
  readonly getSections: (options: BoardSectionsOptions) => Effect.Effect<readonly BoardSection[], BoardServiceError>;
  /** S0 §7 PUT BoardSectionEditResource: put these Pins into the section. */
  readonly addSectionPins: (options: SectionPinsOptions) => Effect.Effect<void, BoardServiceError>;
  /** S0 §7 DELETE BoardSectionPinsResource: take these Pins out of the section. */
  readonly removeSectionPins: (options: SectionPinsOptions) => Effect.Effect<void, BoardServiceError>;
  /** Wire protocol BoardFeedResource → the Pins of a board or section: one page (25 by default, newest first). */
  readonly getBoardFeed: (options: BoardFeedOptions) => Effect.Effect<readonly Pin[], BoardServiceError>;
}

/** The boards and sections port (S0 §7). */
export class BoardService extends Context.Service<BoardService, BoardServiceShape>()('@pinstack/core/BoardService') {}
