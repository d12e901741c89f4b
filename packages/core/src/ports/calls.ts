/**
 * The name of every backend call of S0 §7 and S1 §7. Errors carry one (`ApiError.call`), and the
 * HTTP adapter's routes table (`packages/http-adapter/src/routes.ts`) maps each to a method and
 * path, so a new call cannot be added to a port without a route.
 * Resource calls are `{Resource}.{action}`; REST calls are `{METHOD} {path}` as the specs write them.
 */
export const PORT_CALLS = [
  // boards (S0 §7)
  'BoardPickerBoardsResource.get',
  'BoardResource.get',
  'BoardResource.create',
  'BoardResource.update',
  'BoardResource.delete',
  'BoardSectionResource.get',
  'BoardSectionResource.create',
  'BoardSectionsRepinResource.get',
  'BoardSectionEditResource.update',
  'BoardSectionPinsResource.delete',
  'BoardFeedResource.get',
  // issue #25 (beyond the spec: expected by users): archive a board for oneself, rename and delete sections
  'BoardArchiveResource.create',
  'BoardArchiveResource.delete',
  'BoardSectionResource.update',
  'BoardSectionResource.delete',
  // pins (S0 §7)
  'PinResource.create',
  'RepinResource.create',
  'GET /v3/pins/{id}/',
  'BulkEditResource.update',
  'BulkEditSelectAllResource.update',
  'AlreadyPinnedCheckQuery',
  'PinCreateSuccessQuery',
  'GET /v3/pins/{id}/board_title_suggestions/',
  'FindPinImagesResource.get',
  'GET /v3/search/autocomplete/',
  'PUT /v3/pins/image/',
  // issue #25 (beyond the spec: expected by users): the saver edits and deletes their Pin
  'PinResource.update',
  'PinResource.delete',
  // uploads (S0 §7)
  'VIPResource.create',
  'VIPResource.get',
  'POST {upload_url}',
  // users (S0 §7)
  'UserFollowResource.create',
  'UserFollowResource.delete',
  'PUT /v3/users/follow/',
  'UserBlockResource.create',
  'UserBlockResource.delete',
  'UserStateResource.create',
  'GET /v3/users/settings',
  'POST /v3/users/me/',
  'GET /v3/register/exists/',
  // issue #21 §4 (beyond the spec): a listed website is claimed once it shows the account's token
  'POST /v3/users/website/verify/',
  // collaborators (S0 §7)
  'ShareSuggestionsResource.get',
  'ShareSuggestionsTypeaheadResource.get',
  'BoardInviteResource.create',
  // invitations with consent, leaving and removing (issue 25; beyond the spec: expected by users)
  'BoardInvitationsResource.get',
  'BoardInvitationResource.update',
  'BoardCollaboratorResource.delete',
  // issue #25: the owner reads and cancels the invitations a board sent
  'BoardSentInvitationsResource.get',
  'BoardInvitationResource.delete',
  // ads (S1 §7)
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/',
  'GET /v3/offsite/',
  'GET /vx/business_access/profiles/',
  'AdvertiserResource.create',
  'AdvertiserResource.get',
  'AdvertiserCampaignsResource.get',
  // auth (S1 §7, wire protocol)
  'UserSessionResource.create',
  'UserSessionResource.delete',
  'UserRegisterResource.create',
  'POST /v3/facebook/profile_data/',
  'GET /v3/facebook/login_data/',
  // account security (issue #21 §4; beyond the spec: expected by users)
  'UserPasswordResource.update',
  'UserSessionsResource.delete',
  // search (S1 §7)
  'SearchTypeaheadResource.get',
  // browse reads (wire protocol "Reads the web app needs"; BoardResource.get and BoardFeedResource.get above)
  'HomeFeedResource.get',
  'UserResource.get',
  'UserBoardsResource.get',
  'UserPinsResource.get',
  'SearchResource.get',
  // tracking (S0 §7, S1 §7)
  'PinCreatePixel',
  'AttributionSourceReport',
] as const;

/** One backend call of S0 §7 / S1 §7, by name (see `PORT_CALLS`). */
export type PortCall = (typeof PORT_CALLS)[number];
