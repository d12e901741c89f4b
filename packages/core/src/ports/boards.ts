/**
 * Boards and sections port (S0 §7): the board picker list, board CRUD, sections and a board's Pins.
 * Option fields are the wire's names (S0 §3, S0 §7, wire-protocol.md).
 */
import type { Schema } from 'effect';
import type {
  BoardArchiveRequest,
  BoardCreateRequest,
  BoardDeleteRequest,
  BoardFeedRequest,
  BoardGetRequest,
  BoardPickerBoardsRequest,
  BoardSectionsRequest,
  BoardUpdateRequest,
  SectionCreateRequest,
  SectionDeleteRequest,
  SectionGetRequest,
  SectionPinsRequest,
  SectionUpdateRequest,
} from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { Board, BoardPickerResponse, BoardSection, Pin } from '../entities.js';
import type { CallError } from './errors.js';
import type { BoardSummary } from './schemas.js';

/** Failures of `BoardService` calls (S0 §8). */
export type BoardServiceError = CallError;

/**
 * S0 §3 board picker request options. The request schema fills `field_set_key` ('board_picker')
 * and `shortlist_suggestions` (2) when absent, on the wire and in every backend (`requests/boards.ts`);
 * the advertiser picker's `filter` ('protected') is S0 §6's rule (`boardPickerAdvertiserOptions`).
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

/** Issue #25 BoardArchiveResource create / delete options (S0 §3 `archived_by_me_at`). */
export type BoardArchiveOptions = Schema.Schema.Type<typeof BoardArchiveRequest>;

/** Issue #25 BoardSectionResource update options: rename a section. */
export type SectionUpdateOptions = Schema.Schema.Type<typeof SectionUpdateRequest>;

/** Issue #25 BoardSectionResource delete options. */
export type SectionDeleteOptions = Schema.Schema.Type<typeof SectionDeleteRequest>;

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
  /** S0 §7 GET BoardResource → the board with its Pin count (wire protocol, as `BrowseService.board`). */
  readonly getBoard: (options: BoardGetOptions) => Effect.Effect<BoardSummary, BoardServiceError>;
  /** S0 §7 BoardResource create → the whole board (id, owner, name…). */
  readonly createBoard: (options: BoardCreateOptions) => Effect.Effect<Board, BoardServiceError>;
  /** Wire protocol BoardResource update → the updated board. */
  readonly updateBoard: (options: BoardUpdateOptions) => Effect.Effect<Board, BoardServiceError>;
  /** Wire protocol BoardResource delete. */
  readonly deleteBoard: (options: BoardDeleteOptions) => Effect.Effect<void, BoardServiceError>;
  /** Issue #25 BoardArchiveResource create: archive the board for the viewer → the board (`archived_by_me_at` set). */
  readonly archiveBoard: (options: BoardArchiveOptions) => Effect.Effect<Board, BoardServiceError>;
  /** Issue #25 BoardArchiveResource delete: unarchive it for the viewer → the board (`archived_by_me_at` null). */
  readonly unarchiveBoard: (options: BoardArchiveOptions) => Effect.Effect<Board, BoardServiceError>;
  /** Issue #25 BoardSectionResource update: rename a section → the section. */
  readonly updateSection: (options: SectionUpdateOptions) => Effect.Effect<BoardSection, BoardServiceError>;
  /** Issue #25 BoardSectionResource delete: the section goes, its Pins stay on the board. */
  readonly deleteSection: (options: SectionDeleteOptions) => Effect.Effect<void, BoardServiceError>;
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
