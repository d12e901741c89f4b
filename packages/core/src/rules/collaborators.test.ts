import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { COLLABORATOR_AVATARS_IN_LABEL } from '../constants.js';
import {
  collaboratorAvatarsLabel,
  collaboratorDisplayName,
  collaboratorEmailHint,
  orderCollaborators,
  type CollaboratorLike,
} from './collaborators.js';
import { compareDisplayNames } from './picker.js';

const u = (id: string, full_name?: string): CollaboratorLike => (full_name === undefined ? { id } : { id, full_name });

describe('orderCollaborators', () => {
  it('S0 §6: owner first, then the viewer, then the others by full name', () => {
    const users = [u('3', 'zoe'), u('v', 'Viewer Vic'), u('4', 'Adam'), u('o', 'Owner Olga'), u('5', 'bea')];
    expect(orderCollaborators(users, { ownerId: 'o', viewerId: 'v' }).map((x) => x.id)).toEqual(['o', 'v', '4', '5', '3']);
  });

  it('S0 §6: the viewer who owns the board comes first once', () => {
    const users = [u('2', 'B'), u('1', 'Me'), u('3', 'A')];
    expect(orderCollaborators(users, { ownerId: '1', viewerId: '1' }).map((x) => x.id)).toEqual(['1', '3', '2']);
  });

  it('S0 §3/§6: fullName and username stand in for full_name', () => {
    const users: CollaboratorLike[] = [{ id: '1', username: 'zed' }, { id: '2', fullName: 'Amy' }, { id: '3' }];
    expect(orderCollaborators(users, {}).map((x) => x.id)).toEqual(['3', '2', '1']);
    expect(collaboratorDisplayName({ id: '9', full_name: '  ', fullName: ' Kim ' })).toBe('Kim');
  });

  test.prop([
    fc.array(fc.record({ id: fc.constantFrom('o', 'v', 'a', 'b', 'c'), full_name: fc.string({ unit: 'grapheme', maxLength: 6 }) }), {
      maxLength: 12,
    }),
  ])('S0 §6 property: a permutation; owner entries, then viewer entries, then names in order', (users) => {
    const out = orderCollaborators(users, { ownerId: 'o', viewerId: 'v' });
    expect(out).toHaveLength(users.length);
    for (const user of users) expect(out.filter((x) => x === user)).toHaveLength(users.filter((x) => x === user).length);
    const ranks = out.map((x) => (x.id === 'o' ? 0 : x.id === 'v' ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const rest = out.filter((x) => x.id !== 'o' && x.id !== 'v').map((x) => x.full_name);
    for (let i = 1; i < rest.length; i++) expect(compareDisplayNames(rest[i - 1] ?? '', rest[i] ?? '')).toBeLessThanOrEqual(0);
  });
});

describe('collaboratorAvatarsLabel', () => {
  it('S0 §6: at most 3 collaborator avatars are named in the accessibility label', () => {
    expect(COLLABORATOR_AVATARS_IN_LABEL).toBe(3);
    expect(collaboratorAvatarsLabel([u('1', 'Ann'), u('2', 'Bob'), u('3', 'Cy')])).toBe('Collaborators: Ann, Bob and Cy');
    expect(collaboratorAvatarsLabel([u('1', 'Ann'), u('2', 'Bob'), u('3', 'Cy'), u('4', 'Di')])).toBe(
      'Collaborators: Ann, Bob, Cy and 1 other',
    );
    expect(collaboratorAvatarsLabel([u('1', 'Ann'), u('2', 'Bob'), u('3', 'Cy'), u('4', 'Di'), u('5', 'Ed')])).toBe(
      'Collaborators: Ann, Bob, Cy and 2 others',
    );
  });

  it('S0 §6: one or two collaborators, none, and a nameless one', () => {
    expect(collaboratorAvatarsLabel([u('1', 'Ann')])).toBe('Collaborators: Ann');
    expect(collaboratorAvatarsLabel([u('1', 'Ann'), u('2')])).toBe('Collaborators: Ann and Collaborator');
    expect(collaboratorAvatarsLabel([])).toBe('');
  });

  test.prop([fc.array(fc.record({ id: fc.uuid(), full_name: fc.constantFrom('Ann', 'Bob', 'Cy', 'Di', 'Ed') }), { maxLength: 20 })])(
    'S0 §6 property: names exactly min(n, 3) avatars',
    (users) => {
      const label = collaboratorAvatarsLabel(users);
      const namedCount =
        label === ''
          ? 0
          : label
              .replace(/ and \d+ others?$/, '')
              .replace('Collaborators: ', '')
              .split(/, | and /).length;
      expect(namedCount).toBe(Math.min(users.length, 3));
    },
  );
});

describe('collaboratorEmailHint', () => {
  it("S0 §4: 'Keep typing!' until the e-mail is valid", () => {
    for (const text of ['', 'ann', 'ann@', 'ann@example', 'ann@@example.com'])
      expect(collaboratorEmailHint(text, false)).toBe('Keep typing!');
  });

  it("S0 §4/§5: 'Click to send!' once the typed e-mail is valid (surrounding spaces ignored)", () => {
    expect(collaboratorEmailHint('ann@example.com', false)).toBe('Click to send!');
    expect(collaboratorEmailHint('  Ann.Lee@Example.co.uk ', false)).toBe('Click to send!');
  });

  it("S0 §4: 'Done!' once picked", () => {
    expect(collaboratorEmailHint('ann@example.com', true)).toBe('Done!');
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.boolean()])('S0 §4 property: total, always one of the three hints', (text, picked) => {
    expect(['Keep typing!', 'Click to send!', 'Done!']).toContain(collaboratorEmailHint(text, picked));
  });
});
