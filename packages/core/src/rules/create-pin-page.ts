import { createPinPageMode, mobileRepinRedirect } from './mobile.js';
import { PATH_ONLY_ORIGIN, safeRedirect } from './redirect.js';
import { pinCreationMethod } from './save.js';

/**
 * S0 §2 the `{method}` of `www/pin/create/{method}` when the path names none.
 * @default 'create'
 */
export const CREATE_PIN_DEFAULT_METHOD = 'create';

/**
 * S0 §2 the query parameter of the create-Pin page that may say `repin` ("a separate action
 * parameter"; its name is not shown, ours).
 * @default 'action'
 */
export const CREATE_PIN_ACTION_PARAM = 'action';

/**
 * S0 §2 the marker parameter the signed-out desktop pin-builder page adds to its return url
 * ("an extra marker parameter", name not shown, ours); its value is always `1`.
 * @default 'pin_builder_login'
 */
export const CREATE_PIN_LOGIN_MARKER_PARAM = 'pin_builder_login';

/** S0 §2 what the create-Pin page was asked to do: save a new Pin or repin an existing one. */
export type CreatePinAction = 'create' | 'repin';

/** S0 §2 the create-Pin page URL, read: `www/pin/create/{method}` and its query fields. */
export interface CreatePinPageRequest {
  /** The `{method}` path segment as given (`button`, `bookmarklet`, …); `create` when absent. */
  readonly method: string;
  /** The method a save sends (S0 §1 `pinCreationMethod`: a `button` without a guid is `button_external`). */
  readonly saveMethod: string;
  /** `repin` when the action parameter says so (case-insensitive), otherwise `create`. */
  readonly action: CreatePinAction;
  /** Query `url`: the source link. */
  readonly url: string | null;
  /** Query `media`: the image url. */
  readonly media: string | null;
  readonly description: string | null;
  readonly color: string | null;
  readonly guid: string | null;
  /** True when the url carries the signed-out return marker (the visitor is back from logging in). */
  readonly returnedFromLogin: boolean;
}

/** S0 §2 why a string is not a create-Pin page URL. */
export type CreatePinPageError = 'not_create_pin_page' | 'bad_method';

/** S0 §2 the outcome of reading a create-Pin page URL; never a thrown error. */
export type CreatePinPageParse =
  | { readonly ok: true; readonly request: CreatePinPageRequest }
  | { readonly ok: false; readonly error: CreatePinPageError };

