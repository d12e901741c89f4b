import { BOARD_PICKER_ADVERTISER_FILTER, ORBAC_SUBJECT_CALLS } from '../constants.js';
import type { Advertiser, BoardPrivacy } from '../entities.js';
import { SAVING_MESSAGES } from '../messages.js';

/** S0 §6 who is acting: the signed-in viewer, the advertiser in context, and the organisation acted for. */
export interface ActingContext {
  readonly isAuth: boolean;
  readonly viewerId?: string | null;
  /** The advertiser whose ad account the viewer is working in, if any. */
  readonly advertiser?: Pick<Advertiser, 'id' | 'owner_user_id'> | null;
  /** The organisation the viewer acts on behalf of (orbac subject), if any. */
  readonly actingAsSubjectId?: string | null;
}

/** A call of S0 §6/§7 that may carry `orbac_subject_id`. */
export type OrbacSubjectCall = (typeof ORBAC_SUBJECT_CALLS)[number];

const isFilled = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * S0 §6: the viewer is signed in and works in an advertiser's ad account that someone else owns.
 * This is the one predicate behind advertiser_id sending, the board-picker advertiser filter and the
 * locked protected board.
 */
export function worksForAnotherAdvertiser(ctx: ActingContext): boolean {
  const advertiser = ctx.advertiser;
  if (!ctx.isAuth || advertiser == null || !isFilled(advertiser.id)) return false;
  return advertiser.owner_user_id !== ctx.viewerId;
}

/**
 * S0 §6: the advertiser id to send on board create, save and board-picker calls: sent when signed in
 * and the advertiser's owner differs from the viewer; otherwise `null` (not sent).
 */
export function advertiserIdToSend(ctx: ActingContext): string | null {
  return worksForAnotherAdvertiser(ctx) && ctx.advertiser ? ctx.advertiser.id : null;
}

/**
 * S0 §6: `orbac_subject_id` is sent on board, section and Pin-move calls (and, per S0 §7, on
 * UserBlockResource) when the viewer acts on behalf of an organisation; otherwise `null`.
 */
export function orbacSubjectIdFor(call: OrbacSubjectCall | string, actingAsSubjectId: string | null | undefined): string | null {
  if (!isFilled(actingAsSubjectId)) return null;
  return (ORBAC_SUBJECT_CALLS as readonly string[]).includes(call) ? actingAsSubjectId : null;
}

/** S0 §6 privacy choices of the board-create form. */
export type BoardPrivacyOptions =
  | {
      /** Ad-account owner (or no advertiser context): free choice, public by default. */
      readonly locked: false;
      readonly choices: readonly BoardPrivacy[];
      readonly defaultPrivacy: BoardPrivacy;
      readonly canInviteCollaborators: true;
      readonly note: null;
    }
  | {
      /** Non-owner working for an advertiser: one locked protected board. */
      readonly locked: true;
      readonly choices: readonly BoardPrivacy[];
      readonly defaultPrivacy: BoardPrivacy;
      readonly canInviteCollaborators: false;
      readonly note: string;
    };

const OWNER_PRIVACY_CHOICES: readonly BoardPrivacy[] = ['public', 'secret'];
const ADVERTISER_PRIVACY_CHOICES: readonly BoardPrivacy[] = ['protected'];

/**
 * S0 §6: an ad-account owner may choose secret or public (default public) and invite collaborators;
 * a non-owner working for an advertiser gets a locked protected board noted "not listed on user's profile".
 */
export function boardPrivacyOptions(ctx: ActingContext): BoardPrivacyOptions {
  if (worksForAnotherAdvertiser(ctx)) {
    return {
      locked: true,
      choices: ADVERTISER_PRIVACY_CHOICES,
      defaultPrivacy: 'protected',
      canInviteCollaborators: false,
      note: SAVING_MESSAGES.protectedBoardNote,
    };
  }
  return { locked: false, choices: OWNER_PRIVACY_CHOICES, defaultPrivacy: 'public', canInviteCollaborators: true, note: null };
}

/**
 * S0 §6 the privacy a board is created with: the locked `protected` for a non-owner working for an
 * advertiser, else the requested privacy when it is one of the offered choices, else the default (public).
 */
export function resolveBoardPrivacy(requested: BoardPrivacy | string | null | undefined, ctx: ActingContext): BoardPrivacy {
  const options = boardPrivacyOptions(ctx);
  return options.choices.find((choice) => choice === requested) ?? options.defaultPrivacy;
}

/** S0 §3 advertiser part of the board-picker request: `advertiser_id` with `filter: 'protected'`, when sent (S0 §6). */
export function boardPickerAdvertiserOptions(
  ctx: ActingContext,
): { readonly advertiser_id: string; readonly filter: typeof BOARD_PICKER_ADVERTISER_FILTER } | null {
  const advertiserId = advertiserIdToSend(ctx);
  return advertiserId === null ? null : { advertiser_id: advertiserId, filter: BOARD_PICKER_ADVERTISER_FILTER };
}
