/**
 * Every call's options are encoded by its core request schema (`REQUESTS`, issue #12): options the
 * schema refuses are a 400 `Invalid options.` naming the field, before any request is sent, for
 * every call of the routes table; and `callApi` takes only a call's `Type`-side options.
 */
import { describe, expect, it } from 'vitest';
import { Effect, Schema } from 'effect';
import {
  AcknowledgedSchema,
  AdsService,
  AuthService,
  AutocompleteResultSchema,
  BoardService,
  BrowseService,
  CollaboratorService,
  INVALID_OPTIONS,
  NoOptions,
  PinService,
  REQUESTS,
  ROUTES,
  SearchService,
  TrackingService,
  UploadService,
  UserService,
  type CallError,
  type PortCall,
  type UploadCreateOptions,
} from '@pinstack/core';
import { callApi } from './client.js';
import { resolveConfig } from './config.js';
import { makeHttpAdapter, type HttpServices } from './index.js';
import { recordingFetch, successResponse } from './testing.js';

const BASE = 'https://api.test';
const long = (n: number): string => 'x'.repeat(n);

/** Calls that take no options: nothing a caller passes can be refused. */
const NO_OPTIONS = [
  'BoardInvitationsResource.get',
  'GET /v3/users/settings',
  'GET /vx/business_access/profiles/',
  'UserSessionResource.delete',
  'UserSessionsResource.delete',
  'POST /v3/users/website/verify/',
] as const;
/** The multipart upload sends the ticket's signed `upload_parameters` as the backend issued them (uploads.ts). */
const UPLOAD = 'POST {upload_url}';

type Refusable = Exclude<PortCall, (typeof NO_OPTIONS)[number] | typeof UPLOAD>;

interface Refusal {
  /** The port call with options its request schema refuses (each a value of the port's type unless marked). */
  readonly run: Effect.Effect<unknown, CallError, HttpServices>;
  /** The field `message_detail` names first. */
  readonly field: string;
}

