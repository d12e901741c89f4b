import { PROMOTION_MAX_ACCOUNT_AGE_DAYS, QUICK_CREATES_LAYOUT, SITE_TYPES, SUCCESS_MODAL_SUPPRESSED_SCENARIOS } from '../constants.js';
import type { BoardPrivacy, PinCreator } from '../entities.js';
import { MESSAGES } from '../messages.js';
import { promoteUrl } from './promote-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** S0 §2 the Pin page `/pin/{id}` (id URL-encoded). */
export function pinPagePath(pinId: string): string {
  return `/pin/${encodeURIComponent(pinId)}`;
}

/** S0 §2 the Pin page in share mode `/pin/{id}/?share=true` (id URL-encoded). */
export function pinSharePath(pinId: string): string {
  return `${pinPagePath(pinId)}/?share=true`;
}

/** S0 §2 the mobile repin target `/pin/{id}/repin/x/` (id URL-encoded). */
export function pinRepinPath(pinId: string): string {
  return `${pinPagePath(pinId)}/repin/x/`;
}

/** S0 §1: a `button` Pin without a guid is sent as `button_external`; other methods unchanged. */
export function pinCreationMethod<M extends string>(method: M, guid?: string | null): M | 'button_external' {
  return method === 'button' && (typeof guid !== 'string' || guid.trim() === '') ? 'button_external' : method;
}

/**
 * S0 §5 / S1 §6: promotion is offered only to a signed-in non-partner meeting no business-account
 * condition, whose account is at most PROMOTION_MAX_ACCOUNT_AGE_DAYS (30) days old at `now` (exactly 30
 * still qualifies), with the promotion flag set, on any site type but 3 (sterling/ads). Invalid dates never qualify.
 */
export function canOfferPromotion(input: {
  readonly isAuth: boolean;
  readonly isPartner: boolean;
  readonly businessAccountCondition: boolean;
  readonly accountCreatedAt: Date;
  readonly now: Date;
  readonly promotionFlag: boolean;
  readonly siteType: number;
}): boolean {
  const ageMs = input.now.getTime() - input.accountCreatedAt.getTime();
  return (
    input.isAuth &&
    !input.isPartner &&
    !input.businessAccountCondition &&
    input.promotionFlag &&
    input.siteType !== SITE_TYPES.sterling_ads &&
    // NaN (an invalid Date) fails this comparison, so a bad date never offers promotion
    ageMs <= PROMOTION_MAX_ACCOUNT_AGE_DAYS * DAY_MS
  );
}

/** S0 §2 success dialog headline: 'Saved to {board}', or 'Saved to {section} in {board}' when a section is named. */
export function saveSuccessHeadline(boardName: string, sectionName?: string | null): string {
  return typeof sectionName === 'string' && sectionName.trim() !== ''
    ? MESSAGES.savedToSection(sectionName, boardName)
    : MESSAGES.savedTo(boardName);
}

/** S0 §8: 'Psst! You already saved this Pin to {board_name}', except for a board whose layout is quick_creates (`null`). */
export function alreadySavedNotice(boardName: string, layout?: string | null): string | null {
  return layout === QUICK_CREATES_LAYOUT ? null : MESSAGES.alreadySaved(boardName);
}

/** S0 §8: 'You saved your first Pin to {name}!' for a first Pin, else 'You saved this Pin to {name}!'. */
export function savedPinMessage(name: string, firstPin: boolean): string {
  return firstPin ? MESSAGES.youSavedFirstPin(name) : MESSAGES.youSavedThisPin(name);
}

/** S0 §8 save failure notice: the detail message, else the message, else the generic error. */
export function saveErrorMessage(
  error: { readonly message?: string | null; readonly message_detail?: string | null } | null | undefined,
): string {
  for (const text of [error?.message_detail, error?.message]) if (typeof text === 'string' && text.trim() !== '') return text;
  return MESSAGES.genericError;
}

/** S0 §5: sharing to social networks happens only when the board is not secret. */
export function shouldShareToSocial(privacy: BoardPrivacy | string | null | undefined): boolean {
  return privacy !== 'secret';
}

/** S0 §6: the success modal is suppressed in the ad_creation and business_nux scenarios. */
export function isSuccessModalSuppressed(scenario: string | null | undefined): boolean {
  return (SUCCESS_MODAL_SUPPRESSED_SCENARIOS as readonly (string | null | undefined)[]).includes(scenario);
}

/** S0 §6: the follow-the-creator card shows only to signed-in viewers who are not the creator and do not follow them. */
export function shouldShowFollowCreatorCard(input: {
  readonly viewer: { readonly isAuth: boolean; readonly id?: string | null };
  readonly creator: Pick<PinCreator, 'entityId' | 'followedByMe'> | null | undefined;
}): boolean {
  const { viewer, creator } = input;
  if (!viewer.isAuth || creator == null || creator.entityId === '') return false;
  return creator.entityId !== viewer.id && creator.followedByMe !== true;
}

/** S0 §2 one button of the saved-Pin success dialog. */
export interface SuccessDialogButton {
  readonly kind: 'send' | 'see_it_now' | 'promote';
  readonly label: string;
  readonly href: string;
  readonly color: 'red' | 'gray';
  /** 'See it now' is the main action (S0 §4). */
  readonly primary: boolean;
  readonly newTab: boolean;
}

/**
 * S0 §2/§4 success dialog buttons, left to right: 'Send' (/pin/{id}/?share=true) or, when promotion
 * is offered, 'Promote your Pin' in its place (red, via promoteUrl); then 'See it now' (/pin/{id}), the
 * main action, grey for partners or when promotion is offered, otherwise red, in a new tab if requested.
 * Without a Pin id only 'Promote your Pin' can link anywhere.
 */
export function successDialogButtons(input: {
  readonly pinId?: string | null;
  readonly promotionOffered: boolean;
  readonly isPartner: boolean;
  readonly openInNewTab: boolean;
}): SuccessDialogButton[] {
  const pinId = typeof input.pinId === 'string' && input.pinId.trim() !== '' ? input.pinId : null;
  const buttons: SuccessDialogButton[] = [];
  if (input.promotionOffered) {
    buttons.push({ kind: 'promote', label: MESSAGES.promoteYourPin, href: promoteUrl(pinId), color: 'red', primary: false, newTab: false });
  } else if (pinId !== null) {
    buttons.push({ kind: 'send', label: MESSAGES.send, href: pinSharePath(pinId), color: 'gray', primary: false, newTab: false });
  }
  if (pinId !== null) {
    buttons.push({
      kind: 'see_it_now',
      label: MESSAGES.seeItNow,
      href: pinPagePath(pinId),
      color: input.isPartner || input.promotionOffered ? 'gray' : 'red',
      primary: true,
      newTab: input.openInNewTab,
    });
  }
  return buttons;
}
