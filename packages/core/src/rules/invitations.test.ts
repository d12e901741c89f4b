import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { boardPlaceholderCover, isBoardPlaceholderCover } from './board-cover.js';
import { COLLABORATION_MESSAGES, INVITATION_BADGE_MAX, invitationBadge, invitationText } from './invitation-words.js';
import {
  collaboratorRemovalRefusal,
  invitationCoverUrl,
  invitationIsFor,
  invitationKept,
  inviteReaches,
  sentInvitationName,
} from './invitations.js';

const id = fc.stringMatching(/^[0-9]{1,6}$/);
const local = fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/);
const mixedCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((flags) => [...s].map((c, i) => (flags[i] ? c.toUpperCase() : c)).join(''));

describe('invitationIsFor (issue 25: an invitation by id or by e-mail, S0 §4 "by name or e-mail")', () => {
  it('by id: only that user; by e-mail: the owner of the address, any case, spaces trimmed', () => {
    const viewer = { id: '7', email: 'Ada@Example.com' };
    expect(invitationIsFor({ invitee_id: '7', email: null }, viewer)).toBe(true);
    expect(invitationIsFor({ invitee_id: '8', email: null }, viewer)).toBe(false);
    expect(invitationIsFor({ invitee_id: null, email: ' ada@example.COM ' }, viewer)).toBe(true);
    expect(invitationIsFor({ invitee_id: null, email: 'ada@example.org' }, viewer)).toBe(false);
    expect(invitationIsFor({ invitee_id: null, email: null }, viewer)).toBe(false);
    expect(invitationIsFor({ invitee_id: null, email: '' }, { id: '1', email: '' })).toBe(false);
  });

  const typedAddress = fc
    .tuple(local, fc.constantFrom('example.com', 'mail.org'))
    .chain(([name, domain]) => mixedCase(`${name}@${domain}`).map((typed) => [`${name}@${domain}`, typed] as const));
  test.prop([typedAddress, id])(
    'property: an invitation by e-mail is for whoever signs up with that address in any case, and nobody with another',
    ([address, typed], userId) => {
      expect(invitationIsFor({ invitee_id: null, email: typed }, { id: userId, email: address })).toBe(true);
      expect(invitationIsFor({ invitee_id: null, email: typed }, { id: userId, email: `x${address}` })).toBe(false);
    },
  );
});

describe('inviteReaches (issue 25: someone you blocked cannot invite you)', () => {
  it('never the owner, a collaborator already, or someone who blocked the inviter', () => {
    const base = { ownerId: '1', collaboratorIds: ['2'], inviteeId: '3', inviteeBlockedInviter: false };
    expect(inviteReaches(base)).toBe(true);
    expect(inviteReaches({ ...base, inviteeId: '1' })).toBe(false);
    expect(inviteReaches({ ...base, inviteeId: '2' })).toBe(false);
    expect(inviteReaches({ ...base, inviteeBlockedInviter: true })).toBe(false);
  });

  test.prop([id, fc.array(id, { maxLength: 5 }), id])(
    'property: a block always stops the invitation',
    (ownerId, collaboratorIds, inviteeId) => {
      expect(inviteReaches({ ownerId, collaboratorIds, inviteeId, inviteeBlockedInviter: true })).toBe(false);
    },
  );
});

describe('invitationKept (issue #25: the sender lists what waits, and a block does not show in it)', () => {
  test.prop([id, fc.array(id, { maxLength: 5 }), id, fc.boolean()])(
    'property: kept for anyone but the owner and a collaborator, blocked or not; it reaches only those who did not block',
    (ownerId, collaboratorIds, inviteeId, blocked) => {
      const kept = invitationKept({ ownerId, collaboratorIds, inviteeId });
      expect(kept).toBe(inviteeId !== ownerId && !collaboratorIds.includes(inviteeId));
      expect(inviteReaches({ ownerId, collaboratorIds, inviteeId, inviteeBlockedInviter: blocked })).toBe(kept && !blocked);
    },
  );

  it('names the person picked (full name, else username) or the address typed, never the account behind an address', () => {
    expect(sentInvitationName({ invitee: { username: 'ann', full_name: 'Ann Lee' }, email: null })).toBe('Ann Lee');
    expect(sentInvitationName({ invitee: { username: 'ann', full_name: ' ' }, email: null })).toBe('ann');
    expect(sentInvitationName({ invitee: null, email: 'ann@example.com' })).toBe('ann@example.com');
  });
});

