/**
 * A paged list read page by page: the first page at once, the next when the page has scrolled to
 * within two viewport heights of its end (S1 §9 `shouldFetchMore`), checked once scrolling has
 * settled for SCROLL_FETCH_DEBOUNCE_MS (200 ms).
 */
import { SCROLL_FETCH_DEBOUNCE_MS } from '@pinstack/core';
import { shouldFetchMore } from '@pinstack/core/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../ports/backend.js';
import type { ListPage } from '../ports/browse.js';

/** The list so far, whether more is loading, and a failure to show. */
export interface PagedList<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  readonly done: boolean;
  readonly failure: { readonly message: string; readonly status?: number; readonly code?: number } | null;
}

/** Reads `fetchPage` for `key` (a new key starts over) and follows the scroll. */
export function usePagedList<T>(key: string, fetchPage: ((bookmark: string | null) => Promise<Outcome<ListPage<T>>>) | null): PagedList<T> {
  const [state, setState] = useState<PagedList<T> & { bookmark: string | null; key: string }>({
    key,
    items: [],
    loading: true,
    done: false,
    failure: null,
    bookmark: null,
  });
  const busy = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback((forKey: string, bookmark: string | null) => {
    const fetcher = fetchRef.current;
    if (fetcher === null || busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, loading: true }));
    fetcher(bookmark).then((outcome) => {
      busy.current = false;
      setState((s) => {
        if (s.key !== forKey) return s;
        if (!outcome.ok) return { ...s, loading: false, failure: outcome };
        return {
          ...s,
          items: [...s.items, ...outcome.value.items],
          bookmark: outcome.value.bookmark,
          done: outcome.value.bookmark === null,
          loading: false,
        };
      });
    });
  }, []);

  useEffect(() => {
    busy.current = false;
    setState({ key, items: [], loading: true, done: false, failure: null, bookmark: null });
    if (fetchRef.current !== null) load(key, null);
  }, [key, load, fetchPage === null]);

  // S1 §9 scroll-to-fetch, debounced; also checked after each page lands (a short page may not fill the screen)
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const s = latest.current;
      if (s.done || s.loading || s.failure !== null) return;
      const root = document.documentElement;
      if (shouldFetchMore({ scrollTop: root.scrollTop, viewportHeight: window.innerHeight, contentHeight: root.scrollHeight }))
        load(s.key, s.bookmark);
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
  }, [load, state.items.length, state.done]);

  return state.key === key ? state : { items: [], loading: true, done: false, failure: null };
}
