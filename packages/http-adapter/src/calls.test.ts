/**
 * Every call of S0 §7 / S1 §7 through the HTTP adapter: exact method, path, query, headers and body
 * against a recorded envelope, and the decoded result.
 */
import { describe, expect, it } from 'vitest';
import { Effect, Result, Exit } from 'effect';
import {
  AdsService,
  AuthService,
  boardCreatePayload,
  boardPickerRequestOptions,
  BoardService,
  BrowseService,
  buildQuickPromotePayload,
  CollaboratorService,
  decodeRequest,
  PinService,
  PORT_CALLS,
  ROUTES,
  sectionCreatePayload,
  SearchService,
  UploadService,
  UserService,
  type PortCall,
} from '@pinstack/core';
import { makeHttpAdapter, type HttpServices } from './index.js';
import { recordingFetch, successResponse, type RecordedRequest } from './testing.js';

const BASE = 'https://api.test';
const TOKEN = 'csrf-token-1';

const board = { id: 'b1', name: 'Kitchen', privacy: 'public', owner: { id: 'u1', username: 'ann' }, section_count: 0 };
/** BoardResource get answers one board with its Pin count (core `RESPONSES`, issue #23 §2). */
const boardRead = { ...board, pin_count: 3 };
const section = { id: 's1', title: 'Lighting', board_id: 'b1' };
const pin = { id: 'p1', board: { id: 'b1', name: 'Kitchen' }, section: null, pinner: { id: 'u1' } };
const viewer = { isAuth: true, id: 'u1', username: 'ann', fullName: 'Ann A' };
const user = { id: 'u1', username: 'ann', full_name: 'Ann A' };
const advertiser = { id: 'a1', owner_user_id: 'u1', name: 'Ann Shop', country: 'US' };
const campaign = {
  campaign_id: 'c1',
  advertiser_id: 'a1',
  pin_id: 'p1',
  campaign_name: 'Spring',
  budget_in_micro_currency: 3_000_000,
  duration: 10,
  is_ongoing: true,
  destination_url: 'https://ann.example/',
  created_at: '2026-05-01T12:00:00.000Z',
};
const suggestion = { type: 'user_share_suggestion', user: { id: 'u2', full_name: 'Bo' } };

/** What the adapter must send: method, path, and the options (resource), query (REST GET) or body. */
interface Expected {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Resource read: the `options` inside `?data=`. */
  readonly data?: unknown;
  /** REST GET: the plain query parameters. */
  readonly query?: Record<string, string>;
  /** Writes: the JSON body. */
  readonly body?: unknown;
  readonly csrf?: boolean;
}

interface Case {
  readonly call: PortCall;
  readonly run: Effect.Effect<unknown, unknown, HttpServices>;
  readonly respond: unknown;
  readonly expected: Expected;
  readonly result: unknown;
}

const read = (name: string, data: unknown): Pick<Expected, 'method' | 'path' | 'data'> => ({
  method: 'GET',
  path: `/resource/${name}/get/`,
  data,
});
const write = (method: 'POST' | 'PUT' | 'DELETE', name: string, action: string, options: unknown): Expected => ({
  method,
  path: `/resource/${name}/${action}/`,
  body: { options },
  csrf: true,
});

const invitation = {
  id: 'i1',
  board: { id: 'b1', name: 'Garden', url: '/ann/garden/', privacy: 'public', image_cover_url: null, owner: { id: 'u1', username: 'ann' } },
  invited_by: { id: 'u1', username: 'ann', full_name: 'Ann' },
  created_at: '2026-11-27T00:00:00.000Z',
};

const profile = { ...user, followed_by_me: false, board_count: 2, pin_count: 5, follower_count: 1 };

