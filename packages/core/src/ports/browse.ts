/**
 * Browse reads port (wire-protocol.md "Reads the web app needs"): the home feed, a profile and its
 * boards, a board by its id or URL, a board's Pins and search. Every list answers one page and the
 * bookmark of the next (`ListPage`, `null` on the last page); every read shows only what the viewer
 * may see (S0 §6: secret boards only to their members, who else gets the answer of a missing one).
 * Option types are the request schemas' `Type` (`../requests/browse.ts`, one place for all backends).
 */
import type { Schema } from 'effect';
import type {
  BoardFeedRequest,
  BoardGetRequest,
  HomeFeedRequest,
  SearchRequest,
  UserBoardsRequest,
  UserGetRequest,
  UserPinsRequest,
} from '../requests/index.js';
import { Context } from 'effect';
import type { Effect } from 'effect';
import type { Pin, User } from '../entities.js';
import type { ListPage } from '../rules/browse.js';
import type { CallError } from './errors.js';
import type { Profile } from './other-schemas.js';
import type { BoardSummary } from './schemas.js';

/** Failures of `BrowseService` calls. */
export type BrowseServiceError = CallError;

/** Wire protocol HomeFeedResource get options. */
export type HomeFeedOptions = Schema.Schema.Type<typeof HomeFeedRequest>;
/** Wire protocol UserResource get options. */
export type UserGetOptions = Schema.Schema.Type<typeof UserGetRequest>;
/** Wire protocol UserBoardsResource get options. */
export type UserBoardsOptions = Schema.Schema.Type<typeof UserBoardsRequest>;
/** UserPinsResource get options. */
export type UserPinsOptions = Schema.Schema.Type<typeof UserPinsRequest>;
/** Wire protocol BoardResource get options: `{ board_id }` or `{ username, slug }`. */
export type BoardLookupOptions = Schema.Schema.Type<typeof BoardGetRequest>;
/** Wire protocol BoardFeedResource get options. */
export type BoardFeedPageOptions = Schema.Schema.Type<typeof BoardFeedRequest>;
/** Wire protocol SearchResource get options. */
export type SearchPageOptions = Schema.Schema.Type<typeof SearchRequest>;

/** Search results by the kind the scope answers with (`searchResultKind`, S1 §3). */
export type SearchResults =
  | { readonly kind: 'pins'; readonly page: ListPage<Pin> }
  | { readonly kind: 'boards'; readonly page: ListPage<BoardSummary> }
  | { readonly kind: 'users'; readonly page: ListPage<User> };

/** The browse reads. */
export interface BrowseServiceShape {
  /** HomeFeedResource get → Pins the viewer may see, newest first. */
  readonly homeFeed: (options: HomeFeedOptions) => Effect.Effect<ListPage<Pin>, BrowseServiceError>;
  /** UserResource get → the profile with counts of what the viewer may see; 404 when none. */
  readonly user: (options: UserGetOptions) => Effect.Effect<Profile, BrowseServiceError>;
  /** UserBoardsResource get → that user's boards the viewer may see, by name. */
  readonly userBoards: (options: UserBoardsOptions) => Effect.Effect<ListPage<BoardSummary>, BrowseServiceError>;
  /** UserPinsResource get → the Pins that user saved which the viewer may see, newest first. */
  readonly userPins: (options: UserPinsOptions) => Effect.Effect<ListPage<Pin>, BrowseServiceError>;
  /** BoardResource get → one board, by id or by `/{username}/{slug}/`, with its Pin count (issue #25: the delete confirmation names it). */
  readonly board: (options: BoardLookupOptions) => Effect.Effect<BoardSummary, BrowseServiceError>;
  /** BoardFeedResource get → the board's (or section's) Pins, newest first. */
  readonly boardFeed: (options: BoardFeedPageOptions) => Effect.Effect<ListPage<Pin>, BrowseServiceError>;
  /** SearchResource get → Pins, boards or users by scope (S1 §3). */
  readonly search: (options: SearchPageOptions) => Effect.Effect<SearchResults, BrowseServiceError>;
}

/**
 * The browse reads port. Not (yet) part of `BackendServices`: the web app's HTTP runtime provides
 * the other ports until it switches its pages to this one.
 */
export class BrowseService extends Context.Service<BrowseService, BrowseServiceShape>()('@pinstack/core/BrowseService') {}
