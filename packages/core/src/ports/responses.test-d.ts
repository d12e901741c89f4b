import type { Effect } from 'effect';
import { describe, expectTypeOf, it } from 'vitest';
import type * as Entities from '../entities.js';
import type { FacebookProfileData } from '../rules/account.js';
import type { ListPage } from '../rules/browse.js';
import type { AdsServiceShape } from './ads.js';
import type { AuthServiceShape } from './auth.js';
import type { BoardServiceShape } from './boards.js';
import type { BrowseServiceShape } from './browse.js';
import type { PortCall } from './calls.js';
import type { CollaboratorServiceShape } from './collaborators.js';
import type * as Other from './other-schemas.js';
import type { PinServiceShape } from './pins.js';
import type { PageItemOf, ResponseOf } from './responses.js';
import type * as Schemas from './schemas.js';
import type { SearchServiceShape } from './search.js';
import type { UploadServiceShape } from './uploads.js';
import type { UserServiceShape } from './users.js';

/** What a port method succeeds with. */
type Answer<F> = F extends (...args: never[]) => Effect.Effect<infer A, infer _E, infer _R> ? A : never;

/** `true` only when `A` and `B` are the same type (each assignable to the other, no `any`). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when the port method returns its call's answer as the answer schema decodes it. */
const returnsAnswer =
  <C extends PortCall>() =>
  <F>(..._check: Same<Answer<F>, ResponseOf<C>> extends true ? [] : [never]): true =>
    true;

// One schema per entity: an entity type is its schema's decoded type, both ways, so a field added to
// one and not the other fails here (and, for the derived ones, cannot happen at all).
describe('entities are their schemas’ types (issue #23 §2)', () => {
  it('each entity equals its wire schema’s Type', () => {
    expectTypeOf<Same<Entities.Board, typeof Schemas.BoardSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.BoardSection, typeof Schemas.BoardSectionSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.Pin, typeof Schemas.PinSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.Viewer, typeof Schemas.ViewerSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.BoardPickerResponse, typeof Schemas.BoardPickerResponseSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.User, typeof Other.UserSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.Advertiser, typeof Other.AdvertiserSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.BusinessAccessProfile, typeof Other.BusinessAccessProfileSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.UploadTicket, typeof Other.UploadTicketSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.UploadRecord, typeof Other.UploadRecordSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.CollaboratorSuggestion, typeof Other.CollaboratorSuggestionSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.BoardInvitation, typeof Other.BoardInvitationSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.UserSettings, typeof Other.UserSettingsSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.PinnableImage, typeof Other.PinnableImageSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.AutocompleteItem, typeof Other.AutocompleteItemSchema.Type>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Entities.BoardTitleSuggestion, typeof Other.BoardTitleSuggestionSchema.Type>>().toEqualTypeOf<true>();
  });

  it('a field on one side only is told apart (the check itself)', () => {
    expectTypeOf<Same<Entities.Board, Entities.Board & { readonly pin_count: number }>>().toEqualTypeOf<false>();
    expectTypeOf<Same<Entities.Board, Omit<Entities.Board, 'holds_pin'>>>().toEqualTypeOf<false>();
  });

  it('the rules’ looser Facebook profile accepts whatever the answer schema decodes', () => {
    expectTypeOf<ResponseOf<'POST /v3/facebook/profile_data/'>>().toExtend<FacebookProfileData>();
  });
});

