/**
 * Natural sizes of card images whose Pin carries none (a Pin saved from an image url: the server
 * never saw the image), noted as each loads. A card drawn again — Back to the feed — reserves its
 * image's height at once, so the feed has the height it had and the reader's place exists before
 * any image has loaded again (issue 20 §3).
 */

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
