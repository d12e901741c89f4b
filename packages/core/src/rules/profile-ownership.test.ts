import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { OWNER_PERMISSION } from '../constants.js';
import type { BusinessAccessProfile, Viewer } from '../entities.js';
import { canActAsProfile } from './account.js';
import {
  FEATURES_OFF_WHILE_ACTING,
  featureAvailableWhileActing,
  honouredActingProfile,
  isActingAsAnotherUser,
  isOwnProfile,
  viewerOwns,
  type OwnershipContext,
} from './profile-ownership.js';

const viewer: Viewer = { isAuth: true, id: 'u1', username: 'ann' };
const business = (over: Partial<BusinessAccessProfile> = {}): BusinessAccessProfile => ({
  id: 'b9',
  permissions: [OWNER_PERMISSION],
  user: { username: 'AnnsShop' },
  viewerMeetsMfaRequirement: false,
  ...over,
});
const unhonoured = business({ permissions: ['ANALYST'], viewerMeetsMfaRequirement: false });

describe('viewerOwns', () => {
  it('S1 §6: ids match', () => {
    expect(viewerOwns({ viewer }, 'u1')).toBe(true);
    expect(viewerOwns({ viewer }, 'u2')).toBe(false);
  });

  it('S1 §6: acting as a business profile with that id (OWNER or MFA met)', () => {
    expect(viewerOwns({ viewer, actingAs: business() }, 'b9')).toBe(true);
    expect(viewerOwns({ viewer, actingAs: business({ permissions: [], viewerMeetsMfaRequirement: true }) }, 'b9')).toBe(true);
    // The viewer's own objects stay theirs while acting.
    expect(viewerOwns({ viewer, actingAs: business() }, 'u1')).toBe(true);
  });

  it('S1 §6: acting is honoured only if canActAsProfile passes', () => {
    expect(canActAsProfile(unhonoured)).toBe(false);
    expect(viewerOwns({ viewer, actingAs: unhonoured }, 'b9')).toBe(false);
  });

  it('S1 §6: a visitor, a blank id or a missing owner owns nothing', () => {
    expect(viewerOwns({ viewer: { isAuth: false, id: 'u1' } }, 'u1')).toBe(false);
    expect(viewerOwns({ viewer: { isAuth: true, id: '' } }, '')).toBe(false);
    expect(viewerOwns({ viewer }, null)).toBe(false);
    expect(viewerOwns({ viewer }, '  ')).toBe(false);
  });
});

describe('isOwnProfile', () => {
  it('S1 §6: matched by the route username, case-insensitively', () => {
    expect(isOwnProfile({ viewer }, { routeUsername: 'Ann' })).toBe(true);
    expect(isOwnProfile({ viewer }, { routeUsername: 'bob' })).toBe(false);
    expect(isOwnProfile({ viewer, actingAs: business() }, { routeUsername: 'annsshop' })).toBe(true);
    expect(isOwnProfile({ viewer, actingAs: unhonoured }, { routeUsername: 'annsshop' })).toBe(false);
  });

  it("S1 §6: else matched by the Pin owner's id", () => {
    expect(isOwnProfile({ viewer }, { pinOwnerId: 'u1' })).toBe(true);
    expect(isOwnProfile({ viewer, actingAs: business() }, { pinOwnerId: 'b9' })).toBe(true);
    expect(isOwnProfile({ viewer }, { pinOwnerId: 'b9' })).toBe(false);
  });

  it('S1 §6: the route username wins over the Pin owner id; neither → false', () => {
    expect(isOwnProfile({ viewer }, { routeUsername: 'bob', pinOwnerId: 'u1' })).toBe(false);
    expect(isOwnProfile({ viewer }, { routeUsername: ' ', pinOwnerId: 'u1' })).toBe(true);
    expect(isOwnProfile({ viewer }, {})).toBe(false);
  });
});

