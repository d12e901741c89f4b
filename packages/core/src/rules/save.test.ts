import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { SAVE_SCENARIOS, SITE_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  alreadySavedNotice,
  canOfferPromotion,
  isSuccessModalSuppressed,
  pinCreationMethod,
  pinPagePath,
  pinRepinPath,
  pinSharePath,
  saveErrorMessage,
  savedPinMessage,
  saveSuccessHeadline,
  shouldShareToSocial,
  shouldShowFollowCreatorCard,
  successDialogButtons,
} from './save.js';

const DAY = 86_400_000;
const now = new Date('2025-06-30T12:00:00Z');
const offer = {
  isAuth: true,
  isPartner: false,
  businessAccountCondition: false,
  accountCreatedAt: new Date(now.getTime() - 10 * DAY),
  now,
  promotionFlag: true,
  siteType: SITE_TYPES.www,
};

describe('pinCreationMethod', () => {
  it('S0 §1: a button Pin without a guid is sent as button_external', () => {
    expect(pinCreationMethod('button')).toBe('button_external');
    expect(pinCreationMethod('button', null)).toBe('button_external');
    expect(pinCreationMethod('button', '  ')).toBe('button_external');
    expect(pinCreationMethod('button', 'g-1')).toBe('button');
  });

  it('S0 §1: other methods are unchanged, with or without guid', () => {
    for (const m of ['uploaded', 'pinbuilder', 'scraped']) {
      expect(pinCreationMethod(m)).toBe(m);
      expect(pinCreationMethod(m, 'g')).toBe(m);
    }
  });
});

test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])(
  'S0 §1 property: total; only a guid-less button changes, and only to button_external',
  (method, guid) => {
    const out = pinCreationMethod(method, guid);
    if (out !== method) {
      expect(method).toBe('button');
      expect(out).toBe('button_external');
    }
  },
);

describe('canOfferPromotion', () => {
  it('S0 §5: offered when every condition holds', () => {
    expect(canOfferPromotion(offer)).toBe(true);
  });

  it('S0 §5: each failing condition alone withholds it', () => {
    expect(canOfferPromotion({ ...offer, isAuth: false })).toBe(false);
    expect(canOfferPromotion({ ...offer, isPartner: true })).toBe(false);
    expect(canOfferPromotion({ ...offer, businessAccountCondition: true })).toBe(false);
    expect(canOfferPromotion({ ...offer, promotionFlag: false })).toBe(false);
  });

  it('S0 §5: site type 3 never; other site types (0, 1, 4, 6) do', () => {
    expect(canOfferPromotion({ ...offer, siteType: 3 })).toBe(false);
    for (const siteType of [0, 1, 4, 6]) expect(canOfferPromotion({ ...offer, siteType })).toBe(true);
  });

  it('S0 §5 / core-api.md: an account exactly 30 days old still qualifies; 30 days + 1 ms does not', () => {
    expect(canOfferPromotion({ ...offer, accountCreatedAt: new Date(now.getTime() - 30 * DAY) })).toBe(true);
    expect(canOfferPromotion({ ...offer, accountCreatedAt: new Date(now.getTime() - 30 * DAY - 1) })).toBe(false);
  });

  it('S0 §5: an invalid date never qualifies', () => {
    expect(canOfferPromotion({ ...offer, accountCreatedAt: new Date(Number.NaN) })).toBe(false);
    expect(canOfferPromotion({ ...offer, now: new Date('nope') })).toBe(false);
  });

  test.prop([
    fc.boolean(),
    fc.boolean(),
    fc.boolean(),
    fc.date({ noInvalidDate: false }),
    fc.date({ noInvalidDate: false }),
    fc.boolean(),
    fc.integer({ min: -1, max: 14 }),
  ])('S0 §5 property: total; offered only when every condition holds', (isAuth, isPartner, biz, created, at, flag, siteType) => {
    const out = canOfferPromotion({
      isAuth,
      isPartner,
      businessAccountCondition: biz,
      accountCreatedAt: created,
      now: at,
      promotionFlag: flag,
      siteType,
    });
    if (out) {
      expect(isAuth && !isPartner && !biz && flag && siteType !== 3).toBe(true);
      expect(at.getTime() - created.getTime()).toBeLessThanOrEqual(30 * DAY);
    }
  });
});

