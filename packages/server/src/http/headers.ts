/**
 * Security headers every answer carries (issue #21 §5): the built app's pages run only the app's own
 * scripts and cannot be framed, no answer tells other sites more of a URL than its origin, and no
 * failure is kept by a cache (a 404 or 429 stored by a proxy would outlive its cause).
 */
import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of HTML answers. Scripts only from this origin (the app has no inline
 * script; Vite's modulepreload links and dynamic imports are same-origin files); styles from this
 * origin too (CSS modules are extracted at build; React sets `style` through the CSSOM, which CSP
 * allows). Pin images may come from any site, so `img-src` is open but never to script.
 * `frame-ancestors 'none'`: no page (even one of this site) can frame a Save button under a decoy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src * data: blob:',
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Referrer-Policy of every answer: other sites learn the origin of a link clicked here, never the page's path. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const isHtml = (type: string | null): boolean => type !== null && /^\s*text\/html\b/i.test(type);

/** Adds the headers above after the answer is built (whatever built it: an endpoint, the app's files, a failure). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // Browsers never sniff API answers into HTML or script.
    if (!headers.has('x-content-type-options')) headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', REFERRER_POLICY);
    if (isHtml(headers.get('content-type'))) {
      headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
      // note: for browsers older than CSP level 2's frame-ancestors.
      headers.set('x-frame-options', 'DENY');
    }
    if (c.res.status >= 400) headers.set('cache-control', 'no-store');
  };
}
