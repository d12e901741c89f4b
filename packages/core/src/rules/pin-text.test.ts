import { Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { decodeRequest } from '../ports/requests.js';
import { pinTextCounter, pinTextProblem, pinTextProblems } from './pin-text.js';
import { ownerActionErrorMessage } from './owning.js';
import { shownRefusalDetail } from './refusal-text.js';

describe('Pin title and description limits (ours: S0 shows none)', () => {
  it('a title of 500 characters is kept, more is refused in S0 §5 words (the trial saved 600, silently cut)', () => {
    expect(pinTextProblem('title', 'T'.repeat(PIN_TITLE_MAX_LENGTH))).toBeNull();
    expect(pinTextProblem('title', 'T'.repeat(600))).toBe('Please enter no more than 500 characters.');
  });

  it('a description of 5,000 characters is kept, 5,001 is refused', () => {
    expect(pinTextProblem('description', 'D'.repeat(PIN_DESCRIPTION_MAX_LENGTH))).toBeNull();
    expect(pinTextProblem('description', 'D'.repeat(5_001))).toBe('Please enter no more than 5000 characters.');
  });

  it('counts the text as sent: white space around it is not counted', () => {
    expect(pinTextProblem('title', `  ${'T'.repeat(500)}\n`)).toBeNull();
  });

  it('gives the problems by field, none for a Pin within its limits', () => {
    expect(pinTextProblems({ title: 'Lamps', description: null })).toEqual({});
    expect(pinTextProblems({ title: 'T'.repeat(501), description: 'D'.repeat(5_001) })).toEqual({
      title: 'Please enter no more than 500 characters.',
      description: 'Please enter no more than 5000 characters.',
    });
  });

  it('shows a counter from 90% of the limit, not before', () => {
    expect(pinTextCounter('title', 'T'.repeat(449))).toBeNull();
    expect(pinTextCounter('title', 'T'.repeat(450))).toBe('450/500');
    expect(pinTextCounter('title', 'T'.repeat(600))).toBe('600/500');
    expect(pinTextCounter('description', 'D'.repeat(4_499))).toBeNull();
    expect(pinTextCounter('description', 'D'.repeat(4_990))).toBe('4,990/5,000');
  });

  it('the server refuses what the rule refuses: Pin create, repin and update bound the same fields', () => {
    const refused = (call: 'PinResource.create' | 'RepinResource.create' | 'PinResource.update', options: object) =>
      Result.isFailure(decodeRequest(call, options, 'wire'));
    for (const call of ['PinResource.create', 'RepinResource.create'] as const) {
      const base = { board_id: 'b1', pin_id: 'p1' };
      expect(refused(call, { ...base, title: 'T'.repeat(PIN_TITLE_MAX_LENGTH) })).toBe(false);
      expect(refused(call, { ...base, title: 'T'.repeat(PIN_TITLE_MAX_LENGTH + 1) })).toBe(true);
      expect(refused(call, { ...base, description: 'D'.repeat(PIN_DESCRIPTION_MAX_LENGTH + 1) })).toBe(true);
    }
    expect(refused('PinResource.update', { id: 'p1', title: 'T'.repeat(PIN_TITLE_MAX_LENGTH + 1) })).toBe(true);
    expect(refused('PinResource.update', { id: 'p1', description: 'D'.repeat(PIN_DESCRIPTION_MAX_LENGTH) })).toBe(false);
  });
});

describe('S0 §8 a refused request is shown in words, never as a schema line', () => {
  it('a text over its bound reads "Please enter no more than N characters."', () => {
    const detail = 'description: Expected a string at most 5000 character(s) long';
    expect(shownRefusalDetail(detail)).toBe('Please enter no more than 5000 characters.');
  });
  it('any other schema line reads as the generic error', () => {
    expect(shownRefusalDetail('name: Expected string')).toBe(MESSAGES.genericError);
    expect(shownRefusalDetail('aux_data.source: Expected a string at least 1 character(s) long')).toBe(MESSAGES.genericError);
  });
  it("a refusal in words is kept (the server's own sentences)", () => {
    expect(shownRefusalDetail('Psst! You already saved this Pin to Lamps')).toBe('Psst! You already saved this Pin to Lamps');
    expect(shownRefusalDetail('username: 3 to 30 letters, digits or _')).toBe('username: 3 to 30 letters, digits or _');
  });

  it('the edit-Pin dialog (an owner action) shows a refused description in words (the trial saw the schema line)', () => {
    const refusal = { message: 'Invalid options.', message_detail: 'description: Expected a string at most 5000 character(s) long' };
    expect(ownerActionErrorMessage(refusal)).toBe('Please enter no more than 5000 characters.');
    expect(ownerActionErrorMessage({ message: 'Only the saver can edit this Pin.' })).toBe('Only the saver can edit this Pin.');
  });
});
