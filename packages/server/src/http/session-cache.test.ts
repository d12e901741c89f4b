/**
 * The session cache's invalidation rules, on their own: which statements empty it, that a read
 * racing a write is not stored, its bound, and transactions.
 */
import { describe, expect, it } from 'vitest';
import { fc, test } from '@pinstack/core/testing';
import type { Db, SqlParam } from '../db/db.js';
import type { UserRow } from '../store/index.js';
import { SessionCache, watchSessionWrites, writesSessions, type CachedSession } from './session-cache.js';

const user: UserRow = {
  id: '1',
  email: 'a@example.com',
  username: 'a',
  full_name: 'A',
  password_hash: 'x',
  is_partner: false,
  mfa_enabled: false,
  image_medium_url: null,
  connected_to_instagram: false,
  listed_website_url: null,
  website_token: null,
  website_verified_at: null,
  created_at: new Date(0),
  about: '',
};
const session = (csrf = 'c'): CachedSession => ({ user_id: '1', csrf_token: csrf, expires_at: new Date(1e13), user });

/** A Db that records statements and answers nothing. */
function recordingDb(): Db & { readonly log: string[] } {
  const log: string[] = [];
  const db: Db & { log: string[] } = {
    kind: 'pglite',
    log,
    query: async <Row extends object>(sql: string, _params?: readonly SqlParam[]) => {
      log.push(sql);
      return [] as Row[];
    },
    exec: async (sql) => {
      log.push(sql);
    },
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

describe('writesSessions', () => {
  it.each([
    'DELETE FROM sessions WHERE token_hash = $1',
    'INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)',
    'UPDATE users SET full_name = COALESCE($2, full_name) WHERE id = $1',
    'DELETE FROM users WHERE id = $1',
    'delete   from\n  public."users" where id = $1',
    'WITH gone AS (DELETE FROM sessions WHERE user_id = $1 RETURNING 1) SELECT count(*) FROM gone',
    'TRUNCATE pins, users CASCADE',
    'ALTER TABLE users ADD COLUMN x int',
  ])('counts %s as a session write', (sql) => {
    expect(writesSessions(sql)).toBe(true);
  });

  it.each([
    'SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1',
    'INSERT INTO pins (board_id, pinner_id) VALUES ($1, $2)',
    'DELETE FROM rate_limits WHERE bucket = $1 AND key = $2',
    'INSERT INTO user_states (user_id, state, value) VALUES ($1, $2, $3)',
    'UPDATE boards SET name = $2 WHERE owner_id IN (SELECT id FROM users)',
  ])('does not count %s', (sql) => {
    expect(writesSessions(sql)).toBe(false);
  });

  test.prop([fc.string({ unit: 'grapheme' })])('never throws on any text', (sql) => {
    expect(typeof writesSessions(sql)).toBe('boolean');
  });
});

describe('SessionCache', () => {
  it('stores a session read in the current generation and returns it frozen', () => {
    const cache = new SessionCache();
    cache.store('h', session(), cache.generation);
    const cached = cache.get('h')!;
    expect(cached.csrf_token).toBe('c');
    expect(Object.isFrozen(cached.user)).toBe(true);
  });

  it('drops a read that started before an invalidation (a sign-out racing a read)', () => {
    const cache = new SessionCache();
    const readAt = cache.generation;
    cache.invalidate();
    cache.store('h', session(), readAt);
    expect(cache.get('h')).toBeUndefined();
  });

  it('keeps at most `max` sessions, dropping the oldest stored', () => {
    const cache = new SessionCache(2);
    for (const key of ['a', 'b', 'c']) cache.store(key, session(key), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.csrf_token).toBe('c');
  });
});

describe('watchSessionWrites', () => {
  it('empties the cache on a session write, and not on other statements', async () => {
    const cache = new SessionCache();
    const db = watchSessionWrites(recordingDb(), cache);
    cache.store('h', session(), cache.generation);
    await db.query('INSERT INTO pins (board_id) VALUES ($1)', ['1']);
    expect(cache.get('h')).toBeDefined();
    await db.query('DELETE FROM sessions WHERE token_hash = $1', ['h']);
    expect(cache.get('h')).toBeUndefined();
  });

  it('empties it on every exec (migrations, test resets)', async () => {
    const cache = new SessionCache();
    const db = watchSessionWrites(recordingDb(), cache);
    cache.store('h', session(), cache.generation);
    await db.exec('DELETE FROM pins');
    expect(cache.get('h')).toBeUndefined();
  });

  it('a read in flight while a session write runs is not stored', async () => {
    const cache = new SessionCache();
    const db = watchSessionWrites(recordingDb(), cache);
    const readAt = cache.generation;
    await db.query('UPDATE users SET full_name = $2 WHERE id = $1', ['1', 'B']);
    cache.store('h', session(), readAt);
    expect(cache.get('h')).toBeUndefined();
  });

  it('inside a transaction: empties it at the write and again when the transaction ends', async () => {
    const cache = new SessionCache();
    const inner = recordingDb();
    const db = watchSessionWrites(inner, cache);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE user_id = $1', ['1']);
      // A read of the old row during the transaction (before commit) is stored…
      cache.store('h', session(), cache.generation);
      expect(cache.get('h')).toBeDefined();
    });
    // …and dropped when the transaction ends.
    expect(cache.get('h')).toBeUndefined();
    expect(inner.log).toEqual(['DELETE FROM sessions WHERE user_id = $1']);
  });

  it('a transaction without session writes leaves the cache alone', async () => {
    const cache = new SessionCache();
    const db = watchSessionWrites(recordingDb(), cache);
    cache.store('h', session(), cache.generation);
    await db.transaction((tx) => tx.query('INSERT INTO pins (board_id) VALUES ($1)', ['1']));
    expect(cache.get('h')).toBeDefined();
  });
});
