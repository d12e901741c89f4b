import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { SAVING_MESSAGES } from '../messages.js';
import {
  advertiserIdToSend,
  boardPickerAdvertiserOptions,
  boardPrivacyOptions,
  orbacSubjectIdFor,
  resolveBoardPrivacy,
  worksForAnotherAdvertiser,
  type ActingContext,
} from './acting-as.js';

const owner: ActingContext = { isAuth: true, viewerId: 'u1', advertiser: { id: 'a1', owner_user_id: 'u1' } };
const employee: ActingContext = { isAuth: true, viewerId: 'u2', advertiser: { id: 'a1', owner_user_id: 'u1' } };
const pinner: ActingContext = { isAuth: true, viewerId: 'u3' };

const actingArb: fc.Arbitrary<ActingContext> = fc.record({
  isAuth: fc.boolean(),
  viewerId: fc.option(fc.constantFrom('u1', 'u2', ''), { nil: undefined }),
  advertiser: fc.option(fc.record({ id: fc.constantFrom('a1', '', ' '), owner_user_id: fc.constantFrom('u1', 'u2', '') }), {
    nil: undefined,
  }),
  actingAsSubjectId: fc.option(fc.string({ unit: 'grapheme', maxLength: 5 })),
});

describe('advertiser id (S0 §6)', () => {
  it('S0 §6: sent when signed in and the advertiser owner differs from the viewer', () => {
    expect(advertiserIdToSend(employee)).toBe('a1');
    expect(worksForAnotherAdvertiser(employee)).toBe(true);
  });

  it('S0 §6: not sent for the ad-account owner, without an advertiser, or when signed out', () => {
    expect(advertiserIdToSend(owner)).toBeNull();
    expect(advertiserIdToSend(pinner)).toBeNull();
    expect(advertiserIdToSend({ ...employee, isAuth: false })).toBeNull();
    expect(advertiserIdToSend({ ...employee, advertiser: { id: '  ', owner_user_id: 'u1' } })).toBeNull();
  });

  test.prop([actingArb])('S0 §6 property: sent exactly when signed in with another owner’s advertiser', (ctx) => {
    const sent = advertiserIdToSend(ctx);
    expect(sent !== null).toBe(worksForAnotherAdvertiser(ctx));
    if (sent !== null) {
      expect(ctx.isAuth).toBe(true);
      expect(ctx.advertiser?.owner_user_id).not.toBe(ctx.viewerId);
      expect(boardPickerAdvertiserOptions(ctx)).toEqual({ advertiser_id: sent, filter: 'protected' });
    } else {
      expect(boardPickerAdvertiserOptions(ctx)).toBeNull();
    }
  });
});

describe('orbacSubjectIdFor (S0 §6)', () => {
  it('S0 §6: sent on board, section and Pin-move calls when acting for an organisation', () => {
    for (const call of ['board', 'section', 'pin_move'] as const) expect(orbacSubjectIdFor(call, 'org9')).toBe('org9');
  });

  it('S0 §7: UserBlockResource carries it too', () => {
    expect(orbacSubjectIdFor('user_block', 'org9')).toBe('org9');
  });

  it('S0 §6: not sent on other calls, or when not acting for anyone', () => {
    expect(orbacSubjectIdFor('pin_save', 'org9')).toBeNull();
    expect(orbacSubjectIdFor('board', null)).toBeNull();
    expect(orbacSubjectIdFor('board', undefined)).toBeNull();
    expect(orbacSubjectIdFor('board', '  ')).toBeNull();
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.option(fc.string({ unit: 'binary' }), { nil: undefined })])(
    'S0 §6 property: total; returns the given id or null',
    (call, id) => {
      const out = orbacSubjectIdFor(call, id);
      expect(out === null || out === id).toBe(true);
    },
  );
});

describe('boardPrivacyOptions (S0 §6)', () => {
  it('S0 §6: the ad-account owner may choose secret or public, default public, and invite collaborators', () => {
    const opts = boardPrivacyOptions(owner);
    expect(opts).toEqual({
      locked: false,
      choices: ['public', 'secret'],
      defaultPrivacy: 'public',
      canInviteCollaborators: true,
      note: null,
    });
    expect(boardPrivacyOptions(pinner)).toEqual(opts);
  });

  it("S0 §6: a non-owner working for an advertiser gets a locked protected board, 'not listed on user's profile'", () => {
    expect(boardPrivacyOptions(employee)).toEqual({
      locked: true,
      choices: ['protected'],
      defaultPrivacy: 'protected',
      canInviteCollaborators: false,
      note: SAVING_MESSAGES.protectedBoardNote,
    });
    expect(SAVING_MESSAGES.protectedBoardNote).toBe("not listed on user's profile");
  });

  it('S0 §6: the privacy a board is created with', () => {
    expect(resolveBoardPrivacy('secret', owner)).toBe('secret');
    expect(resolveBoardPrivacy(undefined, owner)).toBe('public');
    expect(resolveBoardPrivacy('protected', owner)).toBe('public');
    expect(resolveBoardPrivacy('secret', employee)).toBe('protected');
    expect(resolveBoardPrivacy('nonsense', pinner)).toBe('public');
  });

  test.prop([fc.option(fc.string()), actingArb])('S0 §6 property: the resolved privacy is always one of the offered choices', (p, ctx) => {
    expect(boardPrivacyOptions(ctx).choices).toContain(resolveBoardPrivacy(p, ctx));
  });
});
