/**
 * A `fetch` with a cookie jar, for driving the HTTP adapter from Node the way a browser would:
 * it keeps `pinstack_session` and exposes `csrftoken` for the adapter's `csrfToken` reader.
 */
import { CSRF_COOKIE } from '../http/session.js';

/** A cookie-keeping fetch and the CSRF token it holds. */
export function cookieJarFetch(options: { headers?: Record<string, string> } = {}): {
  readonly fetch: typeof globalThis.fetch;
  readonly csrfToken: () => string | undefined;
  readonly cookies: Map<string, string>;
} {
  const cookies = new Map<string, string>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return { fetch, csrfToken: () => cookies.get(CSRF_COOKIE), cookies };
}
