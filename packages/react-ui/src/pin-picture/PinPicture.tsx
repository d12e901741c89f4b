/**
 * A Pin's image at the size it is shown (issue #24 §3): binds core's `imageSources` to a
 * `<picture>` — the WebP variants as a source, the JPEG/PNG variants on the `<img>` — with `sizes`
 * saying how wide the slot is, so the browser loads the smallest variant covering it at its pixel
 * density. `width` and `height` reserve the image's shape before it loads (nothing shifts), and its
 * dominant colour (S0 §3 Pin `color`, when a hex colour) fills that space meanwhile.
 */
import { imageSources, isHexColor, type PinImages } from '@pinstack/core';
import type { CSSProperties, SyntheticEvent } from 'react';

/** Props of {@link PinPicture}. */
export interface PinPictureProps {
  /** The Pin's `images` (S0 §3). */
  readonly images: PinImages | undefined;
  /** A URL to show when the Pin has no sized variant (an image stored before the pipeline). */
  readonly fallbackUrl?: string;
  /** The slot's width, as the `sizes` attribute (e.g. `236px`). */
  readonly sizes: string;
  /** The Pin's `color`: the placeholder behind the image until it loads. */
  readonly color?: string | null;
  readonly alt: string;
  /** `lazy` below the first screen. @default 'lazy' */
  readonly loading?: 'lazy' | 'eager';
  /** `high` for the largest image of the first screen. */
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  /** The size to reserve when the Pin carries none (noted when it last loaded). */
  readonly knownSize?: { readonly width: number; readonly height: number };
  readonly className?: string;
  readonly onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/** The `<picture>` of a Pin image; nothing when it has no image at all. */
export function PinPicture({
  images,
  fallbackUrl,
  sizes,
  color,
  alt,
  loading = 'lazy',
  fetchPriority,
  knownSize,
  className,
  onLoad,
}: PinPictureProps) {
  const sources = imageSources(images);
  const size = sources ?? knownSize;
  const src = sources?.src ?? fallbackUrl;
  if (src === undefined) return null;
  // fills its slot's width, its height from its shape
  const style: CSSProperties = {
    display: 'block',
    width: '100%',
    height: 'auto',
    ...(size !== undefined ? { aspectRatio: `${size.width} / ${size.height}` } : {}),
    ...(color != null && isHexColor(color) ? { background: color } : {}),
  };
  const img = (
    <img
      src={src}
      srcSet={sources?.srcSet}
      sizes={sources !== undefined ? sizes : undefined}
      alt={alt}
      loading={loading}
      // note: React 19 knows fetchPriority; the attribute is lower-case in the DOM
      fetchPriority={fetchPriority}
      decoding="async"
      width={size?.width}
      height={size?.height}
      className={className}
      style={style}
      onLoad={onLoad}
    />
  );
  if (sources?.webpSrcSet === undefined) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
