/**
 * Entities of S0 §3 and S1 §3, with the spec's field names (the wire uses them too).
 * Optional fields are optional because the spec lists alternatives (`id` or `entityId`) or
 * because a response may omit them; rules must cope with either.
 */

/** S0 §3 Board privacy. */
export type BoardPrivacy = 'public' | 'secret' | 'protected';

/** S0 §3 Board. */
export interface Board {
  readonly id: string;
  readonly name: string;
  readonly url?: string;
  readonly slug?: string;
  readonly privacy?: BoardPrivacy;
  readonly image_cover_url?: string | null;
  readonly cover_images?: Readonly<Record<string, { readonly url: string }>> | readonly { readonly url: string }[] | null;
  readonly images?: { readonly '170x'?: readonly { readonly url: string }[] };
  readonly section_count?: number;
  readonly is_collaborative?: boolean;
  readonly collaborating_users?: readonly CollaboratingUser[];
  readonly collaborated_by_me?: boolean;
  readonly owner?: { readonly id: string; readonly username?: string };
  readonly archived_by_me_at?: string | null;
  readonly type?: string;
  readonly layout?: string;
  readonly description?: string;
  /**
   * Board picker answer to a request with `pin_id` (S0 §3): the board already holds that Pin (a Pin
   * of the same origin, rules/same-pin.ts), so the picker marks it (beyond the spec: expected by users).
   */
  readonly holds_pin?: boolean;
}

/** S0 §3 collaborating_users entry. */
export interface CollaboratingUser {
  readonly id: string;
  readonly full_name?: string;
  /** Beyond S0 §3 (issue 25): links the collaborator's profile from the board's people. */
  readonly username?: string;
}

/** S0 §3 Board section. */
export interface BoardSection {
  readonly id: string;
  readonly title?: string;
  readonly name?: string;
  readonly slug?: string;
  readonly type?: 'board_section' | 'boardsection';
  readonly board_id?: string;
  readonly preview_pins?: readonly {
    readonly image_medium_url?: string;
    readonly image_square_url?: string;
    readonly image_square_size_pixels?: number;
  }[];
}

/** S0 §3 Pin image size. */
export interface PinImage {
  /** A JPEG or PNG every browser decodes. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** Issue 24: the same pixels as WebP, when the server made them. */
  readonly webpUrl?: string;
  /** Issue 24: the same pixels as AVIF, when the server made them. */
  readonly avifUrl?: string;
}

/**
 * S0 §3 Pin `images`: `236x` and `orig`; issue 24 adds `474x` and `736x` (dense and large screens).
 * Every variant is the same picture, `orig` the largest (its long side at most 2048 px).
 */
export interface PinImages {
  readonly '236x'?: PinImage;
  readonly '474x'?: PinImage;
  readonly '736x'?: PinImage;
  readonly orig?: PinImage;
}

/** S0 §3 Pin. A saved Pin carries `board` and `section` (wire protocol). */
export interface Pin {
  readonly id: string;
  readonly entityId?: string;
  readonly description?: string;
  readonly link?: string | null;
  readonly title?: string;
  readonly imageUrl?: string;
  readonly images?: PinImages;
  readonly isPromoted?: boolean;
  readonly promotedIsRemovable?: boolean;
  /** S0 §3 the board it is saved to; `url` (issue #25) for the Pin page's "Saved to {board}" link. */
  readonly board?: { readonly id: string; readonly name: string; readonly url?: string } | null;
  readonly section?: { readonly id: string; readonly title: string } | null;
  /** S0 §3 `pinner.id`; its name, username and avatar (issue #25) for the Pin page's creator. */
  readonly pinner?: {
    readonly id: string;
    readonly username?: string;
    readonly full_name?: string;
    readonly image_medium_url?: string;
  };
  readonly pinnedToBoard?: { readonly name: string; readonly layout?: string; readonly id: string } | null;
  readonly linkDomain?: { readonly officialUser?: PinCreator | null } | null;
  readonly color?: string | null;
  readonly guid?: string | null;
  readonly video?: { readonly url: string; readonly duration: number; readonly cover_image_url?: string } | null;
}

/** The link domain's official user of S0 §7 PinCreateSuccessQuery. */
export interface PinCreator {
  readonly entityId: string;
  readonly followedByMe?: boolean;
  readonly fullName?: string;
  readonly imageMediumUrl?: string;
  readonly username?: string;
}

/** S0 §3 User. */
export interface User {
  readonly id: string;
  readonly username: string;
  readonly full_name?: string;
  readonly image_medium_url?: string;
  readonly image_large_url?: string;
  readonly followedByMe?: boolean;
  readonly isAuth?: boolean;
}

