import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { ICON_COLOUR, appIconFiles, iconIco, iconPng } from '../app-icons.js';

/** The width, height and RGBA pixels of a PNG `iconPng` wrote (one IDAT, filter 0 rows). */
function readPng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const length = png.readUInt32BE(idat - 4);
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  return { width, height, pixel: (x, y) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)] };
}

describe('app icons (issue 20: /favicon.ico and an app icon in the product’s colour)', () => {
  test('the PNG is the product’s colour with a white P, transparent round the corners', () => {
    const { width, height, pixel } = readPng(iconPng(64));
    expect([width, height]).toEqual([64, 64]);
    const red = [0xc8, 0x10, 0x2e, 255];
    expect(ICON_COLOUR).toBe('#c8102e');
    expect(pixel(0, 0)[3]).toBe(0); // corner: outside the rounded tile
    expect(pixel(60, 32)).toEqual(red); // right edge of the tile
    expect(pixel(23, 50)).toEqual([255, 255, 255, 255]); // the P's stem
  });

  test('favicon.ico holds PNGs of 16, 32 and 48 px at the offsets its directory names', () => {
    const ico = iconIco();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    [16, 32, 48].forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect(ico[entry]).toBe(size);
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      expect(readPng(png).width).toBe(size);
    });
  });

  test('every file the page links to exists, and the manifest names the icons it ships', () => {
    const files = appIconFiles();
    expect(Object.keys(files).sort()).toEqual(
      ['apple-touch-icon.png', 'favicon.ico', 'icon-192.png', 'icon-512.png', 'icon.svg', 'manifest.webmanifest'].sort(),
    );
    const manifest = JSON.parse(String(files['manifest.webmanifest'])) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe('Pinstack');
    for (const icon of manifest.icons) expect(files[icon.src.slice(1)]).toBeDefined();
    expect(String(files['icon.svg'])).toContain(ICON_COLOUR);
  });
});
