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

/**
 * S0 §2/§5 the hashtag being typed: the one whose `#tag` the caret is inside or just after (the
 * flyout follows the caret, not the last tag of the text); `null` when the caret is elsewhere.
 */
export function hashtagAtCaret(text: string, caret: number): Hashtag | null {
  for (const hashtag of parseHashtags(text)) {
    if (caret > hashtag.start && caret <= hashtag.end) return hashtag;
  }
  return null;
}

/** The text after a flyout item is picked, and where the caret goes. */
export interface CompletedHashtag {
  readonly text: string;
  readonly caret: number;
}

/**
 * S0 §2/§5 picking an autocomplete item replaces the `#tag` being typed by `#` + the item's query
 * (a leading `#` of the query is not doubled) and one space, so typing goes on after it; the rest
 * of the text is kept as it was.
 */
export function completeHashtag(text: string, hashtag: Hashtag, query: string): CompletedHashtag {
  const replacement = `#${query.trim().replace(/^#+/, '')}`;
  const after = text.slice(hashtag.end);
  const spaced = after.startsWith(' ') ? after : ` ${after}`;
  return { text: text.slice(0, hashtag.start) + replacement + spaced, caret: hashtag.start + replacement.length + 1 };
}
