/**
 * A Pin's title and description limits (S0 shows none; ours, `PIN_TITLE_MAX_LENGTH` and
 * `PIN_DESCRIPTION_MAX_LENGTH`): one rule for the Pin builder, the edit-Pin dialog and the server
 * (the request schemas bound the same fields with the same numbers); a refusal that still comes
 * back is worded by `shownRefusalDetail`.
 */
import { CHARACTER_COUNTER_FROM, PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** A Pin's text fields with a limit. */
export type PinTextField = 'title' | 'description';

/** The most characters each Pin text field keeps. */
export const PIN_TEXT_LIMITS: Readonly<Record<PinTextField, number>> = {
  title: PIN_TITLE_MAX_LENGTH,
  description: PIN_DESCRIPTION_MAX_LENGTH,
};

// Characters as the server counts them (the request schema's length: UTF-16 units) of the text as
// it is sent (trimmed).
const sentLength = (text: string): number => text.trim().length;

/**
 * The problem of a Pin title or description: over its limit → S0 §5's wording
 * `Please enter no more than {{ maxLength }} characters.`; else `null`.
 */
export function pinTextProblem(field: PinTextField, text: string): string | null {
  const max = PIN_TEXT_LIMITS[field];
  return sentLength(text) > max ? MESSAGES.boardNameTooLong(max) : null;
}

/** The problems of a Pin's title and description, by field (none: `{}`): what the builder and the edit dialog refuse. */
export function pinTextProblems(pin: {
  readonly title?: string | null;
  readonly description?: string | null;
}): Partial<Record<PinTextField, string>> {
  const problems: Partial<Record<PinTextField, string>> = {};
  for (const field of ['title', 'description'] as const) {
    const problem = pinTextProblem(field, pin[field] ?? '');
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}

/**
 * The character counter of a Pin text field near its limit: `95/100` once the text has
 * `CHARACTER_COUNTER_FROM` (90%) of the limit or more, else `null` (no counter).
 */
export function pinTextCounter(field: PinTextField, text: string): string | null {
  const max = PIN_TEXT_LIMITS[field];
  const count = sentLength(text);
  return count >= max * CHARACTER_COUNTER_FROM ? `${count.toLocaleString('en-US')}/${max.toLocaleString('en-US')}` : null;
}
