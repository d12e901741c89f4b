/**
 * The request schema of every port call (`PortCall`), from `../requests/*`. One schema per call is
 * what the server decodes the wire with, what the in-memory fake checks its options with and what
 * the port's option type is derived from, so a call's options change in one file for all three.
 * `satisfies Record<PortCall, …>` makes a call without a schema a type error.
 */
import { Result, Schema } from 'effect';
import {
  AdvertiserCampaignsRequest,
  AdvertiserCreateRequest,
  AdvertiserGetRequest,
  AttributionSourceRequest,
  BoardArchiveRequest,
  BoardCreateRequest,
  BoardDeleteRequest,
  BoardFeedRequest,
  BoardGetRequest,
  BoardInviteRequest,
  CollaboratorRemoveRequest,
  InvitationAnswerRequest,
  InvitationCancelRequest,
  SentInvitationsRequest,
  ChangePasswordRequest,
  BoardPickerBoardsRequest,
  BoardSectionsRequest,
  BoardTitleSuggestionsRequest,
  BoardUpdateRequest,
  EmailExistsRequest,
  FacebookLoginDataRequest,
  FacebookProfileDataRequest,
  FindPinImagesRequest,
  FollowManyRequest,
  HomeFeedRequest,
  HashtagAutocompleteRequest,
  ImageWarmupRequest,
  NoOptions,
  OffsiteCheckRequest,
  PinCreatePixelRequest,
  PinCreateRequest,
  PinDeleteRequest,
  PinUpdateRequest,
  PinGetRequest,
  PinMoveAllRequest,
  PinMoveRequest,
  PinQueryRequest,
  QuickPromoteBodyRequest,
  RepinRequest,
  SectionCreateRequest,
  SectionDeleteRequest,
  SectionUpdateRequest,
  SectionGetRequest,
  SectionPinsRequest,
  ShareSuggestionsRequest,
  ShareTypeaheadRequest,
  SearchRequest,
  SignInRequest,
  SignUpRequest,
  TypeaheadRequest,
  UploadCreateRequest,
  UploadFormRequest,
  UploadRecordsRequest,
  UserBlockRequest,
  UserBoardsRequest,
  UserFollowRequest,
  UserGetRequest,
  UserMeUpdateRequest,
  UserPinsRequest,
  UserStateRequest,
} from '../requests/index.js';
import { badRequest, INVALID_OPTIONS, type Refusal } from '../rules/enforcement.js';
import type { PortCall } from './calls.js';
import { requestProblem } from './request-problem.js';

/** The request schema of every call. */
export const REQUESTS = {
  'BoardPickerBoardsResource.get': BoardPickerBoardsRequest,
  'BoardResource.get': BoardGetRequest,
  'BoardResource.create': BoardCreateRequest,
  'BoardResource.update': BoardUpdateRequest,
  'BoardResource.delete': BoardDeleteRequest,
  'BoardSectionResource.get': SectionGetRequest,
  'BoardSectionResource.create': SectionCreateRequest,
  'BoardSectionsRepinResource.get': BoardSectionsRequest,
  'BoardSectionEditResource.update': SectionPinsRequest,
  'BoardSectionPinsResource.delete': SectionPinsRequest,
  'BoardFeedResource.get': BoardFeedRequest,
  'BoardArchiveResource.create': BoardArchiveRequest,
  'BoardArchiveResource.delete': BoardArchiveRequest,
  'BoardSectionResource.update': SectionUpdateRequest,
  'BoardSectionResource.delete': SectionDeleteRequest,
  'PinResource.create': PinCreateRequest,
  'RepinResource.create': RepinRequest,
  'GET /v3/pins/{id}/': PinGetRequest,
  'BulkEditResource.update': PinMoveRequest,
  'BulkEditSelectAllResource.update': PinMoveAllRequest,
  AlreadyPinnedCheckQuery: PinQueryRequest,
  PinCreateSuccessQuery: PinQueryRequest,
  'GET /v3/pins/{id}/board_title_suggestions/': BoardTitleSuggestionsRequest,
  'FindPinImagesResource.get': FindPinImagesRequest,
  'GET /v3/search/autocomplete/': HashtagAutocompleteRequest,
  'PUT /v3/pins/image/': ImageWarmupRequest,
  'PinResource.update': PinUpdateRequest,
  'PinResource.delete': PinDeleteRequest,
  'VIPResource.create': UploadCreateRequest,
  'VIPResource.get': UploadRecordsRequest,
  'POST {upload_url}': UploadFormRequest,
  'UserFollowResource.create': UserFollowRequest,
  'UserFollowResource.delete': UserFollowRequest,
  'PUT /v3/users/follow/': FollowManyRequest,
  'UserBlockResource.create': UserBlockRequest,
  'UserBlockResource.delete': UserBlockRequest,
  'UserStateResource.create': UserStateRequest,
  'GET /v3/users/settings': NoOptions,
  'POST /v3/users/me/': UserMeUpdateRequest,
  'GET /v3/register/exists/': EmailExistsRequest,
  'POST /v3/users/website/verify/': NoOptions,
  'ShareSuggestionsResource.get': ShareSuggestionsRequest,
  'ShareSuggestionsTypeaheadResource.get': ShareTypeaheadRequest,
  'BoardInviteResource.create': BoardInviteRequest,
  // issue 25: the viewer's pending invitations take no options
  'BoardInvitationsResource.get': NoOptions,
  'BoardInvitationResource.update': InvitationAnswerRequest,
  'BoardCollaboratorResource.delete': CollaboratorRemoveRequest,
  'BoardSentInvitationsResource.get': SentInvitationsRequest,
  'BoardInvitationResource.delete': InvitationCancelRequest,
  'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': QuickPromoteBodyRequest,
  'GET /v3/offsite/': OffsiteCheckRequest,
  'GET /vx/business_access/profiles/': NoOptions,
  'AdvertiserResource.create': AdvertiserCreateRequest,
  'AdvertiserResource.get': AdvertiserGetRequest,
  'AdvertiserCampaignsResource.get': AdvertiserCampaignsRequest,
  'UserSessionResource.create': SignInRequest,
  'UserSessionResource.delete': NoOptions,
  'UserRegisterResource.create': SignUpRequest,
  'POST /v3/facebook/profile_data/': FacebookProfileDataRequest,
  'GET /v3/facebook/login_data/': FacebookLoginDataRequest,
  'UserPasswordResource.update': ChangePasswordRequest,
  'UserSessionsResource.delete': NoOptions,
  'SearchTypeaheadResource.get': TypeaheadRequest,
  'HomeFeedResource.get': HomeFeedRequest,
  'UserResource.get': UserGetRequest,
  'UserBoardsResource.get': UserBoardsRequest,
  'UserPinsResource.get': UserPinsRequest,
  'SearchResource.get': SearchRequest,
  PinCreatePixel: PinCreatePixelRequest,
  AttributionSourceReport: AttributionSourceRequest,
} as const satisfies Record<PortCall, Schema.Codec<unknown, unknown, never, never>>;

