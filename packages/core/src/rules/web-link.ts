/**
 * A link a person types (the create-Pin page's Link, the quick-promote destination): what they
 * mean when they leave out the scheme. Ours (issue 20 newcomer trial #15): the specs show a `link`
 * field and no rule for typed addresses; browsers' own "Please enter a URL." refuses
 * `www.example.com`, which every pinner types.
 */
import { splitHttpUrl } from './mobile.js';

/** The product's words for a link that cannot be read as a web address. */
export const WEB_LINK_MESSAGES = {
  invalid: 'Enter a web address, like www.example.com.',
} as const;

/** The outcome of {@link normaliseWebLink}. */
export type WebLinkResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'link'; readonly url: string }
  | { readonly kind: 'invalid'; readonly message: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Reads a typed link: blank → `empty`; an http(s) URL → itself (trimmed); a host name with a dot
 * and no scheme (`www.example.com/a`, `example.com`, `//example.com`) → `https://` + it; anything
 * else (another scheme such as `javascript:`, spaces, no dot in the host) → `invalid` with
 * {@link WEB_LINK_MESSAGES.invalid}.
 */
export function normaliseWebLink(typed: string | null | undefined): WebLinkResult {
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (text === '') return { kind: 'empty' };
  const invalid = { kind: 'invalid', message: WEB_LINK_MESSAGES.invalid } as const;
  if (/\s/.test(text)) return invalid;
  const hostWithPort = /^[a-z0-9.-]+(?::\d+)?(?:[/?#]|$)/i;
  const candidate = SCHEME.test(text) && !hostWithPort.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  const parts = splitHttpUrl(candidate);
  if (parts === null || !parts.host.includes('.') || parts.host.startsWith('.') || parts.host.endsWith('.')) return invalid;
  return { kind: 'link', url: candidate };
}
