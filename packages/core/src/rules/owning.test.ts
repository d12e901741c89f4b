import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import type { Board, Pin } from '../entities.js';
import { MESSAGES } from '../messages.js';
import {
  boardNameKey,
  boardPrivacyChoices,
  canEditPin,
  canManageBoard,
  freshBoardNameSuggestions,
  isArchivedByMe,
  OWNING_MESSAGES,
  pinEditChanges,
  pinEditFormOf,
  pinEditProblem,
  pinOwnerRefusal,
} from './owning.js';

const pin: Pin = {
  id: '7',
  title: 'Brass lamp',
  description: 'Warm #light',
  link: 'https://example.com/lamp',
  board: { id: 'b1', name: 'Lighting' },
  section: { id: 's1', title: 'Pendants' },
  pinner: { id: 'u1' },
};

const board = (privacy: Board['privacy'], ownerId = 'u1', archived: string | null = null): Board => ({
  id: 'b1',
  name: 'Lighting',
  privacy,
  owner: { id: ownerId, username: 'ada' },
  archived_by_me_at: archived,
});

describe('issue #25 who edits and deletes a Pin (S0 §3 pinner.id; beyond the spec: expected by users)', () => {
  it('the person who saved it, and nobody else (nor the signed-out)', () => {
    expect(canEditPin(pin, 'u1')).toBe(true);
    expect(canEditPin(pin, 'u2')).toBe(false);
    expect(canEditPin(pin, null)).toBe(false);
    expect(canEditPin(pin, '')).toBe(false);
    expect(canEditPin({ id: '8' }, 'u1')).toBe(false);
  });

  it('a backend refuses anyone else with 403 and says who may', () => {
    expect(pinOwnerRefusal('u1', 'u1', 'edit')).toBeNull();
    const edit = pinOwnerRefusal('u1', 'u2', 'edit');
    expect(edit?.status).toBe(403);
    expect(edit?.message).toBe(MESSAGES.notAllowed);
    expect(edit?.detail).toBe(OWNING_MESSAGES.onlyPinnerEdits);
    expect(pinOwnerRefusal('u1', 'u2', 'delete')?.detail).toBe(OWNING_MESSAGES.onlyPinnerDeletes);
    expect(pinOwnerRefusal('', '', 'delete')?.status).toBe(403);
  });

  test.prop([fc.string(), fc.string()])('the UI offers the controls exactly when the backend allows the call', (pinner, viewer) => {
    const shown = canEditPin({ id: '1', pinner: { id: pinner } }, viewer);
    expect(shown).toBe(pinOwnerRefusal(pinner, viewer, 'edit') === null && pinner !== '');
  });
});

describe('issue #25 the Pin edit form', () => {
  it('starts from the Pin and sends only what changed, trimmed', () => {
    const before = pinEditFormOf(pin);
    expect(before).toEqual({
      title: 'Brass lamp',
      description: 'Warm #light',
      link: 'https://example.com/lamp',
      boardId: 'b1',
      sectionId: 's1',
    });
    expect(pinEditChanges(before, before)).toBeNull();
    expect(pinEditChanges(before, { ...before, title: '  Brass lamp ' })).toBeNull();
    expect(pinEditChanges(before, { ...before, title: ' Copper lamp ' })).toEqual({ title: 'Copper lamp' });
    expect(pinEditChanges(before, { ...before, link: '' })).toEqual({ link: '' });
    expect(pinEditChanges(before, { ...before, sectionId: null })).toEqual({ section_id: null });
  });

  it('a new board sends its section with it (none: null)', () => {
    const before = pinEditFormOf(pin);
    expect(pinEditChanges(before, { ...before, boardId: 'b2', sectionId: null })).toEqual({ board_id: 'b2', section_id: null });
    expect(pinEditChanges(before, { ...before, boardId: 'b2', sectionId: 's9' })).toEqual({ board_id: 'b2', section_id: 's9' });
  });

  it('a link is none or an http(s) URL', () => {
    expect(pinEditProblem({ link: '' })).toBeNull();
    expect(pinEditProblem({ link: '  https://example.com/x ' })).toBeNull();
    expect(pinEditProblem({ link: 'javascript:alert(1)' })).toBe(OWNING_MESSAGES.linkInvalid);
    expect(pinEditProblem({ link: 'example.com' })).toBe(OWNING_MESSAGES.linkInvalid);
  });

  test.prop([
    fc.record({ title: fc.string(), description: fc.string(), link: fc.string(), boardId: fc.string(), sectionId: fc.option(fc.string()) }),
  ])('applying the changes to the form it started from gives the submitted form (texts trimmed)', (after) => {
    const before = pinEditFormOf(pin);
    const changes = pinEditChanges(before, after) ?? {};
    const applied = {
      title: changes.title ?? before.title.trim(),
      description: changes.description ?? before.description.trim(),
      link: changes.link ?? before.link.trim(),
      boardId: changes.board_id ?? before.boardId,
      sectionId: changes.section_id !== undefined ? changes.section_id : before.sectionId,
    };
    expect(applied.title).toBe(after.title.trim());
    expect(applied.description).toBe(after.description.trim());
    expect(applied.link).toBe(after.link.trim());
    if (after.boardId !== '') expect(applied.boardId).toBe(after.boardId);
    if (after.boardId !== '' || after.boardId === before.boardId) expect(applied.sectionId).toBe(after.sectionId);
  });
});

