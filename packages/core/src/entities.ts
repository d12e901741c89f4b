/**
 * Entities of S0 §3 and S1 §3, with the spec's field names (the wire uses them too).
 * Optional fields are optional because the spec lists alternatives (`id` or `entityId`) or
 * because a response may omit them; rules must cope with either.
 *
 * Every entity that crosses the wire is its schema's decoded type (`ports/schemas.ts`,
 * `ports/other-schemas.ts`): a field added to an entity is a field its schema decodes, never one
 * silently dropped on the way in. Type-only imports: no schema code comes with these types.
 */
import type {
  BoardPickerResponseSchema,
  BoardPrivacySchema,
  BoardSchema,
  BoardSectionSchema,
  CollaboratingUserSchema,
  PinCreatorSchema,
  PinImageSchema,
  PinImagesSchema,
  PinSchema,
  ViewerSchema,
} from './ports/schemas.js';
import type {
  AdvertiserSchema,
  AutocompleteItemSchema,
  BoardInvitationSchema,
  BoardTitleSuggestionSchema,
  BusinessAccessProfileSchema,
  CollaboratorSuggestionSchema,
  PinnableImageSchema,
  UploadRecordSchema,
  UploadTicketSchema,
  UserSchema,
  UserSettingsSchema,
} from './ports/other-schemas.js';

/** S0 §3 Board privacy. */
export type BoardPrivacy = typeof BoardPrivacySchema.Type;

/** S0 §3 Board. */
export type Board = typeof BoardSchema.Type;

/** S0 §3 collaborating_users entry. */
export type CollaboratingUser = typeof CollaboratingUserSchema.Type;

/** S0 §3 Board section. */
export type BoardSection = typeof BoardSectionSchema.Type;

/** S0 §3 Pin image size (issue 24: with its WebP and AVIF files when the server made them). */
export type PinImage = typeof PinImageSchema.Type;

/** S0 §3 Pin `images`: `236x` and `orig`; issue 24 adds `474x` and `736x`. */
export type PinImages = typeof PinImagesSchema.Type;

/** S0 §3 Pin. A saved Pin carries `board` and `section` (wire protocol). */
export type Pin = typeof PinSchema.Type;

/** The link domain's official user of S0 §7 PinCreateSuccessQuery. */
export type PinCreator = typeof PinCreatorSchema.Type;

/** S0 §3 User. */
export type User = typeof UserSchema.Type;

/** S1 §3 Viewer. */
export type Viewer = typeof ViewerSchema.Type;

/** S0 §3 / S1 §3 Advertiser. */
export type Advertiser = typeof AdvertiserSchema.Type;

/** S1 §3 Business access profile. */
export type BusinessAccessProfile = typeof BusinessAccessProfileSchema.Type;

/** S0 §3 Upload status. `failed` is what the wire protocol adds for a rejected file. */
export type UploadStatus = 'processing' | 'registered' | 'succeeded' | 'failed';

/** S0 §3 Upload record, as VIPResource get returns it per upload id (`status`: an `UploadStatus`, or what a backend adds). */
export type UploadRecord = typeof UploadRecordSchema.Type;

/** S0 §3 Upload ticket, as VIPResource create returns it. */
export type UploadTicket = typeof UploadTicketSchema.Type;

/** S0 §3 Board title suggestion. */
export type BoardTitleSuggestion = typeof BoardTitleSuggestionSchema.Type;

/** S0 §3 Autocomplete item. */
export type AutocompleteItem = typeof AutocompleteItemSchema.Type;

/** S0 §3 Collaborator suggestion. */
export type CollaboratorSuggestion = typeof CollaboratorSuggestionSchema.Type;

/**
 * Issue 25 (beyond the spec: expected by users): a pending invitation to collaborate on a board, as
 * its invitee reads it (S0 §4 "invite collaborators", made an invitation the invitee answers).
 */
export type BoardInvitation = typeof BoardInvitationSchema.Type;

/**
 * Issue #25 (beyond the spec: expected by users): an invitation a board's owner sent, as the owner
 * reads it while it waits: the person picked (`invitee`), or the address typed (`email`, lower-cased;
 * never the account that uses it, #21 §1).
 */
export interface SentInvitation {
  readonly id: string;
  readonly board_id: string;
  readonly invitee: {
    readonly id: string;
    readonly username: string;
    readonly full_name?: string;
    readonly image_medium_url?: string;
  } | null;
  readonly email: string | null;
  /** ISO 8601. */
  readonly created_at: string;
}

/** S0 §3 User settings. */
export type UserSettings = typeof UserSettingsSchema.Type;

/** S0 §3 Find-pin-images result item (`type`: `pinnable`, or what a backend adds). */
export type PinnableImage = typeof PinnableImageSchema.Type;

/** S0 §3 Board picker response. */
export type BoardPickerResponse = typeof BoardPickerResponseSchema.Type;

/** S1 §3 Quick promote form values. */
export interface QuickPromoteForm {
  readonly name: string;
  readonly destination_url?: string;
  /** Daily budget in the advertiser's currency units. */
  readonly budget: number;
  readonly duration: number;
  readonly inclusive_end_date?: string;
  readonly is_ongoing: boolean;
  readonly advertiser_id: string;
  readonly ages?: readonly string[];
  readonly interests?: readonly string[];
  readonly genders?: readonly string[];
  readonly ad_type?: 'WEB_CONVERSION' | string;
  readonly selected_ocpm_tag?: { readonly conversionTagId: string; readonly conversionEvent: string } | null;
  readonly isAutoTargeting?: boolean;
  readonly locations?: readonly string[];
}

/** S1 §3 Saved quick-promote draft (per Pin and advertiser). */
export interface QuickPromoteDraft {
  readonly pin: string;
  readonly dailyBudget: number;
  readonly destinationUrl?: string;
  readonly duration: number;
  readonly locale?: string;
  readonly name: string;
  readonly interests?: readonly string[];
  readonly ages?: readonly string[];
  readonly genders?: readonly string[];
  readonly adType?: string;
}

/** S0 §8 / S1 §8 error fields as a server sends them. */
export interface ApiErrorFields {
  readonly message?: string;
  readonly message_detail?: string;
  readonly api_error_code?: number;
  readonly http_status?: number;
}

/** S0 §3 shuffle asset: a collage entity whose cut-out images a Pin save may carry. */
export interface ShuffleAsset {
  readonly entityId: string;
  /** The cut-out images, each with its url and pixel size. */
  readonly cutoutImages: readonly { readonly url: string; readonly height: number; readonly width: number }[];
}
