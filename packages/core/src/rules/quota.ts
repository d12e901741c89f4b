/**
 * Quotas every backend enforces on what one account stores (issue #21 §2, beyond the spec: 20
 * requests once added 36 MB of user state). A call over a quota is refused and stores nothing.
 */
import { USER_STATE_MAX_NAMES, USER_STATE_VALUE_MAX_BYTES } from '../constants.js';
import { SERVER_MESSAGES } from '../messages.js';
import { Refusal } from './enforcement.js';

/** Bytes of `text` in UTF-8, without an encoder (core touches no platform globals). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * S0 §7 UserStateResource create under its quota: a value of at most `USER_STATE_VALUE_MAX_BYTES`
 * as stored (its text), and a new name only while the account has fewer than
 * `USER_STATE_MAX_NAMES` (changing a name it has is always allowed). 400 naming the limit, else `null`.
 */
export function userStateQuotaRefusal(
  value: string | number | boolean,
  names: { readonly count: number; readonly has: boolean },
): Refusal | null {
  if (utf8ByteLength(String(value)) > USER_STATE_VALUE_MAX_BYTES) {
    return new Refusal(400, SERVER_MESSAGES.userStateTooLarge, `value: at most ${USER_STATE_VALUE_MAX_BYTES} bytes`);
  }
  if (!names.has && names.count >= USER_STATE_MAX_NAMES) {
    return new Refusal(400, SERVER_MESSAGES.userStateTooMany, `state: at most ${USER_STATE_MAX_NAMES} names per account`);
  }
  return null;
}
