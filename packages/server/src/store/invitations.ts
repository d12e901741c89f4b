/**
 * Invitations to collaborate (issue 25, beyond the spec: expected by users): an invite waits in
 * `board_invitations` (migration 90) until its invitee accepts or declines. One SQL predicate says
 * whose an invitation is (core's `invitationIsFor`: by id, or by the address in any case).
 */
import type { Db } from '../db/db.js';

/** SQL: invitation `i` is for user `$1` whose address is `$2` (core `invitationIsFor`). */
const FOR_VIEWER = `(i.invitee_id = $1 OR (i.email IS NOT NULL AND $2 <> '' AND i.email = lower(btrim($2))))`;

/** SQL: `$1` has not blocked the inviter of `i` (a block ends their invitations; one made in between never shows). */
const NOT_BLOCKED = `NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = $1 AND bl.blocked_id = i.invited_by)`;

/** An invitation as its invitee reads it. */
export interface InvitationRow {
  readonly id: string;
  readonly board_id: string;
  readonly board_name: string;
  readonly board_slug: string;
  readonly board_privacy: 'public' | 'secret' | 'protected';
  readonly board_cover_url: string | null;
  readonly owner_id: string;
  readonly owner_username: string;
  readonly owner_full_name: string;
  readonly inviter_id: string;
  readonly inviter_username: string;
  readonly inviter_full_name: string;
  readonly inviter_image_medium_url: string | null;
  readonly created_at: Date | string;
}

/** Invites a user by id (no-op when one is pending). */
export async function inviteUser(db: Db, boardId: string, inviteeId: string, invitedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO board_invitations (board_id, invitee_id, invited_by) VALUES ($1, $2, $3)
     ON CONFLICT (invitee_id, board_id) WHERE invitee_id IS NOT NULL DO NOTHING`,
    [boardId, inviteeId, invitedBy],
  );
}

/** Invites an e-mail address, lower-cased (no-op when one is pending), whether an account uses it or not (#21 §1). */
export async function inviteEmail(db: Db, boardId: string, email: string, invitedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO board_invitations (board_id, email, invited_by) VALUES ($1, lower(btrim($2)), $3)
     ON CONFLICT (email, board_id) WHERE email IS NOT NULL DO NOTHING`,
    [boardId, email, invitedBy],
  );
}

/** The pending invitations of user `userId` (address `email`), newest first, from nobody they blocked. */
export async function invitationsFor(db: Db, userId: string, email: string): Promise<InvitationRow[]> {
  return db.query<InvitationRow>(
    `SELECT i.id, b.id AS board_id, b.name AS board_name, b.slug AS board_slug, b.privacy AS board_privacy,
       b.cover_url AS board_cover_url, o.id AS owner_id, o.username AS owner_username, o.full_name AS owner_full_name,
       u.id AS inviter_id, u.username AS inviter_username, u.full_name AS inviter_full_name,
       u.image_medium_url AS inviter_image_medium_url, i.created_at
     FROM board_invitations i JOIN boards b ON b.id = i.board_id JOIN users o ON o.id = b.owner_id
       JOIN users u ON u.id = i.invited_by
     WHERE ${FOR_VIEWER} AND ${NOT_BLOCKED}
     ORDER BY i.created_at DESC, i.id::bigint DESC`,
    [userId, email],
  );
}

/**
 * Ends every invitation of user `userId` (address `email`) to board `boardId`, if `invitationId` is
 * one of them: the board it was for, or `undefined` when it is not theirs (or gone).
 */
export async function endInvitationsTo(db: Db, userId: string, email: string, invitationId: string): Promise<string | undefined> {
  const rows = await db.query<{ board_id: string }>(
    `WITH target AS (SELECT i.board_id FROM board_invitations i WHERE i.id = $3 AND ${FOR_VIEWER} AND ${NOT_BLOCKED})
     DELETE FROM board_invitations i USING target t WHERE i.board_id = t.board_id AND ${FOR_VIEWER} RETURNING i.board_id`,
    [userId, email, invitationId],
  );
  return rows[0]?.board_id;
}

/** Issue 25: blocking `blockedId` ends their pending invitations to `blockerId` (address `email`). */
export async function endInvitationsFrom(db: Db, blockerId: string, email: string, blockedId: string): Promise<void> {
  await db.query(`DELETE FROM board_invitations i WHERE ${FOR_VIEWER} AND i.invited_by = $3`, [blockerId, email, blockedId]);
}

/** An invitation a board sent, as its owner reads it while it waits (issue #25). */
export interface SentInvitationRow {
  readonly id: string;
  readonly board_id: string;
  readonly email: string | null;
  readonly invitee_id: string | null;
  readonly invitee_username: string | null;
  readonly invitee_full_name: string | null;
  readonly invitee_image_medium_url: string | null;
  readonly created_at: Date | string;
}

/**
 * Issue #25: the invitations board `boardId` sent that wait for an answer, oldest first. One by
 * e-mail names the address only: it is never joined to the account that uses it (#21 §1).
 */
export async function invitationsOfBoard(db: Db, boardId: string): Promise<SentInvitationRow[]> {
  return db.query<SentInvitationRow>(
    `SELECT i.id, i.board_id, i.email, u.id AS invitee_id, u.username AS invitee_username, u.full_name AS invitee_full_name,
       u.image_medium_url AS invitee_image_medium_url, i.created_at
     FROM board_invitations i LEFT JOIN users u ON u.id = i.invitee_id
     WHERE i.board_id = $1
     ORDER BY i.created_at, i.id::bigint`,
    [boardId],
  );
}

/** Issue #25: the board invitation `invitationId` is for, or `undefined` when there is none. */
export async function invitationBoard(db: Db, invitationId: string): Promise<string | undefined> {
  const rows = await db.query<{ board_id: string }>(`SELECT board_id FROM board_invitations WHERE id = $1`, [invitationId]);
  return rows[0]?.board_id;
}

/** Issue #25: the owner cancels invitation `invitationId`; its invitee no longer sees it. */
export async function cancelInvitation(db: Db, invitationId: string): Promise<void> {
  await db.query(`DELETE FROM board_invitations WHERE id = $1`, [invitationId]);
}

/** Removes a collaborator (no-op when not one). */
export async function removeCollaborator(db: Db, boardId: string, userId: string): Promise<void> {
  await db.query(`DELETE FROM board_collaborators WHERE board_id = $1 AND user_id = $2`, [boardId, userId]);
}
