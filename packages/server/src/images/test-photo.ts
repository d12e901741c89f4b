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

/** A JPEG `width`×`height` as stored (before orientation), with phone EXIF. */
export async function makePhoto(options: PhotoOptions): Promise<Buffer> {
  const { width, height } = options;
  const grain = options.grain ?? 24;
  const noise = await sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: grain } },
  })
    .raw()
    .toBuffer();
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
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .withExif(exif)
    .withMetadata({ orientation: options.orientation ?? 1 })
    .jpeg({ quality: options.quality ?? 88 })
    .toBuffer();
}
