/**
 * Rate limits (wire-protocol.md 429): sign-in per account (whatever spelling names it) and per
 * client address, sign-up and the register-exists check per client address, and the writes of
 * each account (issue #21 §2: Pins, boards, sections, invites, user state). Counted in the
 * database (`store/limits.ts`), so they hold across processes and under concurrency: an attempt
 * is counted before it is tried, never checked first and recorded after. A refusal is the
 * envelope's 429 with `Retry-After`: the seconds until the window that refused it ends.
 */
import { INVITE_WINDOW_MS, INVITES_PER_HOUR, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_MAX_FAILURES } from '@pinstack/core';
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
  /** Failed sign-ins of one account from one client address (S1 §8 "too many sign-ins"): refused past it. */
  readonly signInAccountAddress: RateLimit;
  /** Failed sign-ins from one client address, across accounts (password spraying): refused past it. */
  readonly signInAddress: RateLimit;
  /**
   * Failed sign-ins of one account from every address together: past `max` each further attempt
   * is slowed down (`signInSlowdownMs`), never refused, so nobody can lock the owner out (#21 §4).
   */
  readonly signInAccount: RateLimit;
  /** Sign-ups from one client address. */
  readonly signUpAddress: RateLimit;
  /** `GET /v3/register/exists/` checks from one client address (account enumeration). */
  readonly emailExistsAddress: RateLimit;
  /** Pins one account creates, repins, edits or deletes (PinResource create, update, delete; RepinResource create). */
  readonly pinWritesAccount: RateLimit;
  /** Boards one account creates, changes, archives or deletes (BoardResource create, update, delete; BoardArchiveResource). */
  readonly boardWritesAccount: RateLimit;
  /** Sections one account creates, renames or deletes (BoardSectionResource create, update, delete). */
  readonly sectionWritesAccount: RateLimit;
  /** People one account invites, each user id and e-mail address one (BoardInviteResource; e-mail probing). */
  readonly invitesAccount: RateLimit;
  /** User-state values one account sets (UserStateResource create). */
  readonly userStateWritesAccount: RateLimit;
  /** Website checks one account asks for (each one fetch of another site by this server). */
  readonly websiteChecksAccount: RateLimit;
}

const HOUR_MS = 60 * 60 * 1000;

/** Website checks per account and hour: each makes this server fetch up to two pages of another site. */
export const WEBSITE_CHECKS_PER_HOUR = 10;

/**
 * Writes per account and hour (issue #21 §2), far above what a person does by hand (a Pin every
 * 12 seconds for an hour) and far below what a script does (2,000 Pins in 12 s were seen).
 */
export const WRITE_LIMITS_PER_HOUR = {
  pins: 300,
  boards: 100,
  sections: 200,
  userState: 300,
} as const;

/** The limits of a production server. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInAccountAddress: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  signInAddress: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  signInAccount: { max: SIGN_IN_MAX_FAILURES, windowMs: SIGN_IN_FAILURE_WINDOW_MS },
  signUpAddress: { max: 10, windowMs: 60 * 60 * 1000 },
  emailExistsAddress: { max: 30, windowMs: 15 * 60 * 1000 },
  pinWritesAccount: { max: WRITE_LIMITS_PER_HOUR.pins, windowMs: HOUR_MS },
  boardWritesAccount: { max: WRITE_LIMITS_PER_HOUR.boards, windowMs: HOUR_MS },
  sectionWritesAccount: { max: WRITE_LIMITS_PER_HOUR.sections, windowMs: HOUR_MS },
  invitesAccount: { max: INVITES_PER_HOUR, windowMs: INVITE_WINDOW_MS },
  userStateWritesAccount: { max: WRITE_LIMITS_PER_HOUR.userState, windowMs: HOUR_MS },
  websiteChecksAccount: { max: WEBSITE_CHECKS_PER_HOUR, windowMs: HOUR_MS },
};

/**
 * The write limit of each call that adds to what an account stores (issue #21 §2), by its
 * `Resource.action` name; counted per account before the call runs.
 */
