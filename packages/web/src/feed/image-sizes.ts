/**
 * Natural sizes of card images whose Pin carries none (a Pin saved from an image url: the server
 * never saw the image), noted as each loads. A card drawn again — Back to the feed — reserves its
 * image's height at once, so the feed has the height it had and the reader's place exists before
 * any image has loaded again (issue 20 §3). Sizes are noted and read by one key, the card's
 * thumbnail (`pinThumb`), through {@link knownShape}.
 */
import { imageSources, type Pin, pinThumb } from '@pinstack/core';

/** An image's width and height in px. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

// note: bounded; the oldest are forgotten first (a Map keeps insertion order)
const KEPT = 2000;
const sizes = new Map<string, ImageSize>();

/** The size noted for `url`, if it has loaded in this document. */
export function notedSize(url: string): ImageSize | undefined {
  return sizes.get(url);
}

/** Notes the natural size of a loaded image (nothing for one that failed or has no size). */
export function noteSize(url: string, image: { readonly naturalWidth: number; readonly naturalHeight: number }): void {
  if (image.naturalWidth <= 0 || image.naturalHeight <= 0) return;
  sizes.delete(url);
  sizes.set(url, { width: image.naturalWidth, height: image.naturalHeight });
  if (sizes.size > KEPT) sizes.delete(sizes.keys().next().value as string);
}

/**
 * Issue 20 §3 / 24 §3: a card image's shape, from its variants' sizes, else the size its thumbnail
 * (`pinThumb`, the url the card loads and notes) last loaded at here; `undefined` when neither is
 * known. The card's reserved height, its placeholder and its picture all read it, so a size noted
 * under one url is never looked up under another.
 */
export function knownShape(pin: Pin): ImageSize | undefined {
  const sized = imageSources(pin.images);
  if (sized !== undefined) return { width: sized.width, height: sized.height };
  const url = pinThumb(pin);
  return url === null ? undefined : notedSize(url);
}

/**
 * Whether a card image that has just loaded has another shape than the one its card was drawn with
 * (`assumed`, {@link knownShape} then; `undefined`: none was known, so the image took no height
 * until it loaded): then the card is taller or shorter than the grid placed it, and the grid must
 * measure its cards and place them again, else the next row overlaps it. A shape already known is
 * kept (no new render); an image without a natural size (failed) changes nothing.
 */
export function shapeChangedOnLoad(
  assumed: ImageSize | undefined,
  image: { readonly naturalWidth: number; readonly naturalHeight: number },
): boolean {
  if (image.naturalWidth <= 0 || image.naturalHeight <= 0) return false;
  if (assumed === undefined || assumed.width <= 0 || assumed.height <= 0) return true;
  // the same shape within rounding (a variant scaled to whole pixels)
  return Math.abs(assumed.height / assumed.width - image.naturalHeight / image.naturalWidth) > SAME_SHAPE;
}
const SAME_SHAPE = 0.01;

/** A title of at most two lines under the image, before it is measured. */
const CAPTION_ESTIMATE = 44;

/** A card's height before it is measured: its image at the column's width ({@link knownShape}, else 4:3), and a caption. */
export function estimateCardHeight(pin: Pin, columnWidth: number): number {
  const size = knownShape(pin);
  const ratio = size === undefined ? 4 / 3 : size.height / size.width;
  return columnWidth * ratio + CAPTION_ESTIMATE;
}
