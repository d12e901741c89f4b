/**
 * Rules of the browse reads (wire-protocol.md "Reads the web app needs"): list paging, which boards
 * a list shows, the words a search matches, which list a search scope answers with, and which board
 * a `/{username}/{slug}/` URL names. The reference server and the in-memory fake both read them, so
 * the two answer alike; each encodes its own (opaque) bookmark.
 */
import type { SEARCH_SCOPES } from '../constants.js';
import type { Board, User } from '../entities.js';
import { canViewBoard, isBoardListedOnProfile } from './board.js';

/** Wire protocol: a list read's page size when `page_size` is absent. */
export const BROWSE_PAGE_SIZE = 25;
/** Wire protocol: the largest `page_size` a list read takes (the smallest is 1). */
export const BROWSE_PAGE_SIZE_MAX = 100;
/** Most words of a search query that are matched (ours: bounds the work of one search). */
export const SEARCH_MAX_WORDS = 8;

/** One page of a list read: its items and the bookmark of the next page (`null` on the last). */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly bookmark: string | null;
}

/** Wire protocol: the page size of a list read, `BROWSE_PAGE_SIZE` when absent. */
export const pageSizeOf = (options: { readonly page_size?: number | undefined }): number => options.page_size ?? BROWSE_PAGE_SIZE;

/**
 * One page of an ordered list, from `offset`: `size` items, and the bookmark of the next page
 * (`bookmarkAt(offset + size)`) only when an item follows (wire protocol: absent on the last page).
 */
export function pageAt<T>(items: readonly T[], offset: number, size: number, bookmarkAt: (offset: number) => string): ListPage<T> {
  const start = Math.max(0, Math.floor(offset));
  const count = Math.max(1, Math.floor(size));
  const slice = items.slice(start, start + count);
  return { items: slice, bookmark: items.length > start + count ? bookmarkAt(start + count) : null };
}

/**
 * Which boards a list shows (the home feed's and search's Pins, a profile's boards, search's
 * boards): S0 §6 public boards for everyone; secret and protected ("not listed on user's profile")
 * only for their owner and collaborators. A board read by its id or URL uses `canViewBoard`.
 */
export const isBoardListed = (board: Board, viewerId: string | null | undefined): boolean => isBoardListedOnProfile(board, viewerId);

/**
 * S1 §3 the words of a search query: lower-cased, split on white space, at most
 * `SEARCH_MAX_WORDS`. No words (a blank query) matches everything.
 */
export function searchWords(query: string): string[] {
  return String(query)
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .slice(0, SEARCH_MAX_WORDS);
}

/** Wire protocol search: every word occurs in one of `texts` (joined), case-insensitively, anywhere. */
export function matchesSearchWords(texts: readonly (string | null | undefined)[], words: readonly string[]): boolean {
  const haystack = texts
    .map((text) => text ?? '')
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The fields of a person that people search and typeahead match: the username and the name.
 * The type has no e-mail on purpose: matching e-mail prefixes let a signed-out script read a whole
 * address back one character at a time (ours: issue 21; S1 §3 Search "users" scope, §7 typeahead).
 */
export type SearchablePerson = Pick<User, 'username' | 'full_name'>;

/**
 * S1 §3 SearchResource scope `users`: every word of the query is in the person's username or name,
 * case-insensitively. A query without words matches nobody, so no request lists every account.
 */
export function matchesPeopleSearch(person: SearchablePerson, words: readonly string[]): boolean {
  return words.length > 0 && matchesSearchWords([person.username, person.full_name], words);
}

/**
 * S1 §7 SearchTypeaheadResource (`pin_scope` users, and the user items of every scope): the trimmed
 * term is in the person's username or name, case-insensitively; a blank term matches nobody.
 */
export function matchesPeopleTypeahead(person: SearchablePerson, term: string): boolean {
  const wanted = String(term).trim().toLowerCase();
  return wanted !== '' && [person.username, person.full_name ?? ''].some((text) => text.toLowerCase().includes(wanted));
}

/** What a search answers with, by S1 §3 scope: boards for `boards`, users for `users`, Pins for every other scope. */
export type SearchResultKind = 'pins' | 'boards' | 'users';

/** Wire protocol SearchResource: the kind of results a scope answers with (absent scope: Pins). */
export function searchResultKind(scope: (typeof SEARCH_SCOPES)[number] | undefined): SearchResultKind {
  return scope === 'boards' ? 'boards' : scope === 'users' ? 'users' : 'pins';
}

/**
 * Wire protocol BoardResource get `{ username, slug }` (`/{username}/{slug}/`): of one owner's
 * boards, the one the viewer may see (S0 §6 `canViewBoard`) whose `slug` is `slug`
 * (case-insensitively); when two share a slug, the first in `boards`' order (backends pass them
 * oldest first). A board the viewer may not see is skipped, so a secret board is as missing.
 */
export function boardForSlug<B extends Board>(boards: readonly B[], slug: string, viewerId: string | null | undefined): B | undefined {
  const wanted = slug.toLowerCase();
  return boards.find((board) => (board.slug ?? '').toLowerCase() === wanted && canViewBoard(board, viewerId));
}