/** The options a call takes (its schema's `Type`). */
export type RequestOf<C extends PortCall> = Schema.Schema.Type<(typeof REQUESTS)[C]>;
/** The options a call sends on the wire (its schema's `Encoded`). */
export type WireRequestOf<C extends PortCall> = Schema.Codec.Encoded<(typeof REQUESTS)[C]>;

type Check = (input: unknown) => Result.Result<unknown, Schema.SchemaError>;
// Schemas are module constants: build each one's checker once, not on every call.
const checkers = { wire: new Map<PortCall, Check>(), options: new Map<PortCall, Check>(), sent: new Map<PortCall, Check>() };
const parse = { errors: 'first', onExcessProperty: 'ignore' } as const;

function checkerOf(call: PortCall, side: 'wire' | 'options' | 'sent'): Check {
  let check = checkers[side].get(call);
  if (check === undefined) {
    const schema: Schema.Codec<unknown, unknown> = REQUESTS[call];
    // note: 'options' checks the Type side (Effect 3's `validate`): what a port caller passes
    check =
      side === 'wire'
        ? Schema.decodeUnknownResult(schema, parse)
        : side === 'options'
          ? Schema.decodeUnknownResult(Schema.toType(schema), parse)
          : roundTrip(schema);
    checkers[side].set(call, check);
  }
  return check;
}

/** Encodes for the wire, then decodes from it: what a backend reads of what a client sends. */
function roundTrip(schema: Schema.Codec<unknown, unknown>): Check {
  const encode = Schema.encodeUnknownResult(schema, parse);
  const decode = Schema.decodeUnknownResult(schema, parse);
  return (input) => Result.flatMap(encode(input), decode);
}

/**
 * Checks a call's options with its request schema: `'wire'` decodes what arrived over HTTP (query
 * strings, JSON), `'options'` validates what a port caller passed (the schema's `Type` side, as the
 * in-memory fake receives it). A mismatch is the wire protocol's 400 `Invalid options.`.
 */
export function decodeRequest<C extends PortCall>(call: C, input: unknown, side: 'wire' | 'options'): Result.Result<RequestOf<C>, Refusal> {
  return Result.mapBoth(checkerOf(call, side)(input), {
    onFailure: (error) => badRequest(INVALID_OPTIONS, requestProblem(error)),
    onSuccess: (value) => value as RequestOf<C>,
  });
}

/**
 * The options a backend reads when a port caller passes `input` (the schema's `Type`): checked as
 * `decodeRequest(…, 'options')` does (the same 400), then encoded for the wire and decoded from it,
 * so the request schema's defaults are filled and fields it does not name are dropped, exactly as
 * the HTTP adapter and the server do. The in-memory fake answers from these (issue #23 §2).
 */
export function requestAsSent<C extends PortCall>(call: C, input: unknown): Result.Result<RequestOf<C>, Refusal> {
  return Result.flatMap(decodeRequest(call, input, 'options'), (checked) =>
    Result.mapBoth(checkerOf(call, 'sent')(checked), {
      onFailure: (error) => badRequest(INVALID_OPTIONS, requestProblem(error)),
      onSuccess: (value) => value as RequestOf<C>,
    }),
  );
}
