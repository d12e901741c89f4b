/**
 * Rate-limit counters (wire-protocol.md 429): one row per limit, key and fixed window, incremented
 * atomically by an upsert, so every process on the database counts the same attempts and
 * concurrent attempts cannot all pass a check made before they are counted.
 */
import type { Db } from '../db/db.js';

/** Counts one attempt of `key` in the window starting at `windowStart`; returns the count including it. */
export async function takeAttempt(db: Db, bucket: string, key: string, windowStart: Date): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [bucket, key, windowStart],
  );
  return rows[0]?.hits ?? 1;
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

/** Deletes counters of windows that started before `before` (pruning; returns how many went). */
export async function pruneAttempts(db: Db, before: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM rate_limits WHERE window_start < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [before],
  );
  return rows[0]?.n ?? 0;
}
