/**
 * Serves the built web app (issue 11): hashed assets under `/assets/` with immutable caching,
 * everything else (and `index.html`, which answers every page path for the client-side router)
 * revalidated on each load. Files precompressed at build time (`.br`, `.gz`) are sent when the
 * client accepts them, so nothing is compressed per request.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chooseEncoding, compressBody } from './compress.js';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Cache policy of a content-hashed asset: it never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache policy of `index.html` and other unhashed files: always revalidated, so a new build shows at once. */
export const REVALIDATE = 'no-cache';

// Paths the API owns; a page path never starts with one (ad-manager pages such as /ads/create/ do not).
const API_PATH = /^\/(resource|v3|vx|ads\/v4|graphql|upload|media|log|attribution)\//;

/** True when `path` belongs to the API (its 404 stays the JSON envelope, never the app). */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

/** The encodings a request accepts, from its `Accept-Encoding` header (q=0 excluded). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name !== undefined && name !== '' && !refused) names.add(name);
  }
  return names;
}

/** What the server adds to a page of the app (page-hints.ts, first-screen.ts). */
export interface PageInserts {
  /** `<link>` tags before the app's own in the `<head>` (at its `<title>`). */
  readonly first?: string;
  /** `<link>` tags at the end of the `<head>`. */
  readonly last?: string;
  /** The page's first screen, right after the app's root element. */
  readonly firstScreen?: string;
}

/** The app's root element in `index.html` (web `src/main.tsx` renders into it). */
const ROOT = '<div id="root"></div>';

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();

/**
 * The answer for a GET of `path` from the built app in `root`: the file, or `index.html` for a
 * page path (no extension); `null` when neither exists (dot-segments never leave `root`). A page
 * with inserts ({@link PageInserts}) is compressed per request (br quality 4, else gzip) instead of
 * sent precompressed.
 */
export async function serveStaticWeb(
  root: string,
  path: string,
  acceptEncoding?: string,
  { first = '', last = '', firstScreen = '' }: PageInserts = {},
): Promise<Response | null> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // note: dot-segments are resolved against `/` first, so `/../x` stays inside the app (a page path)
  const target = resolve(join(base, normalize(`/${decoded}`)));
  if (target !== base && !target.startsWith(base + sep)) return null;
  const file = isFile(target) ? target : extname(decoded) === '' ? join(base, 'index.html') : null;
  if (file === null || !isFile(file)) return null;
  const hashed = file.startsWith(join(base, 'assets') + sep);
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? IMMUTABLE : REVALIDATE,
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  if ((first !== '' || last !== '' || firstScreen !== '') && file === join(base, 'index.html')) {
    const html = (await readFile(file, 'utf8'))
      .replace('<title>', `${first}<title>`)
      .replace('</head>', `${last}</head>`)
      .replace(ROOT, `${ROOT}${firstScreen}`);
    const body = Buffer.from(html);
    const encoding = chooseEncoding(acceptEncoding);
    if (encoding === undefined) return new Response(html, { headers });
    return new Response(new Uint8Array(await compressBody(body, encoding)), { headers: { ...headers, 'content-encoding': encoding } });
  }
  const encodings = acceptedEncodings(acceptEncoding);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (encodings.has(encoding) && isFile(file + suffix)) {
      return new Response(await readFile(file + suffix), { headers: { ...headers, 'content-encoding': encoding } });
    }
  }
  return new Response(await readFile(file), { headers });
}
