/**
 * The browse pages' cache (issue 20 §3): home, board, profile, search and Pin pages read through
 * one TanStack Query client, so the same read in flight is asked once, a page seen before shows
 * its answer at once and is revalidated when stale, and Back finds the feed as it was left. The
 * client lives here, in the composition root, loaded with the first browse page: never before
 * the create-Pin page's board picker shows (`npm run size`). Writes reach it from one place: the
 * backend tells of every call that succeeded, and `CHANGED_BY` says which reads to drop.
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { CallDone, Outcome, WebBackend } from '../ports/backend.js';
import type { ReadState } from '../pages/use-read.js';
import { useSession } from '../session.js';
import { type BrowseRead, callOf, changesOf, REFETCH_WHILE_SHOWN } from './invalidation.js';

/** A browse read's cache key: what it reads, then its parameters (the viewer's id last: each viewer sees their own). */
export type BrowseKey = readonly [BrowseRead, ...(string | null)[]];

/** How long an answer counts as fresh: Back and forth within it asks nothing; after it, shown and revalidated. */
export const BROWSE_FRESH_MS = 30_000;
/** How long an answer no page shows is kept for Back (the loaded pages of a feed too). */
export const BROWSE_KEPT_MS = 30 * 60_000;

/** A failed read, as the query holds it: the outcome the page shows. */
export class ReadFailure extends Error {
  constructor(readonly outcome: Extract<Outcome<never>, { ok: false }>) {
    super(outcome.message);
    this.name = 'ReadFailure';
  }
}

/** The value of an outcome, or a {@link ReadFailure} thrown for the query to hold. */
export function answerOf<A>(outcome: Outcome<A>): A {
  if (!outcome.ok) throw new ReadFailure(outcome);
  return outcome.value;
}

/** The failure a page shows for a query's error (a defect becomes S0 §8's generic message through `runOutcome` already). */
export function failureOf(error: unknown): Extract<Outcome<never>, { ok: false }> {
  return error instanceof ReadFailure ? error.outcome : { ok: false, message: error instanceof Error ? error.message : String(error) };
}

/** A new cache with the browse pages' defaults (one per app; tests make their own). */
export function makeBrowseCache(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: BROWSE_FRESH_MS,
        gcTime: BROWSE_KEPT_MS,
        // a failed read shows its message at once (S0 §8), as before the cache
        retry: false,
        // the data changes by writes we hear of, and by others' on the next visit once stale
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Drops what the call `done` changed (`CHANGED_BY`): reads on screen are refetched (home and
 * search only marked stale), the others on their next visit. Signing in, out or up removes every
 * read no page shows and refetches the rest.
 */
export function dropChanged(cache: QueryClient, done: CallDone): void {
  const changes = changesOf(callOf(done));
  if (changes === 'session') {
    cache.removeQueries({ type: 'inactive' });
    void cache.invalidateQueries();
    return;
  }
  for (const read of changes)
    void cache.invalidateQueries({ queryKey: [read], refetchType: REFETCH_WHILE_SHOWN[read] ? 'active' : 'none' });
}

const appCache = makeBrowseCache();
const heard = new WeakSet<WebBackend>();

/** The app's browse cache, told of every write `backend` carries out from now on. */
export function browseCacheOf(backend: WebBackend | null): QueryClient {
  if (backend !== null && !heard.has(backend)) {
    heard.add(backend);
    backend.onCallDone((done) => dropChanged(appCache, done));
  }
  return appCache;
}

/**
 * A browse page's read through the cache: `read` runs once per key (de-duplicated while in
 * flight); a cached answer shows at once, revalidated when stale. Loading only until the first
 * answer: a refetch keeps the answer on screen.
 */
export function useCachedRead<A>(key: BrowseKey, read: (backend: WebBackend) => Promise<Outcome<A>>): ReadState<A> {
  const { backend } = useSession();
  const query = useQuery(
    {
      queryKey: key,
      queryFn: async () => answerOf(await read(backend as WebBackend)),
      enabled: backend !== null,
    },
    browseCacheOf(backend),
  );
  if (query.data !== undefined) return { status: 'done', value: query.data };
  if (query.error === null) return { status: 'loading' };
  const failure = failureOf(query.error);
  return {
    status: 'failed',
    message: failure.message,
    ...(failure.status === undefined ? {} : { httpStatus: failure.status }),
    ...(failure.code === undefined ? {} : { code: failure.code }),
  };
}
