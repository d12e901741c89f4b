/**
 * The header search's typeahead (S1 §3, §7 SearchTypeaheadResource; issue 25: bound in the
 * header): what each suggestion opens, and how long typing must pause before one is asked for.
 */
import { TYPEAHEAD_DEFAULT_COUNT } from '../constants.js';
import { isSitePath } from './redirect.js';
import { searchPathFor } from './search-path.js';

/** Milliseconds typing pauses before the header asks for suggestions (ours: the specs show none). */
export const SEARCH_TYPEAHEAD_DEBOUNCE_MS = 200;

/** Suggestions the header shows at most (S1 §7 `count`). */
export const SEARCH_TYPEAHEAD_COUNT = TYPEAHEAD_DEFAULT_COUNT;

/** A typeahead item as S1 §3 gives it (only what the header reads). */
export interface TypeaheadSuggestion {
  readonly query?: string | undefined;
  readonly label?: string | undefined;
  /** A board's or person's page (S1 §3 typeahead items of type board / user). */
  readonly url?: string | undefined;
}

/** The words a suggestion shows and searches for: its query, else its label; blank ones are dropped. */
export function suggestionText(item: TypeaheadSuggestion): string {
  return (item.query ?? item.label ?? '').trim();
}

/**
 * Where a suggestion leads: a board's or person's own page when it names one on this site (a real
 * path, never another host), else the search for its words.
 */
export function suggestionPath(item: TypeaheadSuggestion): string {
  return item.url !== undefined && isSitePath(item.url) ? item.url : searchPathFor(suggestionText(item));
}

/**
 * Which suggestions the header shows: those with words, each once (case-insensitive), at most
 * `SEARCH_TYPEAHEAD_COUNT`, order kept.
 */
export function typeaheadSuggestions<T extends TypeaheadSuggestion>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const key = suggestionText(item).toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
    if (kept.length === SEARCH_TYPEAHEAD_COUNT) break;
  }
  return kept;
}
