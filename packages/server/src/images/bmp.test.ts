/** S0 §8 accepts `image/bmp`; the pipeline reads the common bitmaps itself (issue 24 §1). */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeBmp } from './bmp.js';
import { ImageRefused, processImage } from './pipeline.js';

type Pixel = readonly [number, number, number, number?];

/** A bitmap of `rows` (top row first): 24-bit bottom-up, 32-bit (BITMAPV4 with masks) top-down, or 8-bit with a palette. */
function bitmap(rows: readonly (readonly Pixel[])[], kind: 24 | 32 | 8, compression?: number): Buffer {
  const width = rows[0]?.length ?? 0;
  const height = rows.length;
  const headerSize = kind === 32 ? 108 : 40;
  const palette = kind === 8 ? [...new Set(rows.flat().map((p) => p.slice(0, 3).join(',')))] : [];
  const stride = Math.ceil((width * kind) / 32) * 4;
  const pixelsAt = 14 + headerSize + palette.length * 4;
  const out = Buffer.alloc(pixelsAt + stride * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(pixelsAt, 10);
  out.writeUInt32LE(headerSize, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(kind === 32 ? -height : height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(kind, 28);
  out.writeUInt32LE(compression ?? (kind === 32 ? 3 : 0), 30);
  if (kind === 32) {
    out.writeUInt32LE(0x00ff0000, 54);
    out.writeUInt32LE(0x0000ff00, 58);
    out.writeUInt32LE(0x000000ff, 62);
    out.writeUInt32LE(0xff000000, 66);
  }
  if (kind === 8) {
    out.writeUInt32LE(palette.length, 46);
    palette.forEach((key, i) => {
      const [r, g, b] = key.split(',').map(Number);
      out.writeUInt8(b ?? 0, 54 + i * 4);
      out.writeUInt8(g ?? 0, 55 + i * 4);
      out.writeUInt8(r ?? 0, 56 + i * 4);
    });
  }
  rows.forEach((row, y) => {
    const at = pixelsAt + stride * (kind === 32 ? y : height - 1 - y);
    row.forEach(([r, g, b, a], x) => {
      if (kind === 8) out.writeUInt8(palette.indexOf([r, g, b].join(',')), at + x);
      else {
        const p = at + x * (kind / 8);
        out.writeUInt8(b, p);
        out.writeUInt8(g, p + 1);
        out.writeUInt8(r, p + 2);
        if (kind === 32) out.writeUInt8(a ?? 255, p + 3);
      }
    });
  });
  return out;
}

const RED: Pixel = [255, 0, 0];
const GREEN: Pixel = [0, 255, 0];
const BLUE: Pixel = [0, 0, 255];
const rows = [
  [RED, GREEN, BLUE],
  [BLUE, RED, GREEN],
];

describe('bitmaps (S0 §8 image/bmp, issue 24 §1)', () => {
  for (const kind of [24, 32, 8] as const) {
    it(`a ${kind}-bit bitmap's pixels come out in place, top row first`, () => {
      const decoded = decodeBmp(bitmap(rows, kind), 1_000);
      expect(decoded).toMatchObject({ width: 3, height: 2, channels: kind === 32 ? 4 : 3 });
      const channels = decoded?.channels ?? 3;
      const at = (x: number, y: number) => [...(decoded?.data.subarray((y * 3 + x) * channels, (y * 3 + x) * channels + 3) ?? [])];
      expect(at(0, 0)).toEqual([255, 0, 0]);
      expect(at(2, 0)).toEqual([0, 0, 255]);
      expect(at(0, 1)).toEqual([0, 0, 255]);
      expect(at(2, 1)).toEqual([0, 255, 0]);
    });
  }

  it('the pipeline makes variants of a bitmap like any image', async () => {
    const big = Array.from({ length: 300 }, (_, y) => Array.from({ length: 400 }, (_, x): Pixel => [x % 256, y % 256, 128]));
    const out = await processImage(bitmap(big, 24));
    expect(out).toMatchObject({ width: 400, height: 300, fallback: 'jpeg' });
    expect((await sharp(out.files[0]?.bytes).metadata()).width).toBeGreaterThan(0);
  });

  it('an RLE bitmap is refused as undecodable, and a bitmap past the pixel limit as too large, before allocating', async () => {
    await expect(processImage(bitmap(rows, 24, 1))).rejects.toMatchObject({ reason: 'undecodable' });
    const bomb = bitmap(rows, 24);
    bomb.writeInt32LE(100_000, 18);
    bomb.writeInt32LE(100_000, 22);
    await expect(processImage(bomb)).rejects.toBeInstanceOf(ImageRefused);
    await expect(processImage(bomb)).rejects.toMatchObject({ reason: 'too-large' });
  });
});
