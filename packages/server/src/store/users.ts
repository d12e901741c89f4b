import type { Db } from '../db/db.js';
import { returned } from './returned.js';

/** A user row as the server needs it. */
export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly full_name: string;
  readonly password_hash: string;
  readonly is_partner: boolean;
  readonly mfa_enabled: boolean;
  readonly image_medium_url: string | null;
  readonly connected_to_instagram: boolean;
  readonly listed_website_url: string | null;
  /** The token the listed website must show (#21 §4), made when the website is set. */
  readonly website_token: string | null;
  /** When the listed website last showed the token; `null`: unverified, never the domain's official user. */
  readonly website_verified_at: Date | null;
  readonly created_at: Date;
  /** Issue 25: the profile's about text ('' when none). */
  readonly about: string;
}

const USER_COLUMNS = `id, email, username, full_name, password_hash, is_partner, mfa_enabled, image_medium_url,
  connected_to_instagram, listed_website_url, website_token, website_verified_at, created_at, about`;

/** New user fields. */
export interface NewUser {
  readonly email: string;
  readonly username: string;
  readonly fullName: string;
  readonly passwordHash: string;
  readonly birthday?: string | undefined;
  readonly isPartner?: boolean;
  readonly mfaEnabled?: boolean;
  readonly connectedToInstagram?: boolean;
  readonly listedWebsiteUrl?: string | null;
  /** The listed website's token, and whether it is verified already (the demo seed's brand account). */
  readonly website?: { readonly token: string; readonly verified: boolean };
}

/** Inserts a user; a taken e-mail or username raises a unique violation (23505). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, username, full_name, password_hash, birthday, is_partner, mfa_enabled,
       connected_to_instagram, listed_website_url, website_token, website_verified_at)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, CASE WHEN $11::boolean THEN now() END) RETURNING ${USER_COLUMNS}`,
    [
      user.email,
      user.username,
      user.fullName,
      user.passwordHash,
      user.birthday ?? null,
      user.isPartner ?? false,
      user.mfaEnabled ?? false,
      user.connectedToInstagram ?? false,
      user.listedWebsiteUrl ?? null,
      user.website?.token ?? null,
      user.website?.verified ?? false,
    ],
  );
  return returned(rows, 'insertUser');
}

/** The user with this id. */
export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]))[0];
}

/** The user whose username or e-mail is `login` (case-insensitive). */
export async function userByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`, [
      login,
    ])
  )[0];
}

/** The user whose e-mail is `email` (case-insensitive, spaces trimmed). */
export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower(btrim($1)) LIMIT 1`, [email]))[0];
}

/** True when an account uses this e-mail (case-insensitive). */
export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [email])).length > 0;
}

/**
 * Issue 25: the user a username names now, or the one who gave it up (`username_history`) when
 * nobody has it now; `undefined` when neither.
 */
export async function userByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1)
     UNION ALL
     SELECT ${USER_COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1u.$2')} FROM username_history h JOIN users u ON u.id = h.user_id
       WHERE h.username_lower = lower($1) AND NOT EXISTS (SELECT 1 FROM users x WHERE lower(x.username) = lower($1))
     LIMIT 1`,
    [username],
  );
  return rows[0];
}

/** Issue 25: records that `userId` gave up `username` (its old URLs keep leading to them). */
export async function rememberUsername(db: Db, userId: string, username: string): Promise<void> {
  await db.query(
    `INSERT INTO username_history (username_lower, user_id) VALUES (lower($1), $2)
     ON CONFLICT (username_lower) DO UPDATE SET user_id = EXCLUDED.user_id, changed_at = now()`,
    [username, userId],
  );
}

/** Issue 25: sets the about text and (when given) the avatar image of a user. */
export async function updateProfile(db: Db, userId: string, fields: { about?: string; imageMediumUrl?: string | null }): Promise<void> {
  await db.query(
    `UPDATE users SET about = COALESCE($2, about), image_medium_url = CASE WHEN $3::boolean THEN $4 ELSE image_medium_url END WHERE id = $1`,
    [userId, fields.about ?? null, fields.imageMediumUrl !== undefined, fields.imageMediumUrl ?? null],
  );
}

/** True when the username is taken (case-insensitive). */
export async function usernameExists(db: Db, username: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM users WHERE lower(username) = lower($1)`, [username])).length > 0;
}