describe('success texts', () => {
  it("S0 §2: 'Saved to {board}' or 'Saved to {section} in {board}'", () => {
    expect(saveSuccessHeadline('Trips')).toBe('Saved to Trips');
    expect(saveSuccessHeadline('Trips', 'Rome')).toBe('Saved to Rome in Trips');
    expect(saveSuccessHeadline('Trips', '  ')).toBe('Saved to Trips');
    expect(saveSuccessHeadline('Trips', null)).toBe('Saved to Trips');
  });

  it("S0 §8: 'Psst! You already saved this Pin to {board_name}' unless the layout is quick_creates", () => {
    expect(alreadySavedNotice('Trips', 'default')).toBe('Psst! You already saved this Pin to Trips');
    expect(alreadySavedNotice('Trips')).toBe('Psst! You already saved this Pin to Trips');
    expect(alreadySavedNotice('Quick saves', 'quick_creates')).toBeNull();
  });

  it("S0 §8: 'You saved this Pin to {name}!' and 'You saved your first Pin to {name}!'", () => {
    expect(savedPinMessage('Trips', false)).toBe('You saved this Pin to Trips!');
    expect(savedPinMessage('Trips', true)).toBe('You saved your first Pin to Trips!');
  });

  it('S0 §8: save failure shows the detail message, or the message', () => {
    expect(saveErrorMessage({ message: 'Failed', message_detail: 'Board is full' })).toBe('Board is full');
    expect(saveErrorMessage({ message: 'Failed', message_detail: '' })).toBe('Failed');
    expect(saveErrorMessage(undefined)).toBe(MESSAGES.genericError);
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.option(fc.string({ unit: 'grapheme' }))])(
    'S0 §2 property: the headline always names the board',
    (board, section) => {
      expect(saveSuccessHeadline(board, section)).toContain(board);
    },
  );
});

describe('shouldShareToSocial / isSuccessModalSuppressed', () => {
  it('S0 §5: share to social networks only when the board is not secret', () => {
    expect(shouldShareToSocial('secret')).toBe(false);
    expect(shouldShareToSocial('public')).toBe(true);
    expect(shouldShareToSocial('protected')).toBe(true);
    expect(shouldShareToSocial(undefined)).toBe(true);
  });

  it('S0 §6: the success modal is suppressed for ad_creation and business_nux only', () => {
    const suppressed = SAVE_SCENARIOS.filter((s) => isSuccessModalSuppressed(s));
    expect(suppressed).toEqual(['ad_creation', 'business_nux']);
    expect(isSuccessModalSuppressed(undefined)).toBe(false);
    expect(isSuccessModalSuppressed('AD_CREATION')).toBe(false);
  });
});

test.prop([fc.string({ unit: 'grapheme' }), fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined })])(
  'S0 §5/§6/§8 property: total; notice null only for quick_creates; share only off for secret; suppressed only in the two scenarios',
  (board, layout, word) => {
    expect(alreadySavedNotice(board, layout) === null).toBe(layout === 'quick_creates');
    expect(shouldShareToSocial(word)).toBe(word !== 'secret');
    expect(isSuccessModalSuppressed(word)).toBe(word === 'ad_creation' || word === 'business_nux');
  },
);

describe('shouldShowFollowCreatorCard', () => {
  const creator = { entityId: 'c1', followedByMe: false };

  it('S0 §6: shows to a signed-in viewer who is not the creator and does not follow them', () => {
    expect(shouldShowFollowCreatorCard({ viewer: { isAuth: true, id: 'v1' }, creator })).toBe(true);
  });

  it('S0 §6: hidden when signed out, for the creator, when already following, or with no creator', () => {
    expect(shouldShowFollowCreatorCard({ viewer: { isAuth: false }, creator })).toBe(false);
    expect(shouldShowFollowCreatorCard({ viewer: { isAuth: true, id: 'c1' }, creator })).toBe(false);
    expect(shouldShowFollowCreatorCard({ viewer: { isAuth: true, id: 'v1' }, creator: { ...creator, followedByMe: true } })).toBe(false);
    expect(shouldShowFollowCreatorCard({ viewer: { isAuth: true, id: 'v1' }, creator: null })).toBe(false);
  });
});

