/**
 * Redirect targets of S1 §2 ("General routes and redirects"): login, social login, signup,
 * post-login and load-error redirects, all funnelled through `safeRedirect`, which is the one
 * place that decides whether a target stays on our own origin.
 */
import { ADD_ACCOUNT_PATH_PREFIX, AUTH_PAGE_PATHS, EXPIRED_SESSION_CODE, HOME_PATH, IDEAS_PATH, NEXT_QUERY_PARAM } from '../constants.js';
import { parseUrl } from './whatwg-url.js';

/**
 * Origin the redirect rules assume when the caller does not pass its own: a reserved `.invalid`
 * host (RFC 2606) that no real URL can match, so only root-relative paths are accepted. S1 §2.
 */
export const PATH_ONLY_ORIGIN = 'https://pinstack.invalid';

/**
 * Why `safeRedirectWithReason` reset a target to `'/'` (S1 §2: "an unsafe or unrecognised
 * redirect target is reset to '/' and logged"; the logging is the caller's).
 */
export type RedirectRejection =
  | 'not-a-string'
  | 'empty'
  | 'bad-own-origin'
  | 'control-character'
  | 'surrounding-whitespace'
  | 'backslash'
  | 'encoded-separator'
  | 'look-alike-character'
  | 'protocol-relative'
  | 'scheme'
  | 'malformed-authority'
  | 'userinfo'
  | 'path-relative'
  | 'unparseable'
  | 'other-origin';

/** The outcome of checking a redirect target: the path to use and, when reset, why. S1 §2. */
export interface SafeRedirectResult {
  /** A root-relative path with its query and hash; `'/'` when rejected. */
  readonly path: string;
  /** `null` when the target was accepted. */
  readonly rejected: RedirectRejection | null;
}

// C0 controls, DEL and C1 controls: the URL parser silently strips tab/CR/LF (`java\tscript:`)
// and browsers disagree on the rest, so none of them may appear anywhere.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose (S1 §2 unsafe targets)
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;
// Invisible format characters (zero-width, bidi overrides, BOM) hide what a target really says.
const INVISIBLE_CHARACTER = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u;
const SURROUNDING_WHITESPACE = /^\s|\s$/u;
// Percent-encoded `/`, `\`, `.` or a control character, at any depth of re-encoding (`%252f`):
// a server or a later decode can turn them into separators the parser never saw.
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c|2e|[01][0-9a-f]|7f)/iu;
// Characters that Unicode normalisation or IDNA mapping turns into `/`, `\`, `.`, `@`, `:` or `?`.
const LOOK_ALIKE_CHARACTER =
  /[\u2024\u2044\u2215\u2216\u29f5\u29f8\u29f9\u3002\ufe52\ufe55\ufe56\ufe68\uff0e\uff0f\uff1a\uff1f\uff20\uff3c\uff61]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/iu;
const HTTP_SCHEME = /^https?:/iu;
const HTTP_SCHEME_WITH_AUTHORITY = /^https?:\/\//iu;
// Plain ASCII host names, IPv4 and bracketed IPv6 with an optional port: anything else in the
// authority (`@`, `%`, Unicode look-alikes, spaces) is refused before the parser can map it.
const PLAIN_AUTHORITY = /^[a-z0-9.-]+(?::[0-9]*)?$|^\[[0-9a-f:.]+\](?::[0-9]*)?$/iu;

const reset = (rejected: RedirectRejection): SafeRedirectResult => ({ path: HOME_PATH, rejected });

