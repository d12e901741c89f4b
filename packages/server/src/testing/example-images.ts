/**
 * The internet of the test servers (issue 24 §2): an image URL on a documentation host
 * (`*.example`, `example.com`, `example.org`, `example.net`, RFC 2606) answers a small generated
 * PNG, its shape and colour picked from the URL, so suites that save Pins "from another site" need
 * no network; any other URL goes to the real safe fetcher. Suites about the fetcher itself serve
 * their images from loopback sites.
 */
import { createHash } from 'node:crypto';
import { makePng } from '../png.js';
import { fetchImageBytes } from '../images/remote.js';

const DOCUMENTATION_HOST = /(?:^|\.)(?:example|example\.com|example\.org|example\.net)$/i;

/** Portrait, square and landscape sizes the generated images take. */
const SHAPES: readonly (readonly [number, number])[] = [
  [240, 300],
  [240, 240],
  [300, 200],
  [240, 360],
];

/** A generated PNG for a documentation host's URL; anything else is fetched for real. */
export function exampleImageFetch(options: { readonly allowPrivate?: boolean } = {}): (url: string) => Promise<Buffer> {
  return async (url) => {
    const host = new URL(url).hostname;
    if (!DOCUMENTATION_HOST.test(host)) return fetchImageBytes(url, options);
    if (/missing|broken|404/.test(url)) throw new Error('the image answered 404');
    const digest = createHash('sha256').update(url).digest();
    const [width, height] = SHAPES[(digest[0] ?? 0) % SHAPES.length] ?? [240, 300];
    return makePng(width, height, [digest[1] ?? 0, digest[2] ?? 0, digest[3] ?? 0]);
  };
}
