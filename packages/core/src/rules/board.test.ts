import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { BOARD_NAME_MAX_LENGTH } from '../constants.js';
import type { Board } from '../entities.js';
import { MESSAGES } from '../messages.js';
import {
  boardCreateErrorMessage,
  boardCreatePayload,
  canAddSection,
  canCreateBoard,
  canViewBoard,
  canWriteBoard,
  isBoardListedOnProfile,
  sectionCreateErrorMessage,
  sectionCreatePayload,
  validateBoardName,
} from './board.js';

describe('validateBoardName', () => {
  it('S0 §5: a blank name gets "Don\'t forget to name your board!"', () => {
    for (const name of ['', '   ', '\t\n', '\u00a0\u2003']) expect(validateBoardName(name)).toBe("Don't forget to name your board!");
  });

  it('S0 §5/§9: 50 code points pass, 51 fail with "Please enter no more than 50 characters."', () => {
    expect(BOARD_NAME_MAX_LENGTH).toBe(50);
    expect(validateBoardName('a'.repeat(50))).toBeNull();
    expect(validateBoardName('a'.repeat(51))).toBe('Please enter no more than 50 characters.');
  });

  it('S0 §9: length counts code points, so 50 emoji (100 UTF-16 units) pass and 51 fail', () => {
    expect(validateBoardName('😀'.repeat(50))).toBeNull();
    expect(validateBoardName('😀'.repeat(51))).toBe(MESSAGES.boardNameTooLong(50));
  });

  it('S0 §9: the length is that of the trimmed name', () => {
    expect(validateBoardName(`   ${'b'.repeat(50)}   `)).toBeNull();
  });

  it('S0 §5: a custom maximum is used in the check and in the message', () => {
    expect(validateBoardName('abcd', 3)).toBe('Please enter no more than 3 characters.');
    expect(validateBoardName('abc', 3)).toBeNull();
  });

  test.prop([fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme', minLength: 40, maxLength: 60 }))])(
    'S0 §5 property: total; null exactly for 1..50 code points after trim',
    (name) => {
      const n = [...name.trim()].length;
      const out = validateBoardName(name);
      if (n === 0) expect(out).toBe(MESSAGES.boardNameRequired);
      else if (n > 50) expect(out).toBe(MESSAGES.boardNameTooLong(50));
      else expect(out).toBeNull();
    },
  );

  test.prop([fc.string({ unit: 'binary' }), fc.double()])('S0 §5 property: total on any name and any max', (name, max) => {
    expect(() => validateBoardName(name, max)).not.toThrow();
  });
});

describe('canCreateBoard / canAddSection', () => {
  const ok = { name: 'Trips', nameError: null, createError: null, saving: false };

  it('S0 §5: Create is enabled for a named board with no errors, not saving', () => {
    expect(canCreateBoard(ok)).toBe(true);
  });

  it('S0 §5: Create is disabled for a blank name, a name error, a create error or while saving', () => {
    expect(canCreateBoard({ ...ok, name: '  ' })).toBe(false);
    expect(canCreateBoard({ ...ok, nameError: MESSAGES.boardNameTooLong(50) })).toBe(false);
    expect(canCreateBoard({ ...ok, createError: MESSAGES.genericError })).toBe(false);
    expect(canCreateBoard({ ...ok, saving: true })).toBe(false);
  });

  it('S0 §5: Add is enabled only for non-empty trimmed text, not saving, no error', () => {
    expect(canAddSection({ text: ' Lighting ', saving: false, error: null })).toBe(true);
    expect(canAddSection({ text: '   ', saving: false })).toBe(false);
    expect(canAddSection({ text: 'Lighting', saving: true })).toBe(false);
    expect(canAddSection({ text: 'Lighting', saving: false, error: 'Taken' })).toBe(false);
  });

  // Metamorphic, not a restatement: each S0 §5 blocker disables Create whatever the other inputs,
  // and surrounding whitespace never changes the answer.
  const createInput = fc.record({
    name: fc.string({ unit: 'grapheme' }),
    nameError: fc.option(fc.string()),
    createError: fc.option(fc.string()),
    saving: fc.boolean(),
  });
  const padding = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0');

  test.prop([createInput, fc.string({ unit: 'grapheme', minLength: 1 }), fc.constantFrom('name', 'nameError', 'createError', 'saving')])(
    'S0 §5 property: any one blocker (blank name, name error, create error, saving) disables Create',
    (input, message, blocker) => {
      const blocked = {
        name: { ...input, name: input.name.replace(/\S/gu, ' ') },
        nameError: { ...input, nameError: message },
        createError: { ...input, createError: message },
        saving: { ...input, saving: true },
      }[blocker];
      expect(canCreateBoard(blocked)).toBe(false);
    },
  );

  test.prop([createInput, padding, padding])('S0 §5 property: whitespace around the name never changes Create', (input, before, after) => {
    expect(canCreateBoard({ ...input, name: `${before}${input.name}${after}` })).toBe(canCreateBoard(input));
  });

  test.prop([fc.string({ unit: 'grapheme' }).filter((s) => s.trim() !== '')])(
    'S0 §5 property: a non-blank name with no errors, not saving, enables Create',
    (name) => {
      expect(canCreateBoard({ name, nameError: null, createError: null, saving: false })).toBe(true);
    },
  );
});

const addInput = fc.record({
  text: fc.string({ unit: 'grapheme' }),
  saving: fc.boolean(),
  error: fc.option(fc.string(), { nil: undefined }),
});

test.prop([addInput, fc.string({ unit: 'grapheme', minLength: 1 }), fc.constantFrom('text', 'saving', 'error')])(
  'S0 §5 property: any one blocker (blank text, saving, an error) disables Add',
  (input, message, blocker) => {
    const blocked = {
      text: { ...input, text: input.text.replace(/\S/gu, ' ') },
      saving: { ...input, saving: true },
      error: { ...input, error: message },
    }[blocker];
    expect(canAddSection(blocked)).toBe(false);
  },
);

test.prop([addInput, fc.constantFrom('', ' ', '\t', '\u00a0'), fc.constantFrom('', ' ', '\n')])(
  'S0 §5 property: the section name is trimmed, so surrounding whitespace never changes Add',
  (input, before, after) => {
    expect(canAddSection({ ...input, text: `${before}${input.text}${after}` })).toBe(canAddSection(input));
  },
);

test.prop([fc.string({ unit: 'grapheme' }).filter((s) => s.trim() !== '')])(
  'S0 §5 property: non-blank text, not saving, no error enables Add',
  (text) => {
    expect(canAddSection({ text, saving: false, error: null })).toBe(true);
  },
);

describe('boardCreateErrorMessage / sectionCreateErrorMessage', () => {
  it('S0 §8: message plus detail when present', () => {
    expect(boardCreateErrorMessage({ message: 'Could not create board', message_detail: 'Name is taken.' })).toBe(
      'Could not create board: Name is taken.',
    );
    expect(boardCreateErrorMessage({ message: 'Could not create board.', message_detail: 'Name is taken.' })).toBe(
      'Could not create board. Name is taken.',
    );
  });

  it('S0 §8: the message alone when there is no detail (Error instances too)', () => {
    expect(boardCreateErrorMessage({ message: 'Board limit reached' })).toBe('Board limit reached');
    expect(boardCreateErrorMessage(new Error('Network down'))).toBe('Network down');
  });

  it('S0 §8: a string error as is', () => {
    expect(boardCreateErrorMessage('Nope')).toBe('Nope');
  });

  it("S0 §8: anything else is 'Uh oh! Something went wrong.'", () => {
    for (const e of [undefined, null, 42, {}, { message: '' }, new Error(''), '  ', Symbol('x')]) {
      expect(boardCreateErrorMessage(e)).toBe('Uh oh! Something went wrong.');
    }
  });

  it('S0 §8: a throwing getter is treated as absent', () => {
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('boom');
      },
    });
    expect(boardCreateErrorMessage(hostile)).toBe(MESSAGES.genericError);
  });

  it('S0 §8: section creation shows message_detail, else message, under the name field', () => {
    expect(sectionCreateErrorMessage({ message: 'Failed', message_detail: 'Section exists' })).toBe('Section exists');
    expect(sectionCreateErrorMessage({ message: 'Failed' })).toBe('Failed');
    expect(sectionCreateErrorMessage(null)).toBe(MESSAGES.genericError);
  });

  test.prop([fc.anything()])('S0 §8 property: total, always a non-blank string', (e) => {
    expect(boardCreateErrorMessage(e).trim()).not.toBe('');
    expect(sectionCreateErrorMessage(e).trim()).not.toBe('');
  });
});

