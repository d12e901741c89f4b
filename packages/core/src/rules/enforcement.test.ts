import { describe, expect, it } from 'vitest';
import type { Board } from '../entities.js';
import { MESSAGES, SERVER_MESSAGES } from '../messages.js';
import { fc, test } from '../testing/property.js';
import {
  BOARD_OWNER_REFUSALS,
  boardOwnerRefusal,
  boardPrivacyRefusal,
  boardReadRefusal,
  boardWriteRefusal,
  enforce,
  passwordRefusal,
  PASSWORD_MIN_LENGTH,
  Refusal,
  sectionOnBoardRefusal,
  usernameRefusal,
} from './enforcement.js';

const board = (privacy: Board['privacy'], collaborators: readonly string[] = []): Board => ({
  id: 'b1',
  name: 'Lamps',
  privacy,
  owner: { id: 'owner' },
  collaborating_users: collaborators.map((id) => ({ id })),
});

describe('shared enforcement rules (S0 §5, §6; wire protocol)', () => {
  it('sign-up: a password needs PASSWORD_MIN_LENGTH code points', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordRefusal('1234567')?.message).toBe(SERVER_MESSAGES.passwordTooShort(8));
    expect(passwordRefusal('12345678')).toBeNull();
    // 8 emoji are 16 UTF-16 units but 8 characters.
    expect(passwordRefusal('😀'.repeat(7))?.status).toBe(400);
  });

  it('usernames: 3 to 30 letters, digits or _', () => {
    expect(usernameRefusal('ada_99')).toBeNull();
    expect(usernameRefusal('ab')?.status).toBe(400);
    expect(usernameRefusal('a'.repeat(31))?.status).toBe(400);
    expect(usernameRefusal('ada lovelace')?.status).toBe(400);
  });

  it('S0 §6 read: a missing board and a secret board of others are the same 404', () => {
    expect(boardReadRefusal(undefined, 'me')).toEqual(boardReadRefusal(board('secret'), 'me'));
    expect(boardReadRefusal(undefined, 'me')?.status).toBe(404);
    expect(boardReadRefusal(board('secret'), 'owner')).toBeNull();
    expect(boardReadRefusal(board('secret', ['me']), 'me')).toBeNull();
    expect(boardReadRefusal(board('public'), null)).toBeNull();
  });

  it('S0 §6 write: owner or collaborator; a visible board of others is 403', () => {
    expect(boardWriteRefusal(board('public'), 'me')?.status).toBe(403);
    expect(boardWriteRefusal(board('public'), 'me')?.message).toBe(MESSAGES.notAllowed);
    expect(boardWriteRefusal(board('secret'), 'me')?.status).toBe(404);
    expect(boardWriteRefusal(board('public', ['me']), 'me')).toBeNull();
  });

  it('S0 §6 privacy: only the owner changes it, and protected stays locked', () => {
    expect(boardPrivacyRefusal(board('public', ['me']), 'me', 'secret')?.status).toBe(403);
    expect(boardPrivacyRefusal(board('public'), 'owner', 'secret')).toBeNull();
    expect(boardPrivacyRefusal(board('protected'), 'owner', 'public')?.message).toBe('This board privacy is locked.');
    expect(boardPrivacyRefusal(board('public'), 'owner', 'protected')?.message).toBe('This board privacy is locked.');
    expect(boardPrivacyRefusal(board('protected', ['me']), 'me', 'protected')).toBeNull();
  });

  it('S0 §6: deleting and inviting are the owner’s; a protected board has no collaborators', () => {
    expect(boardOwnerRefusal(board('public', ['me']), 'me', 'delete')?.detail).toBe('Only the owner can delete this board.');
    expect(boardOwnerRefusal(board('protected'), 'owner', 'invite')?.status).toBe(403);
    expect(boardOwnerRefusal(board('public'), 'owner', 'invite')).toBeNull();
  });

  it("issue #25: a board's settings and the invitations it sent are the owner's; a collaborator is refused (403) with the reason", () => {
    expect(boardOwnerRefusal(board('public', ['me']), 'me', 'settings')?.status).toBe(403);
    expect(boardOwnerRefusal(board('public', ['me']), 'me', 'settings')?.detail).toBe(BOARD_OWNER_REFUSALS.settings);
    expect(boardOwnerRefusal(board('secret', ['me']), 'me', 'invitations')?.detail).toBe(BOARD_OWNER_REFUSALS.invitations);
    expect(boardOwnerRefusal(board('public'), '', 'settings')?.status).toBe(403);
    // a protected board's settings are still its owner's (its privacy stays locked: boardPrivacyRefusal)
    expect(boardOwnerRefusal(board('protected'), 'owner', 'settings')).toBeNull();
    expect(boardOwnerRefusal(board('secret'), 'owner', 'invitations')).toBeNull();
  });

  it('a section saved into must be on the board', () => {
    expect(sectionOnBoardRefusal(undefined, 'b1')?.status).toBe(404);
    expect(sectionOnBoardRefusal({ boardId: 'b2', readable: true }, 'b1')?.status).toBe(400);
    expect(sectionOnBoardRefusal({ boardId: 'b1', readable: true }, 'b1')).toBeNull();
    // A section on a secret board of others is answered as missing: nothing about it leaks.
    expect(sectionOnBoardRefusal({ boardId: 'b2', readable: false }, 'b1')).toEqual(sectionOnBoardRefusal(undefined, 'b1'));
    expect(() => enforce(sectionOnBoardRefusal(undefined, 'b1'))).toThrow(Refusal);
  });

  test.prop([fc.constantFrom<Board['privacy']>('public', 'secret', 'protected'), fc.string(), fc.array(fc.string(), { maxLength: 3 })])(
    'whoever may write a board may read it (write refusals include read refusals)',
    (privacy, viewer, collaborators) => {
      const b = board(privacy, collaborators);
      if (boardWriteRefusal(b, viewer) === null) expect(boardReadRefusal(b, viewer)).toBeNull();
    },
  );
});
