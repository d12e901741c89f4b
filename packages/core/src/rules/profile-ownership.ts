/**
 * S1 §6 ownership: which profile a page is about (the route username or the Pin owner's id),
 * whether the viewer owns an object (ids match, or acting as a business profile with that id), and
 * the features that turn off while acting as another user.
 */
import type { BusinessAccessProfile, Viewer } from '../entities.js';
import { canActAsProfile } from './account.js';
import { canOfferPromotion } from './save.js';

/** Who is looking, and the business profile they chose to act as (S1 §4 switching), if any. S1 §6. */
export interface OwnershipContext {
  readonly viewer: Viewer;
  readonly actingAs?: BusinessAccessProfile | null;
}

/**
 * What a page says about whose profile it shows: the route's username (profile pages) or the
 * owner id of the Pin shown (Pin pages). S1 §6 profile matching.
 */
export interface ProfileSubject {
  readonly routeUsername?: string | null;
  readonly pinOwnerId?: string | null;
}

/**
 * Features that turn off while acting as another user (S1 §6; which ones is not shown, ours):
 * the offer to promote a Pin (it rests on the signed-in person's own account age and partner
 * status, S0 §5), the card suggesting people to follow (a personal graph the business profile
 * does not share) and the Facebook-only-auth prompt to add a password (it is about the
 * person's own sign-in, S1 §6).
 */
export const FEATURES_OFF_WHILE_ACTING = ['promotion_offer', 'follow_card', 'facebook_only_auth_prompt'] as const;

/** A feature that `featureAvailableWhileActing` may turn off. S1 §6. */
export type FeatureOffWhileActing = (typeof FEATURES_OFF_WHILE_ACTING)[number];

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

// Usernames are case-insensitive in routes (`/Ann/` and `/ann/` are one profile); ids are not.
const sameUsername = (a: unknown, b: unknown): boolean => filled(a) && filled(b) && a.trim().toLowerCase() === b.trim().toLowerCase();
const sameId = (a: unknown, b: unknown): boolean => filled(a) && filled(b) && a.trim() === b.trim();

const signedIn = (viewer: unknown): viewer is Viewer => viewer !== null && typeof viewer === 'object' && (viewer as Viewer).isAuth === true;

/**
 * The business profile the viewer really acts as: the chosen one when the viewer is signed in,
 * it has an id and `canActAsProfile` honours it (MFA met or `OWNER`); else `null`. S1 §6.
 */
export function honouredActingProfile(ctx: OwnershipContext): BusinessAccessProfile | null {
  if (ctx === null || typeof ctx !== 'object' || !signedIn(ctx.viewer)) return null;
  const profile = ctx.actingAs;
  if (profile === null || profile === undefined || typeof profile !== 'object') return null;
  return filled(profile.id) && canActAsProfile(profile) ? profile : null;
}

/**
 * Whether the viewer acts as another user: an honoured business profile whose id is not the
 * viewer's own (acting as oneself is not acting as another). S1 §6.
 */
export function isActingAsAnotherUser(ctx: OwnershipContext): boolean {
  const profile = honouredActingProfile(ctx);
  return profile !== null && !sameId(profile.id, ctx.viewer.id);
}

/**
 * Whether the viewer owns an object whose owner id is `ownerId`: signed in and the ids match,
 * or acting (honoured) as a business profile with that id. A blank or missing id owns nothing.
 * S1 §6 "a viewer owns an object if ids match or is acting as a business profile with that id".
 */
export function viewerOwns(ctx: OwnershipContext, ownerId: string | null | undefined): boolean {
  if (ctx === null || typeof ctx !== 'object' || !signedIn(ctx.viewer) || !filled(ownerId)) return false;
  return sameId(ctx.viewer.id, ownerId) || sameId(honouredActingProfile(ctx)?.id, ownerId);
}

/**
 * Whether the page's profile is the viewer's own (or the honoured acting profile's): by the
 * route username when there is one (case-insensitive, against the viewer's and the acting
 * profile's usernames), else by the Pin owner's id (`viewerOwns`). Neither given → false.
 * S1 §6 profile matching.
 */
export function isOwnProfile(ctx: OwnershipContext, subject: ProfileSubject): boolean {
  if (ctx === null || typeof ctx !== 'object' || !signedIn(ctx.viewer)) return false;
  const routeUsername = subject?.routeUsername;
  if (filled(routeUsername)) {
    return sameUsername(ctx.viewer.username, routeUsername) || sameUsername(honouredActingProfile(ctx)?.user?.username, routeUsername);
  }
  return viewerOwns(ctx, subject?.pinOwnerId);
}

/**
 * Whether a feature stays on: the features of `FEATURES_OFF_WHILE_ACTING` turn off while acting
 * as another user (`isActingAsAnotherUser`); every other name stays on. S1 §6.
 */
export function featureAvailableWhileActing(feature: FeatureOffWhileActing | string, ctx: OwnershipContext): boolean {
  if (!(FEATURES_OFF_WHILE_ACTING as readonly string[]).includes(feature)) return true;
  return !isActingAsAnotherUser(ctx);
}

/** What the product knows when it decides whether to offer promotion (S0 §5, S1 §6). */
export interface PromotionOfferContext extends OwnershipContext {
  /** The clock the account age is measured at. */
  readonly now: Date;
  /** S0 §5 "the promotion flag is set": the product's own switch for offering promotion. */
  readonly promotionFlag: boolean;
  /** S1 §3 site type of the surface (`SITE_TYPES`): never offered on 3 (sterling/ads). */
  readonly siteType: number;
}

/**
 * Whether promotion is offered to this viewer: `canOfferPromotion` with its inputs read from the
 * S1 §3 Viewer — signed in (`isAuth`), not a partner (`isPartner`), the account's `created_at`
 * (missing or unreadable: never offered) — and the business-account condition read as acting
 * (honoured) as another user's business profile, which turns the offer off (S1 §6
 * `FEATURES_OFF_WHILE_ACTING`). A new account qualifies from its first minute.
 * S0 §5, S1 §6 promotion offer.
 */
export function viewerPromotionOffer(ctx: PromotionOfferContext): boolean {
  const viewer = ctx?.viewer;
  if (viewer === null || typeof viewer !== 'object') return false;
  const created = typeof viewer.created_at === 'string' && viewer.created_at !== '' ? new Date(viewer.created_at) : new Date(Number.NaN);
  return canOfferPromotion({
    isAuth: viewer.isAuth === true,
    isPartner: viewer.isPartner === true,
    businessAccountCondition: !featureAvailableWhileActing('promotion_offer', ctx),
    accountCreatedAt: created,
    now: ctx.now,
    promotionFlag: ctx.promotionFlag === true,
    siteType: ctx.siteType,
  });
}

/**
 * Whether a Pin's page offers `Promote` to the viewer: the viewer owns the Pin (`viewerOwns` its
 * `pinner.id`: their own save, or their business profile's) and promotion is offered to them
 * (`viewerPromotionOffer`). Someone else's Pin is never offered.
 * S1 §6 "promotion of a Pin is offered only to …" and ownership; the Pin page's button is ours
 * (beyond the spec: expected by users).
 */
export function canPromotePin(
  ctx: PromotionOfferContext,
  pin: { readonly pinner?: { readonly id: string } | null } | null | undefined,
): boolean {
  return viewerOwns(ctx, pin?.pinner?.id) && viewerPromotionOffer(ctx);
}
