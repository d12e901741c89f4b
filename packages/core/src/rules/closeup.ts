import {
  CLOSEUP_BREAKPOINTS,
  CLOSEUP_MAX_WIDTH,
  CLOSEUP_PANE_WIDTH,
  PIN_IMAGE_MAX_HEIGHT,
  PIN_IMAGE_MAX_HEIGHT_EDITING,
} from '../constants.js';

/** What the Pin closeup is laid out for. */
export interface CloseupLayoutInput {
  /** Width the closeup may use (its container), in CSS pixels. */
  readonly availableWidth: number;
  /** The Pin image's own size (`images.orig`), if known. */
  readonly image?: { readonly width: number; readonly height: number } | null;
  /** The Pin is being edited (S0 §9: its image is at most 220 tall then). @default false */
  readonly editing?: boolean;
}

/**
 * S0 §9 the Pin closeup's layout:
 * - `compact` below the first breakpoint (488): one column as wide as the space;
 * - `single` from 488: one pane (CLOSEUP_PANE_WIDTH, 508, or the space if narrower), image above details;
 * - `double` from the second breakpoint (992): the image pane beside the details pane, each 508 at
 *   most, the whole at most CLOSEUP_MAX_WIDTH (1016 = two panes).
 * The image keeps its ratio at the image pane's width, and is at most PIN_IMAGE_MAX_HEIGHT (335) tall
 * in one column (so the Pin's title and Save are on the first screen), PIN_IMAGE_MAX_HEIGHT_EDITING
 * (220) while editing. The spec's other breakpoints (672, 1176, 740, 912) and ratios (0.6, 0.84)
 * come without a described use: see docs/spec-coverage.md, decisions.
 */
export interface CloseupLayout {
  readonly mode: 'compact' | 'single' | 'double';
  /** Width of the whole closeup. */
  readonly width: number;
  /** Width of the image pane (the whole width in one column). */
  readonly imagePaneWidth: number;
  /** Width of the details pane; equal to the image pane in one column (they stack). */
  readonly detailsPaneWidth: number;
  /** The image's displayed size (its ratio kept, height capped); `null` without a known size. */
  readonly image: { readonly width: number; readonly height: number } | null;
}

const [COMPACT_BELOW, DOUBLE_FROM] = CLOSEUP_BREAKPOINTS;

const clampWidth = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** S0 §9 the Pin closeup's layout for the space it has (see {@link CloseupLayout}). */
export function closeupLayout({ availableWidth, image = null, editing = false }: CloseupLayoutInput): CloseupLayout {
  const space = clampWidth(availableWidth);
  const mode = space < COMPACT_BELOW ? 'compact' : space < DOUBLE_FROM ? 'single' : 'double';
  const width = mode === 'compact' ? space : mode === 'single' ? Math.min(space, CLOSEUP_PANE_WIDTH) : Math.min(space, CLOSEUP_MAX_WIDTH);
  const paneWidth = mode === 'double' ? Math.floor(width / 2) : width;
  const maxHeight = editing ? PIN_IMAGE_MAX_HEIGHT_EDITING : mode === 'double' ? Number.POSITIVE_INFINITY : PIN_IMAGE_MAX_HEIGHT;
  return {
    mode,
    width,
    imagePaneWidth: paneWidth,
    detailsPaneWidth: mode === 'double' ? width - paneWidth : paneWidth,
    image: fitImageWithin(image, paneWidth, maxHeight),
  };
}

/**
 * An image's displayed size inside a box of `maxWidth` × `maxHeight`: scaled to the box's width,
 * or down further to its height, its ratio kept (whole, never cropped), rounded to whole pixels;
 * `null` without a known size or with no room. S0 §9 Pin image sizes.
 */
export function fitImageWithin(
  image: { readonly width: number; readonly height: number } | null | undefined,
  maxWidth: number,
  maxHeight: number,
): { readonly width: number; readonly height: number } | null {
  if (image == null || !(image.width > 0) || !(image.height > 0) || !(maxWidth > 0) || !(maxHeight > 0)) return null;
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}
