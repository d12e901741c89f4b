/**
 * Sessions and CSRF of wire-protocol.md: an HttpOnly SameSite=Lax `pinstack_session` cookie holding
 * a random token (stored only as its SHA-256), and a readable `csrftoken` cookie the client echoes
 * in `X-CSRFToken` on every write.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { EXPIRED_SESSION_CODE, MESSAGES } from '@pinstack/core';
import type { Db } from '../db/db.js';
import { deleteSession, insertSession, sessionWithUser, type UserRow } from '../store/index.js';
import { HttpFailure } from './envelope.js';
import type { SessionCache } from './session-cache.js';

/** Cookie names of the wire protocol. */
export const SESSION_COOKIE = 'pinstack_session';
/** Readable CSRF cookie. */
export const CSRF_COOKIE = 'csrftoken';
/** Header carrying the CSRF token on writes. */
export const CSRF_HEADER = 'X-CSRFToken';
/** How long a session lasts: 30 days (not shown in the specs; ours). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What the session cookie resolved to. */
export type SessionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'valid'; readonly user: UserRow; readonly csrfToken: string; readonly tokenHash: string };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Resolves the request's session cookie (expired or unknown → `invalid`, expired rows are removed).
 * With a `cache` (PGlite only, see session-cache.ts) a known unexpired session skips the query;
 * unknown tokens are never cached, so guessing tokens cannot fill it.
 */
export async function resolveSession(db: Db, c: Context, now: Date, cache?: SessionCache): Promise<SessionState> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token === undefined || token === '') return { kind: 'none' };
  if (token.length > 128) return { kind: 'invalid' };
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached !== undefined && new Date(cached.expires_at).getTime() > now.getTime()) {
    return { kind: 'valid', user: cached.user, csrfToken: cached.csrf_token, tokenHash };
  }
  const readAt = cache?.generation ?? 0;
  const row = await sessionWithUser(db, tokenHash);
  if (row === undefined) return { kind: 'invalid' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return { kind: 'invalid' };
  }
  cache?.store(tokenHash, row, readAt);
  return { kind: 'valid', user: row.user, csrfToken: row.csrf_token, tokenHash };
}

/** 401; `api_error_code` 7 when a session cookie was sent but is expired or unknown (S1 §2). */
export function notSignedIn(state: SessionState): HttpFailure {
  return new HttpFailure(401, MESSAGES.notSignedIn, undefined, state.kind === 'invalid' ? EXPIRED_SESSION_CODE : undefined);
}

/** Throws 403 unless `X-CSRFToken` equals the session's token (compared in constant time). */
export function checkCsrf(c: Context, csrfToken: string): void {
  const sent = c.req.header(CSRF_HEADER) ?? '';
  const a = Buffer.from(sent);
  const b = Buffer.from(csrfToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new HttpFailure(403, MESSAGES.badCsrf);
}

/** Cookie attributes shared by both cookies. */
interface CookieOptions {
  readonly secure: boolean;
}

/** Starts a session for `userId` and sets both cookies (a new CSRF token per session). */
export async function startSession(db: Db, c: Context, userId: string, now: Date, options: CookieOptions): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { tokenHash: hashToken(token), userId, csrfToken, expiresAt });
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge, secure: options.secure });
  setCookie(c, CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'Lax', path: '/', maxAge, secure: options.secure });
}

/** Ends the session on the server and clears both cookies. */
export async function endSession(db: Db, c: Context, tokenHash: string | undefined): Promise<void> {
  if (tokenHash !== undefined) await deleteSession(db, tokenHash);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}
