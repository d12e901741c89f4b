/**
 * Phone-like test photos for the pipeline's tests and `npm run images` (issue #24 §4): a JPEG of a
 * gradient under grain, with the EXIF a phone writes (an orientation, a camera, a GPS position).
 */
import sharp from 'sharp';

/** Options of {@link makePhoto}. */
export interface PhotoOptions {
  readonly width: number;
  readonly height: number;
  /** EXIF orientation (1 upright … 6 "rotate 90° clockwise to view"). @default 1 */
  readonly orientation?: number;
  /** Write a GPS position into the EXIF. @default true */
  readonly gps?: boolean;
  /** Grain strength (standard deviation): more grain, more bytes. @default 24 */
  readonly grain?: number;
  /** The gradient's two corner colours. @default warm to cool */
  readonly from?: readonly [number, number, number];
  readonly to?: readonly [number, number, number];
  /** JPEG quality. @default 88 */
  readonly quality?: number;
}

/** The GPS position test photos carry (a square in Paris). */
export const TEST_GPS = { latitude: '48/1 51/1 2952/100', longitude: '2/1 20/1 5616/100' } as const;

const svgGradient = (width: number, height: number, from: readonly number[], to: readonly number[]): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="rgb(${from.join(',')})"/><stop offset="1" stop-color="rgb(${to.join(',')})"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.18}" fill="rgba(255,255,255,0.35)"/></svg>`,
  );

/**
 * The bytes of {@link TEST_GPS}'s latitude as EXIF stores it (three rationals, in either byte
 * order): finding them in a file means the position is in it.
 */
export function gpsLatitudeBytes(): readonly Buffer[] {
  const rationals = TEST_GPS.latitude.split(' ').flatMap((part) => part.split('/').map(Number));
  const write = (littleEndian: boolean) => {
    const out = Buffer.alloc(rationals.length * 4);
    for (const [i, n] of rationals.entries()) {
      if (littleEndian) out.writeUInt32LE(n, i * 4);
      else out.writeUInt32BE(n, i * 4);
    }
    return out;
  };
  return [write(false), write(true)];
}

/** True when `bytes` hold EXIF (a JPEG `Exif` segment, a WebP `EXIF` chunk) or the test GPS position. */
export function carriesExifOrPosition(bytes: Buffer): boolean {
  return (
    bytes.includes(Buffer.from('Exif\0\0', 'latin1')) ||
    bytes.includes(Buffer.from('EXIF', 'latin1')) ||
    gpsLatitudeBytes().some((gps) => bytes.includes(gps))
  );
}

/** Textures made so far (by size, scale and strength): every photo of one size shares them, its colours its own. */
const textures = new Map<string, Promise<Buffer>>();

/** A JPEG `width`×`height` as stored (before orientation), with phone EXIF. */
export async function makePhoto(options: PhotoOptions): Promise<Buffer> {
  const { width, height } = options;
  const grain = options.grain ?? 24;
  // texture at three scales, as a photo has: fine grain, and blotches of ~16 and ~64 px that
  // survive being scaled down to a card (grain alone averages away to a flat image)
  const noise = (scale: number, sigma: number) => {
    const key = `${width}x${height}/${scale}/${sigma}`;
    const known = textures.get(key) ?? makeNoise(scale, sigma);
    textures.set(key, known);
    return known;
  };
  const makeNoise = async (scale: number, sigma: number) => {
    const w = Math.max(2, Math.round(width / scale));
    const h = Math.max(2, Math.round(height / scale));
    const small = sharp({
      create: { width: w, height: h, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma } },
    });
    return (scale === 1 ? small : sharp(await small.png().toBuffer()).resize(width, height, { kernel: 'cubic' })).raw().toBuffer();
  };
  const raw = { width, height, channels: 3 } as const;
  const layers = [
    { input: await noise(64, 70), raw, blend: 'soft-light' as const },
    { input: await noise(16, 60), raw, blend: 'soft-light' as const },
    { input: await noise(1, grain), raw, blend: 'overlay' as const },
  ];
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: 'Pinstack', Model: 'Test Phone 12', Software: 'pinstack-test' },
  };
  if (options.gps ?? true) {
    exif['IFD3'] = {
      GPSLatitudeRef: 'N',
      GPSLatitude: TEST_GPS.latitude,
      GPSLongitudeRef: 'E',
      GPSLongitude: TEST_GPS.longitude,
    };
  }
  return sharp(svgGradient(width, height, options.from ?? [230, 140, 90], options.to ?? [60, 110, 170]))
    .composite(layers)
    .withExif(exif)
    .withMetadata({ orientation: options.orientation ?? 1 })
    .jpeg({ quality: options.quality ?? 88 })
    .toBuffer();
}
