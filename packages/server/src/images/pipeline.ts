/**
 * The one image pipeline (issue #24 §1), plain TypeScript on `sharp` (libvips): every accepted image
 * is decoded once, turned upright by its EXIF orientation, capped at {@link ORIG_MAX_SIDE} on its long
 * side, and written as the variants the UI shows (S0 §3 `236x`, plus `474x` and `736x` for dense and
 * large screens, and `orig`), each in WebP and in a JPEG (PNG when the image has transparency)
 * fallback. Nothing of the source's metadata (EXIF, XMP, IPTC, GPS, ICC) reaches an output: the
 * variants are encoded from raw pixels. The dominant colour (S0 §3 Pin `color`) is read from the pixels.
 *
 * Bounded: libvips runs one thread per image (`sharp.concurrency(1)`), its operation cache is off,
 * and a source of more than {@link IMAGE_MAX_PIXELS} pixels is refused before its pixels are decoded
 * (`limitInputPixels`), so a decompression bomb stays refused.
 */
import { IMAGE_MAX_PIXELS } from '@pinstack/core';
import { decodeBmp, isBmp } from './bmp.js';
import sharp, { type OutputInfo, type Sharp } from 'sharp';

sharp.cache(false);
sharp.concurrency(1);

/** The variants every image gets: name → width (`orig` is the capped original). */
export const VARIANT_WIDTHS = { '236x': 236, '474x': 474, '736x': 736 } as const;
/** A variant's name. */
export type VariantName = keyof typeof VARIANT_WIDTHS | 'orig';
/** Every variant, smallest first. */
export const VARIANT_NAMES: readonly VariantName[] = ['236x', '474x', '736x', 'orig'];
/** The long side of `orig`: a 12 MP photo becomes 2048 × 1536. */
export const ORIG_MAX_SIDE = 2048;
/** Output formats: WebP for browsers, the fallback for the rest; AVIF only when asked for (see docs/spec-coverage.md). */
export type OutputFormat = 'webp' | 'jpeg' | 'png' | 'avif';

/** Content type and file extension of each output format. */
export const OUTPUT_FORMATS: Readonly<Record<OutputFormat, { readonly type: string; readonly ext: string }>> = {
  webp: { type: 'image/webp', ext: 'webp' },
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  png: { type: 'image/png', ext: 'png' },
  avif: { type: 'image/avif', ext: 'avif' },
};

/** One encoded file of one variant. */
export interface EncodedFile {
  readonly variant: VariantName;
  readonly format: OutputFormat;
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/** What the pipeline made of one image. */
export interface ProcessedImage {
  /** `orig`'s size (upright, capped). */
  readonly width: number;
  readonly height: number;
  /** The dominant colour, `#rrggbb` (S0 §3 Pin `color`). */
  readonly color: string;
  /** Whether the fallback is PNG (the image has transparency) rather than JPEG. */
  readonly fallback: 'jpeg' | 'png';
  /** Every variant in every format. */
  readonly files: readonly EncodedFile[];
}

/** Options of {@link processImage}. */
export interface ProcessOptions {
  /** Also write AVIF. @default false */
  readonly avif?: boolean;
}

/** Why the pipeline refused an image: it is not one it can decode, or it is too large (a bomb). */
export class ImageRefused extends Error {
  constructor(
    readonly reason: 'undecodable' | 'too-large',
    cause?: unknown,
  ) {
    super(reason === 'too-large' ? 'image exceeds the pixel limit' : 'image could not be decoded', { cause });
    this.name = 'ImageRefused';
  }
}

const hex = (n: number): string =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** The size of a variant `width` wide of an image `orig` (never wider than `orig`). */
export function variantSize(orig: { readonly width: number; readonly height: number }, width: number): { width: number; height: number } {
  if (width >= orig.width) return { width: orig.width, height: orig.height };
  return { width, height: Math.max(1, Math.round((orig.height * width) / orig.width)) };
}

/**
 * Decodes `input` once and writes every variant. Throws {@link ImageRefused} for bytes that are not
 * a decodable image or that hold more than {@link IMAGE_MAX_PIXELS} pixels.
 */
export async function processImage(input: Buffer, options: ProcessOptions = {}): Promise<ProcessedImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // libvips reads no BMP (S0 §8 accepts it): its pixels come from decodeBmp, the rest as before
    const bmp = isBmp(input) ? decodeBmp(input, IMAGE_MAX_PIXELS) : undefined;
    if (bmp === null) throw new Error('unsupported bitmap');
    const source =
      bmp === undefined
        ? sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
        : sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } });
    decoded = await source
      .rotate()
      .resize({ width: ORIG_MAX_SIDE, height: ORIG_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageRefused(/pixel limit/i.test(message) ? 'too-large' : 'undecodable', error);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const fromPixels = () => sharp(data, raw);
  const alpha = info.channels === 4 || info.channels === 2;
  const fallback = alpha ? 'png' : 'jpeg';
  const stats = await fromPixels().stats();
  const color = `#${hex(stats.dominant.r)}${hex(stats.dominant.g)}${hex(stats.dominant.b)}`;
  const formats: OutputFormat[] = ['webp', fallback, ...(options.avif === true ? (['avif'] as const) : [])];
  const jobs: Promise<EncodedFile>[] = [];
  for (const variant of VARIANT_NAMES) {
    const size = variant === 'orig' ? { width: info.width, height: info.height } : variantSize(info, VARIANT_WIDTHS[variant]);
    for (const format of formats) {
      jobs.push(
        encode(fromPixels(), size, info.width, format).then((bytes) => ({
          variant,
          format,
          bytes,
          width: size.width,
          height: size.height,
        })),
      );
    }
  }
  return { width: info.width, height: info.height, color, fallback, files: await Promise.all(jobs) };
}

function encode(image: Sharp, size: { width: number; height: number }, fullWidth: number, format: OutputFormat): Promise<Buffer> {
  const sized = size.width === fullWidth ? image : image.resize({ width: size.width, height: size.height, fit: 'fill' });
  switch (format) {
    case 'webp':
      return sized.webp({ quality: 78, effort: 4 }).toBuffer();
    case 'jpeg':
      return sized.jpeg({ quality: 80, progressive: true, mozjpeg: false }).toBuffer();
    case 'png':
      return sized.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
    case 'avif':
      return sized.avif({ quality: 55, effort: 2 }).toBuffer();
  }
}
