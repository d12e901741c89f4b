/**
 * The image pipeline (issue #24 §1): orientation applied, metadata (EXIF, GPS, XMP) gone from every
 * file, variant sizes, the dominant colour (S0 §3 Pin `color`), transparency kept in PNG, and
 * decompression bombs refused. Metadata is read back with sharp.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@pinstack/core/testing';
import sharp from 'sharp';
import { ImageRefused, ORIG_MAX_SIDE, processImage, VARIANT_NAMES, variantSize } from './pipeline.js';
import { gpsLatitudeBytes, makePhoto } from './test-photo.js';

/** A PNG whose header says `width`×`height` and whose pixels (zeros) are all there: a real bomb. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image pipeline (issue 24 §1)', () => {
  it('applies the EXIF orientation: a 400×300 photo the camera marked "rotate 90°" comes out 300×400', async () => {
    const photo = await makePhoto({ width: 400, height: 300, orientation: 6 });
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const out = await processImage(photo);
    expect({ width: out.width, height: out.height }).toEqual({ width: 300, height: 400 });
    for (const file of out.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.orientation ?? 1).toBe(1);
    }
  });

  it('strips EXIF, GPS, XMP and ICC from every file it writes', async () => {
    const photo = await makePhoto({ width: 640, height: 480, gps: true });
    const source = await sharp(photo).metadata();
    expect(source.exif?.toString('latin1')).toMatch(/Test Phone/);
    expect(gpsLatitudeBytes().some((gps) => photo.includes(gps))).toBe(true);
    const out = await processImage(photo);
    expect(out.files.length).toBe(VARIANT_NAMES.length * 2);
    for (const file of out.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif, `${file.variant}.${file.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(gpsLatitudeBytes().some((gps) => file.bytes.includes(gps))).toBe(false);
      expect(file.bytes.includes(Buffer.from('Test Phone'))).toBe(false);
    }
  });

  it('writes 236x, 474x and 736x at those widths and orig capped at 2048 on its long side, each in WebP and JPEG', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2250, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const out = await processImage(photo);
    const sizes = Object.fromEntries(out.files.map((f) => [`${f.variant}.${f.format}`, [f.width, f.height]]));
    expect(sizes).toEqual({
      '236x.webp': [236, 177],
      '236x.jpeg': [236, 177],
      '474x.webp': [474, 356],
      '474x.jpeg': [474, 356],
      '736x.webp': [736, 552],
      '736x.jpeg': [736, 552],
      'orig.webp': [ORIG_MAX_SIDE, 1536],
      'orig.jpeg': [ORIG_MAX_SIDE, 1536],
    });
    for (const file of out.files) {
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([file.format, file.width, file.height]);
    }
  });

  it('never enlarges: a 200 px wide image has every variant 200 wide', async () => {
    const out = await processImage(await makePhoto({ width: 200, height: 260 }));
    for (const file of out.files) expect([file.width, file.height]).toEqual([200, 260]);
  });

  it('S0 §3 color: the dominant colour of the pixels, as #rrggbb', async () => {
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 30, b: 40 } } })
      .png()
      .toBuffer();
    const { color } = await processImage(red);
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
    expect(Math.abs((r ?? 0) - 200)).toBeLessThanOrEqual(16);
    expect(Math.abs((g ?? 0) - 30)).toBeLessThanOrEqual(16);
    expect(Math.abs((b ?? 0) - 40)).toBeLessThanOrEqual(16);
  });

  it('an image with transparency falls back to PNG (keeping it), not JPEG', async () => {
    const clear = await sharp({ create: { width: 240, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const out = await processImage(clear);
    expect(out.fallback).toBe('png');
    expect(new Set(out.files.map((f) => f.format))).toEqual(new Set(['webp', 'png']));
    expect((await sharp(out.files.find((f) => f.format === 'png')?.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('#13.6: a decompression bomb (a 10000×6000 PNG of 60 KB) is refused before its pixels are decoded', async () => {
    const bomb = bombPng(10_000, 6_000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(processImage(bomb)).rejects.toMatchObject({ name: 'ImageRefused', reason: 'too-large' });
  });

  it('bytes that are not a decodable image are refused as undecodable', async () => {
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const error = await processImage(Buffer.concat([jpegHead, Buffer.alloc(500, 7)])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRefused);
    expect((error as ImageRefused).reason).toBe('undecodable');
  });

  test.prop([fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), fc.constantFrom(236, 474, 736)])(
    'property: a variant is never wider than the original and keeps its shape within a pixel',
    (width, height, target) => {
      const size = variantSize({ width, height }, target);
      expect(size.width).toBeLessThanOrEqual(width);
      expect(size.width).toBe(Math.min(width, target));
      expect(size.height).toBeGreaterThanOrEqual(1);
      expect(Math.abs(size.height - (height * size.width) / width)).toBeLessThanOrEqual(1);
    },
  );
});
