/**
 * HTTP implementation of `BrowseService` (wire-protocol.md "Reads the web app needs"): options
 * encoded with the core request schemas (`requests/browse.ts`), answers decoded with Schema, a list
 * read's bookmark read from beside its `data`.
 */
import { Effect } from 'effect';
import { BoardSummarySchema, PinSchema, ProfileSchema, searchResultKind, UserSchema, type BrowseServiceShape } from '@pinstack/core';
import { callApi, callApiPage } from './client.js';
import type { ResolvedConfig } from './config.js';

/** `BrowseService` over HTTP. */
export function makeBrowseServiceHttp(config: ResolvedConfig): BrowseServiceShape {
  return {
    homeFeed: (options) => callApiPage(config, 'HomeFeedResource.get', options, PinSchema),
    user: (options) => callApi(config, 'UserResource.get', options, ProfileSchema),
    userBoards: (options) => callApiPage(config, 'UserBoardsResource.get', options, BoardSummarySchema),
    userPins: (options) => callApiPage(config, 'UserPinsResource.get', options, PinSchema),
    board: (options) => callApi(config, 'BoardResource.get', options, BoardSummarySchema),
    boardFeed: (options) => callApiPage(config, 'BoardFeedResource.get', options, PinSchema),
    search: (options) => {
      // S1 §3: the scope says which list comes back, so each decodes with its own item schema
      switch (searchResultKind(options.scope)) {
        case 'boards':
          return Effect.map(callApiPage(config, 'SearchResource.get', options, BoardSummarySchema), (page) => ({
            kind: 'boards' as const,
            page,
          }));
        case 'users':
          return Effect.map(callApiPage(config, 'SearchResource.get', options, UserSchema), (page) => ({ kind: 'users' as const, page }));
        case 'pins':
          return Effect.map(callApiPage(config, 'SearchResource.get', options, PinSchema), (page) => ({ kind: 'pins' as const, page }));
      }
    },
  };
}
