import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { ACCEPTED_IMAGE_TYPES, IMAGE_EXTENSIONS, sniffImage } from './image.js';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const u32be = (n: number): number[] => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number): number[] => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
/** The first bytes of a PNG: signature and IHDR (no pixels are read). */
const pngHeader = (width: number, height: number): Uint8Array =>
  bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 2, 0, 0, 0);

describe('sniffImage (wire protocol: an image "by its bytes")', () => {
  it('reads a PNG size from IHDR', () => {
    expect(sniffImage(pngHeader(200, 200))).toEqual({ type: 'image/png', width: 200, height: 200 });
    expect(sniffImage(pngHeader(60, 40))).toEqual({ type: 'image/png', width: 60, height: 40 });
  });

  it('reads a GIF logical screen size', () => {
    expect(sniffImage(bytes(...ascii('GIF89a'), 0x2c, 0x01, 0x90, 0x01))).toEqual({ type: 'image/gif', width: 300, height: 400 });
  });

  it('reads a JPEG size from its SOF0 segment after an APP0 segment', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03];
    expect(sniffImage(bytes(0xff, 0xd8, ...app0, ...sof0, 0, 0, 0))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads a WebP VP8X canvas size', () => {
    const header = [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0];
    expect(sniffImage(bytes(...header, 199, 0, 0, 99, 0, 0))).toEqual({ type: 'image/webp', width: 200, height: 100 });
  });

  it('reads a BMP size (BITMAPINFOHEADER; a top-down bitmap has a negative height)', () => {
    const header = [...ascii('BM'), ...u32le(0), 0, 0, 0, 0, ...u32le(54), ...u32le(40)];
    expect(sniffImage(bytes(...header, ...u32le(320), ...u32le(240), 1, 0, 24, 0))).toEqual({ type: 'image/bmp', width: 320, height: 240 });
    expect(sniffImage(bytes(...header, ...u32le(320), ...u32le(-240), 1, 0, 24, 0))).toEqual({
      type: 'image/bmp',
      width: 320,
      height: 240,
    });
  });

  it('reads an AVIF size from its ispe property', () => {
    const ftyp = [...u32be(20), ...ascii('ftyp'), ...ascii('avif'), 0, 0, 0, 0, ...ascii('mif1')];
    const ispe = [...u32be(20), ...ascii('ispe'), 0, 0, 0, 0, ...u32be(1024), ...u32be(768)];
    expect(sniffImage(bytes(...ftyp, ...u32be(8), ...ascii('meta'), ...ispe))).toEqual({ type: 'image/avif', width: 1024, height: 768 });
    // An ISO-BMFF file of another brand (an MP4) is not an image.
    expect(sniffImage(bytes(...u32be(16), ...ascii('ftyp'), ...ascii('isom'), 0, 0, 0, 0, ...ispe))).toBeNull();
  });

  it('every type it reports is an accepted type with a file extension', () => {
    for (const type of ACCEPTED_IMAGE_TYPES) expect(IMAGE_EXTENSIONS[type]).toMatch(/^[a-z]+$/);
  });

  it('text and truncated headers are not images', () => {
    expect(sniffImage(bytes(...ascii('just some text')))).toBeNull();
    expect(sniffImage(pngHeader(200, 200).subarray(0, 20))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });

  test.prop([fc.uint8Array({ maxLength: 64 })])('never throws on any bytes, and any size it reports is a whole number', (data) => {
    const result = sniffImage(data);
    if (result !== null) {
      expect(Number.isInteger(result.width)).toBe(true);
      expect(Number.isInteger(result.height)).toBe(true);
    }
  });
});