// Every port method returns its call's answer schema's type (RESPONSES): the adapter decodes with
// it, the server's endpoint is typed by it, and no port promises a field the answer lacks.
describe('port answers are the RESPONSES types (issue #23 §2)', () => {
  it('boards', () => {
    returnsAnswer<'BoardPickerBoardsResource.get'>()<BoardServiceShape['getPickerBoards']>();
    returnsAnswer<'BoardResource.get'>()<BoardServiceShape['getBoard']>();
    returnsAnswer<'BoardResource.create'>()<BoardServiceShape['createBoard']>();
    returnsAnswer<'BoardResource.update'>()<BoardServiceShape['updateBoard']>();
    returnsAnswer<'BoardArchiveResource.create'>()<BoardServiceShape['archiveBoard']>();
    returnsAnswer<'BoardArchiveResource.delete'>()<BoardServiceShape['unarchiveBoard']>();
    returnsAnswer<'BoardSectionResource.update'>()<BoardServiceShape['updateSection']>();
    returnsAnswer<'BoardSectionResource.get'>()<BoardServiceShape['getSection']>();
    returnsAnswer<'BoardSectionResource.create'>()<BoardServiceShape['createSection']>();
    returnsAnswer<'BoardSectionsRepinResource.get'>()<BoardServiceShape['getSections']>();
    returnsAnswer<'BoardFeedResource.get'>()<BoardServiceShape['getBoardFeed']>();
  });

  it('pins, uploads, users', () => {
    returnsAnswer<'PinResource.create'>()<PinServiceShape['createPin']>();
    returnsAnswer<'RepinResource.create'>()<PinServiceShape['repin']>();
    returnsAnswer<'GET /v3/pins/{id}/'>()<PinServiceShape['getPin']>();
    returnsAnswer<'PinResource.update'>()<PinServiceShape['updatePin']>();
    returnsAnswer<'AlreadyPinnedCheckQuery'>()<PinServiceShape['alreadyPinnedCheck']>();
    returnsAnswer<'PinCreateSuccessQuery'>()<PinServiceShape['pinCreateSuccess']>();
    returnsAnswer<'GET /v3/pins/{id}/board_title_suggestions/'>()<PinServiceShape['getBoardTitleSuggestions']>();
    // these three hand out a part of the answer
    expectTypeOf<Answer<PinServiceShape['findPinImages']>>().toEqualTypeOf<ResponseOf<'FindPinImagesResource.get'>['items']>();
    expectTypeOf<Answer<PinServiceShape['hashtagAutocomplete']>>().toEqualTypeOf<ResponseOf<'GET /v3/search/autocomplete/'>['items']>();
    expectTypeOf<Answer<PinServiceShape['warmImage']>>().toEqualTypeOf<NonNullable<ResponseOf<'PUT /v3/pins/image/'>>>();
    returnsAnswer<'VIPResource.create'>()<UploadServiceShape['createUpload']>();
    returnsAnswer<'VIPResource.get'>()<UploadServiceShape['getUploads']>();
    returnsAnswer<'POST {upload_url}'>()<UploadServiceShape['uploadFile']>();
    returnsAnswer<'GET /v3/users/settings'>()<UserServiceShape['getSettings']>();
    returnsAnswer<'POST /v3/users/me/'>()<UserServiceShape['updateMe']>();
    returnsAnswer<'POST /v3/users/website/verify/'>()<UserServiceShape['verifyWebsite']>();
    expectTypeOf<Answer<UserServiceShape['emailExists']>>().toEqualTypeOf<ResponseOf<'GET /v3/register/exists/'>['exists']>();
  });

  it('collaborators, ads, auth, search', () => {
    returnsAnswer<'ShareSuggestionsResource.get'>()<CollaboratorServiceShape['getSuggestions']>();
    returnsAnswer<'ShareSuggestionsTypeaheadResource.get'>()<CollaboratorServiceShape['typeahead']>();
    returnsAnswer<'BoardInvitationsResource.get'>()<CollaboratorServiceShape['invitations']>();
    returnsAnswer<'BoardInvitationResource.update'>()<CollaboratorServiceShape['answerInvitation']>();
    returnsAnswer<'BoardSentInvitationsResource.get'>()<CollaboratorServiceShape['sentInvitations']>();
    returnsAnswer<'POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/'>()<AdsServiceShape['quickPromote']>();
    returnsAnswer<'GET /v3/offsite/'>()<AdsServiceShape['checkOffsite']>();
    returnsAnswer<'GET /vx/business_access/profiles/'>()<AdsServiceShape['getBusinessProfiles']>();
    returnsAnswer<'AdvertiserResource.create'>()<AdsServiceShape['createAdvertiser']>();
    returnsAnswer<'AdvertiserResource.get'>()<AdsServiceShape['getAdvertiser']>();
    returnsAnswer<'UserSessionResource.create'>()<AuthServiceShape['signIn']>();
    returnsAnswer<'UserRegisterResource.create'>()<AuthServiceShape['signUp']>();
    returnsAnswer<'GET /v3/facebook/login_data/'>()<AuthServiceShape['getFacebookLoginData']>();
    returnsAnswer<'SearchTypeaheadResource.get'>()<SearchServiceShape['typeahead']>();
  });

  it('list reads answer a page of their items', () => {
    expectTypeOf<Answer<BrowseServiceShape['homeFeed']>>().toEqualTypeOf<ListPage<PageItemOf<'HomeFeedResource.get'>>>();
    expectTypeOf<Answer<BrowseServiceShape['userBoards']>>().toEqualTypeOf<ListPage<PageItemOf<'UserBoardsResource.get'>>>();
    expectTypeOf<Answer<BrowseServiceShape['userPins']>>().toEqualTypeOf<ListPage<PageItemOf<'UserPinsResource.get'>>>();
    expectTypeOf<Answer<BrowseServiceShape['boardFeed']>>().toEqualTypeOf<ListPage<PageItemOf<'BoardFeedResource.get'>>>();
    expectTypeOf<Answer<AdsServiceShape['getCampaigns']>>().toEqualTypeOf<ListPage<PageItemOf<'AdvertiserCampaignsResource.get'>>>();
    returnsAnswer<'UserResource.get'>()<BrowseServiceShape['user']>();
    returnsAnswer<'BoardResource.get'>()<BrowseServiceShape['board']>();
    // S1 §3: a search page is all of one kind, each an item of the answer
    expectTypeOf<Answer<BrowseServiceShape['search']>['page']['items'][number]>().toEqualTypeOf<PageItemOf<'SearchResource.get'>>();
  });
});