const cases: Case[] = [
  {
    call: 'HomeFeedResource.get',
    run: Effect.flatMap(BrowseService, (s) => s.homeFeed({ page_size: 10 })),
    respond: [pin],
    expected: read('HomeFeedResource', { page_size: 10 }),
    result: { items: [pin], bookmark: null },
  },
  {
    call: 'UserResource.get',
    run: Effect.flatMap(BrowseService, (s) => s.user({ username: 'ann' })),
    respond: profile,
    expected: read('UserResource', { username: 'ann' }),
    result: profile,
  },
  {
    call: 'UserBoardsResource.get',
    run: Effect.flatMap(BrowseService, (s) => s.userBoards({ username: 'ann', bookmark: 'next' })),
    respond: [{ ...board, pin_count: 3 }],
    expected: read('UserBoardsResource', { username: 'ann', bookmark: 'next' }),
    result: { items: [{ ...board, pin_count: 3 }], bookmark: null },
  },
  {
    call: 'UserPinsResource.get',
    run: Effect.flatMap(BrowseService, (s) => s.userPins({ username: 'ann', page_size: 50 })),
    respond: [pin],
    expected: read('UserPinsResource', { username: 'ann', page_size: 50 }),
    result: { items: [pin], bookmark: null },
  },
  {
    call: 'SearchResource.get',
    run: Effect.flatMap(BrowseService, (s) => s.search({ query: 'lamp', scope: 'users', on_sale: true })),
    respond: [user],
    expected: read('SearchResource', { query: 'lamp', scope: 'users', on_sale: true }),
    result: { kind: 'users', page: { items: [user], bookmark: null } },
  },
  {
    call: 'BoardPickerBoardsResource.get',
    run: Effect.flatMap(BoardService, (s) => s.getPickerBoards({ pin_id: 'p1', username: 'ann', advertiser_id: 'a1', isDesktop: true })),
    respond: { all_boards: [board], boards_shortlist: [] },
    // the request schema's defaults go out; the advertiser `filter` is the S0 §6 rule's to send (below)
    expected: read('BoardPickerBoardsResource', {
      pin_id: 'p1',
      username: 'ann',
      advertiser_id: 'a1',
      field_set_key: 'board_picker',
      shortlist_suggestions: 2,
      isDesktop: true,
    }),
    result: { all_boards: [board], boards_shortlist: [] },
  },
  {
    call: 'BoardResource.get',
    run: Effect.flatMap(BoardService, (s) => s.getBoard({ board_id: 'b1', field_set_key: 'detailed' })),
    respond: boardRead,
    expected: read('BoardResource', { board_id: 'b1', field_set_key: 'detailed' }),
    result: boardRead,
  },
  {
    call: 'BoardResource.create',
    run: Effect.flatMap(BoardService, (s) => s.createBoard({ name: 'Kitchen', privacy: 'secret' })),
    respond: board,
    expected: write('POST', 'BoardResource', 'create', {
      name: 'Kitchen',
      privacy: 'secret',
      aux_data: { source: 'board_picker' },
    }),
    result: board,
  },
  {
    call: 'BoardResource.update',
    run: Effect.flatMap(BoardService, (s) => s.updateBoard({ board_id: 'b1', name: 'Cooking', orbac_subject_id: 'org1' })),
    respond: { ...board, name: 'Cooking' },
    expected: write('PUT', 'BoardResource', 'update', { board_id: 'b1', name: 'Cooking', orbac_subject_id: 'org1' }),
    result: { ...board, name: 'Cooking' },
  },
  {
    call: 'BoardResource.delete',
    run: Effect.flatMap(BoardService, (s) => s.deleteBoard({ board_id: 'b1' })),
    respond: null,
    expected: write('DELETE', 'BoardResource', 'delete', { board_id: 'b1' }),
    result: undefined,
  },
  {
    call: 'BoardArchiveResource.create',
    run: Effect.flatMap(BoardService, (s) => s.archiveBoard({ board_id: 'b1' })),
    respond: { ...board, archived_by_me_at: '2026-01-01T00:00:00.000Z' },
    expected: write('POST', 'BoardArchiveResource', 'create', { board_id: 'b1' }),
    result: { ...board, archived_by_me_at: '2026-01-01T00:00:00.000Z' },
  },
  {
    call: 'BoardArchiveResource.delete',
    run: Effect.flatMap(BoardService, (s) => s.unarchiveBoard({ board_id: 'b1' })),
    respond: board,
    expected: write('DELETE', 'BoardArchiveResource', 'delete', { board_id: 'b1' }),
    result: board,
  },
  {
    call: 'BoardSectionResource.update',
    run: Effect.flatMap(BoardService, (s) => s.updateSection({ section_id: 's1', name: 'Lamps' })),
    respond: section,
    expected: write('PUT', 'BoardSectionResource', 'update', { section_id: 's1', name: 'Lamps' }),
    result: section,
  },
  {
    call: 'BoardSectionResource.delete',
    run: Effect.flatMap(BoardService, (s) => s.deleteSection({ section_id: 's1' })),
    respond: null,
    expected: write('DELETE', 'BoardSectionResource', 'delete', { section_id: 's1' }),
    result: undefined,
  },
  {
    call: 'PinResource.update',
    run: Effect.flatMap(PinService, (s) => s.updatePin({ id: 'p1', title: 'Lamp', link: '', section_id: null })),
    respond: pin,
    expected: write('PUT', 'PinResource', 'update', { id: 'p1', title: 'Lamp', link: '', section_id: null }),
    result: pin,
  },
  {
    call: 'PinResource.delete',
    run: Effect.flatMap(PinService, (s) => s.deletePin({ id: 'p1' })),
    respond: null,
    expected: write('DELETE', 'PinResource', 'delete', { id: 'p1' }),
    result: undefined,
  },
  {
    call: 'BoardSectionResource.get',
    run: Effect.flatMap(BoardService, (s) => s.getSection({ section_id: 's1' })),
    respond: section,
    expected: read('BoardSectionResource', { section_id: 's1', field_set_key: 'board_page' }),
    result: section,
  },
  {
    call: 'BoardSectionResource.create',
    run: Effect.flatMap(BoardService, (s) =>
      s.createSection(sectionCreatePayload({ boardId: 'b1', name: ' Lighting ', initialPins: ['p1'], actingAsSubjectId: 'org1' })),
    ),
    respond: section,
    expected: write('POST', 'BoardSectionResource', 'create', {
      board_id: 'b1',
      initial_pins: ['p1'],
      name: 'Lighting',
      name_source: 0,
      orbac_subject_id: 'org1',
    }),
    result: section,
  },
  {
    call: 'BoardSectionsRepinResource.get',
    run: Effect.flatMap(BoardService, (s) => s.getSections({ board_id: 'b1' })),
    respond: [section],
    expected: read('BoardSectionsRepinResource', { board_id: 'b1' }),
    result: [section],
  },
  {
    call: 'BoardSectionEditResource.update',
    run: Effect.flatMap(BoardService, (s) => s.addSectionPins({ section_id: 's1', pins: ['p1', 'p2'] })),
    respond: { ok: true },
    expected: write('PUT', 'BoardSectionEditResource', 'update', { section_id: 's1', pins: ['p1', 'p2'] }),
    result: undefined,
  },
  {
    call: 'BoardSectionPinsResource.delete',
    run: Effect.flatMap(BoardService, (s) => s.removeSectionPins({ section_id: 's1', pins: ['p1'] })),
    respond: null,
    expected: write('DELETE', 'BoardSectionPinsResource', 'delete', { section_id: 's1', pins: ['p1'] }),
    result: undefined,
  },
  {
    call: 'BoardFeedResource.get',
    run: Effect.flatMap(BoardService, (s) => s.getBoardFeed({ board_id: 'b1', section_id: 's1' })),
    respond: [pin],
    expected: read('BoardFeedResource', { board_id: 'b1', section_id: 's1' }),
    result: [pin],
  },
  {
    call: 'PinResource.create',
    run: Effect.flatMap(PinService, (s) =>
      s.createPin({ board_id: 'b1', section: 's1', image_url: 'https://i/x.jpg', method: 'scraped', link: 'https://x', description: 'd' }),
    ),
    respond: pin,
    expected: write('POST', 'PinResource', 'create', {
      board_id: 'b1',
      section: 's1',
      image_url: 'https://i/x.jpg',
      method: 'scraped',
      link: 'https://x',
      description: 'd',
    }),
    result: pin,
  },
  {
    call: 'RepinResource.create',
    run: Effect.flatMap(PinService, (s) => s.repin({ board_id: 'b1', pin_id: 'p0', is_buyable_pin: false, advertiser_id: 'a1' })),
    respond: pin,
    expected: write('POST', 'RepinResource', 'create', { board_id: 'b1', pin_id: 'p0', is_buyable_pin: false, advertiser_id: 'a1' }),
    result: pin,
  },
  {
    call: 'GET /v3/pins/{id}/',
    run: Effect.flatMap(PinService, (s) =>
      s.getPin({ id: 'p 1', field_sets: ['pin.board()', 'pin.id', 'pin.pinned_to_board()', 'pin.type', 'pin.via_pinner()'] }),
    ),
    respond: pin,
    expected: {
      method: 'GET',
      path: '/v3/pins/p%201/',
      query: { field_sets: 'pin.board(),pin.id,pin.pinned_to_board(),pin.type,pin.via_pinner()' },
    },
    result: pin,
  },
  {
    call: 'BulkEditResource.update',
    run: Effect.flatMap(PinService, (s) => s.movePins({ board_id: 'b2', section_id: 's2', pin_ids: ['p1'], orbac_subject_id: 'org1' })),
    respond: null,
    expected: write('PUT', 'BulkEditResource', 'update', { board_id: 'b2', section_id: 's2', pin_ids: ['p1'], orbac_subject_id: 'org1' }),
    result: undefined,
  },
  {
    call: 'BulkEditSelectAllResource.update',
    run: Effect.flatMap(PinService, (s) =>
      s.moveAllPins({ board_id: 'b1', new_board_id: 'b2', old_section_id: 's1', new_section_id: 's2', pin_ids: ['p1'] }),
    ),
    respond: null,
    expected: write('PUT', 'BulkEditSelectAllResource', 'update', {
      board_id: 'b1',
      new_board_id: 'b2',
      old_section_id: 's1',
      new_section_id: 's2',
      pin_ids: ['p1'],
    }),
    result: undefined,
  },
  {
    call: 'AlreadyPinnedCheckQuery',
    run: Effect.flatMap(PinService, (s) => s.alreadyPinnedCheck({ pinId: 'p1' })),
    respond: { entityId: 'p1', pinnedToBoard: { id: 'b1', name: 'Kitchen', layout: 'default' } },
    expected: { method: 'GET', path: '/graphql/AlreadyPinnedCheckQuery/', query: { pinId: 'p1' } },
    result: { entityId: 'p1', pinnedToBoard: { id: 'b1', name: 'Kitchen', layout: 'default' } },
  },
  {
    call: 'PinCreateSuccessQuery',
    run: Effect.flatMap(PinService, (s) => s.pinCreateSuccess({ pinId: 'p1' })),
    respond: { entityId: 'p1', linkDomain: { officialUser: { entityId: 'u9', followedByMe: false, fullName: 'Shop' } } },
    expected: { method: 'GET', path: '/graphql/PinCreateSuccessQuery/', query: { pinId: 'p1' } },
    result: { entityId: 'p1', linkDomain: { officialUser: { entityId: 'u9', followedByMe: false, fullName: 'Shop' } } },
  },
  {
    call: 'GET /v3/pins/{id}/board_title_suggestions/',
    run: Effect.flatMap(PinService, (s) => s.getBoardTitleSuggestions({ pin_id: 'p1' })),
    respond: [{ title: 'Recipes' }, { title: 'Dinner' }],
    expected: { method: 'GET', path: '/v3/pins/p1/board_title_suggestions/', query: {} },
    result: [{ title: 'Recipes' }, { title: 'Dinner' }],
  },
  {
    call: 'FindPinImagesResource.get',
    run: Effect.flatMap(PinService, (s) => s.findPinImages({ url: 'https://site/page' })),
    respond: { items: [{ type: 'pinnable', url: 'https://site/1.jpg' }] },
    expected: read('FindPinImagesResource', { url: 'https://site/page', scrapeMetric: 'www_url_scrape' }),
    result: [{ type: 'pinnable', url: 'https://site/1.jpg' }],
  },
  {
    call: 'GET /v3/search/autocomplete/',
    run: Effect.flatMap(PinService, (s) => s.hashtagAutocomplete({ q: '#cake' })),
    respond: { items: [{ query: '#cakes', pin_count: 10 }, { pin_count: 2 }] },
    expected: { method: 'GET', path: '/v3/search/autocomplete/', query: { q: '#cake', show_pin_count: 'true' } },
    result: [{ query: '#cakes', pin_count: 10 }, { pin_count: 2 }],
  },
  {
    call: 'PUT /v3/pins/image/',
    run: Effect.flatMap(PinService, (s) => s.warmImage({ image_url: 'https://i/x.jpg' })),
    respond: null,
    expected: { method: 'PUT', path: '/v3/pins/image/', body: { image_url: 'https://i/x.jpg' }, csrf: true },
    result: {},
  },
  {
    // issue 24 §2: the backend names its own copy of the image
    call: 'PUT /v3/pins/image/',
    run: Effect.flatMap(PinService, (s) => s.warmImage({ image_url: 'https://i/x.jpg' })),
    respond: { image_url: '/media/abc.orig.jpg' },
    expected: { method: 'PUT', path: '/v3/pins/image/', body: { image_url: 'https://i/x.jpg' }, csrf: true },
    result: { image_url: '/media/abc.orig.jpg' },
  },
  {
    call: 'VIPResource.create',
    run: Effect.flatMap(UploadService, (s) => s.createUpload()),
    respond: { upload_id: 'up1', upload_url: '/upload/', upload_parameters: { key: 'k', signature: 'sig' } },
    expected: write('POST', 'VIPResource', 'create', { type: 'pinimage' }),
    result: { upload_id: 'up1', upload_url: '/upload/', upload_parameters: { key: 'k', signature: 'sig' } },
  },
  {
    call: 'VIPResource.get',
    run: Effect.flatMap(UploadService, (s) => s.getUploads({ upload_ids: ['up1'] })),
    respond: { up1: { status: 'succeeded', signature: 'sig', image_url: 'https://i/up1.jpg' } },
    expected: read('VIPResource', { upload_ids: ['up1'] }),
    result: { up1: { status: 'succeeded', signature: 'sig', image_url: 'https://i/up1.jpg' } },
  },
  {
    call: 'UserFollowResource.create',
    run: Effect.flatMap(UserService, (s) => s.follow({ user_id: 'u2', aux_data: { pin_id: 'p1' }, client_tracking_params: 'ctp' })),
    respond: null,
    expected: write('POST', 'UserFollowResource', 'create', { user_id: 'u2', aux_data: { pin_id: 'p1' }, client_tracking_params: 'ctp' }),
    result: undefined,
  },
  {
    call: 'UserFollowResource.delete',
    run: Effect.flatMap(UserService, (s) => s.unfollow({ user_id: 'u2', invite_code: 'ic' })),
    respond: null,
    expected: write('DELETE', 'UserFollowResource', 'delete', { user_id: 'u2', invite_code: 'ic' }),
    result: undefined,
  },
  {
    call: 'PUT /v3/users/follow/',
    run: Effect.flatMap(UserService, (s) => s.followMany({ followee_ids: ['u2', 'u3', 'u4'] })),
    respond: null,
    expected: { method: 'PUT', path: '/v3/users/follow/', body: { followee_ids: 'u2,u3,u4' }, csrf: true },
    result: undefined,
  },
  {
    call: 'UserBlockResource.create',
    run: Effect.flatMap(UserService, (s) =>
      s.block({ blocked_user_id: 'u2', orbac_subject_id: 'org1', block_source: 'profile', block_context: 'menu' }),
    ),
    respond: null,
    expected: write('POST', 'UserBlockResource', 'create', {
      blocked_user_id: 'u2',
      orbac_subject_id: 'org1',
      block_source: 'profile',
      block_context: 'menu',
    }),
    result: undefined,
  },
  {
    call: 'UserBlockResource.delete',
    run: Effect.flatMap(UserService, (s) => s.unblock({ blocked_user_id: 'u2' })),
    respond: null,
    expected: write('DELETE', 'UserBlockResource', 'delete', { blocked_user_id: 'u2' }),
    result: undefined,
  },
  {
    call: 'UserStateResource.create',
    run: Effect.flatMap(UserService, (s) => s.setUserState({ state: 'HAS_SEEN_UPSELL', value: 1 })),
    respond: null,
    expected: write('POST', 'UserStateResource', 'create', { state: 'HAS_SEEN_UPSELL', value: 1 }),
    result: undefined,
  },
  {
    call: 'GET /v3/users/settings',
    run: Effect.flatMap(UserService, (s) => s.getSettings()),
    respond: { connected_to_instagram: false, listed_website_url: 'https://instagram.com/ann' },
    expected: { method: 'GET', path: '/v3/users/settings', query: {} },
    result: { connected_to_instagram: false, listed_website_url: 'https://instagram.com/ann' },
  },
  {
    call: 'POST /v3/users/me/',
    run: Effect.flatMap(UserService, (s) => s.updateMe({ full_name: 'Ann B' })),
    respond: { ...user, full_name: 'Ann B' },
    expected: { method: 'POST', path: '/v3/users/me/', body: { full_name: 'Ann B' }, csrf: true },
    result: { ...user, full_name: 'Ann B' },
  },
  {
    call: 'POST /v3/users/website/verify/',
    run: Effect.flatMap(UserService, (s) => s.verifyWebsite()),
    respond: {
      connected_to_instagram: false,
      listed_website_url: 'https://ann.example/',
      listed_website_verified: true,
      website_verification_token: 'pinstack-t',
    },
    expected: { method: 'POST', path: '/v3/users/website/verify/', body: {}, csrf: true },
    result: {
      connected_to_instagram: false,
      listed_website_url: 'https://ann.example/',
      listed_website_verified: true,
      website_verification_token: 'pinstack-t',
    },
  },
  {
    call: 'GET /v3/register/exists/',
    run: Effect.flatMap(UserService, (s) => s.emailExists({ email: 'a+b@x.com' })),
    respond: { exists: true },
    expected: { method: 'GET', path: '/v3/register/exists/', query: { email: 'a+b@x.com' } },
    result: true,
  },
  {
    call: 'ShareSuggestionsResource.get',
    run: Effect.flatMap(CollaboratorService, (s) => s.getSuggestions({ board_id: 'b1' })),
    respond: [suggestion],
    expected: read('ShareSuggestionsResource', { board_id: 'b1' }),
    result: [suggestion],
  },
  {
    call: 'ShareSuggestionsTypeaheadResource.get',
    run: Effect.flatMap(CollaboratorService, (s) => s.typeahead({ term: 'bo@x.c' })),
    respond: [{ type: 'user_share_suggestion', email: { title: 'bo@x.c', valid: false } }],
    expected: read('ShareSuggestionsTypeaheadResource', { term: 'bo@x.c' }),
    result: [{ type: 'user_share_suggestion', email: { title: 'bo@x.c', valid: false } }],
  },
  {
    call: 'BoardInviteResource.create',
    run: Effect.flatMap(CollaboratorService, (s) => s.invite({ board_id: 'b1', invited_user_ids: ['u2'], emails: ['c@x.com'] })),
    respond: null,
    expected: write('POST', 'BoardInviteResource', 'create', { board_id: 'b1', invited_user_ids: ['u2'], emails: ['c@x.com'] }),
    result: undefined,
  },
  {
    call: 'BoardInvitationsResource.get',
    run: Effect.flatMap(CollaboratorService, (s) => s.invitations()),
    respond: [invitation],
    expected: read('BoardInvitationsResource', {}),
    result: [invitation],
  },
  {
    call: 'BoardInvitationResource.update',
    run: Effect.flatMap(CollaboratorService, (s) => s.answerInvitation({ invitation_id: 'i1', answer: 'decline' })),
    respond: { invitation_id: 'i1', answer: 'decline', board: null },
    expected: write('PUT', 'BoardInvitationResource', 'update', { invitation_id: 'i1', answer: 'decline' }),
    result: { invitation_id: 'i1', answer: 'decline', board: null },
  },
  {
    call: 'BoardCollaboratorResource.delete',
    run: Effect.flatMap(CollaboratorService, (s) => s.removeCollaborator({ board_id: 'b1', user_id: 'u2' })),
    respond: { board_id: 'b1', user_id: 'u2' },
    expected: write('DELETE', 'BoardCollaboratorResource', 'delete', { board_id: 'b1', user_id: 'u2' }),
    result: undefined,
  },
  {
    call: 'BoardSentInvitationsResource.get',
    run: Effect.flatMap(CollaboratorService, (s) => s.sentInvitations({ board_id: 'b1' })),
    respond: [{ id: 'i1', board_id: 'b1', invitee: null, email: 'ann@example.com', created_at: '2026-01-01T00:00:00.000Z' }],
    expected: read('BoardSentInvitationsResource', { board_id: 'b1' }),
    result: [{ id: 'i1', board_id: 'b1', invitee: null, email: 'ann@example.com', created_at: '2026-01-01T00:00:00.000Z' }],
  },
  {
    call: 'BoardInvitationResource.delete',
    run: Effect.flatMap(CollaboratorService, (s) => s.cancelInvitation({ invitation_id: 'i1' })),
    respond: { invitation_id: 'i1' },
    expected: write('DELETE', 'BoardInvitationResource', 'delete', { invitation_id: 'i1' }),
    result: undefined,
  },
  {
    call: 'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/',
    run: Effect.flatMap(AdsService, (s) => {
      const built = buildQuickPromotePayload(
        {
          name: 'Spring',
          budget: 3,
          duration: 10,
          is_ongoing: true,
          advertiser_id: 'a1',
          destination_url: 'https://shop.example',
          isAutoTargeting: true,
        },
        { pinId: 'p1', country: 'US' },
      );
      if (built.kind !== 'send') throw new Error(`fixture payload should be sendable: ${built.kind}`);
      return s.quickPromote({ ...built.payload, orbac_subject_id: 'org1' });
    }),
    respond: { campaign_id: 'c1', ad_group_id: 'g1' },
    expected: {
      method: 'POST',
      path: '/ads/v4/advertisers/a1/pins/p1/quick_promote/',
      body: {
        budget_in_micro_currency: 3_000_000,
        campaign_name: 'Spring',
        destination_url: 'https://shop.example',
        duration: 10,
        auto_targeting_enabled: true,
        is_ongoing: true,
        start_now: true,
        targeting_spec: { GENDER: ['female', 'male', 'unknown'] },
        advertiser_id: 'a1',
        ads_client_type: 'quick_promote',
        pin_id: 'p1',
        flexible_daily_budget_enabled: false,
        orbac_subject_id: 'org1',
      },
      csrf: true,
    },
    result: { campaign_id: 'c1', ad_group_id: 'g1' },
  },
  {
    call: 'GET /v3/offsite/',
    run: Effect.flatMap(AdsService, (s) => s.checkOffsite({ url: 'https://x.com/a?b=c', pin_id: 'p1', aux_data: { src: 'closeup' } })),
    respond: { redirect_status: 'blocked', url: 'https://x.com/a?b=c' },
    expected: {
      method: 'GET',
      path: '/v3/offsite/',
      query: { url: 'https://x.com/a?b=c', pin_id: 'p1', aux_data: '{"src":"closeup"}', check_only: 'true' },
    },
    result: { redirect_status: 'blocked', url: 'https://x.com/a?b=c' },
  },
  {
    call: 'GET /vx/business_access/profiles/',
    run: Effect.flatMap(AdsService, (s) => s.getBusinessProfiles()),
    respond: [{ id: 'biz', permissions: ['OWNER'], user: { username: 'shop' }, viewerMeetsMfaRequirement: false }],
    expected: { method: 'GET', path: '/vx/business_access/profiles/', query: {} },
    result: [{ id: 'biz', permissions: ['OWNER'], user: { username: 'shop' }, viewerMeetsMfaRequirement: false }],
  },
  {
    call: 'AdvertiserResource.create',
    run: Effect.flatMap(AdsService, (s) => s.createAdvertiser({ name: 'Ann Shop', country: 'US' })),
    respond: advertiser,
    expected: write('POST', 'AdvertiserResource', 'create', { name: 'Ann Shop', country: 'US' }),
    result: advertiser,
  },
  {
    call: 'AdvertiserResource.get',
    run: Effect.flatMap(AdsService, (s) => s.getAdvertiser({ advertiser_id: 'a1' })),
    respond: advertiser,
    expected: read('AdvertiserResource', { advertiser_id: 'a1' }),
    result: advertiser,
  },
  {
    call: 'AdvertiserCampaignsResource.get',
    run: Effect.flatMap(AdsService, (s) => s.getCampaigns({ advertiser_id: 'a1', pin_id: 'p1' })),
    respond: [campaign],
    expected: read('AdvertiserCampaignsResource', { advertiser_id: 'a1', pin_id: 'p1' }),
    result: { items: [campaign], bookmark: null },
  },
  {
    call: 'UserSessionResource.create',
    run: Effect.flatMap(AuthService, (s) => s.signIn({ username_or_email: 'ann@x.com', password: 'pw' })),
    respond: viewer,
    expected: { ...write('POST', 'UserSessionResource', 'create', { username_or_email: 'ann@x.com', password: 'pw' }), csrf: false },
    result: viewer,
  },
  {
    call: 'UserSessionResource.delete',
    run: Effect.flatMap(AuthService, (s) => s.signOut()),
    respond: null,
    expected: write('DELETE', 'UserSessionResource', 'delete', {}),
    result: undefined,
  },
  {
    call: 'UserRegisterResource.create',
    run: Effect.flatMap(AuthService, (s) => s.signUp({ email: 'ann@x.com', password: 'pw', username: 'ann' })),
    respond: user,
    expected: {
      ...write('POST', 'UserRegisterResource', 'create', { email: 'ann@x.com', password: 'pw', username: 'ann' }),
      csrf: false,
    },
    result: user,
  },
  {
    call: 'POST /v3/facebook/profile_data/',
    run: Effect.flatMap(AuthService, (s) => s.getFacebookProfile({ access_token: 'fbtok' })),
    respond: { id: 'fb1', first_name: 'Ann', picture: { data: { url: 'https://fb/p.jpg', is_silhouette: false } } },
    expected: {
      method: 'POST',
      path: '/v3/facebook/profile_data/',
      body: {
        access_token: 'fbtok',
        pii_safe_birthday: true,
        fields: 'picture.type(large),id,first_name,last_name,email,gender',
      },
      csrf: true,
    },
    result: { id: 'fb1', first_name: 'Ann', picture: { data: { url: 'https://fb/p.jpg', is_silhouette: false } } },
  },
  {
    call: 'GET /v3/facebook/login_data/',
    run: Effect.flatMap(AuthService, (s) => s.getFacebookLoginData({ facebook_id: 'fb1', facebook_token: 'fbtok' })),
    respond: { connected_to_gplus: false, connected_to_google: true, has_password: false },
    expected: { method: 'GET', path: '/v3/facebook/login_data/', query: { facebook_id: 'fb1', facebook_token: 'fbtok' } },
    result: { connected_to_gplus: false, connected_to_google: true, has_password: false },
  },
  {
    call: 'UserPasswordResource.update',
    run: Effect.flatMap(AuthService, (s) => s.changePassword({ old_password: 'old pw 123', new_password: 'new pw 456' })),
    respond: {},
    expected: write('PUT', 'UserPasswordResource', 'update', { old_password: 'old pw 123', new_password: 'new pw 456' }),
    result: undefined,
  },
  {
    call: 'UserSessionsResource.delete',
    run: Effect.flatMap(AuthService, (s) => s.signOutEverywhere()),
    respond: {},
    expected: write('DELETE', 'UserSessionsResource', 'delete', {}),
    result: undefined,
  },
  {
    call: 'SearchTypeaheadResource.get',
    run: Effect.flatMap(SearchService, (s) => s.typeahead({ term: 'cake', pin_scope: 'pins' })),
    respond: { items: [{ type: 'query', query: 'cake pops' }], hint: 'cake pops' },
    expected: read('SearchTypeaheadResource', { term: 'cake', pin_scope: 'pins', count: 5 }),
    result: { items: [{ type: 'query', query: 'cake pops' }], hint: 'cake pops' },
  },
];

