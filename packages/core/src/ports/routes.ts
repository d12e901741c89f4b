/**
 * Every backend call of S0 §7 / S1 §7 with its HTTP method and path (wire-protocol.md), one row
 * per `PortCall`. The reference server and any other backend can read this table instead of the
 * adapter code; `satisfies Record<PortCall, Route>` makes a call without a route a type error.
 */
import type { PortCall } from './calls.js';

/** How a call puts its options on the wire (wire-protocol.md). */
export type RouteStyle =
  /** `/resource/{Name}/{action}/`: reads as `?data={"options":…}`, writes as body `{"options":…}`. */
  | 'resource'
  /** REST path: GET fields as plain query parameters, POST/PUT body the flat JSON object. */
  | 'rest'
  /** `upload_url` of a VIPResource ticket: multipart form, no CSRF header. */
  | 'upload'
  /** A beacon whose answer body is not read (S0 §7 pixel, S1 §7 attribution source). */
  | 'beacon';

/** One row of the routes table. `{id}`-style segments are filled from the call's options. */
export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly style: RouteStyle;
  /** Sent without `X-CSRFToken` (wire protocol: sign-in and sign-up creates, the upload). */
  readonly noCsrf?: true;
}

const read = (name: string): Route => ({ method: 'GET', path: `/resource/${name}/get/`, style: 'resource' });
const create = (name: string): Route => ({ method: 'POST', path: `/resource/${name}/create/`, style: 'resource' });
const update = (name: string): Route => ({ method: 'PUT', path: `/resource/${name}/update/`, style: 'resource' });
const remove = (name: string): Route => ({ method: 'DELETE', path: `/resource/${name}/delete/`, style: 'resource' });
const rest = (method: Route['method'], path: string): Route => ({ method, path, style: 'rest' });

/** The routes table: method and path of every port call (wire-protocol.md, docs/adapters.md "Paths we fixed"). */
export const ROUTES = {
  'BoardPickerBoardsResource.get': read('BoardPickerBoardsResource'),
  'BoardResource.get': read('BoardResource'),
  'BoardResource.create': create('BoardResource'),
  'BoardResource.update': update('BoardResource'),
  'BoardResource.delete': remove('BoardResource'),
  'BoardSectionResource.get': read('BoardSectionResource'),
  'BoardSectionResource.create': create('BoardSectionResource'),
  'BoardSectionsRepinResource.get': read('BoardSectionsRepinResource'),
  'BoardSectionEditResource.update': update('BoardSectionEditResource'),
  'BoardSectionPinsResource.delete': remove('BoardSectionPinsResource'),
  'BoardFeedResource.get': read('BoardFeedResource'),
  'BoardArchiveResource.create': create('BoardArchiveResource'),
  'BoardArchiveResource.delete': remove('BoardArchiveResource'),
  'BoardSectionResource.update': update('BoardSectionResource'),
  'BoardSectionResource.delete': remove('BoardSectionResource'),
  'PinResource.create': create('PinResource'),
  'RepinResource.create': create('RepinResource'),
  'GET /v3/pins/{id}/': rest('GET', '/v3/pins/{id}/'),
  'BulkEditResource.update': update('BulkEditResource'),
  'BulkEditSelectAllResource.update': update('BulkEditSelectAllResource'),
  AlreadyPinnedCheckQuery: rest('GET', '/graphql/AlreadyPinnedCheckQuery/'),
  PinCreateSuccessQuery: rest('GET', '/graphql/PinCreateSuccessQuery/'),
  'GET /v3/pins/{id}/board_title_suggestions/': rest('GET', '/v3/pins/{id}/board_title_suggestions/'),
  'FindPinImagesResource.get': read('FindPinImagesResource'),
  'GET /v3/search/autocomplete/': rest('GET', '/v3/search/autocomplete/'),
  'PUT /v3/pins/image/': rest('PUT', '/v3/pins/image/'),
  'PinResource.update': update('PinResource'),
  'PinResource.delete': remove('PinResource'),
  'VIPResource.create': create('VIPResource'),
  'VIPResource.get': read('VIPResource'),
  'POST {upload_url}': { method: 'POST', path: '{upload_url}', style: 'upload', noCsrf: true },
  'UserFollowResource.create': create('UserFollowResource'),
  'UserFollowResource.delete': remove('UserFollowResource'),
  'PUT /v3/users/follow/': rest('PUT', '/v3/users/follow/'),
  'UserBlockResource.create': create('UserBlockResource'),
  'UserBlockResource.delete': remove('UserBlockResource'),
  'UserStateResource.create': create('UserStateResource'),
  'GET /v3/users/settings': rest('GET', '/v3/users/settings'),
  'POST /v3/users/me/': rest('POST', '/v3/users/me/'),
  'GET /v3/register/exists/': rest('GET', '/v3/register/exists/'),
  'POST /v3/users/website/verify/': rest('POST', '/v3/users/website/verify/'),
  'ShareSuggestionsResource.get': read('ShareSuggestionsResource'),
  'ShareSuggestionsTypeaheadResource.get': read('ShareSuggestionsTypeaheadResource'),
  'BoardInviteResource.create': create('BoardInviteResource'),
  'BoardInvitationsResource.get': read('BoardInvitationsResource'),
  'BoardInvitationResource.update': update('BoardInvitationResource'),
  'BoardCollaboratorResource.delete': remove('BoardCollaboratorResource'),
  'BoardSentInvitationsResource.get': read('BoardSentInvitationsResource'),
  'BoardInvitationResource.delete': remove('BoardInvitationResource'),
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': rest(
    'POST',
    '/ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/',
  ),
  'GET /v3/offsite/': rest('GET', '/v3/offsite/'),
  'GET /vx/business_access/profiles/': rest('GET', '/vx/business_access/profiles/'),
  'AdvertiserResource.create': create('AdvertiserResource'),
  'AdvertiserResource.get': read('AdvertiserResource'),
  'AdvertiserCampaignsResource.get': read('AdvertiserCampaignsResource'),
  'UserSessionResource.create': { ...create('UserSessionResource'), noCsrf: true },
  'UserSessionResource.delete': remove('UserSessionResource'),
  'UserRegisterResource.create': { ...create('UserRegisterResource'), noCsrf: true },
  'POST /v3/facebook/profile_data/': rest('POST', '/v3/facebook/profile_data/'),
  'GET /v3/facebook/login_data/': rest('GET', '/v3/facebook/login_data/'),
  'UserPasswordResource.update': update('UserPasswordResource'),
  'UserSessionsResource.delete': remove('UserSessionsResource'),
  'SearchTypeaheadResource.get': read('SearchTypeaheadResource'),
  'HomeFeedResource.get': read('HomeFeedResource'),
  'UserResource.get': read('UserResource'),
  'UserBoardsResource.get': read('UserBoardsResource'),
  'UserPinsResource.get': read('UserPinsResource'),
  'SearchResource.get': read('SearchResource'),
  PinCreatePixel: { method: 'GET', path: '/log/pin_create/', style: 'beacon' },
  AttributionSourceReport: { method: 'GET', path: '/attribution/source/', style: 'beacon' },
} as const satisfies Record<PortCall, Route>;