describe('acting as another user', () => {
  it('S1 §6: an honoured profile with another id is acting as another user', () => {
    expect(isActingAsAnotherUser({ viewer, actingAs: business() })).toBe(true);
    expect(isActingAsAnotherUser({ viewer, actingAs: business({ id: 'u1' }) })).toBe(false);
    expect(isActingAsAnotherUser({ viewer, actingAs: unhonoured })).toBe(false);
    expect(isActingAsAnotherUser({ viewer, actingAs: null })).toBe(false);
    expect(isActingAsAnotherUser({ viewer: { isAuth: false }, actingAs: business() })).toBe(false);
    expect(honouredActingProfile({ viewer, actingAs: business({ id: '' }) })).toBeNull();
  });

  it('S1 §6 (ours): promotion offer, follow card and the Facebook-only prompt turn off while acting', () => {
    const acting = { viewer, actingAs: business() };
    for (const feature of FEATURES_OFF_WHILE_ACTING) {
      expect(featureAvailableWhileActing(feature, acting)).toBe(false);
      expect(featureAvailableWhileActing(feature, { viewer })).toBe(true);
      expect(featureAvailableWhileActing(feature, { viewer, actingAs: unhonoured })).toBe(true);
    }
    expect(featureAvailableWhileActing('save_pin', acting)).toBe(true);
  });
});

const idArb = fc.oneof(fc.constantFrom('u1', 'b9', 'x', ''), fc.string({ unit: 'grapheme' }));
const viewerArb: fc.Arbitrary<Viewer> = fc.record(
  { isAuth: fc.boolean(), id: idArb, username: fc.string({ unit: 'grapheme' }) },
  { requiredKeys: ['isAuth'] },
);
const profileArb: fc.Arbitrary<BusinessAccessProfile> = fc.record({
  id: idArb,
  permissions: fc.array(fc.constantFrom(OWNER_PERMISSION, 'ANALYST', 'owner')),
  user: fc.record({ username: fc.string({ unit: 'grapheme' }) }),
  viewerMeetsMfaRequirement: fc.boolean(),
});
const ctxArb: fc.Arbitrary<OwnershipContext> = fc.record(
  { viewer: viewerArb, actingAs: fc.option(profileArb) },
  { requiredKeys: ['viewer'] },
);

describe('ownership properties', () => {
  test.prop([ctxArb, idArb])('S1 §6: owning means the viewer id or an honoured acting profile id', (ctx, ownerId) => {
    const owns = viewerOwns(ctx, ownerId);
    const profile = ctx.actingAs ?? null;
    const expected =
      ctx.viewer.isAuth &&
      ownerId.trim() !== '' &&
      (ctx.viewer.id?.trim() === ownerId.trim() || (profile !== null && canActAsProfile(profile) && profile.id.trim() === ownerId.trim()));
    expect(owns).toBe(expected);
  });

  test.prop([ctxArb, idArb])('S1 §6: an unhonoured acting profile changes nothing', (ctx, ownerId) => {
    const profile = ctx.actingAs;
    fc.pre(profile !== null && profile !== undefined && !canActAsProfile(profile));
    expect(viewerOwns(ctx, ownerId)).toBe(viewerOwns({ viewer: ctx.viewer }, ownerId));
    expect(isActingAsAnotherUser(ctx)).toBe(false);
  });

  test.prop([ctxArb, fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])(
    'S1 §6: features outside the list are never turned off; listed ones only while acting',
    (ctx, feature, username) => {
      if (!(FEATURES_OFF_WHILE_ACTING as readonly string[]).includes(feature)) expect(featureAvailableWhileActing(feature, ctx)).toBe(true);
      for (const f of FEATURES_OFF_WHILE_ACTING) expect(featureAvailableWhileActing(f, ctx)).toBe(!isActingAsAnotherUser(ctx));
      if (!ctx.viewer.isAuth) expect(isOwnProfile(ctx, { routeUsername: username })).toBe(false);
    },
  );

  test.prop([fc.anything(), fc.anything()])('S1 §6: never throws on untyped input', (ctx, subject) => {
    expect(() => isOwnProfile(ctx as OwnershipContext, subject as { routeUsername?: string })).not.toThrow();
    expect(() => viewerOwns(ctx as OwnershipContext, subject as string)).not.toThrow();
    expect(() => featureAvailableWhileActing('follow_card', ctx as OwnershipContext)).not.toThrow();
  });
});