// An optional scheme and authority, or the spec's bare `www` host, then /pin/create, then an optional {method}.
const CREATE_PIN_PATH = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*|www(?:\.[^/?#]*)?(?=\/))?\/?pin\/create(?:\/([^/?#]*))?\/?$/i;
// Methods are identifiers (`button`, `bookmarklet`, `extension`); anything else is not a method we send.
const METHOD = /^[a-z0-9_-]{1,64}$/i;
const QUERY_FIELDS = ['url', 'media', 'description', 'color', 'guid'] as const;

/** Decodes one form-encoded query component; `null` when its percent-encoding is broken. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

// encodeURIComponent throws on a lone surrogate, which a raw (not percent-encoded) href can carry.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes a query value; a lone surrogate becomes U+FFFD instead of throwing. */
function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** The query's fields, first occurrence wins; undecodable names and values are left out. */
function readQuery(query: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    const value = decodeComponent(eq === -1 ? '' : part.slice(eq + 1));
    if (name !== null && value !== null && !fields.has(name)) fields.set(name, value);
  }
  return fields;
}

/**
 * S0 §2: reads a create-Pin page URL (`www/pin/create/{method}`, absolute, root-relative or on a bare `www` host) into its
 * method (default `create`), action (`repin` or `create`) and the url, media, description, color and
 * guid query fields (blank or badly encoded fields are `null`; the first of repeated fields wins).
 * Any other path is `not_create_pin_page`; a method that is not an identifier is `bad_method`. Never throws.
 */
export function parseCreatePinPageUrl(href: string): CreatePinPageParse {
  if (typeof href !== 'string') return { ok: false, error: 'not_create_pin_page' };
  const text = href.trim();
  const hashAt = text.indexOf('#');
  const withoutHash = hashAt === -1 ? text : text.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const head = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const match = CREATE_PIN_PATH.exec(head);
  if (!match) return { ok: false, error: 'not_create_pin_page' };
  const segment = decodeComponent(match[1] ?? '');
  const method = segment === null || segment === '' ? CREATE_PIN_DEFAULT_METHOD : segment;
  if (segment === null || !METHOD.test(method)) return { ok: false, error: 'bad_method' };
  const query = readQuery(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  const field = (name: string): string | null => {
    const value = query.get(name)?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const [url, media, description, color, guid] = QUERY_FIELDS.map(field) as [
    string | null,
    string | null,
    string | null,
    string | null,
    string | null,
  ];
  return {
    ok: true,
    request: {
      method,
      saveMethod: pinCreationMethod(method, guid),
      action: field(CREATE_PIN_ACTION_PARAM)?.toLowerCase() === 'repin' ? 'repin' : 'create',
      url,
      media,
      description,
      color,
      guid,
      returnedFromLogin: query.has(CREATE_PIN_LOGIN_MARKER_PARAM),
    },
  };
}

/**
 * S0 §2: the root-relative create-Pin page path for a request, `/pin/create/{method}/?…` with the
 * non-null query fields (URL-encoded), `action=repin` for a repin and, when `loginMarker`, the
 * signed-out return marker. `parseCreatePinPageUrl` reads it back to the same request. A method that
 * is not an identifier is written as `create`, a lone surrogate as U+FFFD; never throws.
 */
export function createPinPagePath(
  request: Pick<CreatePinPageRequest, 'method' | 'action' | 'url' | 'media' | 'description' | 'color' | 'guid'>,
  loginMarker = false,
): string {
  const method = METHOD.test(request.method) ? request.method : CREATE_PIN_DEFAULT_METHOD;
  const pairs: string[] = [];
  for (const name of QUERY_FIELDS) {
    const value = request[name];
    if (typeof value === 'string' && value.trim() !== '') pairs.push(`${name}=${encodeComponent(value.trim())}`);
  }
  if (request.action === 'repin') pairs.push(`${CREATE_PIN_ACTION_PARAM}=repin`);
  if (loginMarker) pairs.push(`${CREATE_PIN_LOGIN_MARKER_PARAM}=1`);
  return `/pin/create/${method}/${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

/** S0 §2 what the create-Pin page does for this viewer, device class and URL. */
export type CreatePinPagePlan =
  | { readonly kind: 'desktop_popup' }
  | { readonly kind: 'mobile_picker' }
  /** Signed out on desktop: the pin-builder page with a login/signup panel returning to `returnUrl`. */
  | { readonly kind: 'login_panel'; readonly returnUrl: string }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * S0 §2 create-Pin page behaviour, extending `createPinPageMode`: a signed-in mobile visitor whose
 * url parameter is one of our own Pins (`mobileRepinRedirect`) goes to `/pin/{id}/repin/x/`; a
 * signed-out desktop visitor gets the login panel whose return url is this page plus the
 * `CREATE_PIN_LOGIN_MARKER_PARAM` marker, always a path that passes `safeRedirect` on `ownOrigin`.
 * @param ownOrigin @default PATH_ONLY_ORIGIN
 */
export function createPinPagePlan(input: {
  readonly isAuth: boolean;
  readonly isMobile: boolean;
  readonly request: CreatePinPageRequest;
  readonly ownHosts: readonly string[];
  readonly ownOrigin?: string;
}): CreatePinPagePlan {
  const mode = createPinPageMode(input);
  switch (mode.kind) {
    case 'mobile_picker': {
      const repin = input.request.url === null ? null : mobileRepinRedirect(input.request.url, input.ownHosts);
      return repin === null ? mode : { kind: 'redirect', to: repin };
    }
    case 'login_panel':
      return { kind: 'login_panel', returnUrl: safeRedirect(createPinPagePath(input.request, true), input.ownOrigin ?? PATH_ONLY_ORIGIN) };
    default:
      return mode;
  }
}

/** S0 §2 the mobile board create page `/board/create/`. */
export function boardCreatePagePath(): string {
  return '/board/create/';
}

/** S0 §2 the mobile section create page `/board/{id}/create_section/` (id URL-encoded). */
export function sectionCreatePagePath(boardId: string): string {
  return `/board/${encodeURIComponent(boardId)}/create_section/`;
}

/** S0 §2 a navigation to a mobile create page that carries the Pin being saved as navigation state. */
export interface CreatePageNavigation {
  readonly path: string;
  readonly state: { readonly pin: CreatePinPageRequest };
}

/**
 * S0 §2: where the mobile picker's 'Create board' (no board) or 'Create section' (a board picked)
 * button goes, carrying the Pin as navigation state.
 */
export function mobileCreatePageNavigation(pin: CreatePinPageRequest, boardId?: string | null): CreatePageNavigation {
  const path = typeof boardId === 'string' && boardId !== '' ? sectionCreatePagePath(boardId) : boardCreatePagePath();
  return { path, state: { pin } };
}
