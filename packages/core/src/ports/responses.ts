/**
 * The answer schema of every port call (`PortCall`), beside `REQUESTS`: what `resource_response.data`
 * holds on success (wire-protocol.md). One schema per call's answer is what the HTTP adapter decodes
 * with, what the server's endpoint returns (`WireResponseOf`, checked by tsc) and what a port's
 * result type is (`ResponseOf`, checked in `responses.test-d.ts`), so an answer changes in one place.
 * `satisfies Record<PortCall, …>` makes a call without an answer schema a type error.
 *
 * The HTTP adapter names each call's schema where it calls (the picker's code must not carry every
 * schema of S0 §7 / S1 §7, issue #22); its `callApi` only compiles with a schema whose decoded type
 * is this table's.
 */
import { Schema } from 'effect';
import type { PortCall } from './calls.js';
import {
  AdvertiserSchema,
  AlreadyPinnedCheckSchema,
  AutocompleteResultSchema,
  BoardInvitationsSchema,
  BoardTitleSuggestionSchema,
  BusinessAccessProfileSchema,
  CampaignSchema,
  CollaboratorSuggestionSchema,
  EmailExistsSchema,
  FacebookLoginDataSchema,
  FacebookProfileDataSchema,
  InvitationAnsweredSchema,
  OffsiteCheckSchema,
  PinCreateSuccessSchema,
  PinnableImagesSchema,
  ProfileSchema,
  QuickPromoteResultSchema,
  SentInvitationsSchema,
  TypeaheadResultSchema,
  UploadedFileSchema,
  UploadRecordsSchema,
  UploadTicketSchema,
  UserSchema,
  UserSettingsSchema,
  WarmedImageSchema,
} from './other-schemas.js';
import {
  AcknowledgedSchema,
  BoardPickerResponseSchema,
  BoardSchema,
  BoardSectionSchema,
  BoardSummarySchema,
  PinSchema,
  ViewerSchema,
} from './schemas.js';

/**
 * S1 §3 the item of a SearchResource page by the kind its scope answers with (`searchResultKind`):
 * a page is all of one kind, so a client decodes it with that kind's schema.
 */
export const SEARCH_RESULT_ITEMS = { pins: PinSchema, boards: BoardSummarySchema, users: UserSchema } as const;

const Pins = Schema.Array(PinSchema);
const Sections = Schema.Array(BoardSectionSchema);
const Suggestions = Schema.Array(CollaboratorSuggestionSchema);

/**
 * The answer schema of every call. A list read (`PAGED_CALLS`) answers an array of its items here;
 * its next page's bookmark travels beside `data` in the envelope.
 */