/** Calls with their own test file (multipart upload, beacons). */
const testedElsewhere: readonly PortCall[] = ['POST {upload_url}', 'PinCreatePixel', 'AttributionSourceReport'];

const runCase = async (c: Case) => {
  const { fetch, requests } = recordingFetch(() => successResponse(c.respond));
  const exit = await Effect.runPromiseExit(Effect.provide(c.run, makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => TOKEN })));
  return { exit, requests };
};

const assertRequest = (request: RecordedRequest, expected: Expected) => {
  const url = new URL(request.url);
  expect(request.method).toBe(expected.method);
  expect(`${url.origin}${url.pathname}`).toBe(`${BASE}${expected.path}`);
  expect(request.credentials).toBe('include');
  if (expected.method === 'GET') {
    expect(request.body).toBeUndefined();
    expect(request.headers).toEqual({ accept: 'application/json' });
    if (expected.data !== undefined) {
      expect([...url.searchParams.keys()]).toEqual(['data']);
      expect(JSON.parse(url.searchParams.get('data') ?? 'null')).toEqual({ options: expected.data });
    } else {
      expect(Object.fromEntries(url.searchParams)).toEqual(expected.query ?? {});
    }
  } else {
    expect(url.search).toBe('');
    expect(request.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      ...(expected.csrf === false ? {} : { 'x-csrftoken': TOKEN }),
    });
    expect(JSON.parse(String(request.body))).toEqual(expected.body);
  }
};

