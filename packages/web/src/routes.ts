/**
 * The web app's route table (S0 §2, S1 §2, and the pages the specs link to): a path to a page name
 * and its path parameters. Pure, so every route is tested without a browser; `App` maps names to
 * lazily loaded pages.
 */
import { AD_MANAGER_ROUTES, type AdManagerRouteKey } from '@pinstack/core/rules';

/** A page of the app. */
export type PageName =
  | 'home'
  | 'login'
  | 'signup'
  | 'createPin'
  | 'repin'
  | 'pin'
  | 'boardCreate'
  | 'sectionCreate'
  | 'settingsClaim'
  | 'settings'
  | 'invitations'
  | 'profileSettings'
  | 'businessConvert'
  | 'quickPromote'
  | 'pinBuilder'
  | 'adManager'
  | 'offsite'
  | 'search'
  | 'profile'
  | 'board'
  | 'notFound';

/**
 * Where a path leads: the page, its `{name}` parameters, whether only a signed-in viewer sees it
 * and, for ad-manager pages, the route key.
 */
export interface ResolvedRoute {
  readonly page: PageName;
  readonly params: Readonly<Record<string, string>>;
  /** S1 §2 a signed-out viewer logs in first (`/login/?next=` here), then comes back. @default false */
  readonly signIn?: boolean;
  readonly adRoute?: AdManagerRouteKey;
}

/**
 * The pages of the rows only a signed-in viewer sees: saving, creating, settings, invitations and
 * promoting act as someone (S0 §6, S1 §2). The host sends anyone else to log in; the pages never check.
 */
export const SIGNED_IN_PAGES: ReadonlySet<PageName> = new Set([
  'repin',
  'boardCreate',
  'sectionCreate',
  'settingsClaim',
  'settings',
  'invitations',
  'profileSettings',
  'quickPromote',
  'pinBuilder',
]);

const SEGMENT = '([^/]+)';

/** A path template (`/pin/{id}/`) as an anchored pattern; the trailing slash is optional, as the server's are. */
function pattern(template: string): { readonly regex: RegExp; readonly names: readonly string[] } {
  const names: string[] = [];
  const body = template
    .replace(/\/$/, '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
      names.push(name);
      return SEGMENT;
    })
    .join('');
  return { regex: new RegExp(`^${body}/?$`), names };
}

interface Row {
  readonly page: PageName;
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly adRoute?: AdManagerRouteKey;
}

const row = (page: PageName, template: string, adRoute?: AdManagerRouteKey): Row => ({
  page,
  ...pattern(template),
  ...(adRoute === undefined ? {} : { adRoute }),
});

// S1 §2 quick promote: `/quick-promote/` and `/advertiser/quick-promote/`, with or without an advertiser.
const QUICK_PROMOTE_KEYS: readonly AdManagerRouteKey[] = ['quickPromote', 'advertiserQuickPromote'];

/**
 * Every ad-manager route of S1 §2, without and then with the `/advertiser/{advertiserId}` prefix
 * (bare paths first, so `/advertiser/quick-promote/` is not an advertiser called `quick-promote`).
 */
const AD_ROWS: readonly Row[] = (() => {
  const keys = Object.keys(AD_MANAGER_ROUTES) as AdManagerRouteKey[];
  const pageOf = (key: AdManagerRouteKey): PageName =>
    QUICK_PROMOTE_KEYS.includes(key) ? 'quickPromote' : key === 'pinBuilder' ? 'pinBuilder' : 'adManager';
  // note: `home` is `/` without an advertiser, which is the pinner's home feed
  const bare = keys.filter((key) => key !== 'home').map((key) => row(pageOf(key), AD_MANAGER_ROUTES[key].path, key));
  const prefixed = keys.map((key) => row(pageOf(key), `/advertiser/{advertiserId}${AD_MANAGER_ROUTES[key].path}`, key));
  return [...bare, ...prefixed];
})();