export const RESPONSES = {
  'BoardPickerBoardsResource.get': BoardPickerResponseSchema,
  // note: one board with its Pin count, by id or by URL (issue #25: the delete confirmation names it)
  'BoardResource.get': BoardSummarySchema,
  'BoardResource.create': BoardSchema,
  'BoardResource.update': BoardSchema,
  'BoardResource.delete': AcknowledgedSchema,
  'BoardSectionResource.get': BoardSectionSchema,
  'BoardSectionResource.create': BoardSectionSchema,
  'BoardSectionsRepinResource.get': Sections,
  'BoardSectionEditResource.update': AcknowledgedSchema,
  'BoardSectionPinsResource.delete': AcknowledgedSchema,
  'BoardFeedResource.get': Pins,
  'BoardArchiveResource.create': BoardSchema,
  'BoardArchiveResource.delete': BoardSchema,
  'BoardSectionResource.update': BoardSectionSchema,
  'BoardSectionResource.delete': AcknowledgedSchema,
  'PinResource.create': PinSchema,
  'RepinResource.create': PinSchema,
  'GET /v3/pins/{id}/': PinSchema,
  'BulkEditResource.update': AcknowledgedSchema,
  'BulkEditSelectAllResource.update': AcknowledgedSchema,
  AlreadyPinnedCheckQuery: AlreadyPinnedCheckSchema,
  PinCreateSuccessQuery: PinCreateSuccessSchema,
  'GET /v3/pins/{id}/board_title_suggestions/': Schema.Array(BoardTitleSuggestionSchema),
  'FindPinImagesResource.get': PinnableImagesSchema,
  'GET /v3/search/autocomplete/': AutocompleteResultSchema,
  // S0 §7 fire and forget: a backend may answer nothing; issue 24 §2: ours names its copy
  'PUT /v3/pins/image/': Schema.NullOr(WarmedImageSchema),
  'PinResource.update': PinSchema,
  'PinResource.delete': AcknowledgedSchema,
  'VIPResource.create': UploadTicketSchema,
  'VIPResource.get': UploadRecordsSchema,
  'POST {upload_url}': UploadedFileSchema,
  'UserFollowResource.create': AcknowledgedSchema,
  'UserFollowResource.delete': AcknowledgedSchema,
  'PUT /v3/users/follow/': AcknowledgedSchema,
  'UserBlockResource.create': AcknowledgedSchema,
  'UserBlockResource.delete': AcknowledgedSchema,
  'UserStateResource.create': AcknowledgedSchema,
  'GET /v3/users/settings': UserSettingsSchema,
  'POST /v3/users/me/': UserSchema,
  'GET /v3/register/exists/': EmailExistsSchema,
  'POST /v3/users/website/verify/': UserSettingsSchema,
  'ShareSuggestionsResource.get': Suggestions,
  'ShareSuggestionsTypeaheadResource.get': Suggestions,
  'BoardInviteResource.create': AcknowledgedSchema,
  'BoardInvitationsResource.get': BoardInvitationsSchema,
  'BoardInvitationResource.update': InvitationAnsweredSchema,
  'BoardSentInvitationsResource.get': SentInvitationsSchema,
  'BoardInvitationResource.delete': AcknowledgedSchema,
  'BoardCollaboratorResource.delete': AcknowledgedSchema,
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': QuickPromoteResultSchema,
  'GET /v3/offsite/': OffsiteCheckSchema,
  'GET /vx/business_access/profiles/': Schema.Array(BusinessAccessProfileSchema),
  'AdvertiserResource.create': AdvertiserSchema,
  'AdvertiserResource.get': AdvertiserSchema,
  'AdvertiserCampaignsResource.get': Schema.Array(CampaignSchema),
  'UserSessionResource.create': ViewerSchema,
  'UserSessionResource.delete': AcknowledgedSchema,
  'UserRegisterResource.create': UserSchema,
  'POST /v3/facebook/profile_data/': FacebookProfileDataSchema,
  'GET /v3/facebook/login_data/': FacebookLoginDataSchema,
  'UserPasswordResource.update': AcknowledgedSchema,
  'UserSessionsResource.delete': AcknowledgedSchema,
  'SearchTypeaheadResource.get': TypeaheadResultSchema,
  'HomeFeedResource.get': Pins,
  'UserResource.get': ProfileSchema,
  'UserBoardsResource.get': Schema.Array(BoardSummarySchema),
  'UserPinsResource.get': Pins,
  'SearchResource.get': Schema.Array(Schema.Union([SEARCH_RESULT_ITEMS.pins, SEARCH_RESULT_ITEMS.boards, SEARCH_RESULT_ITEMS.users])),
  // beacons: the body is not read (routes table style `beacon`)
  PinCreatePixel: AcknowledgedSchema,
  AttributionSourceReport: AcknowledgedSchema,
} as const satisfies Record<PortCall, Schema.Codec<unknown, unknown, never, never>>;

/**
 * The list reads (wire-protocol.md "Reads the web app needs", AdvertiserCampaignsResource): each
 * answers one page, `data: [...]` with `resource_response.bookmark` beside it (absent on the last).
 */
export const PAGED_CALLS = [
  'HomeFeedResource.get',
  'UserBoardsResource.get',
  'UserPinsResource.get',
  'BoardFeedResource.get',
  'SearchResource.get',
  'AdvertiserCampaignsResource.get',
] as const satisfies readonly PortCall[];

/** A list read (`PAGED_CALLS`). */
export type PagedCall = (typeof PAGED_CALLS)[number];

/** What a call answers, decoded (its answer schema's `Type`): what the port gives its caller. */
export type ResponseOf<C extends PortCall> = Schema.Schema.Type<(typeof RESPONSES)[C]>;

/** What a call answers on the wire (its answer schema's `Encoded`): what a backend may send. */
export type WireResponseOf<C extends PortCall> = Schema.Codec.Encoded<(typeof RESPONSES)[C]>;

/** One item of a list read's page, decoded. */
export type PageItemOf<C extends PagedCall> = ResponseOf<C>[number];

/** One item of a list read's page, as a backend may send it. */
export type WirePageItemOf<C extends PagedCall> = WireResponseOf<C>[number];
