import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { USER_STATE_MAX_NAMES, USER_STATE_VALUE_MAX_BYTES } from '../constants.js';
import { SERVER_MESSAGES } from '../messages.js';
import { userStateQuotaRefusal, utf8ByteLength } from './quota.js';

describe('utf8ByteLength (#21 §2 quotas count bytes)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['📌', 4],
    // a lone surrogate is written as U+FFFD by an encoder
    ['\ud83d', 3],
  ])('%j is %i bytes', (text, bytes) => expect(utf8ByteLength(text)).toBe(bytes));

  test.prop([fc.string({ unit: 'grapheme' })])('equals the bytes percent-encoding writes', (text) => {
    expect(utf8ByteLength(text)).toBe(encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '_').length);
  });
});

describe('userStateQuotaRefusal (#21 §2, S0 §7 UserStateResource; beyond the spec)', () => {
  const room = { count: 0, has: false };

  it(`a value of exactly ${USER_STATE_VALUE_MAX_BYTES} bytes is stored; one byte more is 400`, () => {
    expect(userStateQuotaRefusal('x'.repeat(USER_STATE_VALUE_MAX_BYTES), room)).toBeNull();
    expect(userStateQuotaRefusal('x'.repeat(USER_STATE_VALUE_MAX_BYTES + 1), room)).toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.userStateTooLarge,
      detail: `value: at most ${USER_STATE_VALUE_MAX_BYTES} bytes`,
    });
  });

  it(`at ${USER_STATE_MAX_NAMES} names a new one is 400, an existing one still changes; numbers and booleans count as their text`, () => {
    expect(userStateQuotaRefusal(true, { count: USER_STATE_MAX_NAMES - 1, has: false })).toBeNull();
    expect(userStateQuotaRefusal(true, { count: USER_STATE_MAX_NAMES, has: false })).toMatchObject({
      status: 400,
      message: SERVER_MESSAGES.userStateTooMany,
    });
    expect(userStateQuotaRefusal(12, { count: USER_STATE_MAX_NAMES, has: true })).toBeNull();
  });

  test.prop([
    fc.oneof(fc.string({ unit: 'grapheme', maxLength: 2000 }), fc.integer(), fc.boolean()),
    fc.nat({ max: 2 * USER_STATE_MAX_NAMES }),
    fc.boolean(),
  ])('refused exactly when the value is over its bytes or a new name is over the count', (value, count, has) => {
    const over = utf8ByteLength(String(value)) > USER_STATE_VALUE_MAX_BYTES || (!has && count >= USER_STATE_MAX_NAMES);
    expect(userStateQuotaRefusal(value, { count, has }) !== null).toBe(over);
  });
});