/** Users whose username, full name or e-mail starts with `term`, for collaborator suggestions. */
export async function searchUsers(db: Db, term: string, excludeId: string, limit: number): Promise<UserRow[]> {
  const like = `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users
     WHERE id <> $2 AND (lower(username) LIKE $1 OR lower(full_name) LIKE $1 OR lower(email) LIKE $1
       OR lower(full_name) LIKE '% ' || $1)
     ORDER BY lower(full_name), id LIMIT $3`,
    [like, excludeId, limit],
  );
}

/**
 * People whose username or full name (or a word of it) starts with `term`, never by e-mail (issue
 * #21 §1: e-mail prefixes let a script read an address letter by letter), leaving out the viewer
 * and anyone blocked either way: collaborator suggestions.
 */
export async function shareCandidates(db: Db, term: string, viewerId: string, limit: number): Promise<UserRow[]> {
  const like = `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u
     WHERE u.id <> $2 AND (lower(u.username) LIKE $1 OR lower(u.full_name) LIKE $1 OR lower(u.full_name) LIKE '% ' || $1)
       AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $2 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $2))
     ORDER BY lower(u.full_name), u.id LIMIT $3`,
    [like, viewerId, limit],
  );
}

/** Sessions: stored by the SHA-256 of the cookie token so a database leak yields no live cookie. */
export interface SessionRow {
  readonly user_id: string;
  readonly csrf_token: string;
  readonly expires_at: Date;
}

/** Records a session. */
export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; csrfToken: string; expiresAt: Date },
): Promise<void> {
  await db.query(`INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)`, [
    session.tokenHash,
    session.userId,
    session.csrfToken,
    session.expiresAt,
  ]);
}

/** The session with this token hash, with its user in one round trip. */
export async function sessionWithUser(db: Db, tokenHash: string): Promise<(SessionRow & { user: UserRow }) | undefined> {
  const rows = await db.query<SessionRow & { session_user_id: string } & UserRow>(
    `SELECT s.user_id AS session_user_id, s.csrf_token, s.expires_at, ${USER_COLUMNS.replace(/(\w+)/g, 'u.$1')}
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const { session_user_id, csrf_token, expires_at, ...user } = row;
  return { user_id: session_user_id, csrf_token, expires_at, user };
}

/** Ends every session of a user (password changed, or "sign out everywhere"). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
}

/** Replaces a user's password hash. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [userId, passwordHash]);
}

/** Ends a session. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
}

/**
 * The token the user's listed website must show (#21 §4), made now (from `fresh`) for a website
 * listed before tokens existed; `null` without a website.
 */
export async function websiteTokenOf(db: Db, userId: string, fresh: string): Promise<string | null> {
  const rows = await db.query<{ website_token: string | null }>(
    `UPDATE users SET website_token = COALESCE(website_token, $2) WHERE id = $1 AND listed_website_url IS NOT NULL RETURNING website_token`,
    [userId, fresh],
  );
  return rows[0]?.website_token ?? null;
}

/** Marks the listed website verified, unless the website (and so its token) changed meanwhile. */
export async function markWebsiteVerified(db: Db, userId: string, token: string): Promise<boolean> {
  const rows = await db.query(`UPDATE users SET website_verified_at = now() WHERE id = $1 AND website_token = $2 RETURNING 1`, [
    userId,
    token,
  ]);
  return rows.length > 0;
}

/** The user whose verified website is on `host` (the link domain's official user, S0 §7; the first verified wins). */
export async function userListingHost(db: Db, host: string): Promise<UserRow | undefined> {
  const bare = host.toLowerCase().replace(/^www\./, '');
  const like = `%${bare.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // #21 §4: only a verified website makes its owner the official user; listing one is not enough.
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE listed_website_url ILIKE $1 AND website_verified_at IS NOT NULL
     ORDER BY website_verified_at, id LIMIT 50`,
    [like],
  );
  return rows.find((row) => {
    const url = row.listed_website_url ?? '';
    return URL.canParse(url) && new URL(url).hostname.toLowerCase().replace(/^www\./, '') === bare;
  });
}

/** The users `userId` follows, most recent first. */
export async function followeesOf(db: Db, userId: string, limit: number): Promise<UserRow[]> {
  return db.query<UserRow>(
    `SELECT ${USER_COLUMNS.replace(/(\w+)/g, 'u.$1')} FROM follows f JOIN users u ON u.id = f.followee_id
     WHERE f.follower_id = $1 ORDER BY f.created_at DESC, u.id LIMIT $2`,
    [userId, limit],
  );
}