test.prop([
  fc.boolean(),
  fc.option(fc.constantFrom('v1', 'c1', ''), { nil: undefined }),
  fc.option(fc.record({ entityId: fc.constantFrom('v1', 'c1', ''), followedByMe: fc.option(fc.boolean(), { nil: undefined }) }), {
    nil: null,
  }),
])('S0 §6 property: the follow card implies signed in, not the creator, not following', (isAuth, id, creator) => {
  if (shouldShowFollowCreatorCard({ viewer: { isAuth, id }, creator })) {
    expect(isAuth).toBe(true);
    expect(creator?.entityId).not.toBe(id);
    expect(creator?.followedByMe).not.toBe(true);
  }
});

describe('successDialogButtons', () => {
  it("S0 §2: without promotion: 'Send' to /pin/{id}/?share=true and a red 'See it now' to /pin/{id}", () => {
    expect(successDialogButtons({ pinId: '42', promotionOffered: false, isPartner: false, openInNewTab: false })).toEqual([
      { kind: 'send', label: 'Send', href: '/pin/42/?share=true', color: 'gray', primary: false, newTab: false },
      { kind: 'see_it_now', label: 'See it now', href: '/pin/42', color: 'red', primary: true, newTab: false },
    ]);
  });

  it("S0 §2/§4: with promotion offered, 'Promote your Pin' replaces Send and 'See it now' turns grey", () => {
    expect(successDialogButtons({ pinId: '42', promotionOffered: true, isPartner: false, openInNewTab: true })).toEqual([
      {
        kind: 'promote',
        label: 'Promote your Pin',
        href: '/business/convert?next=/advertiser/quick_promote&pinId=42',
        color: 'red',
        primary: false,
        newTab: false,
      },
      { kind: 'see_it_now', label: 'See it now', href: '/pin/42', color: 'gray', primary: true, newTab: true },
    ]);
  });

  it("S0 §2: 'See it now' is grey for partners and opens in a new tab if requested", () => {
    const seeItNow = successDialogButtons({ pinId: '7', promotionOffered: false, isPartner: true, openInNewTab: true })[1];
    expect(seeItNow).toMatchObject({ kind: 'see_it_now', color: 'gray', newTab: true });
  });

  it('S0 §2: without a Pin id only the promotion entry remains', () => {
    expect(successDialogButtons({ promotionOffered: false, isPartner: false, openInNewTab: false })).toEqual([]);
    expect(successDialogButtons({ pinId: ' ', promotionOffered: true, isPartner: false, openInNewTab: false }).map((b) => b.href)).toEqual([
      '/business/convert?next=/advertiser/quick_promote',
    ]);
  });

  test.prop([fc.option(fc.string({ unit: 'grapheme' })), fc.boolean(), fc.boolean(), fc.boolean()])(
    'S0 §2 property: Send never with promotion; Promote only with it; one primary See it now whenever there is a Pin',
    (pinId, promotionOffered, isPartner, openInNewTab) => {
      const buttons = successDialogButtons({ pinId, promotionOffered, isPartner, openInNewTab });
      const kinds = buttons.map((b) => b.kind);
      if (promotionOffered) expect(kinds).not.toContain('send');
      expect(kinds.includes('promote')).toBe(promotionOffered);
      const hasPin = typeof pinId === 'string' && pinId.trim() !== '';
      expect(buttons.filter((b) => b.primary).length).toBe(hasPin ? 1 : 0);
      for (const b of buttons) expect(b.href.startsWith('/')).toBe(true);
    },
  );
});

describe('Pin paths', () => {
  it('S0 §2: /pin/{id}, /pin/{id}/?share=true and /pin/{id}/repin/x/ with the id encoded', () => {
    expect(pinPagePath('1')).toBe('/pin/1');
    expect(pinSharePath('1')).toBe('/pin/1/?share=true');
    expect(pinRepinPath('1')).toBe('/pin/1/repin/x/');
    expect(pinPagePath('../x?y')).toBe('/pin/..%2Fx%3Fy');
  });
});
