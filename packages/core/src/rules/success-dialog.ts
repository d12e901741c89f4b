import { LEGACY_PIN_READ_FIELD_SET_KEY, PIN_PREVIEW_WIDTH, SUCCESS_DIALOG_MIN_WIDTH, SUCCESS_GRID_MAX_HEIGHT } from '../constants.js';
import type { Pin } from '../entities.js';
import { isHexColor } from './color.js';
import { splitHttpUrl } from './mobile.js';
import { offsiteUrl } from './routes.js';

/** S0 §2 the preview the saved-Pin success dialog shows (its buttons are `successDialogButtons` in rules/save.ts). */
export type SuccessDialogPreview =
  /** A video Pin: its cover image and duration. */
  | {
      readonly kind: 'video';
      readonly coverImageUrl: string | null;
      /** Duration in milliseconds, `null` when the Pin's value is unusable. */
      readonly durationMs: number | null;
      /** `m:ss` (or `h:mm:ss`), whole seconds rounded down; `null` with `durationMs`. */
      readonly durationLabel: string | null;
    }
  /** Several website images: a grid that scrolls once taller than `maxHeight`. */
  | { readonly kind: 'image_grid'; readonly imageUrls: readonly string[]; readonly maxHeight: number }
  | { readonly kind: 'image'; readonly imageUrl: string }
  /** No image but a colour: a tile of that colour linking to the Pin's link (only an http(s) link, else `null`). */
  | { readonly kind: 'color_tile'; readonly color: string; readonly href: string | null }
  | { readonly kind: 'none' };

