/**
 * Search and discovery reads (S0 §7 autocomplete and find-images, S1 §7 typeahead) and the two
 * Pin queries of the save-success dialog (S0 §7 AlreadyPinnedCheckQuery, PinCreateSuccessQuery).
 */
import { AUTOCOMPLETE_MAX_ITEMS, matchesPeopleTypeahead, TYPEAHEAD_DEFAULT_COUNT, type RequestOf } from '@pinstack/core';
import { notFound } from '../http/envelope.js';
import type { Call, Endpoints } from '../http/call.js';
import { laneOf } from '../http/lanes.js';
import * as store from '../store/index.js';
import * as browse from '../store/browse.js';
import { asMissing, viewableBoard } from './access.js';

const IMAGE_PATH = /\.(jpe?g|png|gif|webp|avif)$/i;

async function visiblePin(call: Call, pinId: string): Promise<store.PinRow> {
  const pin = await store.pinById(call.db, pinId);
  if (pin === undefined) throw notFound('pin');
  await asMissing('pin', () => viewableBoard(call.db, pin.board_id, call.viewerOrNull()?.id ?? ''));
  return pin;
}

/** S0 §7 AlreadyPinnedCheckQuery: the board the viewer already saved this Pin to, if any. */
async function alreadyPinned(call: Call, { pinId }: RequestOf<'AlreadyPinnedCheckQuery'>) {
  const pin = await visiblePin(call, pinId);
  const viewer = call.viewerOrNull();
  const copy = viewer === null ? undefined : await store.savedCopyOf(call.db, viewer.id, pin.repin_of ?? pin.id);
  return {
    entityId: pin.id,
    pinnedToBoard: copy === undefined ? null : { id: copy.board_id, name: copy.board_name, layout: copy.board_layout },
  };
}

/** S0 §7 PinCreateSuccessQuery: the saved Pin's board and the official user of its link's domain. */
async function pinCreateSuccess(call: Call, { pinId }: RequestOf<'PinCreateSuccessQuery'>) {
  const pin = await visiblePin(call, pinId);
  let officialUser = null;
  if (pin.link !== null) {
    const host = URL.canParse(pin.link) ? new URL(pin.link).hostname.toLowerCase() : '';
    const user = host === '' ? undefined : await store.userListingHost(call.db, host);
    if (user !== undefined) {
      const viewer = call.viewerOrNull();
      const followed = viewer === null ? new Set<string>() : await store.followedAmong(call.db, viewer.id, [user.id]);
      officialUser = {
        entityId: user.id,
        followedByMe: followed.has(user.id),
        fullName: user.full_name,
        username: user.username,
        ...(user.image_medium_url !== null ? { imageMediumUrl: user.image_medium_url } : {}),
      };
    }
  }
  return {
    entityId: pin.id,
    pinnedToBoard: { id: pin.board_id, name: pin.board_name, layout: pin.board_layout },
    linkDomain: { officialUser },
  };
}

/** Search resources. */
export const searchEndpoints = {
  'SearchTypeaheadResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const term = options.term.trim();
      const count = options.count ?? TYPEAHEAD_DEFAULT_COUNT;
      if (term === '') return { items: [], hint: null, bookmark: null };
      const viewerId = call.viewerOrNull()?.id ?? '';
      type Item = { type: string; id?: string; label: string; url?: string; query?: string; pin_count?: number };
      const lookups: Record<'boards' | 'users', () => Promise<Item[]>> = {
        boards: async () =>
          (await browse.typeaheadBoards(call.db, viewerId, term, count)).map((b) => ({
            type: 'board',
            id: b.id,
            label: b.name,
            url: `/${b.owner_username}/${b.slug}/`,
          })),
        // note: not store.searchUsers (share suggestions): people search never matches e-mail (S1 §7, issue 21)
        users: async () =>
          (await browse.typeaheadPeople(call.db, term, count))
            .filter((u) => matchesPeopleTypeahead(u, term))
            .map((u) => ({ type: 'user', id: u.id, label: u.full_name || u.username, url: `/${u.username}/` })),
      };
      // The scope's own kind first, then the others.
      const order: ('queries' | 'boards' | 'users')[] =
        options.pin_scope === 'boards'
          ? ['boards', 'queries', 'users']
          : options.pin_scope === 'users'
            ? ['users', 'queries', 'boards']
            : ['queries', 'boards', 'users'];
      const { queries, items } = await laneOf(call.env, 'typeahead').run(async () => {
        // Terms always (the hint is the first; they come from search_terms, kept on write: no Pin
        // text is read here, issue 21); boards and people only while items are missing.
        const queries = await store.autocompleteTerms(call.db, term, count);
        const items: Item[] = [];
        for (const kind of order) {
          if (items.length >= count) break;
          items.push(
            ...(kind === 'queries'
              ? queries.map((q) => ({ type: 'query', query: q.query, label: q.query, pin_count: q.pin_count }))
              : await lookups[kind]()),
          );
        }
        return { queries, items: items.slice(0, count) };
      });
      return { items, hint: queries[0]?.query ?? null, bookmark: null };
    },
  },
  'FindPinImagesResource.get': {
    access: 'optional',
    run: async (call, { url }) => {
      // note: we never fetch the page (that would let anyone make the server request any URL);
      // we offer the images already pinned from it, and the URL itself when it names an image.
      const urls = await store.imagesForLink(call.db, url, call.viewerOrNull()?.id ?? '', 20);
      const direct = URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) && IMAGE_PATH.test(new URL(url).pathname);
      const all = direct && !urls.includes(url) ? [url, ...urls] : urls;
      return { items: all.map((u) => ({ type: 'pinnable', url: u })) };
    },
  },
  // S0 §5 hashtag autocomplete belongs to the signed-in create-Pin form.
  'GET /v3/search/autocomplete/': {
    access: 'required',
    run: async (call, { q, show_pin_count }) => {
      const term = q.trim();
      const items = term === '' ? [] : await store.autocompleteTerms(call.db, term, AUTOCOMPLETE_MAX_ITEMS);
      return { items: show_pin_count === false ? items.map(({ query }) => ({ query })) : items };
    },
  },
  AlreadyPinnedCheckQuery: { access: 'optional', run: alreadyPinned },
  PinCreateSuccessQuery: { access: 'optional', run: pinCreateSuccess },
} as const satisfies Endpoints;