/** First match wins: fixed paths, then ad-manager routes, then the `/{username}/…` catch-alls. */
const ROWS: readonly Row[] = [
  row('home', '/'),
  row('home', '/ideas/'),
  row('login', '/login/'),
  row('signup', '/signup/'),
  row('createPin', '/pin/create/'),
  row('createPin', '/pin/create/{method}/'),
  row('repin', '/pin/{id}/repin/x/'),
  row('pin', '/pin/{id}/'),
  row('boardCreate', '/board/create/'),
  row('sectionCreate', '/board/{id}/create_section/'),
  row('settingsClaim', '/settings/claim/'),
  row('profileSettings', '/settings/profile/'),
  row('settings', '/settings/'),
  row('invitations', '/invitations/'),
  row('businessConvert', '/business/convert'),
  row('offsite', '/offsite/'),
  row('search', '/search/'),
  // S1 §2 "Promote your Pin" sends next=/advertiser/quick_promote (underscore) through /business/convert
  row('quickPromote', '/advertiser/quick_promote/'),
  row('search', '/search/{scope}/'),
  ...AD_ROWS,
  row('profile', '/{username}/'),
  row('board', '/{username}/{slug}/'),
];

/** Paths under these first segments are never a username (they belong to the server or to pages above). */
const RESERVED_FIRST_SEGMENTS = new Set([
  'resource',
  'v3',
  'vx',
  'ads',
  'graphql',
  'upload',
  'media',
  'log',
  'attribution',
  'assets',
  'pin',
  'board',
  'settings',
  'invitations',
  'business',
  'advertiser',
  'search',
  'offsite',
  'login',
  'signup',
  'ideas',
]);

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The page a path (no query or hash) leads to; `notFound` when none (S1 §2: the app then goes to `/` with the error). */
export function resolveRoute(path: string): ResolvedRoute {
  for (const candidate of ROWS) {
    const match = candidate.regex.exec(path);
    if (match === null) continue;
    const params: Record<string, string> = {};
    let readable = true;
    candidate.names.forEach((name, index) => {
      const value = decode(match[index + 1] ?? '');
      if (value === null) readable = false;
      else params[name] = value;
    });
    if (!readable) return { page: 'notFound', params: {} };
    if ((candidate.page === 'profile' || candidate.page === 'board') && RESERVED_FIRST_SEGMENTS.has(params['username'] ?? '')) continue;
    return {
      page: candidate.page,
      params,
      ...(SIGNED_IN_PAGES.has(candidate.page) ? { signIn: true } : {}),
      ...(candidate.adRoute === undefined ? {} : { adRoute: candidate.adRoute }),
    };
  }
  return { page: 'notFound', params: {} };
}

/**
 * Issue 20: what each page's document title names before (or without) its own subject; `null`
 * for the product name alone. Pages about something read (a Pin, a board, a person, a search, an
 * ad page) name it themselves with `usePageTitle`.
 */
export const PAGE_TITLES: Readonly<Record<PageName, string | null>> = {
  home: null,
  login: 'Log in',
  signup: 'Sign up',
  createPin: 'Save a Pin',
  repin: 'Save this Pin',
  pin: 'Pin',
  boardCreate: 'Create board',
  sectionCreate: 'Create section',
  settingsClaim: 'Connect your accounts',
  settings: 'Settings',
  invitations: 'Invitations',
  profileSettings: 'Edit profile',
  businessConvert: 'Promote your Pin',
  quickPromote: 'Promote a Pin',
  pinBuilder: 'Create Pin',
  adManager: 'Ads',
  offsite: 'Leaving Pinstack',
  search: 'Search',
  profile: null,
  board: null,
  notFound: null,
};

/**
 * S0 §2 pages shown as a popup-style page of their own: the create-Pin page is the picker and the
 * Pin image (opened by the bookmarklet in a small window), without the site's banner and its
 * second search field.
 */
export const POPUP_PAGES: ReadonlySet<PageName> = new Set(['createPin']);
