/**
 * Which bytes a Pin image slot loads (issue #24 §3), and the masonry the grids lay Pins out in.
 *
 * A Pin carries its image in several widths (S0 §3 `236x` and `orig`; the server adds `474x` and
 * `736x`), each a JPEG/PNG `url` and usually a `webpUrl`. A slot offers them all as a `srcset` with
 * its width as `sizes`, so the browser takes the smallest that covers the slot at its pixel density;
 * {@link chooseImageVariant} is that same choice, for places that want one URL (and for tests).
 *
 * The masonry: columns of equal width, each card placed under the shortest column (ties: the left
 * one), so every card keeps its image's shape and reading order runs across the top of the grid.
 * Cards on the first screen load at once, the largest of them first (`fetchpriority="high"`, the
 * page's largest paint); the rest lazily.
 */
import type { PinImage, PinImages } from '../entities.js';

/** The variants of a Pin's image, narrowest first, one per width (S0 §3 `236x` … `orig`). */
export function imageVariants(images: PinImages | undefined): readonly PinImage[] {
  if (images === undefined) return [];
  const byWidth = new Map<number, PinImage>();
  for (const image of [images['236x'], images['474x'], images['736x'], images.orig]) {
    if (image === undefined || !(image.width > 0) || !(image.height > 0) || image.url === '') continue;
    if (!byWidth.has(image.width)) byWidth.set(image.width, image);
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/**
 * The variant a slot `slotWidth` CSS px wide shows at `density` device pixels per CSS px: the
 * narrowest at least as wide as the slot's device pixels, else the widest there is.
 */
export function chooseImageVariant(images: PinImages | undefined, slotWidth: number, density = 1): PinImage | undefined {
  const variants = imageVariants(images);
  const needed = Math.max(1, slotWidth) * Math.max(1, density);
  return variants.find((image) => image.width >= needed) ?? variants[variants.length - 1];
}

/** What an `<img>` (in a `<picture>` with a WebP source) needs to let the browser choose. */
export interface ImageSources {
  /** The fallback for browsers without `srcset`: the variant of a 236 px slot. */
  readonly src: string;
  /** Every JPEG/PNG variant with its width (`url 236w, …`). */
  readonly srcSet: string;
  /** Every WebP variant with its width, when all have one. */
  readonly webpSrcSet: string | undefined;
  /** The image's shape: width and height of its largest variant (reserves the space before it loads). */
  readonly width: number;
  readonly height: number;
}

/** The `srcset`s of a Pin's image, or `undefined` when it has no sized variant. */
export function imageSources(images: PinImages | undefined): ImageSources | undefined {
  const variants = imageVariants(images);
  const largest = variants[variants.length - 1];
  if (largest === undefined) return undefined;
  const src = chooseImageVariant(images, 236)?.url ?? largest.url;
  const webp = variants.every((image) => image.webpUrl !== undefined && image.webpUrl !== '');
  return {
    src,
    srcSet: variants.map((image) => `${image.url} ${image.width}w`).join(', '),
    webpSrcSet: webp ? variants.map((image) => `${image.webpUrl} ${image.width}w`).join(', ') : undefined,
    width: largest.width,
    height: largest.height,
  };
}

/**
 * Issue 24 §4: the `sizes` of a slot `slotWidth` CSS px wide, asking for at most about 2 device
 * pixels per CSS px: on a 3× phone a 183 px column takes the 474w variant (2.6×) rather than 736w
 * (4×, half again the bytes for detail the eye does not see at that size). Screens of 2× or less
 * are asked the slot's width as it is.
 */
export function imageSizesAttribute(slotWidth: number): string {
  const slot = Math.max(1, Math.round(slotWidth));
  return `(min-resolution: 3.01dppx) ${Math.max(1, Math.round(slot / 2))}px, (min-resolution: 2.01dppx) ${Math.max(1, Math.round((slot * 2) / 3))}px, ${slot}px`;
}

/** The grid's column rule: columns at least `minColumnWidth` wide (S0 §9 Pin width 236), never fewer than `minColumns`. */
export interface MasonryColumnRule {
  readonly minColumnWidth: number;
  readonly gap: number;
  readonly minColumns: number;
}

/** Issue 24 §3: 236 px columns with 16 px gaps; a phone gets two narrower columns (8 px gaps) rather than one. */
export const PIN_GRID_COLUMNS: MasonryColumnRule = { minColumnWidth: 236, gap: 16, minColumns: 2 };
/** Below this width the grid's gap narrows to 8 px (a phone). */
export const PIN_GRID_NARROW_BELOW = 520;

/** How many columns of what (whole-pixel) width fit `containerWidth` CSS px. */
export function masonryColumns(
  containerWidth: number,
  rule: MasonryColumnRule = PIN_GRID_COLUMNS,
): { columns: number; columnWidth: number; gap: number } {
  const width = Math.max(0, containerWidth);
  const gap = width < PIN_GRID_NARROW_BELOW ? Math.min(rule.gap, 8) : rule.gap;
  const fit = Math.floor((width + gap) / (rule.minColumnWidth + gap));
  const columns = Math.max(rule.minColumns, fit);
  // whole pixels: a 236.8 px column asks for the 236w variant, not the next one up
  const columnWidth = Math.max(0, Math.floor((width - gap * (columns - 1)) / columns));
  return { columns, columnWidth, gap };
}

/** Where one card goes (CSS px from the grid's top left). */
export interface MasonryPosition {
  readonly column: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Places cards of the given heights, in order, each under the shortest column (ties: the leftmost);
 * `height` is the grid's height (the tallest column, without a trailing gap).
 */
export function placeMasonry(
  heights: readonly number[],
  layout: { readonly columns: number; readonly columnWidth: number; readonly gap: number },
): { positions: MasonryPosition[]; height: number } {
  const columns = Math.max(1, Math.floor(layout.columns));
  const bottoms = new Array<number>(columns).fill(0);
  const positions: MasonryPosition[] = [];
  for (const height of heights) {
    let column = 0;
    for (let c = 1; c < columns; c++) if ((bottoms[c] ?? 0) < (bottoms[column] ?? 0)) column = c;
    const y = bottoms[column] ?? 0;
    positions.push({ column, x: column * (layout.columnWidth + layout.gap), y });
    bottoms[column] = y + Math.max(0, height) + layout.gap;
  }
  const height = heights.length === 0 ? 0 : Math.max(...bottoms) - layout.gap;
  return { positions, height: Math.max(0, height) };
}

/**
 * Which cards load at once: those starting within the first screen (`screenHeight` CSS px from the
 * grid's top); `priority` is the one of them with the largest image (its largest paint), or -1.
 */
export function firstScreenCards(
  positions: readonly MasonryPosition[],
  imageAreas: readonly number[],
  screenHeight: number,
): { eager: boolean[]; priority: number } {
  let priority = -1;
  const eager = positions.map((position, index) => {
    const onScreen = position.y < screenHeight;
    const area = imageAreas[index] ?? 0;
    if (onScreen && area > 0 && (priority === -1 || area > (imageAreas[priority] ?? 0))) priority = index;
    return onScreen;
  });
  return { eager, priority };
}

/** The page's side margin around a grid (web `app.css` `main`: `--ps-space-4`), CSS px. */
export const PIN_GRID_PAGE_GUTTER = 16;

/**
 * The `sizes` of a phone's grid slot as the page's `<head>` can name it before any script runs
 * (issue 24 §4: the server preloads the first cards' images): below `PIN_GRID_NARROW_BELOW` + the
 * gutters the grid has two columns of `(100vw - 2 gutters - 8 px gap) / 2`, and each density is
 * asked what {@link imageSizesAttribute} asks of that slot, so the preload and the `<img>` pick
 * the same variant. `media` is where it holds.
 */
export const PHONE_GRID_IMAGE_SIZES = (() => {
  const slot = (fraction: number) =>
    `calc(${+((100 * fraction) / 2).toFixed(2)}vw - ${+(((2 * PIN_GRID_PAGE_GUTTER + 8) * fraction) / 2).toFixed(2)}px)`;
  return {
    media: `(max-width: ${PIN_GRID_NARROW_BELOW + 2 * PIN_GRID_PAGE_GUTTER - 1}px)`,
    sizes: `(min-resolution: 3.01dppx) ${slot(1 / 2)}, (min-resolution: 2.01dppx) ${slot(2 / 3)}, ${slot(1)}`,
  };
})();

/** The cards of a grid's top row on a phone (two columns): the taller image among them is the first screen's lead. */
export const LEAD_CARDS = 2;

/**
 * Which of the first {@link LEAD_CARDS} images is the lead (issue 24 §4): the tallest for its width
 * (at one column's width, the largest paint of the top row); -1 when none has a size. The server
 * preloads it in the page's head and the grid loads it before the others.
 */
export function leadImageIndex(all: readonly (PinImages | undefined)[]): number {
  let lead = -1;
  let leadShape = 0;
  for (const [index, images] of all.slice(0, LEAD_CARDS).entries()) {
    const sources = imageSources(images);
    const shape = sources === undefined ? 0 : sources.height / sources.width;
    if (shape > leadShape) [lead, leadShape] = [index, shape];
  }
  return lead;
}
