import type { Db } from '../db/db.js';

/** Follows a user (idempotent). */
export async function follow(db: Db, followerId: string, followeeId: string): Promise<void> {
  await db.query(`INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [followerId, followeeId]);
}

/** Stops following (idempotent). */
export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<void> {
  await db.query(`DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2`, [followerId, followeeId]);
}

/** Which of `userIds` the follower follows. */
export async function followedAmong(db: Db, followerId: string, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ followee_id: string }>(
    `SELECT followee_id FROM follows WHERE follower_id = $1 AND followee_id = ANY($2::text[])`,
    [followerId, userIds],
  );
  return new Set(rows.map((r) => r.followee_id));
}

/** Blocks a user (idempotent). */
export async function block(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [blockerId, blockedId]);
}

/** Unblocks a user (idempotent). */
export async function unblock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
}

/** True when `blockerId` blocked `blockedId` (one way). */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
  return rows.length > 0;
}

/** True when either user blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`, [
    a,
    b,
  ]);
  return rows.length > 0;
}

/** Sets one user state value (UserStateResource, S0 §7). */
export async function setUserState(db: Db, userId: string, state: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO user_states (user_id, state, value) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, state) DO UPDATE SET value = EXCLUDED.value`,
    [userId, state, value],
  );
}

/**
 * How many user-state names the user has and whether `state` is one, after locking the user's row
 * (call inside a transaction: concurrent new names of one user are counted one after another).
 */
export async function userStateNames(db: Db, userId: string, state: string): Promise<{ count: number; has: boolean }> {
  await db.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  const rows = await db.query<{ count: number; has: boolean }>(
    `SELECT count(*)::int AS count, coalesce(bool_or(state = $2), false) AS has FROM user_states WHERE user_id = $1`,
    [userId, state],
  );
  return rows[0] ?? { count: 0, has: false };
}

/**
 * Updates the user settings of S0 §3 (connected flag, listed website). A website that changes is
 * unverified, with a new token `websiteToken` (#21 §4); the same website again keeps both.
 */
export async function updateUserSettings(
  db: Db,
  userId: string,
  fields: { username?: string; fullName?: string; listedWebsiteUrl?: string | null },
  websiteToken: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET full_name = COALESCE($2, full_name), username = COALESCE($5, username),
       website_token = CASE WHEN $3::boolean AND listed_website_url IS DISTINCT FROM $4 THEN CASE WHEN $4 IS NULL THEN NULL ELSE $6 END ELSE website_token END,
       website_verified_at = CASE WHEN $3::boolean AND listed_website_url IS DISTINCT FROM $4 THEN NULL ELSE website_verified_at END,
       listed_website_url = CASE WHEN $3::boolean THEN $4 ELSE listed_website_url END WHERE id = $1`,
    [
      userId,
      fields.fullName ?? null,
      fields.listedWebsiteUrl !== undefined,
      fields.listedWebsiteUrl ?? null,
      fields.username ?? null,
      websiteToken,
    ],
  );
}
