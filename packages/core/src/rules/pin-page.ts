/**
 * The Pin page around the closeup (issue #25; beyond the spec: expected by users): the creator
 * shown by avatar or initials on a colour, `Send` as the platform share sheet or a copied link,
 * and "More from this board".
 */
import type { Pin } from '../entities.js';

/** Texts of the Pin page's Send and sections (ours: the spec shows none). */
export const PIN_PAGE_MESSAGES = {
  send: 'Send',
  linkCopied: 'Link copied',
  copyThisLink: 'Copy this link',
  moreFromBoard: 'More from this board',
  savedTo: 'Saved to',
} as const;

/**
 * Initials for a person without an avatar: the first letter of the first and of the last word of
 * their name (one word: its first letter), else of their username; upper-cased; `?` when neither.
 */
export function initialsOf(name: string | undefined, username?: string | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const letters = words.length === 0 ? [...(username ?? '').trim()].slice(0, 1) : [words[0], words.length > 1 ? words.at(-1) : undefined];
  const initials = letters
    .map((word) => (word === undefined ? '' : ([...word][0] ?? '')))
    .join('')
    .toLocaleUpperCase('en-US');
  return initials === '' ? '?' : initials;
}

/** Background colours for initials: each holds white text at WCAG AA (4.5:1 or more). */
export const AVATAR_COLOURS = ['#b3261e', '#6750a4', '#00639b', '#1b6b3a', '#8c4a00', '#7d2f61', '#3f5a6b', '#5c4a2f'] as const;

/** The colour of one person's initials: the same for the same id, everywhere. */
export function avatarColourOf(id: string): (typeof AVATAR_COLOURS)[number] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/** What the platform offers `Send`. */
export interface SendAbilities {
  /** `navigator.share` exists and can share this URL. */
  readonly canShare: boolean;
  /** `navigator.clipboard.writeText` exists (a secure context). */
  readonly canCopy: boolean;
  /** A touch device, where the share sheet is what people expect. */
  readonly touch: boolean;
}

/**
 * Issue #25 `Send` on the Pin page: the platform share sheet on a touch device that has one; else
 * the link copied with the Clipboard API (with a visible confirmation); else the link shown to copy
 * by hand (the S0 §2 share mode's field).
 */
export function sendMethod(abilities: SendAbilities): 'share' | 'copy' | 'show' {
  if (abilities.canShare && abilities.touch) return 'share';
  if (abilities.canCopy) return 'copy';
  return abilities.canShare ? 'share' : 'show';
}

/** "More from this board": the board's other Pins (this one and its copies by id left out), at most `max`, order kept. */
export function moreFromBoard(pins: readonly Pin[], pinId: string, max = 12): Pin[] {
  const seen = new Set<string>([pinId]);
  const more: Pin[] = [];
  for (const pin of pins) {
    if (more.length >= max) break;
    if (seen.has(pin.id)) continue;
    seen.add(pin.id);
    more.push(pin);
  }
  return more;
}
