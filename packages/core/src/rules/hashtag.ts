import { AUTOCOMPLETE_MAX_ITEMS } from '../constants.js';
import type { AutocompleteItem } from '../entities.js';

/** S0 §5 one hashtag found in a text; `text.slice(start, end)` is `'#' + tag`. */
export interface Hashtag {
  readonly tag: string;
  /** UTF-16 index of the `#`. */
  readonly start: number;
  /** UTF-16 index just after the tag. */
  readonly end: number;
}

// Tag characters: anything but whitespace and ASCII punctuation other than `_` (core-api.md
// decision for S0 §5 "a set of punctuation"). Ranges: !-/ :-@ [-^ ` {-~ skip only `_` (0x5F).
const HASHTAG = /#([^\s!-/:-@[-^`{-~]+)/gu;

/**
 * S0 §5 hashtags of a text: `#` then one or more characters that are neither whitespace nor ASCII
 * punctuation except `_`; `tag` excludes the `#`. In text order, never overlapping.
 */
export function parseHashtags(text: string): Hashtag[] {
  const tags: Hashtag[] = [];
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[1] ?? '';
    tags.push({ tag, start: match.index, end: match.index + 1 + tag.length });
  }
  return tags;
}

/**
 * S0 §5/§9 hashtag autocomplete: only items that have a query (non-blank), at most
 * AUTOCOMPLETE_MAX_ITEMS (5), in the order given.
 */
export function autocompleteItems<T extends AutocompleteItem>(items: readonly T[]): T[] {
  const shown: T[] = [];
  for (const item of items) {
    if (shown.length >= AUTOCOMPLETE_MAX_ITEMS) break;
    if (typeof item.query === 'string' && item.query.trim() !== '') shown.push(item);
  }
  return shown;
}