describe('boardCreatePayload / sectionCreatePayload', () => {
  it('S0 §3: name, privacy and aux_data.source = board_picker', () => {
    expect(boardCreatePayload({ name: '  Trips ', privacy: 'secret', acting: { isAuth: true, viewerId: 'u1' } })).toEqual({
      name: 'Trips',
      privacy: 'secret',
      aux_data: { source: 'board_picker' },
    });
  });

  it('S0 §3/§6: a non-owner working for an advertiser sends advertiser_id and gets a protected board', () => {
    expect(
      boardCreatePayload({
        name: 'Spring ads',
        privacy: 'public',
        acting: { isAuth: true, viewerId: 'u2', advertiser: { id: 'a1', owner_user_id: 'u1' }, actingAsSubjectId: 'org1' },
      }),
    ).toEqual({
      name: 'Spring ads',
      privacy: 'protected',
      advertiser_id: 'a1',
      orbac_subject_id: 'org1',
      aux_data: { source: 'board_picker' },
    });
  });

  it('S0 §6: the ad-account owner sends no advertiser_id and defaults to public', () => {
    const p = boardCreatePayload({ name: 'Mine', acting: { isAuth: true, viewerId: 'u1', advertiser: { id: 'a1', owner_user_id: 'u1' } } });
    expect(p).toEqual({ name: 'Mine', privacy: 'public', aux_data: { source: 'board_picker' } });
  });

  it('S0 §7: section create payload with board_id, initial_pins, name, name_source and orbac_subject_id', () => {
    expect(sectionCreatePayload({ boardId: 'b1', name: ' Lighting ' })).toEqual({
      board_id: 'b1',
      initial_pins: [],
      name: 'Lighting',
      name_source: 0,
    });
    expect(sectionCreatePayload({ boardId: 'b1', name: 'Lamps', initialPins: ['p1'], nameSource: 2, actingAsSubjectId: 'org1' })).toEqual({
      board_id: 'b1',
      initial_pins: ['p1'],
      name: 'Lamps',
      name_source: 2,
      orbac_subject_id: 'org1',
    });
  });
});

