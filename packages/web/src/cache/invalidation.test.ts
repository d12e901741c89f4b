import { PORT_CALLS, type PortCall, ROUTES } from '@pinstack/core/ports';
import { fc, test } from '@pinstack/core/testing';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect } from 'vitest';
import { dropChanged, makeBrowseCache } from './browse-cache.js';
import { type BrowseRead, CHANGED_BY, callOf, changesOf, WRITE_CALLS } from './invalidation.js';

const READS: readonly BrowseRead[] = ['home', 'profile', 'userBoards', 'board', 'boardFeed', 'search', 'pin'];
const wire = (call: PortCall, fill = 'x1') => ({
  method: ROUTES[call].method,
  url: `http://pinstack.test${ROUTES[call].path.replace(/\{\w+\}/g, fill)}?data=%7B%7D`,
});

describe('CHANGED_BY: which write drops which browse read (issue 20 §3)', () => {
  test('every call of PORT_CALLS that is not a GET has a decision; no read has one', () => {
    const decided = new Set(Object.keys(CHANGED_BY));
    // a new write call fails here until CHANGED_BY says what it changes (`[]` for nothing a browse page shows)
    expect(WRITE_CALLS.filter((call) => !decided.has(call))).toEqual([]);
    expect([...decided].filter((call) => !WRITE_CALLS.includes(call as PortCall))).toEqual([]);
    expect(WRITE_CALLS.length).toBeGreaterThan(20);
  });

  test.each([
    // S0 §4 saving: the board's feed and cover, its owner's counts and boards, the home feed and search
    ['RepinResource.create', ['home', 'boardFeed', 'board', 'userBoards', 'profile', 'search']],
    ['PinResource.create', ['home', 'boardFeed', 'board', 'userBoards', 'profile', 'search']],
    // S0 §4/§5 moving Pins: both boards' feeds, counts and covers, and the Pin's own page
    ['BulkEditSelectAllResource.update', ['boardFeed', 'board', 'userBoards', 'profile', 'search', 'pin']],
    // S0 §7 "the owner's user data and board lists are refreshed" after a board is made
    ['BoardResource.create', ['userBoards', 'profile', 'search', 'board']],
    ['BoardSectionResource.create', ['board']],
    // S0 §4 follow: the profile's follower count
    ['UserFollowResource.create', ['profile']],
    ['UserFollowResource.delete', ['profile']],
    ['VIPResource.create', []],
  ] as const)('%s changes %j', (call, reads) => {
    expect(changesOf(call)).toEqual(reads);
  });

  test.each(['UserSessionResource.create', 'UserSessionResource.delete', 'UserRegisterResource.create'] as const)(
    '%s changes who is signed in: every read',
    (call) => {
      expect(changesOf(call)).toBe('session');
    },
  );

  test('reads change nothing, nor does a call no table knows', () => {
    for (const call of PORT_CALLS.filter((c) => ROUTES[c].method === 'GET')) expect(changesOf(call)).toEqual([]);
    expect(changesOf(null)).toEqual([]);
  });
});

describe('callOf: the call a backend reported', () => {
  test('a call by name is itself', () => {
    expect(callOf('RepinResource.create')).toBe('RepinResource.create');
  });

  test.prop([fc.constantFrom(...PORT_CALLS.filter((call) => call !== 'POST {upload_url}')), fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)])(
    'the method and path an HTTP call sends name that call, whatever ids its path holds',
    (call, id) => {
      expect(callOf(wire(call, id))).toBe(call);
    },
  );

  test('a path no route has, or a route under another method, is no call', () => {
    expect(callOf({ method: 'POST', url: '/resource/NoSuchResource/create/' })).toBeNull();
    expect(callOf({ method: 'PUT', url: '/resource/RepinResource/create/' })).toBeNull();
    expect(callOf({ method: 'POST', url: '/resource/RepinResource/create/extra/' })).toBeNull();
    expect(callOf({ method: 'POST', url: '[object Request]' })).toBeNull();
  });
});

describe('dropChanged: the cache after a write', () => {
  const seeded = () => {
    const cache = makeBrowseCache();
    for (const read of READS) cache.setQueryData([read, 'k', 'viewer'], { read });
    return cache;
  };
  const invalidated = (cache: ReturnType<typeof seeded>) =>
    READS.filter((read) => cache.getQueryState([read, 'k', 'viewer'])?.isInvalidated === true);

  test('a repin answered by the server drops the board reads, not the Pin page', () => {
    const cache = seeded();
    dropChanged(cache, wire('RepinResource.create'));
    expect(invalidated(cache)).toEqual(['home', 'profile', 'userBoards', 'board', 'boardFeed', 'search']);
  });

  test('a read, and a write that changes no browse page, drop nothing', () => {
    const cache = seeded();
    dropChanged(cache, wire('HomeFeedResource.get'));
    dropChanged(cache, 'VIPResource.create');
    expect(invalidated(cache)).toEqual([]);
  });

  test('signing out removes what no page shows and revalidates what one does', () => {
    const cache = seeded();
    const shown = new QueryObserver(cache, { queryKey: ['pin', 'k', 'viewer'], queryFn: () => ({ read: 'pin' }), staleTime: Infinity });
    const stop = shown.subscribe(() => undefined);
    dropChanged(cache, 'UserSessionResource.delete');
    expect(
      cache
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(['pin']);
    expect(cache.getQueryState(['pin', 'k', 'viewer'])?.isInvalidated).toBe(true);
    stop();
  });

  test('on screen, the board feed is fetched again at once; the home feed is left in place until the next visit', async () => {
    const cache = makeBrowseCache();
    const fetched: BrowseRead[] = [];
    const observe = (read: BrowseRead) => {
      const observer = new QueryObserver(cache, {
        queryKey: [read, 'k', 'viewer'],
        queryFn: async () => {
          fetched.push(read);
          return { read };
        },
      });
      return observer.subscribe(() => undefined);
    };
    const stops = [observe('home'), observe('boardFeed')];
    await expect.poll(() => fetched.length).toBe(2);
    dropChanged(cache, 'RepinResource.create');
    await expect.poll(() => fetched).toEqual(['home', 'boardFeed', 'boardFeed']);
    expect(cache.getQueryState(['home', 'k', 'viewer'])?.isInvalidated).toBe(true);
    for (const stop of stops) stop();
  });
});