// note: a mapped type over the calls, so a new call does not compile until it has a case here
const refusals: { readonly [C in Refusable]: Refusal } = {
  'BoardPickerBoardsResource.get': {
    run: Effect.flatMap(BoardService, (s) => s.getPickerBoards({ username: 'ann', shortlist_suggestions: 99 })),
    field: 'shortlist_suggestions',
  },
  'BoardResource.get': { run: Effect.flatMap(BoardService, (s) => s.getBoard({ board_id: '' })), field: 'board_id' },
  'BoardResource.create': { run: Effect.flatMap(BoardService, (s) => s.createBoard({ name: long(1001) })), field: 'name' },
  'BoardResource.update': { run: Effect.flatMap(BoardService, (s) => s.updateBoard({ board_id: '' })), field: 'board_id' },
  'BoardResource.delete': { run: Effect.flatMap(BoardService, (s) => s.deleteBoard({ board_id: '' })), field: 'board_id' },
  'BoardSectionResource.get': { run: Effect.flatMap(BoardService, (s) => s.getSection({ section_id: '' })), field: 'section_id' },
  'BoardSectionResource.create': {
    run: Effect.flatMap(BoardService, (s) => s.createSection({ board_id: 'b1', name: 'Lighting', name_source: 7 })),
    field: 'name_source',
  },
  'BoardSectionsRepinResource.get': { run: Effect.flatMap(BoardService, (s) => s.getSections({ board_id: '' })), field: 'board_id' },
  'BoardSectionEditResource.update': {
    run: Effect.flatMap(BoardService, (s) => s.addSectionPins({ section_id: 's1', pins: [''] })),
    field: 'pins.0',
  },
  'BoardSectionPinsResource.delete': {
    run: Effect.flatMap(BoardService, (s) => s.removeSectionPins({ section_id: '', pins: [] })),
    field: 'section_id',
  },
  'BoardFeedResource.get': {
    run: Effect.flatMap(BoardService, (s) => s.getBoardFeed({ board_id: 'b1', page_size: 0 })),
    field: 'page_size',
  },
  'BoardArchiveResource.create': { run: Effect.flatMap(BoardService, (s) => s.archiveBoard({ board_id: '' })), field: 'board_id' },
  'BoardArchiveResource.delete': { run: Effect.flatMap(BoardService, (s) => s.unarchiveBoard({ board_id: '' })), field: 'board_id' },
  'BoardSectionResource.update': {
    run: Effect.flatMap(BoardService, (s) => s.updateSection({ section_id: 's1', name: long(1001) })),
    field: 'name',
  },
  'BoardSectionResource.delete': { run: Effect.flatMap(BoardService, (s) => s.deleteSection({ section_id: '' })), field: 'section_id' },
  'PinResource.update': {
    run: Effect.flatMap(PinService, (s) => s.updatePin({ id: 'p1', link: 'javascript:alert(1)' })),
    field: 'link',
  },
  'PinResource.delete': { run: Effect.flatMap(PinService, (s) => s.deletePin({ id: '' })), field: 'id' },
  'PinResource.create': {
    run: Effect.flatMap(PinService, (s) => s.createPin({ board_id: 'b1', image_url: 'ftp://x/y.jpg' })),
    field: 'image_url',
  },
  'RepinResource.create': { run: Effect.flatMap(PinService, (s) => s.repin({ board_id: 'b1', pin_id: '' })), field: 'pin_id' },
  // the comma-joined wire text is bounded (2000): checked on the encoded side
  'GET /v3/pins/{id}/': { run: Effect.flatMap(PinService, (s) => s.getPin({ id: 'p1', field_sets: [long(2001)] })), field: 'field_sets' },
  'BulkEditResource.update': {
    run: Effect.flatMap(PinService, (s) => s.movePins({ board_id: 'b1', pin_ids: Array.from({ length: 1001 }, () => 'p') })),
    field: 'pin_ids',
  },
  'BulkEditSelectAllResource.update': {
    run: Effect.flatMap(PinService, (s) => s.moveAllPins({ board_id: 'b1', new_board_id: '', pin_ids: [] })),
    field: 'new_board_id',
  },
  AlreadyPinnedCheckQuery: { run: Effect.flatMap(PinService, (s) => s.alreadyPinnedCheck({ pinId: '' })), field: 'pinId' },
  PinCreateSuccessQuery: { run: Effect.flatMap(PinService, (s) => s.pinCreateSuccess({ pinId: '' })), field: 'pinId' },
  'GET /v3/pins/{id}/board_title_suggestions/': {
    run: Effect.flatMap(PinService, (s) => s.getBoardTitleSuggestions({ pin_id: '' })),
    field: 'pin_id',
  },
  'FindPinImagesResource.get': { run: Effect.flatMap(PinService, (s) => s.findPinImages({ url: 'not a url' })), field: 'url' },
  'GET /v3/search/autocomplete/': { run: Effect.flatMap(PinService, (s) => s.hashtagAutocomplete({ q: long(201) })), field: 'q' },
  'PUT /v3/pins/image/': { run: Effect.flatMap(PinService, (s) => s.warmImage({ image_url: 'javascript:alert(1)' })), field: 'image_url' },
  'VIPResource.create': {
    // a caller outside the types: 'pinimage' is the only upload type
    run: Effect.flatMap(UploadService, (s) => s.createUpload({ type: 'video' } as unknown as UploadCreateOptions)),
    field: 'type',
  },
  'VIPResource.get': { run: Effect.flatMap(UploadService, (s) => s.getUploads({ upload_ids: [''] })), field: 'upload_ids.0' },
  'UserFollowResource.create': { run: Effect.flatMap(UserService, (s) => s.follow({ user_id: '' })), field: 'user_id' },
  'UserFollowResource.delete': { run: Effect.flatMap(UserService, (s) => s.unfollow({ user_id: '' })), field: 'user_id' },
  'PUT /v3/users/follow/': {
    run: Effect.flatMap(UserService, (s) => s.followMany({ followee_ids: [long(10_001)] })),
    field: 'followee_ids',
  },
  'UserBlockResource.create': { run: Effect.flatMap(UserService, (s) => s.block({ blocked_user_id: '' })), field: 'blocked_user_id' },
  'UserBlockResource.delete': { run: Effect.flatMap(UserService, (s) => s.unblock({ blocked_user_id: '' })), field: 'blocked_user_id' },
  'UserStateResource.create': { run: Effect.flatMap(UserService, (s) => s.setUserState({ state: '', value: 1 })), field: 'state' },
  'POST /v3/users/me/': { run: Effect.flatMap(UserService, (s) => s.updateMe({ username: long(31) })), field: 'username' },
  'GET /v3/register/exists/': { run: Effect.flatMap(UserService, (s) => s.emailExists({ email: long(321) })), field: 'email' },
  'ShareSuggestionsResource.get': { run: Effect.flatMap(CollaboratorService, (s) => s.getSuggestions({ count: 0 })), field: 'count' },
  'ShareSuggestionsTypeaheadResource.get': {
    run: Effect.flatMap(CollaboratorService, (s) => s.typeahead({ term: long(321) })),
    field: 'term',
  },
  'BoardInviteResource.create': { run: Effect.flatMap(CollaboratorService, (s) => s.invite({ board_id: '' })), field: 'board_id' },
  'BoardInvitationResource.update': {
    run: Effect.flatMap(CollaboratorService, (s) => s.answerInvitation({ invitation_id: 'i1', answer: 'maybe' as 'accept' })),
    field: 'answer',
  },
  'BoardCollaboratorResource.delete': {
    run: Effect.flatMap(CollaboratorService, (s) => s.removeCollaborator({ board_id: 'b1', user_id: '' })),
    field: 'user_id',
  },
  'BoardSentInvitationsResource.get': {
    run: Effect.flatMap(CollaboratorService, (s) => s.sentInvitations({ board_id: '' })),
    field: 'board_id',
  },
  'BoardInvitationResource.delete': {
    run: Effect.flatMap(CollaboratorService, (s) => s.cancelInvitation({ invitation_id: '' })),
    field: 'invitation_id',
  },
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': {
    run: Effect.flatMap(AdsService, (s) =>
      s.quickPromote({
        budget_in_micro_currency: 3_000_000,
        // a blank name is the core rule's to refuse (in the product's words); an unbounded one the schema's
        campaign_name: long(1001),
        duration: 10,
        auto_targeting_enabled: true,
        is_ongoing: true,
        start_now: true,
        targeting_spec: { GENDER: ['female'] },
        advertiser_id: 'a1',
        ads_client_type: 'quick_promote',
        pin_id: 'p1',
        flexible_daily_budget_enabled: false,
      }),
    ),
    field: 'campaign_name',
  },
  'GET /v3/offsite/': { run: Effect.flatMap(AdsService, (s) => s.checkOffsite({ url: long(4097) })), field: 'url' },
  'AdvertiserResource.create': {
    run: Effect.flatMap(AdsService, (s) => s.createAdvertiser({ name: '  ', country: 'US' })),
    field: 'name',
  },
  'AdvertiserResource.get': { run: Effect.flatMap(AdsService, (s) => s.getAdvertiser({ advertiser_id: '' })), field: 'advertiser_id' },
  'AdvertiserCampaignsResource.get': {
    run: Effect.flatMap(AdsService, (s) => s.getCampaigns({ advertiser_id: 'a1', page_size: 0 })),
    field: 'page_size',
  },
  'UserSessionResource.create': {
    run: Effect.flatMap(AuthService, (s) => s.signIn({ username_or_email: long(321), password: 'pw' })),
    field: 'username_or_email',
  },
  'UserRegisterResource.create': { run: Effect.flatMap(AuthService, (s) => s.signUp({ username: long(31) })), field: 'username' },
  'POST /v3/facebook/profile_data/': {
    run: Effect.flatMap(AuthService, (s) => s.getFacebookProfile({ access_token: long(4097) })),
    field: 'access_token',
  },
  'GET /v3/facebook/login_data/': {
    run: Effect.flatMap(AuthService, (s) => s.getFacebookLoginData({ facebook_id: long(201), facebook_token: 't' })),
    field: 'facebook_id',
  },
  'UserPasswordResource.update': {
    run: Effect.flatMap(AuthService, (s) => s.changePassword({ old_password: long(1001), new_password: 'long enough' })),
    field: 'old_password',
  },
  'SearchTypeaheadResource.get': {
    run: Effect.flatMap(SearchService, (s) => s.typeahead({ term: 'cake', pin_scope: 'everything' })),
    field: 'pin_scope',
  },
  'HomeFeedResource.get': { run: Effect.flatMap(BrowseService, (s) => s.homeFeed({ page_size: 500 })), field: 'page_size' },
  'UserResource.get': { run: Effect.flatMap(BrowseService, (s) => s.user({ username: '' })), field: 'username' },
  'UserBoardsResource.get': {
    run: Effect.flatMap(BrowseService, (s) => s.userBoards({ username: 'ann', bookmark: long(201) })),
    field: 'bookmark',
  },
  'UserPinsResource.get': { run: Effect.flatMap(BrowseService, (s) => s.userPins({ username: '' })), field: 'username' },
  'SearchResource.get': { run: Effect.flatMap(BrowseService, (s) => s.search({ query: long(501) })), field: 'query' },
  PinCreatePixel: {
    run: Effect.flatMap(TrackingService, (s) => s.sendPinCreatePixel({ event: 'pin_create_success', path: long(2049) })),
    field: 'path',
  },
  AttributionSourceReport: {
    run: Effect.flatMap(TrackingService, (s) =>
      s.reportAttributionSource({
        source_event_id: 'e1',
        destination: ['https://shop.example'],
        expiry: 1,
        priority: 0,
        advertiser_id: '',
        campaign_id: 'c1',
        source_event_type: 'event',
      }),
    ),
    field: 'advertiser_id',
  },
};

