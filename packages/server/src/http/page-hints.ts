/**
 * Early reads of a page (issue #22): when the server sends a page of the built app it already knows
 * the route and the session, so it names in the page's `<head>` what the page will ask for first —
 * the session read, on the create-Pin page the picker's board read, and the page's own chunks — as
 * `<link rel="preload">` / `<link rel="modulepreload">`. The browser fetches them while the entry
 * script still loads, and the app takes the answers instead of asking again (web
 * `src/ports/early-reads.ts` reads the same tags). The reads are same-origin GETs allowed by the
 * page's CSP (`connect-src 'self'`, `script-src 'self'`, `style-src 'self'`); no inline script.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOARD_PICKER_FIELD_SET_KEY, SHORTLIST_SUGGESTIONS } from '@pinstack/core';

/** Wire protocol resource GET: `/resource/{Name}/get/?data={"options":{…}}`. */
const resourceGet = (name: string, options: Readonly<Record<string, unknown>>): string =>
  `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;

/** The session read every page starts with (web `requestViewer`, the same URL). */
export const SESSION_READ_URL = resourceGet('UserSessionResource', {});

/**
 * The create-Pin page's board read, as the server announces it: the picker's options that change
 * its answer (no Pin, no advertiser: the page's own viewer), with the adapter's defaults. The app
 * takes this answer for its picker when its own options differ only in what the answer does not
 * depend on (`username`, `isDesktop`).
 */
export const PICKER_READ_URL = resourceGet('BoardPickerBoardsResource', {
  field_set_key: BOARD_PICKER_FIELD_SET_KEY,
  shortlist_suggestions: SHORTLIST_SUGGESTIONS,
});

/** The create-Pin page's paths (web `src/routes.ts`: `/pin/create/`, `/pin/create/{method}/`). */
const CREATE_PIN_PATH = /^\/pin\/create(?:\/[^/]+)?\/?$/;

/** The source module of the create-Pin page in the build's manifest. */
const CREATE_PIN_PAGE_SOURCE = 'src/pages/CreatePinRoute.tsx';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const manifests = new Map<string, Manifest | null>();

/** The build's manifest (`.vite/manifest.json`), read once per web root; `null` without one. */
function manifestOf(webRoot: string): Manifest | null {
  let manifest = manifests.get(webRoot);
  if (manifest === undefined) {
    const file = join(webRoot, '.vite', 'manifest.json');
    try {
      manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    } catch {
      manifest = null;
    }
    manifests.set(webRoot, manifest);
  }
  return manifest;
}

/** A chunk's scripts and styles with everything it imports, minus what the entry (`index.html`) loads itself. */
function chunkClosure(manifest: Manifest, key: string): { readonly scripts: string[]; readonly styles: string[] } {
  const entryFiles = new Set<string>();
  const walk = (at: string, into: Set<string>, styles: Set<string>) => {
    const chunk = manifest[at];
    if (chunk === undefined || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) walk(imported, into, styles);
  };
  walk('index.html', entryFiles, new Set());
  const scripts = new Set<string>();
  const styles = new Set<string>();
  walk(key, scripts, styles);
  return { scripts: [...scripts].filter((file) => !entryFiles.has(file)), styles: [...styles] };
}

/** What the server knows when it sends a page. */
export interface PageContext {
  /** The request's path (a page path of the app). */
  readonly path: string;
  /** Whether the request carries a valid session. */
  readonly signedIn: boolean;
  /** The built app's folder (its manifest names the page's chunks). */
  readonly webRoot: string;
}

/**
 * The `<link>` tags of a page's early reads: the session read on every page; on the create-Pin
 * page, its chunks and, signed in, the picker's board read (signed out the page shows the login
 * panel or leaves, and the read would be refused).
 */
export function pageHints(page: PageContext): string {
  const links = [`<link rel="preload" as="fetch" crossorigin href="${SESSION_READ_URL}" data-early-read="session">`];
  if (CREATE_PIN_PATH.test(page.path)) {
    if (page.signedIn) links.push(`<link rel="preload" as="fetch" crossorigin href="${PICKER_READ_URL}" data-early-read="picker">`);
    const manifest = manifestOf(page.webRoot);
    if (manifest?.[CREATE_PIN_PAGE_SOURCE] !== undefined) {
      const { scripts, styles } = chunkClosure(manifest, CREATE_PIN_PAGE_SOURCE);
      for (const file of scripts) links.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
      for (const file of styles) links.push(`<link rel="preload" as="style" href="/${file}">`);
    }
  }
  return links.join('');
}
