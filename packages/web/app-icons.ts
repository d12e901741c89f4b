/**
 * The app's icons (issue 20), drawn at build time in the product's colour: a rounded square with a
 * white "P". `icon.svg` for browsers that take one, `favicon.ico` (PNG inside) for `/favicon.ico`,
 * `apple-touch-icon.png` and the web manifest's 192 and 512 px icons, all from one shape.
 */
import { crc32, deflateSync } from 'node:zlib';

/** The product's colour (`--ps-color-primary` of react-ui's tokens). */
export const ICON_COLOUR = '#c8102e';
const RGB = [0xc8, 0x10, 0x2e] as const;

// The shape on a 0..1 square: corner radius of the tile; the P's stem and its bowl (a ring).
const CORNER = 0.22;
const STEM = { left: 0.3, right: 0.44, top: 0.22, bottom: 0.8 } as const;
const BOWL = { x: 0.5, y: 0.4, inner: 0.06, outer: 0.18 } as const;

/** Whether the point lies on the tile, and whether on the white P. */
function shape(x: number, y: number): 'none' | 'tile' | 'mark' {
  const cx = Math.min(Math.max(x, CORNER), 1 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 1 - CORNER);
  if (Math.hypot(x - cx, y - cy) > CORNER) return 'none';
  const onStem = x >= STEM.left && x <= STEM.right && y >= STEM.top && y <= STEM.bottom;
  const fromBowl = Math.hypot(x - BOWL.x, y - BOWL.y);
  return onStem || (fromBowl >= BOWL.inner && fromBowl <= BOWL.outer) ? 'mark' : 'tile';
}

/** The icon as an SVG document. */
export function iconSvg(): string {
  const p = (n: number) => Math.round(n * 100);
  const ring = (BOWL.inner + BOWL.outer) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" rx="${p(CORNER)}" fill="${ICON_COLOUR}"/>`,
    `<rect x="${p(STEM.left)}" y="${p(STEM.top)}" width="${p(STEM.right - STEM.left)}" height="${p(STEM.bottom - STEM.top)}" fill="#fff"/>`,
    `<circle cx="${p(BOWL.x)}" cy="${p(BOWL.y)}" r="${p(ring)}" fill="none" stroke="#fff" stroke-width="${p(BOWL.outer - BOWL.inner)}"/>`,
    '</svg>',
  ].join('');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as a `size`×`size` RGBA PNG, each pixel sampled 4×4 times for smooth edges. */
export function iconPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // truecolour with alpha
  const stride = size * 4 + 1;
  const rows = Buffer.alloc(stride * size);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const hit = shape((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
          if (hit !== 'none') tile += 1;
          if (hit === 'mark') mark += 1;
        }
      const at = y * stride + 1 + x * 4;
      const white = tile === 0 ? 0 : mark / tile;
      rows[at] = Math.round(RGB[0] + (255 - RGB[0]) * white);
      rows[at + 1] = Math.round(RGB[1] + (255 - RGB[1]) * white);
      rows[at + 2] = Math.round(RGB[2] + (255 - RGB[2]) * white);
      rows[at + 3] = Math.round((255 * tile) / (samples * samples));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `.ico` holding the icon as PNGs of `sizes` (each at most 256). */
export function iconIco(sizes: readonly number[] = [16, 32, 48]): Buffer {
  const images = sizes.map((size) => ({ size, png: iconPng(size) }));
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    head[entry] = size >= 256 ? 0 : size;
    head[entry + 1] = size >= 256 ? 0 : size;
    head.writeUInt16LE(1, entry + 4); // colour planes
    head.writeUInt16LE(32, entry + 6); // bits per pixel
    head.writeUInt32LE(png.length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...images.map((image) => image.png)]);
}

/** The web manifest: the app's name, colours and icons. */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: 'Pinstack',
      short_name: 'Pinstack',
      description: 'Save images and links to boards.',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: ICON_COLOUR,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  );
}

/** Every icon file by its path at the site's root. */
export function appIconFiles(): Readonly<Record<string, string | Buffer>> {
  return {
    'favicon.ico': iconIco(),
    'icon.svg': iconSvg(),
    'apple-touch-icon.png': iconPng(180),
    'icon-192.png': iconPng(192),
    'icon-512.png': iconPng(512),
    'manifest.webmanifest': webManifest(),
  };
}
