/**
 * S0 §3 a Pin carries its picture as `images` (`236x`, `orig`; issue 24 adds `474x`, `736x`, all the
 * same picture) and as `imageUrl` (what it was created from), and its words as `title` and
 * `description`. Every view that shows a Pin picks its picture and its name here, so the grid, the
 * Pin page, search, profiles and the promote flow never disagree (issue #23: four orders drifted).
 */
import { truncateText } from './text.js';

/** What a Pin without a title or description is called (ours: the spec shows none). */
export const UNTITLED_PIN = 'Untitled Pin';

/** The longest description a Pin's name borrows when it has no title (ours). */
export const PIN_TITLE_FROM_DESCRIPTION_MAX = 40;

/** A Pin as far as its picture and its name go (S0 §3). */
export interface PinFace {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly imageUrl?: string;
  readonly images?: { readonly '236x'?: { readonly url: string }; readonly orig?: { readonly url: string } };
}

const url = (value: string | undefined | null): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * S0 §3 the picture of a Pin as a tile (grid card, chooser, preview): the `236x` variant, else
 * `orig`, else `imageUrl`; `null` when it has none (the view shows its colour).
 */
export function pinThumb(pin: PinFace): string | null {
  return url(pin.images?.['236x']?.url) ?? url(pin.images?.orig?.url) ?? url(pin.imageUrl);
}

/**
 * S0 §3 the picture of a Pin shown large (the Pin page's closeup): `orig`, else `imageUrl`, else
 * the `236x` variant; `null` when it has none.
 */
export function pinFullImage(pin: PinFace): string | null {
  return url(pin.images?.orig?.url) ?? url(pin.imageUrl) ?? url(pin.images?.['236x']?.url);
}

/**
 * S0 §3 a Pin's name for people: its title, else the first words of its description (at most
 * {@link PIN_TITLE_FROM_DESCRIPTION_MAX} characters, cut at a word), else {@link UNTITLED_PIN}:
 * never blank, never its id.
 */
export function pinTitle(pin: PinFace): string {
  const title = typeof pin.title === 'string' ? pin.title.trim() : '';
  if (title !== '') return title;
  const description = typeof pin.description === 'string' ? pin.description.trim().replace(/\s+/g, ' ') : '';
  return description !== '' ? truncateText(description, PIN_TITLE_FROM_DESCRIPTION_MAX) : UNTITLED_PIN;
}
