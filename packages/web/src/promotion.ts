/**
 * Whether this app offers promotion (S0 §5, S1 §6), for the success dialog's `Promote your Pin`
 * and the Pin page's `Promote`: core `viewerPromotionOffer` with the app's own facts.
 */
import { SITE_TYPES, type Pin, type Viewer } from '@pinstack/core';
import { canPromotePin, viewerPromotionOffer } from '@pinstack/core/rules';

/** S0 §5 "the promotion flag is set": this app has no experiment service, so the flag is on. */
export const PROMOTION_FLAG = true;

/** The facts the rule reads: the viewer, the clock, the flag and this site (www, S1 §3 site type 0). */
const offerContext = (viewer: Viewer, now: Date) => ({ viewer, now, promotionFlag: PROMOTION_FLAG, siteType: SITE_TYPES.www });

/** S0 §5 whether promotion is offered to the viewer now (a new account is; a partner is not). */
export function promotionOffered(viewer: Viewer | null | undefined, now: Date = new Date()): boolean {
  return viewer != null && viewerPromotionOffer(offerContext(viewer, now));
}

/** Whether the Pin page offers `Promote`: the viewer's own Pin, and promotion offered to them (S1 §6). */
export function pinPromotable(viewer: Viewer | null | undefined, pin: Pick<Pin, 'pinner'>, now: Date = new Date()): boolean {
  return viewer != null && canPromotePin(offerContext(viewer, now), pin);
}
