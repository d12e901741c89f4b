/**
 * The reads the server named in the page's `<head>` (issue #22, server `src/http/page-hints.ts`):
 * `<link rel="preload" as="fetch" data-early-read="session|picker">`. The browser has fetched them
 * since the HTML arrived; the entry takes each answer with a request the preload matches (same URL,
 * CORS mode, same-origin credentials, no extra headers), so the page's first reads do not wait for
 * the scripts that render it. A page without a tag (another server, a static build) reads as before.
 */

/** What the server may name. */
export type EarlyRead = 'session' | 'picker' | 'home-feed';

const LINKS = 'link[rel="preload"][as="fetch"][data-early-read]';
const claimed = new Set<string>();

const linksOf = (root: ParentNode | undefined): Element[] => [...(root?.querySelectorAll(LINKS) ?? [])];

/** Takes the read of `link` (once per page load): a bare GET (no headers), as the preload was made, so the browser hands over its answer. */
function take(link: Element | undefined): { readonly url: string; readonly answer: Promise<Response> } | null {
  const read = link?.getAttribute('data-early-read');
  const url = link?.getAttribute('href');
  if (read == null || url == null || claimed.has(read)) return null;
  claimed.add(read);
  return { url, answer: fetch(url, { credentials: 'same-origin' }) };
}

/** Takes the answer of the early read `read` (once per page load): `null` when the server named none. */
export function claimEarlyRead(read: EarlyRead, root: ParentNode | undefined = globalThis.document) {
  return take(linksOf(root).find((link) => link.getAttribute('data-early-read') === read));
}

/**
 * Takes the answer of the early read the server named at `url` (absolute, as the app's adapter
 * sends it to this origin), for a plain GET it is about to send: `null` when none was named there
 * or it was taken.
 */
export function claimEarlyReadAt(url: string, root: ParentNode | undefined = globalThis.document): Promise<Response> | null {
  return take(linksOf(root).find((link) => (link as HTMLLinkElement).href === url))?.answer ?? null;
}

/**
 * Drops the early reads not taken yet: after a write (signing in or out, a save) their answers may
 * be out of date, so the next read asks the server.
 */
export function dropEarlyReads(root: ParentNode | undefined = globalThis.document): void {
  for (const link of linksOf(root)) claimed.add(link.getAttribute('data-early-read') ?? '');
}

/** The picker's options the server's answer does not depend on (it reads the session's viewer). */
const ANSWER_INDEPENDENT = new Set(['username', 'isDesktop']);

/**
 * Whether the early picker read at `url` answers a picker request with `options` (after the HTTP
 * adapter's defaults): the same options except `username` and `isDesktop`.
 */
export function earlyPickerAnswers(url: string, options: Readonly<Record<string, unknown>>): boolean {
  let named: unknown;
  try {
    named = (JSON.parse(new URL(url, 'http://origin.invalid').searchParams.get('data') ?? '') as { options?: unknown }).options;
  } catch {
    return false;
  }
  if (typeof named !== 'object' || named === null) return false;
  const early = named as Readonly<Record<string, unknown>>;
  const keys = new Set([...Object.keys(early), ...Object.keys(options)].filter((key) => !ANSWER_INDEPENDENT.has(key)));
  for (const key of keys) if (early[key] !== options[key]) return false;
  return true;
}