test.prop([
  fc.string({ unit: 'grapheme' }),
  fc.option(fc.constantFrom('public', 'secret', 'protected'), { nil: undefined }),
  fc.record({
    isAuth: fc.boolean(),
    viewerId: fc.constantFrom('u1', 'u2'),
    advertiser: fc.option(fc.record({ id: fc.constantFrom('a1', ''), owner_user_id: fc.constantFrom('u1', 'u2') }), { nil: undefined }),
    actingAsSubjectId: fc.option(fc.constantFrom('org', ''), { nil: undefined }),
  }),
])('S0 §3/§6 property: payload name trimmed, source board_picker, protected exactly with an advertiser_id', (name, privacy, acting) => {
  const p = boardCreatePayload({ name, privacy, acting });
  expect(p.name).toBe(name.trim());
  expect(p.aux_data).toEqual({ source: 'board_picker' });
  expect(p.privacy === 'protected').toBe(p.advertiser_id !== undefined);
  expect(p.orbac_subject_id).toBe(acting.actingAsSubjectId ? acting.actingAsSubjectId : undefined);
});

describe('board access (S0 §6, enforced by adapters and server)', () => {
  const base: Board = { id: 'b1', name: 'B', owner: { id: 'owner' }, collaborating_users: [{ id: 'collab' }] };
  const secret: Board = { ...base, privacy: 'secret' };
  const protectedBoard: Board = { ...base, privacy: 'protected' };
  const publicBoard: Board = { ...base, privacy: 'public' };

  it('S0 §6: secret boards exist only for the owner and collaborators', () => {
    expect(canViewBoard(secret, 'owner')).toBe(true);
    expect(canViewBoard(secret, 'collab')).toBe(true);
    expect(canViewBoard(secret, 'stranger')).toBe(false);
    expect(canViewBoard(secret, null)).toBe(false);
    expect(canViewBoard(secret, '')).toBe(false);
  });

  it('S0 §6: public and protected boards can be viewed by anyone, signed out too', () => {
    expect(canViewBoard(publicBoard, undefined)).toBe(true);
    expect(canViewBoard(protectedBoard, 'stranger')).toBe(true);
    expect(canViewBoard(base, 'stranger')).toBe(true);
  });

  it('S0 §6: only the owner or a collaborator may write, whatever the privacy', () => {
    for (const b of [secret, protectedBoard, publicBoard]) {
      expect(canWriteBoard(b, 'owner')).toBe(true);
      expect(canWriteBoard(b, 'collab')).toBe(true);
      expect(canWriteBoard(b, 'stranger')).toBe(false);
      expect(canWriteBoard(b, undefined)).toBe(false);
    }
  });

  it('S0 §6: a stored collaborated_by_me flag never grants access', () => {
    const flagged: Board = { ...secret, collaborated_by_me: true };
    expect(canViewBoard(flagged, 'stranger')).toBe(false);
    expect(canWriteBoard(flagged, 'stranger')).toBe(false);
  });

  it("S0 §6: protected boards are 'not listed on user's profile' except for owner and collaborators", () => {
    expect(isBoardListedOnProfile(publicBoard, 'stranger')).toBe(true);
    expect(isBoardListedOnProfile(protectedBoard, 'stranger')).toBe(false);
    expect(isBoardListedOnProfile(protectedBoard, 'owner')).toBe(true);
    expect(isBoardListedOnProfile(secret, 'stranger')).toBe(false);
    expect(isBoardListedOnProfile(secret, 'collab')).toBe(true);
  });

  test.prop([
    fc.record({
      id: fc.string(),
      name: fc.string(),
      privacy: fc.option(fc.constantFrom('public', 'secret', 'protected'), { nil: undefined }),
      owner: fc.option(fc.record({ id: fc.constantFrom('owner', 'x', '') }), { nil: undefined }),
      collaborating_users: fc.option(fc.array(fc.record({ id: fc.constantFrom('collab', '') })), { nil: undefined }),
    }),
    fc.option(fc.constantFrom('owner', 'collab', 'stranger', ''), { nil: undefined }),
  ])('S0 §6 property: whoever may write may view and sees it listed; listed implies viewable', (b, viewer) => {
    if (canWriteBoard(b, viewer)) {
      expect(canViewBoard(b, viewer)).toBe(true);
      expect(isBoardListedOnProfile(b, viewer)).toBe(true);
    }
    if (isBoardListedOnProfile(b, viewer)) expect(canViewBoard(b, viewer)).toBe(true);
  });
});