export const WRITE_LIMIT_OF: Readonly<Record<string, keyof RateLimits>> = {
  'PinResource.create': 'pinWritesAccount',
  'RepinResource.create': 'pinWritesAccount',
  'BoardResource.create': 'boardWritesAccount',
  'BoardResource.update': 'boardWritesAccount',
  'BoardResource.delete': 'boardWritesAccount',
  // issue 25: answering an invitation and leaving or removing change board membership
  'BoardInvitationResource.update': 'boardWritesAccount',
  'BoardCollaboratorResource.delete': 'boardWritesAccount',
  // issue #25: cancelling an invitation changes who may join
  'BoardInvitationResource.delete': 'boardWritesAccount',
  'BoardSectionResource.create': 'sectionWritesAccount',
  'BoardSectionResource.delete': 'sectionWritesAccount',
  // issue #25: edits and deletes are writes too
  'PinResource.update': 'pinWritesAccount',
  'PinResource.delete': 'pinWritesAccount',
  'BoardArchiveResource.create': 'boardWritesAccount',
  'BoardArchiveResource.delete': 'boardWritesAccount',
  'BoardSectionResource.update': 'sectionWritesAccount',
  'UserStateResource.create': 'userStateWritesAccount',
};

/** The 429 message of limits other than sign-in's. */
export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait and try again.';

/** The wait before the first sign-in past `signInAccount.max`; it doubles with each failure after. */
export const SIGN_IN_SLOWDOWN_BASE_MS = 250;
/** The longest wait before a sign-in is tried: the owner waits this at worst, however many guess. */
export const SIGN_IN_SLOWDOWN_MAX_MS = 4000;

/**
 * How long a sign-in waits before its password is tried, once the account has `failures` failed
 * sign-ins (this one counted) from all addresses in the window: nothing up to `max`, then
 * `SIGN_IN_SLOWDOWN_BASE_MS` doubling per failure, at most `SIGN_IN_SLOWDOWN_MAX_MS`.
 */
export function signInSlowdownMs(failures: number, max: number): number {
  if (failures <= max) return 0;
  return Math.min(SIGN_IN_SLOWDOWN_MAX_MS, SIGN_IN_SLOWDOWN_BASE_MS * 2 ** Math.min(failures - max - 1, 16));
}

/**
 * A 429 refusal that says when to try again in the `Retry-After` header (seconds); no
 * `message_detail`, which S0 §8 would show instead of the message.
 */
export class RateLimited extends HttpFailure {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** One counted attempt: whether it is over the limit, when to retry, and how to give it back. */
export interface Attempt {
  readonly over: boolean;
  /** Attempts in the window, this one included. */
  readonly hits: number;
  /** The limit's `max`. */
  readonly max: number;
  readonly retryAfterSeconds: number;
  readonly refund: () => Promise<void>;
}

/** Counts `count` attempts of `key` under the limit `name` (the window by the database's clock). */
export async function attempt(call: Call, name: keyof RateLimits, key: string, count = 1): Promise<Attempt> {
  const limit = call.env.rateLimits?.[name] ?? DEFAULT_RATE_LIMITS[name];
  const { hits, windowStart, retryAfterSeconds } = await store.takeAttempt(call.db, name, key, limit.windowMs, count);
  return {
    over: hits > limit.max,
    hits,
    max: limit.max,
    retryAfterSeconds,
    refund: () => store.refundAttempt(call.db, name, key, windowStart),
  };
}

/** Counts `count` attempts and refuses with 429 and `Retry-After` when over the limit. */
export async function limited(call: Call, name: keyof RateLimits, key: string, message = TOO_MANY_REQUESTS, count = 1): Promise<Attempt> {
  const taken = await attempt(call, name, key, count);
  if (taken.over) throw new RateLimited(message, taken.retryAfterSeconds);
  return taken;
}