/**
 * What the reference server reads from a request (server/src/app.ts `readInput`): the `data` query
 * or body `options` of a resource call, the plain query or flat body of a REST call, with the
 * path's `{…}` fields over them.
 */
const serverInput = (call: PortCall, request: RecordedRequest): Record<string, unknown> => {
  const route = ROUTES[call];
  const url = new URL(request.url);
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(url.pathname);
  const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]));
  const resource = route.style === 'resource';
  const input: unknown =
    request.method === 'GET'
      ? resource
        ? (JSON.parse(url.searchParams.get('data') ?? '{}') as { options?: unknown }).options
        : Object.fromEntries(url.searchParams)
      : resource
        ? (JSON.parse(String(request.body)) as { options?: unknown }).options
        : JSON.parse(String(request.body));
  return { ...(input as Record<string, unknown>), ...params };
};

describe('HTTP adapter: every S0 §7 / S1 §7 call on the wire', () => {
  it('every port call is covered by a case here or a dedicated test', () => {
    const covered = new Set<PortCall>([...cases.map((c) => c.call), ...testedElsewhere]);
    expect(PORT_CALLS.filter((call) => !covered.has(call))).toEqual([]);
  });

  for (const c of cases) {
    it(`${c.call}: exact method, path, headers and payload; decoded result`, async () => {
      const { exit, requests } = await runCase(c);
      expect(requests).toHaveLength(1);
      assertRequest(requests[0]!, c.expected);
      // what the server decodes with the same core request schema is accepted
      const decoded = decodeRequest(c.call, serverInput(c.call, requests[0]!), 'wire');
      expect(Result.isFailure(decoded) ? decoded.failure : 'accepted').toBe('accepted');
      expect(exit).toEqual(Exit.succeed(c.result));
    });
  }

  it('wire protocol: a read sends its options URL-encoded as ?data={"options":…}', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse(boardRead));
    await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(BoardService, (s) => s.getBoard({ board_id: 'a&b=c/d é' })),
        makeHttpAdapter({ baseUrl: `${BASE}/`, fetch }),
      ),
    );
    expect(requests[0]!.url).toBe(
      `${BASE}/resource/BoardResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { board_id: 'a&b=c/d é' } }))}`,
    );
  });

  it('S0 §3: board picker options built by the core rule go out as built, with the request schema’s defaults', async () => {
    const options = boardPickerRequestOptions({
      pinId: 'p1',
      username: 'ann',
      isDesktop: false,
      acting: { isAuth: true, viewerId: 'u1', advertiser: { id: 'a9', owner_user_id: 'u7' } },
    });
    const { fetch, requests } = recordingFetch(() => successResponse({ all_boards: [], boards_shortlist: [] }));
    await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(BoardService, (s) => s.getPickerBoards(options)),
        makeHttpAdapter({ baseUrl: BASE, fetch }),
      ),
    );
    const sent = JSON.parse(new URL(requests[0]!.url).searchParams.get('data') ?? 'null') as { options: object };
    expect(sent.options).toEqual({ ...options, field_set_key: 'board_picker', shortlist_suggestions: 2 });
    expect(sent.options).toMatchObject({ advertiser_id: 'a9', filter: 'protected', shortlist_suggestions: 2 });
  });

  it('S0 §3 / §6: the board-create payload of the core rule (protected for a non-owner advertiser) goes out as built', async () => {
    const payload = boardCreatePayload({
      name: ' Launch ',
      acting: { isAuth: true, viewerId: 'u1', advertiser: { id: 'a9', owner_user_id: 'u7' }, actingAsSubjectId: 'org1' },
    });
    const { fetch, requests } = recordingFetch(() => successResponse(board));
    await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(BoardService, (s) => s.createBoard(payload)),
        makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => TOKEN }),
      ),
    );
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ options: payload });
    expect(payload).toMatchObject({ name: 'Launch', advertiser_id: 'a9', aux_data: { source: 'board_picker' } });
  });
});
