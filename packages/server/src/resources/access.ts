/**
 * Permission checks shared by the resources, each one a call to the @pinstack/core rule the client
 * shows (S0 §6, S1 §6): one source of truth, so the server refuses exactly what the UI would not offer.
 */
import { randomBytes } from 'node:crypto';
import {
  boardReadRefusal,
  boardWriteRefusal,
  canActAsProfile,
  enforce,
  CONCURRENT_BOARD_ACTION_CODE,
  MESSAGES,
  type BusinessAccessProfile,
} from '@pinstack/core';
import type { Db } from '../db/db.js';
import { forbidden, HttpFailure, notFound } from '../http/envelope.js';
import type { Call } from '../http/call.js';
import {
  acquireBoardLock,
  advertiserById,
  boardById,
  profileAccess,
  releaseBoardLock,
  worksForAdvertiser,
  type AdvertiserRow,
  type BoardRow,
  type BusinessProfileRow,
} from '../store/index.js';
import { boardView } from './views.js';

/** S1 §3 business access profile of a stored grant, as `canActAsProfile` takes it. */
export function accessProfile(row: BusinessProfileRow): BusinessAccessProfile {
  return {
    id: row.profile_user_id,
    permissions: row.permissions,
    user: { username: row.username, businessName: row.full_name, ...(row.image_medium_url ? { imgUrl: row.image_medium_url } : {}) },
    viewerMeetsMfaRequirement: !row.mfa_required || row.member_mfa_enabled,
  };
}

/**
 * The id the call acts as: the viewer, or (S0 §6 `orbac_subject_id`) the business profile the viewer
 * acts on behalf of, which S1 §6 honours only when `canActAsProfile` allows it (else 403).
 */
export async function actorId(call: Call, orbacSubjectId: string | undefined): Promise<string> {
  const viewer = call.viewer();
  if (orbacSubjectId === undefined || orbacSubjectId === '' || orbacSubjectId === viewer.id) return viewer.id;
  const grant = await profileAccess(call.db, orbacSubjectId, viewer.id);
  if (grant === undefined || !canActAsProfile(accessProfile(grant))) {
    throw forbidden('You cannot act on behalf of this business profile.');
  }
  return orbacSubjectId;
}

/** A board the viewer may see (S0 §6): missing and secret-to-you are the same 404, so nothing leaks. */
export async function viewableBoard(db: Db, boardId: string, viewerId: string): Promise<BoardRow> {
  const row = await boardById(db, viewerId, boardId);
  enforce(boardReadRefusal(row === undefined ? undefined : boardView(row, viewerId), viewerId));
  return row as BoardRow;
}

/**
 * Runs a lookup through objects the caller may not know exist (a secret board's Pins and sections):
 * any 404 it meets becomes the 404 of the object asked for (`what`), so "secret" and "does not
 * exist" get the identical answer, down to `message_detail`.
 */
export async function asMissing<T>(what: string, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof HttpFailure && error.status === 404) throw notFound(what);
    throw error;
  }
}

/** A board the actor may write to (S0 §6 owner or collaborator): 404 when invisible, 403 when only visible. */
export async function writableBoard(db: Db, boardId: string, actor: string): Promise<BoardRow> {
  const row = await boardById(db, actor, boardId);
  enforce(boardWriteRefusal(row === undefined ? undefined : boardView(row, actor), actor));
  return row as BoardRow;
}

/** An advertiser the viewer owns or works for; 404 otherwise (its existence is not shown to others). */
export async function workableAdvertiser(db: Db, advertiserId: string, viewerId: string): Promise<AdvertiserRow> {
  const advertiser = await advertiserById(db, advertiserId);
  if (advertiser === undefined || !(await worksForAdvertiser(db, advertiserId, viewerId))) throw notFound('advertiser');
  return advertiser;
}

/** How long a board-action lock survives a crashed holder. */
export const BOARD_LOCK_TTL_MS = 30_000;

/**
 * Runs a board action holding the board-action lock of every board it touches; a concurrent action
 * on one of them is 409 with `api_error_code` 2171 (S0 §8, wire-protocol.md).
 */
export async function withBoardLocks<T>(call: Call, boardIds: readonly string[], action: () => Promise<T>): Promise<T> {
  const holder = randomBytes(9).toString('base64url');
  const taken: string[] = [];
  try {
    // note: sorted so two actions on the same boards never take them in opposite orders.
    for (const boardId of [...new Set(boardIds)].sort()) {
      if (!(await acquireBoardLock(call.db, boardId, holder, BOARD_LOCK_TTL_MS))) {
        throw new HttpFailure(409, MESSAGES.boardActionInProgress, undefined, CONCURRENT_BOARD_ACTION_CODE);
      }
      taken.push(boardId);
    }
    const delay = call.env.boardActionDelayMs?.() ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return await action();
  } finally {
    for (const boardId of taken) await releaseBoardLock(call.db, boardId, holder);
  }
}
