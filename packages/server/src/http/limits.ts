/**
 * Rate limits (wire-protocol.md 429): sign-in per account (whatever spelling names it) and per
 * client address, sign-up and the register-exists check per client address. Counted in the
 * database (`store/limits.ts`), so they hold across processes and under concurrency: an attempt
 * is counted before it is tried, never checked first and recorded after.
 */
import { SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_MAX_FAILURES } from '@pinstack/core';
import * as store from '../store/index.js';
import type { Call } from './call.js';
import { HttpFailure } from './envelope.js';

/** At most `max` attempts per key in each window of `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Every limit the server applies. */
export interface RateLimits {
  /** Failed sign-ins of one account (S1 §8 "too many sign-ins"). */
  readonly signInAccount: RateLimit;
  /** Failed sign-ins from one client address, across accounts (password spraying). */
  readonly signInAddress: RateLimit;
  /** Sign-ups from one client address. */
  readonly signUpAddress: RateLimit;
  /** `GET /v3/register/exists/` checks from one client address (account enumeration). */
  readonly emailExistsAddress: RateLimit;
}

/** The limits of a production server. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInAccount: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  signInAddress: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  signUpAddress: { max: 10, windowMs: 60 * 60 * 1000 },
  emailExistsAddress: { max: 30, windowMs: 15 * 60 * 1000 },
};

/** The 429 message of limits other than sign-in's. */
export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait and try again.';

/** One counted attempt: whether it is over the limit, and how to give it back. */
export interface Attempt {
  readonly over: boolean;
  readonly refund: () => Promise<void>;
}

/** Counts one attempt of `key` under the limit `name` (the window by the database's clock). */
export async function attempt(call: Call, name: keyof RateLimits, key: string): Promise<Attempt> {
  const limit = call.env.rateLimits?.[name] ?? DEFAULT_RATE_LIMITS[name];
  const { hits, windowStart } = await store.takeAttempt(call.db, name, key, limit.windowMs);
  return { over: hits > limit.max, refund: () => store.refundAttempt(call.db, name, key, windowStart) };
}

/** Counts one attempt and refuses it with 429 when over the limit. */
export async function limited(call: Call, name: keyof RateLimits, key: string, message = TOO_MANY_REQUESTS): Promise<Attempt> {
  const taken = await attempt(call, name, key);
  if (taken.over) throw new HttpFailure(429, message);
  return taken;
}
