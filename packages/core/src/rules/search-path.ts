/**
 * The search a url names, as the shell's header reads and writes it (S1 §3): apart from the
 * typeahead's rules (rules/search-typeahead.ts) so that the shell, loaded on every page, carries only
 * these two and the typeahead's load with its machine.
 */
import { parseUrl } from './whatwg-url.js';

/**
 * The words a search page's url carries (`q` of `/search/{scope}/?q=…`), for the header field; ''
 * elsewhere. The same reading as `parseSearchQuery`'s query, without its scopes and filters, so
 * the shell needs no more of the search rules.
 */
export function searchWordsInUrl(path: string, search: string): string {
  if (path !== '/search' && !path.startsWith('/search/')) return '';
  let words: string | undefined;
  parseUrl(`https://pinstack.invalid/?${search.replace(/^\?/, '')}`)?.searchParams.forEach((value, name) => {
    if (name === 'q' && words === undefined) words = value;
  });
  return words ?? '';
}

/** The search a suggestion (or typed words) opens: `/search/pins/?q=…` (S1 §3 `parseSearchQuery` reads it back). */
export function searchPathFor(text: string): string {
  return `/search/pins/?q=${encodeURIComponent(text.trim())}`;
}
