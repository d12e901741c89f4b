/**
 * Password storage: scrypt (node:crypto) with a per-password random salt; the stored string
 * carries its parameters so the cost can rise later without breaking old hashes.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** scrypt cost parameters; N = 2^14 is the interactive-login setting. */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1, keylen: 64 } as const;

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). `cost` is scrypt's N (a power
 * of two); test servers lower it to keep suites fast, verification reads it back from the hash.
 * @default cost SCRYPT_PARAMS.N (16384)
 */
export async function hashPassword(password: string, cost: number = SCRYPT_PARAMS.N): Promise<string> {
  const salt = randomBytes(16);
  const { r, p, keylen } = SCRYPT_PARAMS;
  const N = cost;
  const key = await scrypt(password.normalize('NFC'), salt, keylen, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; a malformed `stored` never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length === 0) return false;
  const key = await scrypt(password.normalize('NFC'), salt, expected.length, { N, r, p, maxmem: 256 * N * r });
  return timingSafeEqual(key, expected);
}

/** A hash no password matches, verified against for unknown accounts so both paths cost the same. */
export const UNMATCHABLE_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$${randomBytes(16).toString('base64url')}$${randomBytes(64).toString('base64url')}`;
