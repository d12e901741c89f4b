/**
 * Windows bitmaps (S0 §8 accepts `image/bmp`; libvips, under sharp, reads no BMP): the common kinds
 * — uncompressed 24- and 32-bit (BI_RGB, and BI_BITFIELDS with the usual masks) and 8-bit with a
 * palette, bottom-up or top-down — become raw RGB(A) pixels the pipeline goes on from. Anything else
 * (RLE, 1/4/16-bit, odd masks) is `null`: the pipeline refuses it as undecodable. The pixel limit is
 * checked before anything is allocated.
 */

/** Raw pixels, as sharp's `{ raw }` input takes them. */
export interface RawPixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/** Whether `input` starts like a bitmap. */
export const isBmp = (input: Buffer): boolean => input.length >= 26 && input[0] === 0x42 && input[1] === 0x4d;

/** The pixels of a bitmap of a kind above, `null` for any other bytes; throws `RangeError` past `maxPixels`. */
export function decodeBmp(input: Buffer, maxPixels: number): RawPixels | null {
  if (!isBmp(input) || input.length < 54) return null;
  const pixelsAt = input.readUInt32LE(10);
  const headerSize = input.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = input.readInt32LE(18);
  const rawHeight = input.readInt32LE(22);
  const bits = input.readUInt16LE(28);
  const compression = input.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height === 0) return null;
  if (width * height > maxPixels) throw new RangeError('image exceeds the pixel limit');
  const standardMasks =
    compression === BI_BITFIELDS &&
    bits === 32 &&
    input.length >= 66 &&
    input.readUInt32LE(54) === 0x00ff0000 &&
    input.readUInt32LE(58) === 0x0000ff00 &&
    input.readUInt32LE(62) === 0x000000ff;
  if (!(compression === BI_RGB || standardMasks) || ![8, 24, 32].includes(bits)) return null;
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (pixelsAt + stride * height > input.length) return null;
  const colours = bits === 8 ? input.readUInt32LE(46) || 256 : 0;
  const paletteAt = 14 + headerSize;
  if (bits === 8 && paletteAt + colours * 4 > pixelsAt) return null;
  // 32-bit BI_BITFIELDS with an alpha mask keeps its alpha; BI_RGB's fourth byte is unused
  const alpha = standardMasks && headerSize >= 56 && input.readUInt32LE(66) === 0xff000000;
  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = pixelsAt + stride * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * channels;
      let at: number;
      if (bits === 8) {
        const index = input[row + x] ?? 0;
        if (index >= colours) return null;
        at = paletteAt + index * 4;
      } else at = row + x * (bits / 8);
      data[out] = input[at + 2] ?? 0;
      data[out + 1] = input[at + 1] ?? 0;
      data[out + 2] = input[at] ?? 0;
      if (alpha) data[out + 3] = input[at + 3] ?? 0;
    }
  }
  return { data, width, height, channels };
}
