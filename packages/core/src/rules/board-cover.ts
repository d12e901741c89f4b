/**
 * A board's cover (S0 §3 `image_cover_url`, `cover_images`). S0 §6 lists in pickers only boards
 * "that have cover images", which assumes every board has one: a board without Pins (just made on
 * `/board/create/` or in the picker, or emptied by a move) would otherwise never reach a picker, so
 * nobody could save into it. Decision (docs/spec-coverage.md): every board has a cover — its newest
 * image Pin's image, else a placeholder: a flat colour derived from the board's id, as an SVG data
 * URL (no request, no server route, the same on every backend, nothing about the board but a colour).
 */

/** The placeholder colours, soft enough that a board name next to them stays the thing one reads. */
export const BOARD_PLACEHOLDER_COLOURS = ['#e9dccf', '#d7e3d4', '#d5dfe9', '#e6d5e3', '#efe3c2', '#d9d4ec', '#f0d6cf', '#cfe5e2'] as const;

/** The start of every placeholder cover URL (an SVG data URL). */
export const BOARD_PLACEHOLDER_PREFIX = 'data:image/svg+xml,';

// FNV-1a over UTF-16 units: stable, cheap, and spreads consecutive ids over the palette.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The placeholder colour of a board (one of {@link BOARD_PLACEHOLDER_COLOURS}), the same for its id everywhere. */
export function boardPlaceholderColour(boardId: string): string {
  return BOARD_PLACEHOLDER_COLOURS[hash(boardId) % BOARD_PLACEHOLDER_COLOURS.length] as string;
}

/**
 * S0 §3/§6 the cover of a board with no image Pin: an SVG of {@link boardPlaceholderColour} as a
 * data URL (`<`, `>`, `#` and spaces percent-encoded: one token, valid as a `src` and in CSS or `srcset`).
 */
export function boardPlaceholderCover(boardId: string): string {
  const colour = boardPlaceholderColour(boardId);
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='222' height='148' viewBox='0 0 222 148'><rect width='222' height='148' fill='${colour}'/></svg>`;
  return `${BOARD_PLACEHOLDER_PREFIX}${svg.replace(/[<>#\s]/g, encodeURIComponent)}`;
}

/** True when `url` is a placeholder cover of {@link boardPlaceholderCover} (not a Pin's image). */
export function isBoardPlaceholderCover(url: string | null | undefined): boolean {
  return typeof url === 'string' && url.startsWith(BOARD_PLACEHOLDER_PREFIX);
}

/**
 * S0 §3/§6 a board's cover: the image of its newest image Pin when there is one (non-blank), else
 * its placeholder, so every board has a cover and the S0 §6 picker rule lists it.
 */
export function boardCoverUrl(boardId: string, pinCoverUrl: string | null | undefined): string {
  return typeof pinCoverUrl === 'string' && pinCoverUrl.trim() !== '' ? pinCoverUrl : boardPlaceholderCover(boardId);
}

/** S0 §3 the cover fields of a board whose cover is {@link boardCoverUrl}: the three agree (170x lists Pin images only). */
export function boardCoverFields(
  boardId: string,
  pinCoverUrl: string | null | undefined,
): {
  readonly image_cover_url: string;
  readonly cover_images: { readonly '222x': { readonly url: string } };
  readonly images: { readonly '170x': readonly { readonly url: string }[] };
} {
  const cover = boardCoverUrl(boardId, pinCoverUrl);
  return {
    image_cover_url: cover,
    cover_images: { '222x': { url: cover } },
    images: { '170x': isBoardPlaceholderCover(cover) ? [] : [{ url: cover }] },
  };
}

/**
 * Issue 24: the image a Pin lends its board as cover — its small `236x` variant when it has one
 * (a cover is shown small), else its image. A cover is never another site's image (the server keeps
 * only images of its own as covers).
 */
export function pinCoverUrl(pin: {
  readonly imageUrl?: string;
  readonly images?: { readonly '236x'?: { readonly url: string } };
}): string | undefined {
  return pin.images?.['236x']?.url ?? pin.imageUrl;
}
