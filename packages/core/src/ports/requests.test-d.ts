import { describe, expectTypeOf, it } from 'vitest';
import type { SignInOptions, SignUpOptions } from '../rules/account.js';
import type { AttributionSourceOptions } from '../rules/attribution.js';
import type { MovePinsPayload } from '../rules/move.js';
import type { PinGetOptions, PinQueryVariables } from '../rules/success-dialog.js';
import type { QuickPromoteRequest } from './ads.js';
import type { BoardServiceShape } from './boards.js';
import type { BrowseServiceShape } from './browse.js';
import type { SearchOptions } from '../rules/search.js';
import type { PinServiceShape } from './pins.js';
import type { RequestOf } from './requests.js';
import type { PinCreatePixelOptions } from './tracking.js';

/** Compiles only when every value of `T` is a value of `S`. */
const accepts =
  <S>() =>
  <_T extends S>(): true =>
    true;

// Option types the rules build keep their own interfaces; every value of them must be accepted by
// the call's request schema, so a rule cannot start sending what the server would refuse.
describe('request schemas (types)', () => {
  it('the options the rules build are accepted by their calls’ request schemas', () => {
    expectTypeOf(accepts<RequestOf<'UserSessionResource.create'>>()<SignInOptions>()).toEqualTypeOf<true>();
    expectTypeOf(accepts<RequestOf<'UserRegisterResource.create'>>()<SignUpOptions>()).toEqualTypeOf<true>();
    expectTypeOf(accepts<RequestOf<'BulkEditSelectAllResource.update'>>()<MovePinsPayload>()).toEqualTypeOf<true>();
    expectTypeOf(accepts<RequestOf<'GET /v3/pins/{id}/'>>()<PinGetOptions>()).toEqualTypeOf<true>();
    expectTypeOf(accepts<RequestOf<'AlreadyPinnedCheckQuery'>>()<PinQueryVariables>()).toEqualTypeOf<true>();
    expectTypeOf(accepts<RequestOf<'AttributionSourceReport'>>()<AttributionSourceOptions>()).toEqualTypeOf<true>();
    expectTypeOf(
      accepts<RequestOf<'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/'>>()<QuickPromoteRequest>(),
    ).toEqualTypeOf<true>();
    expectTypeOf(accepts<RequestOf<'PinCreatePixel'>>()<PinCreatePixelOptions>()).toEqualTypeOf<true>();
    // S1 §3: the options `parseSearchQuery` reads from a search URL go out as SearchResource options
    expectTypeOf(accepts<RequestOf<'SearchResource.get'>>()<SearchOptions>()).toEqualTypeOf<true>();
  });

  it('port option types are the request schemas’ types', () => {
    expectTypeOf<Parameters<BoardServiceShape['createBoard']>[0]>().toEqualTypeOf<RequestOf<'BoardResource.create'>>();
    expectTypeOf<Parameters<BoardServiceShape['getBoardFeed']>[0]>().toEqualTypeOf<RequestOf<'BoardFeedResource.get'>>();
    expectTypeOf<Parameters<BrowseServiceShape['homeFeed']>[0]>().toEqualTypeOf<RequestOf<'HomeFeedResource.get'>>();
    expectTypeOf<Parameters<BrowseServiceShape['user']>[0]>().toEqualTypeOf<RequestOf<'UserResource.get'>>();
    expectTypeOf<Parameters<BrowseServiceShape['userBoards']>[0]>().toEqualTypeOf<RequestOf<'UserBoardsResource.get'>>();
    expectTypeOf<Parameters<BrowseServiceShape['board']>[0]>().toEqualTypeOf<RequestOf<'BoardResource.get'>>();
    expectTypeOf<Parameters<BoardServiceShape['getBoard']>[0]>().toEqualTypeOf<RequestOf<'BoardResource.get'>>();
    expectTypeOf<Parameters<BrowseServiceShape['boardFeed']>[0]>().toEqualTypeOf<RequestOf<'BoardFeedResource.get'>>();
    expectTypeOf<Parameters<BrowseServiceShape['search']>[0]>().toEqualTypeOf<RequestOf<'SearchResource.get'>>();
    expectTypeOf<Parameters<PinServiceShape['createPin']>[0]>().toEqualTypeOf<RequestOf<'PinResource.create'>>();
    expectTypeOf<Parameters<PinServiceShape['getBoardTitleSuggestions']>[0]>().toEqualTypeOf<
      RequestOf<'GET /v3/pins/{id}/board_title_suggestions/'>
    >();
  });
});
