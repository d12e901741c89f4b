/**
 * HTTP implementation of `SearchService` (S1 §7): typeahead results cached by scope and term in
 * the adapter instance, bounded (S1 §9 recent-item cache size) with effect's `Cache`, which also
 * shares one request between concurrent lookups of the same key.
 */
import { Cache, Duration, Effect, Exit } from 'effect';
import {
  TypeaheadResultSchema,
  type CallError,
  type SearchServiceShape,
  type TypeaheadOptions,
  type TypeaheadResult,
} from '@pinstack/core';
import { callApi } from './client.js';
import type { ResolvedConfig } from './config.js';

interface CacheKey {
  readonly term: string;
  readonly pin_scope: string;
  /** Absent: the request schema's default (`TYPEAHEAD_DEFAULT_COUNT`), filled on the wire. */
  readonly count?: number;
}

/** `SearchService` over HTTP with its typeahead cache; the cache lives as long as the returned service. */
export function makeSearchServiceHttp(config: ResolvedConfig): SearchServiceShape {
  const fetchPage = (options: TypeaheadOptions) => callApi(config, 'SearchTypeaheadResource.get', options, TypeaheadResultSchema);

  // note: keys are strings because Cache compares keys with Equal, and plain objects compare by reference
  const cache = Effect.runSync(
    Cache.makeWith<string, TypeaheadResult, CallError>((key) => fetchPage(JSON.parse(key) as CacheKey), {
      capacity: config.typeaheadCacheSize,
      // A zero time-to-live still serves the failure within the same clock millisecond: `typeahead`
      // below drops a failed entry itself, so the next keystroke always asks again.
      timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.infinity : Duration.zero),
    }),
  );

  return {
    typeahead: (options) => {
      // Later pages (bookmarks) are not "results for a term": always fetched.
      if (options.bookmarks !== undefined && options.bookmarks.length > 0) return fetchPage(options);
      const key: CacheKey = {
        term: options.term,
        pin_scope: options.pin_scope,
        ...(options.count !== undefined ? { count: options.count } : {}),
      };
      const cacheKey = JSON.stringify(key);
      // Failures (aborts, outages) are retried on the next lookup rather than remembered.
      return Cache.get(cache, cacheKey).pipe(Effect.tapError(() => Cache.invalidate(cache, cacheKey)));
    },
  };
}