/** S0 §2/§9 the success dialog's content: sizes and the preview. */
export interface SuccessDialogContent {
  /** SUCCESS_DIALOG_MIN_WIDTH (500). */
  readonly minWidth: number;
  /** PIN_PREVIEW_WIDTH (236). */
  readonly previewWidth: number;
  readonly preview: SuccessDialogPreview;
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** `m:ss`, or `h:mm:ss` from an hour on, of whole seconds. */
function clockLabel(durationMs: number): string {
  const total = Math.floor(durationMs / 1000);
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * S0 §2: what the saved-Pin success dialog shows, first that applies: a video preview with duration
 * and cover image; a grid of website images when there are several (two or more distinct non-blank
 * urls); the Pin image (236x, else imageUrl, else orig); a colour tile with the Pin's http(s) link; else
 * nothing. Sizes: at least SUCCESS_DIALOG_MIN_WIDTH wide, previews PIN_PREVIEW_WIDTH wide, the grid
 * scrolling above SUCCESS_GRID_MAX_HEIGHT. Never throws.
 */
export function successDialogContent(input: {
  readonly pin: (Pick<Pin, 'imageUrl' | 'images' | 'color' | 'link' | 'video'> & { readonly id?: string }) | null | undefined;
  /** Website images offered for the Pin's link (FindPinImagesResource). @default [] */
  readonly websiteImageUrls?: readonly string[] | null;
}): SuccessDialogContent {
  const sizes = { minWidth: SUCCESS_DIALOG_MIN_WIDTH, previewWidth: PIN_PREVIEW_WIDTH };
  const pin = input.pin ?? {};
  const video = pin.video;
  if (video != null && filled(video.url)) {
    const durationMs = Number.isFinite(video.duration) && video.duration >= 0 ? video.duration : null;
    return {
      ...sizes,
      preview: {
        kind: 'video',
        coverImageUrl: filled(video.cover_image_url) ? video.cover_image_url : null,
        durationMs,
        durationLabel: durationMs === null ? null : clockLabel(durationMs),
      },
    };
  }
  const websiteImages = [...new Set((input.websiteImageUrls ?? []).filter(filled).map((url) => url.trim()))];
  if (websiteImages.length > 1)
    return { ...sizes, preview: { kind: 'image_grid', imageUrls: websiteImages, maxHeight: SUCCESS_GRID_MAX_HEIGHT } };
  const imageUrl = [pin.images?.['236x']?.url, pin.imageUrl, pin.images?.orig?.url].find(filled);
  if (imageUrl !== undefined) return { ...sizes, preview: { kind: 'image', imageUrl } };
  const color = typeof pin.color === 'string' ? pin.color.trim() : '';
  if (isHexColor(color)) {
    // note: the link is the Pin's outside source: only http(s), and through /offsite/ (S1 §2/§5 link check), never straight out
    const href =
      filled(pin.link) && splitHttpUrl(pin.link) !== null
        ? offsiteUrl({ url: pin.link.trim(), ...(filled(pin.id) ? { pin: pin.id } : {}) })
        : null;
    return { ...sizes, preview: { kind: 'color_tile', color, href } };
  }
  return { ...sizes, preview: { kind: 'none' } };
}

/**
 * S0 §9: whether the success dialog's image grid scrolls: its content is taller than
 * SUCCESS_GRID_MAX_HEIGHT (540; exactly 540 does not scroll). A non-finite height never scrolls.
 */
export function successGridScrolls(contentHeight: number): boolean {
  return Number.isFinite(contentHeight) && contentHeight > SUCCESS_GRID_MAX_HEIGHT;
}

/** S0 §7 why the success dialog reads the saved Pin. */
export type SuccessPinReadPurpose = 'already_pinned_check' | 'create_success';

/** S0 §7 GET /v3/pins/{id}/ and the legacy Pin read (`field_set_key` 'detailed', acting-as subject). */
export interface PinGetOptions {
  readonly id: string;
  /** e.g. `['pin.board()', 'pin.id', 'pin.pinned_to_board()', 'pin.type', 'pin.via_pinner()']`; sent comma-joined. */
  readonly field_sets?: readonly string[];
  readonly field_set_key?: string;
  readonly orbac_subject_id?: string;
}

/** S0 §7 AlreadyPinnedCheckQuery / PinCreateSuccessQuery variables. */
export interface PinQueryVariables {
  readonly pinId: string;
}

/** S0 §7 one PinService call of the success dialog's Pin read, named as on `PinService`. */
export type SuccessPinReadCall =
  // Call names are PinService's; ports/pins.test-d.ts fails when a method is renamed.
  | { readonly call: 'alreadyPinnedCheck'; readonly variables: PinQueryVariables }
  | { readonly call: 'pinCreateSuccess'; readonly variables: PinQueryVariables }
  | { readonly call: 'getPin'; readonly options: PinGetOptions };

/**
 * S0 §7 / S1 §7: which PinService call reads the Pin for the success dialog. With the GraphQL
 * experiment on: `alreadyPinnedCheck` (AlreadyPinnedCheckQuery) to check where it is pinned, or
 * `pinCreateSuccess` (PinCreateSuccessQuery) for the created Pin and its link domain's official user,
 * with `{ pinId }`. Off: the legacy `getPin` with the id, `field_set_key` LEGACY_PIN_READ_FIELD_SET_KEY
 * ('detailed') and the acting-as subject id (left out when not acting as anyone). A blank Pin id
 * plans no call (`null`).
 */
export function successPinReadPlan(input: {
  readonly pinId: string | null | undefined;
  readonly graphqlExperimentOn: boolean;
  readonly purpose: SuccessPinReadPurpose;
  readonly actingAsSubjectId?: string | null;
}): SuccessPinReadCall | null {
  if (!filled(input.pinId)) return null;
  const pinId = input.pinId.trim();
  if (input.graphqlExperimentOn) {
    return { call: input.purpose === 'already_pinned_check' ? 'alreadyPinnedCheck' : 'pinCreateSuccess', variables: { pinId } };
  }
  const subject = filled(input.actingAsSubjectId) ? { orbac_subject_id: input.actingAsSubjectId.trim() } : {};
  return { call: 'getPin', options: { id: pinId, field_set_key: LEGACY_PIN_READ_FIELD_SET_KEY, ...subject } };
}
