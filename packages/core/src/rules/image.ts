/**
 * What an uploaded file is, read from its first bytes (wire protocol "Uploads": not an image by its
 * bytes → 415; S1 §5 dimensions). One reader for every backend, so the server and the in-memory
 * fake accept the same files. Written by hand rather than with `image-size`: core depends on
 * effect and xstate only and stays free of Node and DOM globals (no `Buffer`), and only headers
 * are read, never pixels.
 */

/** The image types a backend accepts: raster formats browsers display. SVG is left out on purpose (it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'image/avif'] as const;

/** One of `ACCEPTED_IMAGE_TYPES`. */
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The file name extension a stored image of each type gets. */
export const IMAGE_EXTENSIONS: Readonly<Record<AcceptedImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
};

/** What the bytes say: the type and pixel size of a known image. */
export interface SniffedImage {
  readonly type: AcceptedImageType;
  readonly width: number;
  readonly height: number;
}

/**
 * Most pixels an accepted image may have (ours: 50 megapixels). A header is a claim: 74 bytes can
 * declare 65535×65535, which anything decoding it later would have to allocate.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** True when a sniffed image's declared size is within `IMAGE_MAX_PIXELS`. */
export const withinPixelCap = (image: { readonly width: number; readonly height: number }): boolean =>
  image.width * image.height <= IMAGE_MAX_PIXELS;

/** How many leading bytes `sniffImage` may need: enough for every header it reads (AVIF's `ispe` box sits in `meta`). */
export const IMAGE_SNIFF_BYTES = 64 * 1024;

const u16be = (b: Uint8Array, i: number): number => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number): number => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number): number => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const i32le = (b: Uint8Array, i: number): number => u16le(b, i) | (u16le(b, i + 2) << 16) | 0;
const ascii = (b: Uint8Array, from: number, length: number): string => String.fromCharCode(...Array.from(b.subarray(from, from + length)));

function sniffJpeg(b: Uint8Array): SniffedImage | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // note: SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function sniffWebp(b: Uint8Array): SniffedImage | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) {
    return { type: 'image/webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    return { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

function sniffBmp(b: Uint8Array): SniffedImage | null {
  const headerSize = u16le(b, 14) | (u16le(b, 16) << 16);
  // BITMAPCOREHEADER (OS/2 1.x) keeps 16-bit sizes; every later header 32-bit, height negative when top-down.
  if (headerSize === 12) return { type: 'image/bmp', width: u16le(b, 18), height: u16le(b, 20) };
  if (headerSize < 40 || b.length < 26) return null;
  return { type: 'image/bmp', width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
}

/** AVIF (ISO-BMFF): an `ftyp` box whose brands name `avif`/`avis`, the size from the first `ispe` property. */
function sniffAvif(b: Uint8Array): SniffedImage | null {
  const ftypSize = u32be(b, 0);
  const brands: string[] = [];
  for (let i = 8; i + 4 <= Math.min(ftypSize, b.length); i += 4) if (i !== 12) brands.push(ascii(b, i, 4));
  if (!brands.includes('avif') && !brands.includes('avis')) return null;
  for (let i = ftypSize; i + 16 <= b.length; i++) {
    // 'ispe' fourcc, then version/flags (4 bytes), width, height (32-bit big-endian).
    if (b[i] === 0x69 && b[i + 1] === 0x73 && b[i + 2] === 0x70 && b[i + 3] === 0x65) {
      return { type: 'image/avif', width: u32be(b, i + 8), height: u32be(b, i + 12) };
    }
  }
  return null;
}

/**
 * The image type and size the bytes declare, or null when they are not one of
 * `ACCEPTED_IMAGE_TYPES`. Reads at most the first `IMAGE_SNIFF_BYTES` (AVIF), most formats 30.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const b = bytes.length > IMAGE_SNIFF_BYTES ? bytes.subarray(0, IMAGE_SNIFF_BYTES) : bytes;
  if (b.length >= 24 && u32be(b, 0) === 0x89504e47 && ascii(b, 12, 4) === 'IHDR') {
    return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) {
    return { type: 'image/gif', width: u16le(b, 6), height: u16le(b, 8) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return sniffJpeg(b);
  if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return sniffWebp(b);
  if (b.length >= 26 && ascii(b, 0, 2) === 'BM') return sniffBmp(b);
  if (b.length >= 16 && ascii(b, 4, 4) === 'ftyp') return sniffAvif(b);
  return null;
}