/** Runs a call on an adapter whose fetch records every request (and would answer success). */
const attempt = async (run: Effect.Effect<unknown, CallError, HttpServices>) => {
  const { fetch, requests } = recordingFetch(() => successResponse(null));
  const error = await Effect.runPromise(
    Effect.provide(Effect.flip(run), makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => 'tok' })),
  );
  return { error, requests };
};

describe('HTTP adapter: options are encoded by the core request schemas (issue #12)', () => {
  it('every call of the routes table has a request schema, and every call with options a refusal case here', () => {
    const calls = Object.keys(ROUTES) as PortCall[];
    expect(calls.filter((call) => !Schema.isSchema(REQUESTS[call]))).toEqual([]);
    const covered = new Set<string>([...Object.keys(refusals), ...NO_OPTIONS, UPLOAD]);
    expect(calls.filter((call) => !covered.has(call))).toEqual([]);
    // the calls left out take no options at all
    expect(NO_OPTIONS.filter((call) => REQUESTS[call] !== NoOptions)).toEqual([]);
  });

  for (const [call, refusal] of Object.entries(refusals) as [Refusable, Refusal][]) {
    it(`${call}: options its schema refuses are a 400 Invalid options. naming ${refusal.field}, and nothing is sent`, async () => {
      const { error, requests } = await attempt(refusal.run);
      expect(requests).toEqual([]);
      expect(error).toMatchObject({ _tag: 'ApiError', call, message: INVALID_OPTIONS, http_status: 400 });
      expect(error._tag === 'ApiError' ? error.message_detail : undefined).toMatch(new RegExp(`^${refusal.field.replace('.', '\\.')}: `));
    });
  }

  it('options that throw while being read (a caller outside the types) are the same refusal, not a defect', async () => {
    const options = Object.defineProperty({}, 'board_id', {
      enumerable: true,
      get: () => {
        throw new Error('board_id is unavailable');
      },
    }) as { readonly board_id: string };
    const { error, requests } = await attempt(Effect.flatMap(BoardService, (s) => s.deleteBoard(options)));
    expect(requests).toEqual([]);
    expect(error).toMatchObject({
      _tag: 'ApiError',
      call: 'BoardResource.delete',
      message: INVALID_OPTIONS,
      message_detail: 'options: board_id is unavailable',
      http_status: 400,
    });
  });

  it('fields the schema does not name are not sent', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse(null));
    const extra = { board_id: 'b1', note: 'not a field of BoardResource delete' };
    await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(BoardService, (s) => s.deleteBoard(extra)),
        makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => 'tok' }),
      ),
    );
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ options: { board_id: 'b1' } });
  });

  it('the wire’s field order is the request schema’s, however the caller wrote the options (issue #22: Effect 4 has no "original" order)', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse({ id: 'b1', name: 'Kitchen' }));
    const layer = makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => 'tok' });
    const create = (options: { readonly name: string; readonly description: string; readonly privacy: 'secret' }) =>
      Effect.runPromise(
        Effect.provide(
          Effect.flatMap(BoardService, (s) => s.createBoard(options)),
          layer,
        ),
      );
    await create({ description: 'Tiles', privacy: 'secret', name: 'Kitchen' });
    await create({ name: 'Kitchen', privacy: 'secret', description: 'Tiles' });
    const bodies = requests.map((request) => String(request.body));
    expect(bodies[0]).toBe(bodies[1]);
    // BoardCreateRequest names `name`, `privacy`, `description` in that order (the adapter adds its own fields)
    const mine = new Set(['name', 'privacy', 'description']);
    expect(Object.keys(JSON.parse(bodies[0] ?? '{}').options).filter((key) => mine.has(key))).toEqual(['name', 'privacy', 'description']);
  });

  it('callApi takes a call’s Type-side options only; its Encoded side does not compile', () => {
    const config = resolveConfig({ baseUrl: BASE, fetch: () => Promise.reject(new Error('not sent')) }, () => undefined);
    // Built, never run: these lines are checked by tsc.
    const built = [
      callApi(config, 'PUT /v3/users/follow/', { followee_ids: ['u2', 'u3'] }, AcknowledgedSchema),
      // @ts-expect-error the comma-joined text is the wire's; the call takes the list
      callApi(config, 'PUT /v3/users/follow/', { followee_ids: 'u2,u3' }, AcknowledgedSchema),
      // @ts-expect-error the flag is a boolean; `'true'` is the query string's
      callApi(config, 'GET /v3/search/autocomplete/', { q: '#cake', show_pin_count: 'true' }, AutocompleteResultSchema),
      // @ts-expect-error a beacon goes through callBeacon: its answer body is not read
      callApi(config, 'PinCreatePixel', { event: 'pin_create_fail' }, AcknowledgedSchema),
    ];
    expect(built).toHaveLength(4);
  });
});
