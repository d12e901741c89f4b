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
import { Schema } from 'effect';
import {
  BROWSE_PAGE_SIZE,
  imageSources,
  LEAD_CARDS,
  leadImageIndex,
  PHONE_GRID_IMAGE_SIZES,
  type PinImages,
  REQUESTS,
} from '@pinstack/core';
import { escapeHtml } from './first-screen.js';

/** Wire protocol resource GET: `/resource/{Name}/get/?data={"options":{…}}`. */
const resourceGet = (name: string, options: Readonly<Record<string, unknown>>): string =>
  `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`;

/** The session read every page starts with (web `requestViewer`, the same URL). */
export const SESSION_READ_URL = resourceGet('UserSessionResource', {});

/**
 * The create-Pin page's board read, as the server announces it: the picker's options that change
 * its answer (no Pin, no advertiser: the page's own viewer), with its request schema's defaults. The app
 * takes this answer for its picker when its own options differ only in what the answer does not
 * depend on (`username`, `isDesktop`).
 */
export const PICKER_READ_URL = resourceGet('BoardPickerBoardsResource', Schema.encodeSync(REQUESTS['BoardPickerBoardsResource.get'])({}));

/**
 * The home feed's first page, as the web app reads it (web `src/ports/browse.ts`: `page_size`
 * only): the feed's Pins, and with them the first screen's images, no longer wait for the scripts
 * that ask for them (issue 24 §4: Lighthouse on the feed).
 */
export const HOME_FEED_READ_URL = resourceGet('HomeFeedResource', { page_size: BROWSE_PAGE_SIZE });

/** The create-Pin page's paths (web `src/routes.ts`: `/pin/create/`, `/pin/create/{method}/`). */
const CREATE_PIN_PATH = /^\/pin\/create(?:\/[^/]+)?\/?$/;
/** The home feed's paths (web `src/routes.ts`: `/`, `/ideas/`). */
const HOME_PATH = /^\/(?:ideas\/?)?$/;

/**
 * A chunk of the build: by its source module, else (a module a chunk group of web `chunks.ts`
 * gathered) by the group's chunk name.
 */
interface ChunkRef {
  readonly source: string;
  readonly group?: string;
}

/** The HTTP adapter's services no page loads before its first read (web `src/ports/http-services.ts`), with the table of call routes they read. */
const READ_SERVICES: readonly ChunkRef[] = [{ source: 'src/ports/http-services.ts' }, { source: '../http-adapter/src/request-table.ts' }];

/** A page the server announces: its paths, its early reads (the signed-out ones and the signed-in ones), its chunks. */
interface HintedPage {
  readonly path: RegExp;
  readonly reads: readonly (readonly [name: string, url: string])[];
  readonly signedInReads: readonly (readonly [name: string, url: string])[];
  readonly chunks: readonly ChunkRef[];
  /**
   * Whether the page's styles apply from the first paint (`<link rel="stylesheet">`, not a preload):
   * the home page paints its first screen from the HTML (first-screen.ts), styled by its own rules.
   */
  readonly stylesFirst?: boolean;
}

const HINTED_PAGES: readonly HintedPage[] = [
  {
    path: CREATE_PIN_PATH,
    reads: [],
    // signed out the page shows the login panel or leaves, and the read would be refused
    signedInReads: [['picker', PICKER_READ_URL]],
    chunks: [{ source: 'src/pages/CreatePinRoute.tsx', group: 'picker' }],
  },
  {
    path: HOME_PATH,
    reads: [['home-feed', HOME_FEED_READ_URL]],
    signedInReads: [],
    chunks: [{ source: 'src/pages/HomePage.tsx' }, ...READ_SERVICES],
    stylesFirst: true,
  },
];

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
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
  const entryStyles = new Set<string>();
  walk('index.html', entryFiles, entryStyles);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  walk(key, scripts, styles);
  return {
    scripts: [...scripts].filter((file) => !entryFiles.has(file)),
    styles: [...styles].filter((file) => !entryStyles.has(file)),
  };
}

