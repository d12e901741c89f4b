import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { moveErrorMessage, movePinsPayload, validateMove } from './move.js';

describe('moveErrorMessage', () => {
  it("S0 §8: api_error_code 2171, 2172 and 2173 give 'Please wait until the previous board action finishes.'", () => {
    for (const code of [2171, 2172, 2173]) {
      expect(moveErrorMessage({ apiErrorCode: code, message: 'Conflict' })).toBe('Please wait until the previous board action finishes.');
    }
  });

  it('S0 §8: other codes (2170, 2174) show the server message', () => {
    expect(moveErrorMessage({ apiErrorCode: 2174, message: 'Board not found' })).toBe('Board not found');
    expect(moveErrorMessage({ apiErrorCode: 2170, message: 'Nope' })).toBe('Nope');
    expect(moveErrorMessage({ message: 'Server said no' })).toBe('Server said no');
  });

  it('S0 §8: without a server message the generic error is shown, never an empty notice', () => {
    expect(moveErrorMessage({})).toBe(MESSAGES.genericError);
    expect(moveErrorMessage({ apiErrorCode: 500, message: '  ' })).toBe(MESSAGES.genericError);
    expect(moveErrorMessage({ apiErrorCode: null, message: null })).toBe(MESSAGES.genericError);
  });

  test.prop([fc.option(fc.integer(), { nil: undefined }), fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined })])(
    'S0 §8 property: total and never blank',
    (apiErrorCode, message) => {
      expect(moveErrorMessage({ apiErrorCode, message }).trim()).not.toBe('');
    },
  );
});

describe('validateMove', () => {
  it('S0 §5: identical board and section fails outright', () => {
    expect(validateMove({ boardId: 'b1', sectionId: 's1' }, { boardId: 'b1', sectionId: 's1' })).toBe(MESSAGES.identicalMove);
  });

  it('S0 §5: the board itself (no section) to the board itself is identical, however "no section" is written', () => {
    expect(validateMove({ boardId: 'b1' }, { boardId: 'b1', sectionId: null })).toBe(MESSAGES.identicalMove);
    expect(validateMove({ boardId: 'b1', sectionId: '' }, { boardId: 'b1' })).toBe(MESSAGES.identicalMove);
  });

  it('S0 §5: another section, the board root, or another board is allowed', () => {
    expect(validateMove({ boardId: 'b1', sectionId: 's1' }, { boardId: 'b1', sectionId: 's2' })).toBeNull();
    expect(validateMove({ boardId: 'b1', sectionId: 's1' }, { boardId: 'b1' })).toBeNull();
    expect(validateMove({ boardId: 'b1', sectionId: 's1' }, { boardId: 'b2', sectionId: 's1' })).toBeNull();
  });

  test.prop([
    fc.record({ boardId: fc.constantFrom('b1', 'b2'), sectionId: fc.option(fc.constantFrom('s1', 's2', ''), { nil: undefined }) }),
    fc.record({ boardId: fc.constantFrom('b1', 'b2'), sectionId: fc.option(fc.constantFrom('s1', 's2', ''), { nil: undefined }) }),
  ])('S0 §5 property: symmetric, and a location always fails against itself', (a, b) => {
    expect(validateMove(a, b)).toBe(validateMove(b, a));
    expect(validateMove(a, a)).toBe(MESSAGES.identicalMove);
  });
});

describe('movePinsPayload property', () => {
  test.prop([
    fc.record({ boardId: fc.string(), sectionId: fc.option(fc.string(), { nil: undefined }) }),
    fc.record({ boardId: fc.string(), sectionId: fc.option(fc.string(), { nil: undefined }) }),
    fc.array(fc.string()),
    fc.option(fc.string(), { nil: undefined }),
  ])('S0 §6/§7 property: source then target, sections only when set, orbac only when acting', (from, to, pinIds, acting) => {
    const p = movePinsPayload({ from, to, pinIds, actingAsSubjectId: acting });
    expect([p.board_id, p.new_board_id, p.pin_ids]).toEqual([from.boardId, to.boardId, pinIds]);
    expect(p.old_section_id).toBe(from.sectionId ? from.sectionId : undefined);
    expect(p.new_section_id).toBe(to.sectionId ? to.sectionId : undefined);
    expect(p.orbac_subject_id).toBe(acting && acting.trim() !== '' ? acting : undefined);
  });
});

describe('movePinsPayload', () => {
  it('S0 §7: board_id, new_board_id, old/new section and pin_ids, with orbac_subject_id when acting (S0 §6)', () => {
    expect(
      movePinsPayload({ from: { boardId: 'b1', sectionId: 's1' }, to: { boardId: 'b2' }, pinIds: ['p1', 'p2'], actingAsSubjectId: 'org' }),
    ).toEqual({ board_id: 'b1', new_board_id: 'b2', old_section_id: 's1', pin_ids: ['p1', 'p2'], orbac_subject_id: 'org' });
    expect(movePinsPayload({ from: { boardId: 'b1' }, to: { boardId: 'b1', sectionId: 's9' }, pinIds: ['p1'] })).toEqual({
      board_id: 'b1',
      new_board_id: 'b1',
      new_section_id: 's9',
      pin_ids: ['p1'],
    });
  });
});
