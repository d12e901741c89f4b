/**
 * S1 §5 the host an outbound link goes to, as the offsite check compares it with the hosts whose
 * redirect status is recorded. One rule for the reference server and the in-memory fake, so every
 * spelling a browser reads as one host (upper case, a trailing dot, Unicode or punycode labels,
 * userinfo, percent-encoded or full-width dots, IPv4 in any notation) meets the same status.
 */
import { parseUrl } from './whatwg-url.js';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/u;
// A bare host name to record a status for: no scheme, path, userinfo, port or whitespace around it.
const NOT_A_HOST_NAME = /[/\\@?#\s]/u;

/** A parsed host without its trailing root dot, or `null` when a label is empty. */
function withoutRootDot(hostname: string): string | null {
  // A browser resolves `host.` as `host` (the DNS root label); so does this rule.
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host === '') return null;
  if (host.startsWith('[')) return host;
  return host.split('.').includes('') ? null : host;
}

/**
 * S1 §5: the host of an http(s) link as the offsite check compares it, or `null` when `url` is not
 * an http(s) URL with a host. The WHATWG parser (as the browser that follows the link) lower-cases
 * it, maps Unicode labels to punycode (UTS #46) and full-width dots to dots, decodes escapes, reads
 * IPv4 in any notation and drops userinfo; the root dot of `host.` is removed; a host with an empty
 * label (`a..b`) is no host. Never throws.
 */
export function linkHost(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const parsed = parseUrl(url);
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  return withoutRootDot(parsed.hostname);
}

/**
 * S1 §5: a host name as `linkHost` spells it (for recording a redirect status), or `null` when
 * `host` is not a bare host name (a scheme, path, userinfo, port or whitespace in it). Never throws.
 */
export function linkHostName(host: unknown): string | null {
  if (typeof host !== 'string' || host === '' || NOT_A_HOST_NAME.test(host)) return null;
  // A colon outside an IPv6 literal is a port.
  if (!host.startsWith('[') && host.includes(':')) return null;
  const parsed = parseUrl(`http://${host}/`);
  if (parsed === null || parsed.port !== '' || parsed.username !== '' || parsed.pathname !== '/') return null;
  return withoutRootDot(parsed.hostname);
}

/**
 * S1 §5: the recorded hosts whose redirect status covers `host` (as `linkHost` gives it), most
 * specific first: the host, then each parent domain down to two labels (a blocked example.com
 * blocks www.example.com; a bare top-level domain is never matched). An IP address is only itself.
 */
export function linkStatusHosts(host: string): readonly string[] {
  if (host.startsWith('[') || IPV4.test(host)) return [host];
  const labels = host.split('.');
  if (labels.length < 2) return [host];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