/** S1 §3 Viewer. */
export interface Viewer {
  readonly isAuth: boolean;
  readonly id?: string;
  readonly username?: string;
  readonly fullName?: string;
  readonly imageSmallUrl?: string;
  readonly imageMediumUrl?: string;
  readonly isPartner?: boolean;
  readonly hasPassword?: boolean;
  readonly socialNetwork?: {
    readonly facebook?: { readonly connected: boolean };
    readonly gplus?: { readonly connected: boolean };
  };
  readonly eligibleForStlTool?: boolean;
  readonly scheduled_pin_count?: number;
  /**
   * The viewer's own advertiser (the first they own): id, country and its S1 §9 currency, so the
   * quick-promote flow needs no second read; `merchant_id` as S1 §3 shows it. `null` when none.
   */
  readonly advertiser?: {
    readonly id: string;
    readonly country: string;
    readonly currency: string;
    readonly merchant_id?: string;
  } | null;
  /** ISO date the account was created (S0 §5 promotion threshold). */
  readonly created_at?: string;
}

/** S0 §3 / S1 §3 Advertiser. */
export interface Advertiser {
  readonly id: string;
  readonly owner_user_id: string;
  readonly billing_type?: string;
  readonly merchant_id?: string;
  readonly name?: string;
  readonly country?: string;
}

/** S1 §3 Business access profile. */
export interface BusinessAccessProfile {
  readonly id: string;
  readonly permissions: readonly string[];
  readonly user: {
    readonly username: string;
    readonly businessName?: string;
    readonly imgUrl?: string;
    readonly merchantId?: string;
    readonly eligibleForStlTool?: boolean;
    readonly scheduledPinCount?: number;
  };
  readonly viewerMeetsMfaRequirement: boolean;
}

/** S0 §3 Upload status. `failed` is what the wire protocol adds for a rejected file. */
export type UploadStatus = 'processing' | 'registered' | 'succeeded' | 'failed';

/** S0 §3 Upload record, as VIPResource get returns it per upload id. */
export interface UploadRecord {
  readonly status: UploadStatus | string;
  readonly signature?: string;
  readonly image_url?: string;
  readonly message?: string;
}

/** S0 §3 Upload ticket, as VIPResource create returns it. */
export interface UploadTicket {
  readonly upload_id: string;
  readonly upload_url: string;
  readonly upload_parameters: Readonly<Record<string, string>>;
}

/** S0 §3 Board title suggestion. */
export interface BoardTitleSuggestion {
  readonly title: string;
}

/** S0 §3 Autocomplete item. */
export interface AutocompleteItem {
  readonly query?: string;
  readonly pin_count?: number;
}

/** S0 §3 Collaborator suggestion. */
export interface CollaboratorSuggestion {
  readonly type: 'user_share_suggestion';
  readonly user?: {
    readonly id: string;
    readonly full_name?: string;
    readonly username?: string;
    readonly image_medium_url?: string;
    readonly image_large_url?: string;
  };
  readonly email?: { readonly title: string; readonly valid: boolean };
}

/**
 * Issue 25 (beyond the spec: expected by users): a pending invitation to collaborate on a board, as
 * its invitee reads it (S0 §4 "invite collaborators", made an invitation the invitee answers).
 */
export interface BoardInvitation {
  readonly id: string;
  readonly board: {
    readonly id: string;
    readonly name: string;
    readonly url?: string;
    readonly privacy?: BoardPrivacy;
    readonly image_cover_url?: string | null;
    readonly owner?: { readonly id: string; readonly username?: string; readonly full_name?: string };
  };
  readonly invited_by: {
    readonly id: string;
    readonly username: string;
    readonly full_name?: string;
    readonly image_medium_url?: string;
  };
  /** ISO 8601. */
  readonly created_at: string;
}

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
export interface UserSettings {
  readonly connected_to_instagram: boolean;
  readonly listed_website_url: string | null;
  /** Issue #21 §4 (beyond the spec): the listed website showed the account's token (rules/site-verification.ts). */
  readonly listed_website_verified?: boolean;
  /** Issue #21 §4 (beyond the spec): the token the listed website must show; `null` without a website. */
  readonly website_verification_token?: string | null;
}

/** S0 §3 Find-pin-images result item. */
export interface PinnableImage {
  readonly type: 'pinnable' | string;
  readonly url: string;
}

/** S0 §3 Board picker response. */
export interface BoardPickerResponse {
  readonly all_boards: readonly Board[];
  readonly boards_shortlist: readonly Board[];
}

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