describe('collaboratorRemovalRefusal (issue 25: leave a board; the owner removes a collaborator)', () => {
  const members = { ownerId: 'o', collaboratorIds: ['a', 'b'] };
  it('a collaborator leaves; the owner removes anyone on it; others are 403; the owner cannot leave; a non-member is 404', () => {
    expect(collaboratorRemovalRefusal(members, 'a', 'a')).toBeNull();
    expect(collaboratorRemovalRefusal(members, 'o', 'b')).toBeNull();
    expect(collaboratorRemovalRefusal(members, 'a', 'b')?.status).toBe(403);
    expect(collaboratorRemovalRefusal(members, 'x', 'a')?.status).toBe(403);
    expect(collaboratorRemovalRefusal(members, 'o', 'o')).toMatchObject({ status: 400, message: COLLABORATION_MESSAGES.ownerCannotLeave });
    expect(collaboratorRemovalRefusal(members, 'o', 'x')?.status).toBe(404);
  });

  test.prop([id, fc.uniqueArray(id, { maxLength: 6 }), id, id])(
    'property: a removal is allowed exactly when the target collaborates and the actor is the owner or the target',
    (ownerId, collaborators, actorId, userId) => {
      const collaboratorIds = collaborators.filter((c) => c !== ownerId);
      const allowed = collaboratorRemovalRefusal({ ownerId, collaboratorIds }, actorId, userId) === null;
      expect(allowed).toBe(userId !== ownerId && collaboratorIds.includes(userId) && (actorId === ownerId || actorId === userId));
    },
  );
});

describe('invitationBadge and words (issue 25)', () => {
  it('nothing for none, the count, then 9+', () => {
    expect(invitationBadge(0)).toBeNull();
    expect(invitationBadge(-1)).toBeNull();
    expect(invitationBadge(Number.NaN)).toBeNull();
    expect(invitationBadge(1)).toBe('1');
    expect(invitationBadge(INVITATION_BADGE_MAX)).toBe('9');
    expect(invitationBadge(INVITATION_BADGE_MAX + 1)).toBe('9+');
  });
  test.prop([fc.integer({ min: 1, max: 10_000 })])('property: the badge is never longer than two characters', (n) => {
    expect(invitationBadge(n)?.length ?? 0).toBeLessThanOrEqual(2);
  });
  it('names the inviter by full name, else username', () => {
    expect(invitationText({ full_name: 'Ada L', username: 'ada' }, 'Garden')).toBe('Ada L invited you to collaborate on Garden');
    expect(invitationText({ full_name: ' ', username: 'ada' }, 'Garden')).toBe('ada invited you to collaborate on Garden');
    expect(COLLABORATION_MESSAGES.invitationsLink(2)).toBe('Invitations, 2 pending');
  });
});

describe('invitationCoverUrl (issue 25: the invitee sees a secret board only once they accept)', () => {
  it("a secret board's cover is its placeholder tile before accepting (the trial saw a broken image: its media is 404 to them)", () => {
    const cover = invitationCoverUrl({ id: 'b1', privacy: 'secret', image_cover_url: '/media/b1/236x.jpg' });
    expect(cover).toBe(boardPlaceholderCover('b1'));
    expect(isBoardPlaceholderCover(cover)).toBe(true);
  });
  it("a public board's cover is shown; none is none", () => {
    expect(invitationCoverUrl({ id: 'b1', privacy: 'public', image_cover_url: '/media/b1/236x.jpg' })).toBe('/media/b1/236x.jpg');
    expect(invitationCoverUrl({ id: 'b1', privacy: 'public', image_cover_url: null })).toBeNull();
    expect(invitationCoverUrl({ id: 'b1' })).toBeNull();
  });
});
