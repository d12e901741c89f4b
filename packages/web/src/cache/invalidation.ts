/**
 * Which browse reads a write changes (issue 20 §3): one table, read by the browse cache when the
 * backend says a call succeeded, so no page or machine has to refresh anything itself. Every call
 * of core's `PORT_CALLS` that is not a GET has a row (`[]` where it changes nothing a browse page
 * shows); `invalidation.test.ts` fails when a new write call has none.
 */
import { type PortCall, ROUTES } from '@pinstack/core/ports';
import type { CallDone } from '../ports/backend.js';

/** The reads of the browse pages, by what they read (the first part of each cache key). */
export type BrowseRead = 'home' | 'profile' | 'userBoards' | 'board' | 'boardFeed' | 'search' | 'pin';

/** What a write changes: some browse reads, or who is signed in (every read then belongs to someone else). */
export type Changes = readonly BrowseRead[] | 'session';

const ALL: readonly BrowseRead[] = ['home', 'profile', 'userBoards', 'board', 'boardFeed', 'search', 'pin'];
// a new Pin (or a repin) is on its board's feed and cover, in the home feed and search, in the counts
const NEW_PIN: readonly BrowseRead[] = ['home', 'boardFeed', 'board', 'userBoards', 'profile', 'search'];
// Pins moved between boards or sections: gone from one list, on another, counts and covers both sides
const MOVED_PINS: readonly BrowseRead[] = ['boardFeed', 'board', 'userBoards', 'profile', 'search', 'pin'];

/** Each write call → the browse reads it changes (S0 §7, S1 §7 calls; reads are never here). */
export const CHANGED_BY = {
  // S0 §7 "the owner's user data and board lists are refreshed"; a board page lists the viewer's boards to move Pins to
  'BoardResource.create': ['userBoards', 'profile', 'search', 'board'],
  // a rename, a privacy change (who may see its Pins) or a cover: everything that lists the board or its Pins
  'BoardResource.update': ALL,
  'BoardResource.delete': ALL,
  'BoardSectionResource.create': ['board'],
  // issue #25: a renamed section is named on its board and its Pins' pages; a deleted one's Pins stay on the board without it
  'BoardSectionResource.update': ['board', 'pin'],
  'BoardSectionResource.delete': ['board', 'boardFeed', 'pin'],
  // issue #25: an archived board is labelled on its page and the owner's profile (the pickers read afresh each time)
  'BoardArchiveResource.create': ['board', 'userBoards', 'profile'],
  'BoardArchiveResource.delete': ['board', 'userBoards', 'profile'],
  // issue #25: an edited Pin shows its new title, board and section everywhere; a deleted one leaves every list at once
  'PinResource.update': ALL,
  'PinResource.delete': ALL,
  'BoardSectionEditResource.update': MOVED_PINS,
  'BoardSectionPinsResource.delete': MOVED_PINS,
  'PinResource.create': NEW_PIN,
  'RepinResource.create': NEW_PIN,
  'BulkEditResource.update': MOVED_PINS,
  'BulkEditSelectAllResource.update': MOVED_PINS,
  // warms the image cache of a Pin being made; the Pin is PinResource.create
  'PUT /v3/pins/image/': [],
  // an upload ticket and its file: an image, not yet a Pin
  'VIPResource.create': [],
  'POST {upload_url}': [],
  // follower counts and "followed by me" on a profile
  'UserFollowResource.create': ['profile'],
  'UserFollowResource.delete': ['profile'],
  'PUT /v3/users/follow/': ['profile'],
  // a block also ends follows either way
  'UserBlockResource.create': ['profile'],
  'UserBlockResource.delete': ['profile'],
  // flags such as upsells seen: no browse page shows them
  'UserStateResource.create': [],
  // the viewer's name and username are on their profile, boards and Pins
  'POST /v3/users/me/': ALL,
  // an invitation waits for its invitee's answer (issue 25): no board changes yet
  'BoardInviteResource.create': [],
  // accepting joins the board: it is on the invitee's profile and home feed, the board lists them (issue 25)
  'BoardInvitationResource.update': ['board', 'userBoards', 'profile', 'home'],
  // leaving or a removal: the board leaves that person's profile and feed, a secret board's Pins leave search
  'BoardCollaboratorResource.delete': ['board', 'userBoards', 'profile', 'home', 'search', 'boardFeed'],
  // a cancelled invitation was never a membership (issue #25): no browse page shows it
  'BoardInvitationResource.delete': [],
  // a promoted Pin is labelled wherever it shows
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': ['pin', 'home', 'boardFeed', 'search'],
  'AdvertiserResource.create': [],
  'UserSessionResource.create': 'session',
  'UserSessionResource.delete': 'session',
  'UserRegisterResource.create': 'session',
  // reads the social profile before there is a session; changes nothing stored
  'POST /v3/facebook/profile_data/': [],
  // a verified website makes its owner the link domain's official user (the Pin page's creator card)
  'POST /v3/users/website/verify/': ['profile', 'pin'],
  // the same viewer with a fresh session token: nothing a browse page shows changes
  'UserPasswordResource.update': [],
  // every session ends, this one too
  'UserSessionsResource.delete': 'session',
} as const satisfies Partial<Record<PortCall, Changes>>;

/** A call that changes data (its route is not a GET). */
export type WriteCall = keyof typeof CHANGED_BY;

// note: the routes table has a row per call (`satisfies Record<PortCall, Route>`); it loads with this cache, not on the picker's path
const CALLS = Object.keys(ROUTES) as PortCall[];

/** Every call whose route is not a GET: what {@link CHANGED_BY} must decide on. */
export const WRITE_CALLS: readonly PortCall[] = CALLS.filter((call) => ROUTES[call].method !== 'GET');

// `{name}` segments of a REST path match one segment of the path sent
const PATTERNS = CALLS.map((call) => {
  const { method, path } = ROUTES[call];
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
  return { call, method, pattern };
});

/** The port call a backend reported: by name, or the route its method and URL's path match (`null` for none). */
export function callOf(done: CallDone): PortCall | null {
  if (typeof done === 'string') return done;
  let path: string;
  try {
    path = new URL(done.url, 'http://pinstack.invalid').pathname;
  } catch {
    return null;
  }
  return PATTERNS.find(({ method, pattern }) => method === done.method && pattern.test(path))?.call ?? null;
}

/** What `call` changes; a read, or a call this table does not know, changes nothing. */
export function changesOf(call: PortCall | null): Changes {
  return call !== null && call in CHANGED_BY ? CHANGED_BY[call as WriteCall] : [];
}

/**
 * Reads refetched at once while on screen when a write changes them. The home feed and search
 * results are only marked stale: a list that reorders under the reader loses their place (a save
 * from a card would put the copy at its top); they revalidate on the next visit.
 */
export const REFETCH_WHILE_SHOWN: Readonly<Record<BrowseRead, boolean>> = {
  home: false,
  search: false,
  profile: true,
  userBoards: true,
  board: true,
  boardFeed: true,
  pin: true,
};
