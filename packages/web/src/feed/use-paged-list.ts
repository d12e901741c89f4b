/**
 * A paged list read page by page: the first page at once, the next when the page has scrolled to
 * within two viewport heights of its end (S1 §9 `shouldFetchMore`), checked once scrolling has
 * settled for SCROLL_FETCH_DEBOUNCE_MS (200 ms). The pages loaded so far live in the browse cache
 * (issue 20 §3): Back to the list shows them at once, as many as were loaded.
 */
import { SCROLL_FETCH_DEBOUNCE_MS } from '@pinstack/core';
import { shouldFetchMore } from '@pinstack/core/rules';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { type BrowseKey, browseCacheOf, failureOf, answerOf } from '../cache/browse-cache.js';
import type { Outcome } from '../ports/backend.js';
import type { ListPage } from '../ports/browse.js';
import { useSession } from '../session.js';

/** The list so far, whether more is loading, and a failure to show. */
export interface PagedList<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  readonly done: boolean;
  readonly failure: { readonly message: string; readonly status?: number; readonly code?: number } | null;
}

/** Reads `fetchPage` for `key` (each key its own list in the cache) and follows the scroll; `null` waits. */
export function usePagedList<T>(
  key: BrowseKey,
  fetchPage: ((bookmark: string | null) => Promise<Outcome<ListPage<T>>>) | null,
): PagedList<T> {
  const { backend } = useSession();
  const query = useInfiniteQuery<ListPage<T>, Error, InfiniteData<ListPage<T>, string | null>, BrowseKey, string | null>(
    {
      queryKey: key,
      queryFn: async ({ pageParam }) => {
        // note: never called while `fetchPage` is null (the query is disabled then)
        if (fetchPage === null) throw new Error('the list cannot be read yet');
        return answerOf(await fetchPage(pageParam));
      },
      initialPageParam: null,
      // the wire's bookmark of the next page; `null` on the last one (undefined tells TanStack there is none)
      getNextPageParam: (last) => last.bookmark ?? undefined,
      enabled: fetchPage !== null,
    },
    browseCacheOf(backend),
  );
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const list: PagedList<T> = {
    items,
    // only the first page and the next one show as loading: a revalidation keeps the cards as they are
    loading: query.isPending || query.isFetchingNextPage,
    done: query.data !== undefined && !query.hasNextPage,
    failure: query.error === null ? null : failureOf(query.error),
  };

  // S1 §9 scroll-to-fetch, debounced; also checked after each page lands (a short page may not fill the screen)
  const latest = useRef({ list, query });
  latest.current = { list, query };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const { list: now, query: current } = latest.current;
      // note: not while the loaded pages revalidate; a next page then would cancel that refetch
      if (now.done || now.loading || now.failure !== null || current.isFetching || !current.hasNextPage) return;
      const root = document.documentElement;
      if (shouldFetchMore({ scrollTop: root.scrollTop, viewportHeight: window.innerHeight, contentHeight: root.scrollHeight }))
        void current.fetchNextPage();
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SCROLL_FETCH_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [items.length, list.done, query.isFetching]);

  return list;
}