describe('issue #25 board settings (S0 §6)', () => {
  it('are the owner’s only', () => {
    expect(canManageBoard(board('public'), 'u1')).toBe(true);
    expect(canManageBoard(board('public'), 'u2')).toBe(false);
    expect(canManageBoard(board('public'), null)).toBe(false);
  });

  it('S0 §6: public ↔ secret, and a protected advertiser board stays protected (no choice offered)', () => {
    expect(boardPrivacyChoices(board('public'))).toEqual(['public', 'secret']);
    expect(boardPrivacyChoices(board('secret'))).toEqual(['public', 'secret']);
    expect(boardPrivacyChoices(board('protected'))).toBeNull();
  });

  it('S0 §3 archived_by_me_at: archived when set', () => {
    expect(isArchivedByMe(board('public'))).toBe(false);
    expect(isArchivedByMe(board('public', 'u1', '2026-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('the delete confirmation names how many Pins go with the board', () => {
    expect(OWNING_MESSAGES.boardDeleteDetail(0)).toBe("It has no Pins. You can't undo this.");
    expect(OWNING_MESSAGES.boardDeleteDetail(1)).toBe("Its Pin will be deleted with it. You can't undo this.");
    expect(OWNING_MESSAGES.boardDeleteDetail(1234)).toBe("Its 1,234 Pins will be deleted with it. You can't undo this.");
    expect(OWNING_MESSAGES.boardDeleteButton(0)).toBe('Delete board');
    expect(OWNING_MESSAGES.boardDeleteButton(1)).toBe('Delete board and 1 Pin');
    expect(OWNING_MESSAGES.boardDeleteButton(3)).toBe('Delete board and 3 Pins');
  });
});

describe('issue #25 board name suggestions never repeat a board the user has (S0 §7, §9)', () => {
  it('leaves out names of the user’s boards, archived or not, however spelled', () => {
    const suggestions = [{ title: 'Kitchen' }, { title: 'Lighting' }, { title: ' kitchen  ideas' }, { title: 'Lighting' }, { title: ' ' }];
    expect(freshBoardNameSuggestions(suggestions, ['KITCHEN IDEAS', 'Old apartment'])).toEqual([
      { title: 'Kitchen' },
      { title: 'Lighting' },
    ]);
    expect(boardNameKey('  Kitchen\u00a0 Ideas ')).toBe('kitchen ideas');
  });

  test.prop([fc.array(fc.record({ title: fc.string() })), fc.array(fc.string())])(
    'no name the user has, each name once, order kept (a subsequence of what was suggested)',
    (suggestions, own) => {
      const fresh = freshBoardNameSuggestions(suggestions, own);
      const ownKeys = new Set(own.map(boardNameKey));
      for (const s of fresh) expect(ownKeys.has(boardNameKey(s.title))).toBe(false);
      expect(new Set(fresh.map((s) => boardNameKey(s.title))).size).toBe(fresh.length);
      let at = 0;
      for (const s of fresh) {
        at = suggestions.indexOf(s, at);
        expect(at).toBeGreaterThanOrEqual(0);
        at += 1;
      }
    },
  );
});
