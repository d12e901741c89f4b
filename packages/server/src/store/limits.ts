/**
 * Rate-limit counters (wire-protocol.md 429): one row per limit, key and fixed window, incremented
 * atomically by an upsert, so every process on the database counts the same attempts and
 * concurrent attempts cannot all pass a check made before they are counted. Windows are cut by
 * the database's clock, so servers whose clocks disagree still count into one window.
 */
import type { Db } from '../db/db.js';
import { returned } from './returned.js';

/**
 * The start of the current window of `windowMs`, by the database's clock: every process on the
 * database counts into the same window whatever its own clock says.
 */
const WINDOW_START = `to_timestamp(floor(extract(epoch FROM now()) * 1000 / $3::bigint) * $3::bigint / 1000.0)`;

/**
 * Counts `count` attempts of `key` in the current window; returns the count including them, the
 * window, and the whole seconds until the next window starts (the `Retry-After` of a refusal).
 */
export async function takeAttempt(
  db: Db,
  bucket: string,
  key: string,
  windowMs: number,
  count = 1,
): Promise<{ hits: number; windowStart: Date; retryAfterSeconds: number }> {
  const rows = await db.query<{ hits: number; window_start: Date; retry_after: number }>(
    `INSERT INTO rate_limits (bucket, key, window_start, hits) VALUES ($1, $2, ${WINDOW_START}, $4)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limits.hits + EXCLUDED.hits
     RETURNING hits, window_start,
       greatest(1, ceil(extract(epoch FROM window_start + $3::bigint * interval '1 millisecond' - now())))::int AS retry_after`,
    [bucket, key, windowMs, count],
  );
  const row = returned(rows, 'takeAttempt');
  return { hits: row.hits, windowStart: new Date(row.window_start), retryAfterSeconds: row.retry_after };
}

/** Gives back one attempt (a sign-in that succeeded does not count as a failure). */
export async function refundAttempt(db: Db, bucket: string, key: string, windowStart: Date): Promise<void> {
  await db.query(`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE bucket = $1 AND key = $2 AND window_start = $3`, [
    bucket,
    key,
    windowStart,
  ]);
}

/** Forgets every attempt of `key` (an account's failures after it signed in). */
export async function clearAttempts(db: Db, bucket: string, key: string): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE bucket = $1 AND key = $2`, [bucket, key]);
}

/** Deletes counters of windows that started more than `age` (an interval, e.g. `1 day`) ago by the database clock; returns how many went. */
export async function pruneAttempts(db: Db, age: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM rate_limits WHERE window_start < now() - $1::interval RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [age],
  );
  return rows[0]?.n ?? 0;
}