/** The part of a target before its query or hash: scheme, authority and path. */
function headOf(target: string): string {
  const end = target.search(/[?#]/u);
  return end === -1 ? target : target.slice(0, end);
}

/** Checks on the raw text, because the URL parser normalises many attacks away. */
function rawRejection(target: string): RedirectRejection | null {
  if (target.length === 0) return 'empty';
  if (CONTROL_CHARACTER.test(target) || INVISIBLE_CHARACTER.test(target)) return 'control-character';
  if (SURROUNDING_WHITESPACE.test(target)) return 'surrounding-whitespace';
  // Backslashes are refused anywhere, not only in the authority: browsers read `\` as `/` in
  // paths of http(s) URLs and no target of ours needs one.
  if (target.includes('\\')) return 'backslash';
  const head = headOf(target);
  if (ENCODED_SEPARATOR.test(head)) return 'encoded-separator';
  if (LOOK_ALIKE_CHARACTER.test(head)) return 'look-alike-character';
  if (head.startsWith('//')) return 'protocol-relative';
  if (head.startsWith('/')) return null;
  if (!SCHEME.test(head)) return 'path-relative';
  if (!HTTP_SCHEME.test(head)) return 'scheme';
  // `https:evil.com` and `https:/evil.com` are read differently by different parsers.
  if (!HTTP_SCHEME_WITH_AUTHORITY.test(head)) return 'malformed-authority';
  const afterSlashes = head.replace(HTTP_SCHEME_WITH_AUTHORITY, '');
  const slash = afterSlashes.indexOf('/');
  const authority = slash === -1 ? afterSlashes : afterSlashes.slice(0, slash);
  if (authority.includes('@')) return 'userinfo';
  if (!PLAIN_AUTHORITY.test(authority)) return 'malformed-authority';
  return null;
}

/** The own origin as the parser serialises it, or `null` when it is not an http(s) origin. */
function ownOriginOf(ownOrigin: string): string | null {
  const own = typeof ownOrigin === 'string' ? parseUrl(ownOrigin) : null;
  if (own === null || (own.protocol !== 'https:' && own.protocol !== 'http:')) return null;
  return own.origin;
}

/**
 * Checks a redirect target and says why it was reset: the target comes back as a root-relative
 * path (with query and hash) on `ownOrigin`, or as `'/'` with the rejection reason. S1 §2.
 * Accepted forms: a root-relative path (`/pin/1/?a=b#c`) and an absolute http(s) URL of the own
 * origin (reduced to its path). Everything else — other hosts, `//host`, backslashes, encoded
 * separators, userinfo, non-http schemes, control or invisible characters, surrounding
 * whitespace, path-relative text — is reset. An `ownOrigin` that is not an http(s) URL resets
 * every target. Never throws.
 */
export function safeRedirectWithReason(target: string, ownOrigin: string): SafeRedirectResult {
  // note: typed callers always pass a string; untyped JSON and JS callers may not.
  if (typeof target !== 'string') return reset('not-a-string');
  const own = ownOriginOf(ownOrigin);
  if (own === null) return reset('bad-own-origin');
  const raw = rawRejection(target);
  if (raw !== null) return reset(raw);
  const parsed = parseUrl(target, own);
  if (parsed === null) return reset('unparseable');
  if (parsed.username !== '' || parsed.password !== '') return reset('userinfo');
  if (parsed.origin !== own) return reset('other-origin');
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can collapse into a leading `//` (`/.//evil.com` → `//evil.com`).
  if (!path.startsWith('/') || path.startsWith('//')) return reset('protocol-relative');
  if (CONTROL_CHARACTER.test(path)) return reset('control-character');
  // The serialised path is re-read as a whole so a later decode cannot change its meaning.
  if (rawRejection(path) !== null || parseUrl(path, own)?.origin !== own) return reset('unparseable');
  return { path, rejected: null };
}

/**
 * A redirect target that cannot leave `ownOrigin` or run script: the target's path, query and
 * hash, or `'/'` when the target is unsafe or unrecognised. S1 §2.
 */
export function safeRedirect(target: string, ownOrigin: string): string {
  return safeRedirectWithReason(target, ownOrigin).path;
}

/**
 * True when `text` is a real path on this site, as a Pin's `image_url` or `link` may be (a stored
 * upload): root-relative, and already in the form `safeRedirect` gives it, so no backslash, no
 * `//`, no encoded separator, no control or look-alike character, no dot segment; it resolves on
 * whatever origin it is read against (`new URL(path, origin).origin === origin`). S0 §7 (our
 * reading of "a path on this site"; S1 §2 the same rule as redirect targets). Never throws.
 */
export function isSitePath(text: unknown): boolean {
  if (typeof text !== 'string' || !text.startsWith('/')) return false;
  const checked = safeRedirectWithReason(text, PATH_ONLY_ORIGIN);
  return checked.rejected === null && checked.path === text;
}

/** True when `path` is one of the two auth pages or an add-account page (S1 §2). */
function isAuthPath(path: string): boolean {
  const pathOnly = headOf(path).toLowerCase();
  const withSlash = pathOnly.endsWith('/') ? pathOnly : `${pathOnly}/`;
  return (AUTH_PAGE_PATHS as readonly string[]).includes(withSlash) || pathOnly.startsWith(ADD_ACCOUNT_PATH_PREFIX);
}

/** `search` as `''` or `?…`, also when the caller left out the `?`. */
function normaliseSearch(search: string): string {
  if (typeof search !== 'string' || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * The first value of `name` in a query (`?a=b`, or `a=b` without the `?`), decoded as a browser
 * decodes it; `null` when the query does not have it. The URL-parsing rules read their queries with it.
 */
export function queryParam(search: string, name: string): string | null {
  const query = parseUrl(`/${normaliseSearch(search)}`, PATH_ONLY_ORIGIN);
  let found: string | null = null;
  query?.searchParams.forEach((value, key) => {
    if (found === null && key === name) found = value;
  });
  return found;
}

/**
 * Where to return after logging in: `'/'` when the current path is an auth page (`/login/`,
 * `/signup/`, matched case-insensitively with or without the trailing slash) or begins with
 * `/add-account`; otherwise the current path plus query, through `safeRedirect`. S1 §2.
 * @param ownOrigin origin absolute targets must match. @default PATH_ONLY_ORIGIN
 */
export function loginRedirectTarget(
  location: { readonly path: string; readonly search: string },
  ownOrigin: string = PATH_ONLY_ORIGIN,
): string {
  const path = typeof location?.path === 'string' ? location.path : '';
  if (isAuthPath(path)) return HOME_PATH;
  const target = safeRedirect(`${path}${normaliseSearch(location.search)}`, ownOrigin);
  // note: checked again after normalisation, so `/x/../login/` or an absolute URL cannot slip through.
  return isAuthPath(target) ? HOME_PATH : target;
}

/**
 * Where to return after a social login: like `loginRedirectTarget` but with the path only
 * (any query or hash in `path` is dropped). S1 §2.
 * @param ownOrigin origin absolute targets must match. @default PATH_ONLY_ORIGIN
 */
export function socialLoginRedirectTarget(path: string, ownOrigin: string = PATH_ONLY_ORIGIN): string {
  if (typeof path !== 'string' || isAuthPath(path)) return HOME_PATH;
  const target = safeRedirect(headOf(path), ownOrigin);
  return isAuthPath(target) ? HOME_PATH : target;
}

/**
 * Where to go after signing up: the given URL through `safeRedirect`, or `'/'` when none, blank
 * or `'/'`. S1 §2. Recording the signup time is the caller's side effect (rules are pure).
 * @param ownOrigin origin absolute targets must match. @default PATH_ONLY_ORIGIN
 */
export function signupRedirectTarget(url?: string, ownOrigin: string = PATH_ONLY_ORIGIN): string {
  if (typeof url !== 'string' || url.trim() === '' || url === HOME_PATH) return HOME_PATH;
  return safeRedirect(url, ownOrigin);
}

// In `u` mode a surrogate class matches only unpaired halves.
const LONE_SURROGATE = /[\ud800-\udfff]/gu;

/** `encodeURIComponent` of a query name or value; lone surrogates (which make it throw) become U+FFFD. */
function encodeQueryPart(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

/**
 * Where to go after logging in from a page with query `search`: the `next` parameter (or `'/'`
 * without one), with every other query parameter carried onto it. Carried parameters are added
 * after the target's own query; a name the target already has keeps the target's value. The
 * result passes through `safeRedirect`. S1 §2.
 * @param ownOrigin origin an absolute `next` must match. @default PATH_ONLY_ORIGIN
 */
export function postLoginRedirect(search: string, ownOrigin: string = PATH_ONLY_ORIGIN): string {
  const own = ownOriginOf(ownOrigin);
  const query = parseUrl(`/${normaliseSearch(search)}`, own ?? PATH_ONLY_ORIGIN);
  if (own === null || query === null) return HOME_PATH;
  const pairs: [string, string][] = [];
  query.searchParams.forEach((value, name) => {
    pairs.push([name, value]);
  });
  const next = pairs.find(([name]) => name === NEXT_QUERY_PARAM)?.[1];
  const carried = pairs.filter(([name]) => name !== NEXT_QUERY_PARAM);
  const target = safeRedirect(next ?? HOME_PATH, own);
  const parsedTarget = parseUrl(target, own);
  if (parsedTarget === null) return HOME_PATH;
  const added = carried
    .filter(([name]) => !parsedTarget.searchParams.has(name))
    .map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`);
  if (added.length === 0) return target;
  const ownQuery = parsedTarget.search === '' ? '?' : `${parsedTarget.search}&`;
  return safeRedirect(`${parsedTarget.pathname}${ownQuery}${added.join('&')}${parsedTarget.hash}`, own);
}

/** Input of `loadErrorRedirect`: what the failed page load reported. S1 §2. */
export interface LoadError {
  readonly httpStatus: number;
  readonly apiErrorCode?: number;
  readonly redirectUrl?: string;
  /** True on ideas pages viewed without signing in: their error target is `/ideas/`. */
  readonly unauthIdeasPage?: boolean;
}

/** Where a failed page load goes and whether it shows an error. S1 §2. */
export interface LoadErrorRedirect {
  readonly to: string;
  readonly showError: boolean;
  /** Why the target was reset to `'/'` (for the caller to log), else `null`. */
  readonly rejected: RedirectRejection | null;
}

const HTTP_MOVED_PERMANENTLY = 301;
const HTTP_UNAUTHORIZED = 401;
const HTTP_NOT_FOUND = 404;

/**
 * The redirect after a failed page load: 404, or 401 with api error code 7 (expired session),
 * goes to `'/'` (`'/ideas/'` for unauthenticated ideas pages) with the error shown; 301 with a
 * redirect url goes there without an error; anything else → `null`. Every target passes through
 * `safeRedirect`. S1 §2.
 * @param ownOrigin origin an absolute redirect url must match. @default PATH_ONLY_ORIGIN
 */
export function loadErrorRedirect(error: LoadError, ownOrigin: string = PATH_ONLY_ORIGIN): LoadErrorRedirect | null {
  const status = error?.httpStatus;
  if (status === HTTP_NOT_FOUND || (status === HTTP_UNAUTHORIZED && error.apiErrorCode === EXPIRED_SESSION_CODE)) {
    const checked = safeRedirectWithReason(error.unauthIdeasPage === true ? IDEAS_PATH : HOME_PATH, ownOrigin);
    return { to: checked.path, showError: true, rejected: checked.rejected };
  }
  if (status === HTTP_MOVED_PERMANENTLY && typeof error.redirectUrl === 'string' && error.redirectUrl.trim() !== '') {
    const checked = safeRedirectWithReason(error.redirectUrl, ownOrigin);
    return { to: checked.path, showError: false, rejected: checked.rejected };
  }
  return null;
}

/** S1 §2 what a call's answer means for a UI that shows a signed-in viewer (`sessionEndSignal`). */
export type SessionEndSignal = 'ended' | 'check' | 'none';

/**
 * S1 §2 / wire protocol "Sessions": a call answered 401 while the UI shows a signed-in viewer.
 * With `api_error_code` 7 the session expired or is unknown: `'ended'`. Without a code no session
 * cookie went with the call (signed out in another tab clears it), but a refused sign-in answers
 * 401 too: `'check'`, the app reads the viewer again and ends the session when it is signed out.
 * Any other answer, or a signed-out UI: `'none'`.
 */
export function sessionEndSignal(
  answer: { readonly httpStatus: number; readonly apiErrorCode?: number | null | undefined },
  viewerSignedIn: boolean,
): SessionEndSignal {
  if (!viewerSignedIn || answer.httpStatus !== HTTP_UNAUTHORIZED) return 'none';
  return answer.apiErrorCode === EXPIRED_SESSION_CODE ? 'ended' : 'check';
}

/**
 * S1 §2 where an ended session sends the viewer: the login page, with `next` = where they were
 * (`loginRedirectTarget`, so an auth page or an unsafe target returns home), to come back after
 * logging in again.
 * @param ownOrigin origin absolute targets must match. @default PATH_ONLY_ORIGIN
 */
export function sessionEndedLoginPath(
  location: { readonly path: string; readonly search: string },
  ownOrigin: string = PATH_ONLY_ORIGIN,
): string {
  const next = loginRedirectTarget(location, ownOrigin);
  const login = AUTH_PAGE_PATHS[0];
  return next === HOME_PATH ? login : `${login}?${NEXT_QUERY_PARAM}=${encodeURIComponent(next)}`;
}
