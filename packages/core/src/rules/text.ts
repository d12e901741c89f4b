import {
  CAMPAIGN_NAME_CUT_LENGTH,
  CAMPAIGN_NAME_MAX_LENGTH,
  ELLIPSIS,
  PIN_ATTRIBUTION_NAME_MAX_LENGTH,
  TRUNCATE_TEXT_DEFAULT,
} from '../constants.js';

// "Characters" in every truncation rule are Unicode code points: cutting by UTF-16 units could
// leave half of a surrogate pair (an emoji, a CJK extension character) at the end of the text.
const codePoints = (text: string): string[] => Array.from(text);

const WHITESPACE = /^\s$/u;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/u;
const isSpace = (c: string): boolean => WHITESPACE.test(c);
const isSpaceOrPunctuation = (c: string): boolean => isSpace(c) || ASCII_PUNCTUATION.test(c);

// A loop rather than a `[…]+$` regex, which backtracks quadratically on long punctuation runs.
function trimEnd(chars: readonly string[], drop: (c: string) => boolean): string {
  let end = chars.length;
  while (end > 0 && drop(chars[end - 1] as string)) end -= 1;
  return chars.slice(0, end).join('');
}

/**
 * Shortens text for display: unchanged when it has at most `max` characters (code points); else
 * cut to the last whole word that fits in `max`, trailing whitespace and ASCII punctuation trimmed,
 * and `ELLIPSIS` added, so the result has at most `max + 1` characters. A single word longer than
 * `max` is cut at `max`. If trimming would leave nothing (the text that fits is all punctuation), the
 * hard cut at `max` is kept instead, so a visible prefix always remains when there is one.
 * `max` is floored; a negative `max` counts as 0 and `NaN` as the default.
 * S1 §5 text truncation.
 * @default max = TRUNCATE_TEXT_DEFAULT (80)
 */
export function truncateText(text: string, max: number = TRUNCATE_TEXT_DEFAULT): string {
  const limit = Number.isNaN(max) ? TRUNCATE_TEXT_DEFAULT : Math.max(0, Math.floor(max));
  const chars = codePoints(text);
  if (chars.length <= limit) return text;

  const head = chars.slice(0, limit);
  const next = chars[limit] ?? '';
  let cut = head.length;
  if (!isSpace(next)) {
    // The word at the cut is incomplete: drop it, unless it is the only word (then cut at max).
    const lastSpace = findLastIndex(head, isSpace);
    if (lastSpace > 0 && !head.slice(0, lastSpace).every(isSpace)) cut = lastSpace;
  }
  const wholeWords = trimEnd(head.slice(0, cut), isSpaceOrPunctuation);
  const kept = wholeWords !== '' ? wholeWords : trimEnd(head, isSpace);
  return kept + ELLIPSIS;
}

function findLastIndex<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i -= 1) {
    if (predicate(items[i] as T)) return i;
  }
  return -1;
}

/**
 * Campaign name as sent to the server: kept when shorter than `CAMPAIGN_NAME_MAX_LENGTH` (64)
 * characters (code points), else the first `CAMPAIGN_NAME_CUT_LENGTH` (62) plus `ELLIPSIS`.
 * S1 §5 / S1 §9 campaign name.
 */
export function truncateCampaignName(name: string): string {
  const chars = codePoints(name);
  if (chars.length < CAMPAIGN_NAME_MAX_LENGTH) return name;
  return chars.slice(0, CAMPAIGN_NAME_CUT_LENGTH).join('') + ELLIPSIS;
}

/**
 * Pin attribution name (the "via …" name on a Pin), truncated with `truncateText` at
 * `PIN_ATTRIBUTION_NAME_MAX_LENGTH` (70) characters.
 * S1 §9 Pin attribution name.
 */
export function truncatePinAttributionName(name: string): string {
  return truncateText(name, PIN_ATTRIBUTION_NAME_MAX_LENGTH);
}
