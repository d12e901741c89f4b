/**
 * The reads of the pages a pinner browses (wire-protocol.md "Reads the web app needs"): the home
 * feed, a profile and its boards, search. Each list answer is one page and the bookmark of the next
 * (absent on the last page).
 */
import type { Board, Pin, User } from '@pinstack/core';
import type { SearchScope } from '@pinstack/core/rules';
import type { Outcome } from './backend.js';

/** One page of a list read. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly bookmark: string | null;
}

/** A board as lists show it: with its Pin count. */
export type BoardSummary = Board & { readonly pin_count: number };

/** A profile: the user, whether the viewer follows them, and counts of what the viewer may see. */
export type Profile = User & {
  readonly followed_by_me: boolean;
  readonly board_count: number;
  readonly pin_count: number;
  readonly follower_count: number;
};

/** Search results by scope (S1 §3): Pins, boards or people. */
export type SearchResults =
  | { readonly kind: 'pins'; readonly page: ListPage<Pin> }
  | { readonly kind: 'boards'; readonly page: ListPage<BoardSummary> }
  | { readonly kind: 'users'; readonly page: ListPage<User> };

/** The browse reads a backend answers. */
export interface BrowseReads {
  readonly homeFeed: (bookmark: string | null) => Promise<Outcome<ListPage<Pin>>>;
  readonly profile: (username: string) => Promise<Outcome<Profile>>;
  readonly userBoards: (username: string, bookmark: string | null) => Promise<Outcome<ListPage<BoardSummary>>>;
  readonly search: (query: string, scope: SearchScope, bookmark: string | null) => Promise<Outcome<SearchResults>>;
}