/** The manifest key of a chunk: its source module's, else the chunk its group made (`_{group}-{hash}.js`). */
function keyOf(manifest: Manifest, chunk: ChunkRef): string | undefined {
  if (manifest[chunk.source] !== undefined) return chunk.source;
  if (chunk.group === undefined) return undefined;
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === chunk.group);
}

/** What the server knows when it sends a page. */
export interface PageContext {
  /** The request's path (a page path of the app). */
  readonly path: string;
  /** Whether the request carries a valid session. */
  readonly signedIn: boolean;
  /** The built app's folder (its manifest names the page's chunks). */
  readonly webRoot: string;
  /** The images of the first cards of the page's grid (the home feed's first Pins), if it has one. */
  readonly leadImages?: readonly (PinImages | undefined)[];
}

/** The cards of a grid's top row on a phone (two columns): the taller one's image is preloaded. */
export const LEAD_IMAGES = LEAD_CARDS;

/** Whether the page at `path` opens with the home feed's grid (its lead images are worth reading first). */
export const opensWithHomeFeed = (path: string): boolean => HOME_PATH.test(path);

/**
 * A preload of a grid card's image on a phone (issue 24 §4): the WebP variants with the grid's
 * phone `sizes` (core `PHONE_GRID_IMAGE_SIZES`), so the browser fetches the variant the card's
 * `<picture>` will pick, at high priority, before any script runs. None for an image without WebP
 * variants; none on wider screens, whose column widths the page measures first.
 */
function leadImagePreload(images: PinImages | undefined): string | null {
  const sources = imageSources(images);
  if (sources?.webpSrcSet === undefined) return null;
  return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="${PHONE_GRID_IMAGE_SIZES.media}" imagesrcset="${escapeHtml(sources.webpSrcSet)}" imagesizes="${PHONE_GRID_IMAGE_SIZES.sizes}">`;
}

/** A page's `<link>` tags: `first` go before the app's own tags in its `<head>` (`<title>` on), `last` at its end. */
export interface PageHints {
  readonly first: string;
  readonly last: string;
}

/**
 * The `<link>` tags of a page's early reads: the session read on every page; on the pages of
 * {@link HINTED_PAGES}, their reads (the signed-in ones only with a session) and the chunks the entry
 * does not load itself, scripts and styles. A page that paints its first screen from the HTML
 * ({@link HintedPage.stylesFirst}) names its styles and its lead image first, before the app's
 * scripts, and its chunks at low priority: what shows first is fetched first.
 */
export function pageHints(page: PageContext): PageHints {
  const reads = [earlyRead('session', SESSION_READ_URL)];
  const hinted = HINTED_PAGES.find((candidate) => candidate.path.test(page.path));
  if (hinted === undefined) return { first: '', last: reads.join('') };
  for (const [name, url] of [...hinted.reads, ...(page.signedIn ? hinted.signedInReads : [])]) reads.push(earlyRead(name, url));
  // the taller of the top row's images: at one column's width, the page's largest paint
  const leadImages = page.leadImages ?? [];
  const lead = leadImageIndex(leadImages);
  const preload = lead < 0 ? null : leadImagePreload(leadImages[lead]);
  const manifest = manifestOf(page.webRoot);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const chunk of hinted.chunks) {
    const key = manifest === null ? undefined : keyOf(manifest, chunk);
    if (manifest === null || key === undefined) continue;
    const closure = chunkClosure(manifest, key);
    for (const file of closure.scripts) scripts.add(file);
    for (const file of closure.styles) styles.add(file);
  }
  const image = preload === null ? [] : [preload];
  if (hinted.stylesFirst === true)
    return {
      first: [...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`), ...image].join(''),
      last: [...reads, ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)].join(
        '',
      ),
    };
  return {
    first: '',
    last: [
      ...reads,
      ...image,
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ].join(''),
  };
}

const earlyRead = (name: string, url: string): string =>
  `<link rel="preload" as="fetch" crossorigin href="${url}" data-early-read="${name}">`;
