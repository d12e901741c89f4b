import { describe, expect, it } from 'vitest';
import { SITE_TYPES } from '../constants.js';
import type { BusinessAccessProfile, Viewer } from '../entities.js';
import { fc, test } from '../testing/property.js';
import { canPromotePin, viewerPromotionOffer } from './profile-ownership.js';
import { canOfferPromotion } from './save.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const newcomer: Viewer = { isAuth: true, id: 'u1', username: 'nora', isPartner: false, created_at: NOW.toISOString() };
const context = (viewer: Viewer, extra: { actingAs?: BusinessAccessProfile | null; promotionFlag?: boolean; siteType?: number } = {}) => ({
  viewer,
  now: NOW,
  promotionFlag: extra.promotionFlag ?? true,
  siteType: extra.siteType ?? SITE_TYPES.www,
  ...(extra.actingAs !== undefined ? { actingAs: extra.actingAs } : {}),
});
const shop: BusinessAccessProfile = { id: 'biz', permissions: ['OWNER'], user: { username: 'shop' }, viewerMeetsMfaRequirement: true };

describe('viewerPromotionOffer (S0 §5, S1 §6: canOfferPromotion fed from the viewer)', () => {
  it('S0 §5: a new account qualifies from its first minute', () => {
    expect(viewerPromotionOffer(context(newcomer))).toBe(true);
  });

  it('S0 §5: each condition turns it off', () => {
    expect(viewerPromotionOffer(context({ isAuth: false }))).toBe(false);
    expect(viewerPromotionOffer(context({ ...newcomer, isPartner: true }))).toBe(false);
    expect(viewerPromotionOffer(context(newcomer, { promotionFlag: false }))).toBe(false);
    expect(viewerPromotionOffer(context(newcomer, { siteType: SITE_TYPES.sterling_ads }))).toBe(false);
    expect(viewerPromotionOffer(context({ ...newcomer, created_at: new Date(NOW.getTime() - 31 * DAY).toISOString() }))).toBe(false);
    expect(viewerPromotionOffer(context({ ...newcomer, created_at: new Date(NOW.getTime() - 30 * DAY).toISOString() }))).toBe(true);
  });

  it('an account without a readable creation date is never offered', () => {
    const { created_at: _none, ...undated } = newcomer;
    expect(viewerPromotionOffer(context(undated))).toBe(false);
    expect(viewerPromotionOffer(context({ ...newcomer, created_at: 'yesterday-ish' }))).toBe(false);
  });

  it('S1 §6: acting (honoured) as another user’s business profile is the business-account condition', () => {
    expect(viewerPromotionOffer(context(newcomer, { actingAs: shop }))).toBe(false);
    // acting as oneself is not acting as another
    expect(viewerPromotionOffer(context(newcomer, { actingAs: { ...shop, id: 'u1' } }))).toBe(true);
    // a profile that is not honoured (no MFA, no OWNER) is not acted as
    expect(viewerPromotionOffer(context(newcomer, { actingAs: { ...shop, permissions: [], viewerMeetsMfaRequirement: false } }))).toBe(
      true,
    );
  });

  test.prop([fc.boolean(), fc.boolean(), fc.integer({ min: -60, max: 60 }), fc.boolean(), fc.constantFrom(0, 1, 3, 4, 6)])(
    'property: the same answer as canOfferPromotion on the viewer’s fields',
    (isAuth, isPartner, ageDays, promotionFlag, siteType) => {
      const created = new Date(NOW.getTime() - ageDays * DAY);
      const viewer: Viewer = { isAuth, id: 'u1', isPartner, created_at: created.toISOString() };
      expect(viewerPromotionOffer(context(viewer, { promotionFlag, siteType }))).toBe(
        canOfferPromotion({
          isAuth,
          isPartner,
          businessAccountCondition: false,
          accountCreatedAt: created,
          now: NOW,
          promotionFlag,
          siteType,
        }),
      );
    },
  );
});

describe('canPromotePin (S1 §6 ownership and the promotion offer)', () => {
  it('the owner of the Pin, offered promotion, may promote it; nobody else', () => {
    expect(canPromotePin(context(newcomer), { pinner: { id: 'u1' } })).toBe(true);
    expect(canPromotePin(context(newcomer), { pinner: { id: 'u2' } })).toBe(false);
    expect(canPromotePin(context(newcomer), {})).toBe(false);
    expect(canPromotePin(context(newcomer), null)).toBe(false);
    expect(canPromotePin(context({ isAuth: false }), { pinner: { id: 'u1' } })).toBe(false);
    expect(canPromotePin(context({ ...newcomer, isPartner: true }), { pinner: { id: 'u1' } })).toBe(false);
  });

  test.prop([fc.constantFrom('u1', 'u2', ''), fc.boolean()])('property: never for a Pin someone else saved', (pinner, flag) => {
    const allowed = canPromotePin(context(newcomer, { promotionFlag: flag }), { pinner: { id: pinner } });
    if (pinner !== 'u1') expect(allowed).toBe(false);
    else expect(allowed).toBe(flag);
  });
});
