/**
 * The reads the server named in the page's `<head>` (issue #22, server `src/http/page-hints.ts`):
 * `<link rel="preload" as="fetch" data-early-read="session|picker">`. The browser has fetched them
 * since the HTML arrived; the entry takes each answer with a request the preload matches (same URL,
 * CORS mode, same-origin credentials, no extra headers), so the page's first reads do not wait for
 * the scripts that render it. A page without a tag (another server, a static build) reads as before.
 */

/** What the server may name. */
export type EarlyRead = 'session' | 'picker';

const claimed = new Set<EarlyRead>();

/** The URL the server named for `read` on this page, if any. */
export function earlyReadUrl(read: EarlyRead, root: ParentNode | undefined = globalThis.document): string | null {
  const link = root?.querySelector(`link[rel="preload"][as="fetch"][data-early-read="${read}"]`);
  return link?.getAttribute('href') ?? null;
}

/** Takes the answer of the early read `read` (once per page load): `null` when the server named none. */
export function claimEarlyRead(read: EarlyRead): { readonly url: string; readonly answer: Promise<Response> } | null {
  if (claimed.has(read)) return null;
  const url = earlyReadUrl(read);
  if (url === null) return null;
  claimed.add(read);
  // note: a bare GET (no headers), as the preload was made, so the browser hands over its answer
  return { url, answer: fetch(url, { credentials: 'same-origin' }) };
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
