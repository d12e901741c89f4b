/**
 * Boards and sections (S0 §7 BoardResource, BoardPickerBoardsResource, BoardSectionResource,
 * BoardSectionsRepinResource, BoardFeedResource, BoardInviteResource), enforcing S0 §5/§6 with the
 * core rules.
 */
import {
  projectInvitation,
  boardOwnerRefusal,
  collaboratorRemovalRefusal,
  invitationKept,
  type BoardInvitation,
  type SentInvitation,
  boardPrivacyRefusal,
  boardSlug,
  canAddSection,
  enforce,
  type RequestOf,
  pickerBoards,
  pinOrigin,
  resolveBoardPrivacy,
  SERVER_MESSAGES,
  shortlistBoards,
  uniqueBoardSlug,
  validateBoardName,
  type Board,
  INVALID_OPTIONS,
  isValidEmail,
  MESSAGES,
} from '@pinstack/core';
import { isPgError, UNIQUE_VIOLATION } from '../db/db.js';
import { badRequest, notFound } from '../http/envelope.js';
import { limited } from '../http/limits.js';
import type { Call, Endpoints, ResourceTable } from '../http/call.js';
import * as store from '../store/index.js';
import { actorId, asMissing, viewableBoard, withBoardLocks, workableAdvertiser, writableBoard } from './access.js';
import { boardView, sectionView } from './views.js';
import { movePinsInto } from './pins.js';
import { present } from '../store/returned.js';

/** S0 §5: the board name rule, as a 400 with its message. */
function checkBoardName(name: string): string {
  const error = validateBoardName(name);
  if (error !== null) throw badRequest(error);
  return name.trim();
}

/**
 * S0 §3 writes a board under a slug free among its owner's boards (`uniqueBoardSlug`); when another
 * write takes that slug in between, the unique index (owner, slug) refuses it and the slug is chosen again.
 */
async function withFreeSlug<T>(
  call: Call,
  board: { readonly ownerId: string; readonly name: string; readonly id?: string; readonly slug?: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const taken = await store.slugsOfOwner(call.db, board.ownerId, board.id ?? null);
    try {
      return await write(uniqueBoardSlug(board.name, taken, board.slug));
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isPgError(error, UNIQUE_VIOLATION)) throw error;
    }
  }
}

// Each retry reads the slugs again, so only as many writers racing for one name can keep one waiting.
const SLUG_ATTEMPTS = 5;

/** The whole board as the viewer sees it after a write. */
async function reloadBoard(call: Call, boardId: string, viewerId: string): Promise<Board> {
  return boardView(await viewableBoard(call.db, boardId, viewerId), viewerId);
}

/**
 * S0 §3 board-picker answer: the S0 §6 picker candidates in the scope asked for (advertiser, S0 §3
 * `filter`), listed by core's `pickerBoards`, and core's `shortlistBoards` of them (the boards most
 * recently saved to) as the shortlist.
 */
async function pickerGet(call: Call, options: RequestOf<'BoardPickerBoardsResource.get'>) {
  const viewer = call.viewer();
  // S0 §6: with an advertiser context the picker lists that advertiser's boards the viewer may use.
  if (options.advertiser_id !== undefined) await workableAdvertiser(call.db, options.advertiser_id, viewer.id);
  const rows = await store.boardsOfMember(call.db, viewer.id, { advertiserId: options.advertiser_id, filter: options.filter });
  const lastSaved = new Map<string, number>();
  for (const row of rows) if (row.last_saved_at !== null) lastSaved.set(row.id, new Date(row.last_saved_at).getTime());
  // S0 §3 pin_id: the boards already holding that Pin are marked (`holds_pin`) for the picker
  const holding = options.pin_id === undefined ? new Set<string>() : await boardsHoldingPin(call, options.pin_id, rows);
  const allBoards = pickerBoards(
    rows.map((row) => ({ ...boardView(row, viewer.id), ...(holding.has(row.id) ? { holds_pin: true } : {}) })),
    viewer.id,
  );
  return { all_boards: allBoards, boards_shortlist: shortlistBoards(allBoards, lastSaved, options.shortlist_suggestions) };
}

/**
 * The ids of `rows` holding the Pin `pinId` names (a Pin of its origin, rules/same-pin.ts). A Pin
 * the viewer may not see (or none) marks nothing: the picker still opens, and the save says why.
 */
async function boardsHoldingPin(call: Call, pinId: string, rows: readonly store.BoardRow[]): Promise<Set<string>> {
  const pin = await store.pinById(call.db, pinId);
  if (pin === undefined) return new Set();
  const visible = await viewableBoard(call.db, pin.board_id, call.viewer().id).then(
    () => true,
    () => false,
  );
  if (!visible) return new Set();
  const origin = pinOrigin({ id: pin.id, repinOf: pin.repin_of });
  return store.boardsHoldingOrigin(
    call.db,
    origin,
    rows.map((row) => row.id),
  );
}

async function boardCreate(call: Call, options: RequestOf<'BoardResource.create'>) {
  const viewer = call.viewer();
  const name = checkBoardName(options.name);
  const owner = await actorId(call, options.orbac_subject_id);
  const advertiser = options.advertiser_id === undefined ? null : await workableAdvertiser(call.db, options.advertiser_id, viewer.id);
  // S0 §6: a non-owner working for an advertiser gets the locked protected board; others public/secret.
  const privacy = resolveBoardPrivacy(options.privacy, {
    isAuth: true,
    viewerId: viewer.id,
    advertiser: advertiser === null ? null : { id: advertiser.id, owner_user_id: advertiser.owner_user_id },
  });
  const id = await withFreeSlug(call, { ownerId: owner, name }, (slug) =>
    store.insertBoard(call.db, {
      ownerId: owner,
      name,
      slug,
      description: options.description?.trim() ?? '',
      privacy,
      advertiserId: advertiser?.id ?? null,
    }),
  );
  return reloadBoard(call, id, owner);
}

/** BoardResource update: the owner renames (the old URL keeps working), describes, and picks privacy (S0 §6). */
async function boardUpdate(call: Call, options: RequestOf<'BoardResource.update'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  // issue #25: a board's settings are its owner's; a collaborator saves to it, nothing changes (403)
  enforce(boardOwnerRefusal(boardView(board, actor), actor, 'settings'));
  const name = options.name === undefined ? undefined : checkBoardName(options.name);
  // S0 §6: a protected (advertiser) board's privacy stays locked.
  enforce(boardPrivacyRefusal(boardView(board, actor), actor, options.privacy));
  const fields = {
    ...(options.privacy !== undefined ? { privacy: options.privacy } : {}),
    ...(options.description !== undefined ? { description: options.description.trim() } : {}),
  };
  await withBoardLocks(call, [board.id], () =>
    name === undefined
      ? store.updateBoard(call.db, board.id, fields)
      : withFreeSlug(call, { ownerId: board.owner_id, name, id: board.id, slug: board.slug }, (slug) =>
          call.db.transaction(async (tx) => {
            await store.updateBoard(tx, board.id, { ...fields, name, slug });
            // issue #25: the old URL keeps finding the board after a rename
            if (slug.toLowerCase() !== board.slug.toLowerCase()) await store.rememberOldSlug(tx, board.id, board.owner_id, board.slug);
          }),
        ),
  );
  return reloadBoard(call, board.id, actor);
}

async function boardDelete(call: Call, options: RequestOf<'BoardResource.delete'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  enforce(boardOwnerRefusal(boardView(board, actor), actor, 'delete'));
  await withBoardLocks(call, [board.id], () => store.deleteBoard(call.db, board.id));
  return { board_id: board.id };
}

async function sectionOf(call: Call, sectionId: string, viewerId: string) {
  const section = await store.sectionById(call.db, sectionId);
  if (section === undefined) throw notFound('section');
  await asMissing('section', () => viewableBoard(call.db, section.board_id, viewerId));
  return section;
}

async function sectionCreate(call: Call, options: RequestOf<'BoardSectionResource.create'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  // S0 §5: the section name is trimmed and must not be blank.
  if (!canAddSection({ text: options.name, saving: false, error: null })) throw badRequest(SERVER_MESSAGES.sectionNameRequired);
  const title = options.name.trim();
  const board = await writableBoard(call.db, options.board_id, actor);
  const initialPins = options.initial_pins ?? [];
  const id = await withBoardLocks(call, [board.id], () =>
    call.db.transaction(async (tx) => {
      const sectionId = await store.insertSection(tx, {
        boardId: board.id,
        title,
        slug: boardSlug(title),
        nameSource: options.name_source ?? 0,
      });
      if (initialPins.length > 0) await movePinsInto(tx, actor, initialPins, { boardId: board.id, sectionId }, { allowIdentical: true });
      return sectionId;
    }),
  );
  return sectionView(present(await store.sectionById(call.db, id), 'created section'));
}

/** Issue #25 BoardSectionResource update: the board's owner or a collaborator renames a section (S0 §5 trimmed, non-blank). */
async function sectionUpdate(call: Call, options: RequestOf<'BoardSectionResource.update'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  if (!canAddSection({ text: options.name, saving: false, error: null })) throw badRequest(SERVER_MESSAGES.sectionNameRequired);
  const title = options.name.trim();
  const section = await sectionOf(call, options.section_id, actor);
  await asMissing('section', () => writableBoard(call.db, section.board_id, actor));
  await withBoardLocks(call, [section.board_id], () => store.renameSection(call.db, section.id, title, boardSlug(title)));
  return sectionView(present(await store.sectionById(call.db, section.id), 'renamed section'));
}

/** Issue #25 BoardSectionResource delete: the section goes; its Pins stay on the board without a section. */
async function sectionDelete(call: Call, options: RequestOf<'BoardSectionResource.delete'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const section = await sectionOf(call, options.section_id, actor);
  await asMissing('section', () => writableBoard(call.db, section.board_id, actor));
  await withBoardLocks(call, [section.board_id], () => store.deleteSection(call.db, section.id));
  return { section_id: section.id };
}

/**
 * Issue #25 BoardArchiveResource create / delete (S0 §3 `archived_by_me_at`): the owner or a
 * collaborator archives a board for themselves (it leaves their pickers, S0 §6); anyone else is
 * 403 (404 when they may not see it).
 */
async function boardArchive(call: Call, options: RequestOf<'BoardArchiveResource.create'>, archived: boolean) {
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  await (archived ? store.archiveBoard(call.db, board.id, actor) : store.unarchiveBoard(call.db, board.id, actor));
  return reloadBoard(call, board.id, actor);
}

/**
 * S0 §6/§7 Invites, made invitations (issue 25): every invitee, picked by id or typed as an e-mail
 * address, gets an invitation to accept or decline, never membership. One on the board already
 * gets none (core `invitationKept`); an invitee who blocked the sender never sees theirs (core
 * `inviteReaches`, read-time), though it waits in the sender's list like any other (issue #25); an
 * address is kept as typed whether an account uses it or not. The answer echoes what was sent, so
 * it never tells the sender which addresses have accounts (#21 §1) nor who blocked them. Each
 * invitee counts against the sender's limit.
 */
async function inviteCreate(call: Call, options: RequestOf<'BoardInviteResource.create'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  // S0 §6: inviting collaborators is the owner's, and a protected advertiser board has none.
  enforce(boardOwnerRefusal(boardView(board, actor), actor, 'invite'));
  const userIds = options.invited_user_ids ?? [];
  const emails = (options.emails ?? []).map((email) => email.trim());
  if (userIds.length === 0 && emails.length === 0) throw badRequest(INVALID_OPTIONS, 'invited_user_ids or emails: required');
  if (emails.some((email) => !isValidEmail(email))) throw badRequest(MESSAGES.invalidEmail);
  await limited(call, 'invitesAccount', `user:${call.viewer().id}`, SERVER_MESSAGES.tooManyInvites, userIds.length + emails.length);
  const users: store.UserRow[] = [];
  for (const userId of userIds) {
    const user = await store.userById(call.db, userId);
    if (user === undefined) throw notFound('user');
    users.push(user);
  }
  const collaboratorIds = board.collaborators.map((c) => c.id);
  await call.db.transaction(async (tx) => {
    for (const user of users) {
      // issue #25: kept pending even for an invitee who blocked the sender (they never see it:
      // store.invitationsFor), so the sender's list of pending invitations never tells a block
      if (invitationKept({ ownerId: board.owner_id, collaboratorIds, inviteeId: user.id }))
        await store.inviteUser(tx, board.id, user.id, actor);
    }
    // an address is kept as typed, whether an account uses it (or blocked the sender) or not
    for (const email of emails) await store.inviteEmail(tx, board.id, email, actor);
  });
  return {
    board_id: board.id,
    pending_user_ids: users.filter((user) => user.id !== board.owner_id).map((user) => user.id),
    pending_emails: emails,
  };
}

/** Issue 25 BoardInvitationsResource get: the viewer's pending invitations, newest first. */
async function invitationsGet(call: Call): Promise<BoardInvitation[]> {
  const viewer = call.viewer();
  const rows = await store.invitationsFor(call.db, viewer.id, viewer.email);
  return rows.map((row) =>
    projectInvitation({
      id: row.id,
      board: {
        id: row.board_id,
        name: row.board_name,
        url: `/${row.owner_username}/${row.board_slug}/`,
        privacy: row.board_privacy,
        coverUrl: row.board_cover_url,
        owner: { id: row.owner_id, username: row.owner_username, full_name: row.owner_full_name },
      },
      invitedBy: {
        id: row.inviter_id,
        username: row.inviter_username,
        full_name: row.inviter_full_name,
        image_medium_url: row.inviter_image_medium_url,
      },
      createdAt: new Date(row.created_at).toISOString(),
    }),
  );
}

/**
 * Issue 25 BoardInvitationResource update: the invitee accepts (joins: the board shows in their
 * picker, profile and home feed from now on) or declines; either way their invitations to that
 * board end. Another person's invitation, or an answered one, is 404.
 */
async function invitationAnswer(call: Call, options: RequestOf<'BoardInvitationResource.update'>) {
  const viewer = call.viewer();
  const boardId = await call.db.transaction(async (tx) => {
    const ended = await store.endInvitationsTo(tx, viewer.id, viewer.email, options.invitation_id);
    if (ended === undefined) throw notFound('invitation');
    if (options.answer === 'accept') {
      const board = await store.boardById(tx, viewer.id, ended);
      if (board !== undefined && board.owner_id !== viewer.id) await store.addCollaborator(tx, ended, viewer.id);
    }
    return ended;
  });
  return {
    invitation_id: options.invitation_id,
    answer: options.answer,
    board: options.answer === 'accept' ? await reloadBoard(call, boardId, viewer.id) : null,
  };
}

/**
 * Issue #25 BoardSentInvitationsResource get: the board's invitations still waiting, for its owner
 * only (403 a collaborator or anyone who sees the board, 404 a board they may not see). One by
 * e-mail names the address as typed, never the account that uses it (#21 §1): pending either way.
 */
async function sentInvitationsGet(call: Call, options: RequestOf<'BoardSentInvitationsResource.get'>): Promise<SentInvitation[]> {
  const viewer = call.viewer();
  const board = await viewableBoard(call.db, options.board_id, viewer.id);
  enforce(boardOwnerRefusal(boardView(board, viewer.id), viewer.id, 'invitations'));
  const rows = await store.invitationsOfBoard(call.db, board.id);
  return rows.map((row) => ({
    id: row.id,
    board_id: row.board_id,
    invitee:
      row.invitee_id === null
        ? null
        : {
            id: row.invitee_id,
            username: row.invitee_username ?? '',
            ...(row.invitee_full_name !== null ? { full_name: row.invitee_full_name } : {}),
            ...(row.invitee_image_medium_url !== null ? { image_medium_url: row.invitee_image_medium_url } : {}),
          },
    email: row.invitee_id === null ? row.email : null,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Issue #25 BoardInvitationResource delete: the board's owner cancels an invitation it sent; the
 * invitee no longer sees it. An invitation of a board the caller may not see, or none, is 404;
 * one of a board they see but do not own is 403.
 */
async function invitationCancel(call: Call, options: RequestOf<'BoardInvitationResource.delete'>) {
  const viewer = call.viewer();
  const boardId = await store.invitationBoard(call.db, options.invitation_id);
  if (boardId === undefined) throw notFound('invitation');
  const board = await asMissing('invitation', () => viewableBoard(call.db, boardId, viewer.id));
  enforce(boardOwnerRefusal(boardView(board, viewer.id), viewer.id, 'invitations'));
  await store.cancelInvitation(call.db, options.invitation_id);
  return { invitation_id: options.invitation_id };
}

/**
 * Issue 25 BoardCollaboratorResource delete: a collaborator leaves, or the owner removes one
 * (core `collaboratorRemovalRefusal`); a board the caller may not see is 404.
 */
async function collaboratorRemove(call: Call, options: RequestOf<'BoardCollaboratorResource.delete'>) {
  const viewer = call.viewer();
  const board = await viewableBoard(call.db, options.board_id, viewer.id);
  enforce(
    collaboratorRemovalRefusal(
      { ownerId: board.owner_id, collaboratorIds: board.collaborators.map((c) => c.id) },
      viewer.id,
      options.user_id,
    ),
  );
  await store.removeCollaborator(call.db, board.id, options.user_id);
  return { board_id: board.id, user_id: options.user_id };
}

/** The board and section calls (S0 §7); BoardResource get and BoardFeedResource are the browse reads' (`browse.ts`). */
export const boardEndpoints = {
  'BoardResource.create': { access: 'required', run: boardCreate },
  'BoardResource.update': { access: 'required', run: boardUpdate },
  'BoardResource.delete': { access: 'required', run: boardDelete },
  'BoardPickerBoardsResource.get': { access: 'required', run: pickerGet },
  'BoardSectionResource.get': {
    access: 'optional',
    run: async (call, options) => sectionView(await sectionOf(call, options.section_id, call.viewerOrNull()?.id ?? '')),
  },
  'BoardSectionResource.create': { access: 'required', run: sectionCreate },
  'BoardSectionsRepinResource.get': {
    access: 'optional',
    run: async (call, options) => {
      const board = await viewableBoard(call.db, options.board_id, call.viewerOrNull()?.id ?? '');
      return (await store.sectionsOfBoard(call.db, board.id)).map(sectionView);
    },
  },
  'BoardSectionResource.update': { access: 'required', run: sectionUpdate },
  'BoardSectionResource.delete': { access: 'required', run: sectionDelete },
  'BoardArchiveResource.create': { access: 'required', run: (call, options) => boardArchive(call, options, true) },
  'BoardArchiveResource.delete': { access: 'required', run: (call, options) => boardArchive(call, options, false) },
  'BoardInviteResource.create': { access: 'required', run: inviteCreate },
  'BoardInvitationsResource.get': { access: 'required', run: invitationsGet },
  'BoardInvitationResource.update': { access: 'required', run: invitationAnswer },
  'BoardCollaboratorResource.delete': { access: 'required', run: collaboratorRemove },
  'BoardSentInvitationsResource.get': { access: 'required', run: sentInvitationsGet },
  'BoardInvitationResource.delete': { access: 'required', run: invitationCancel },
} as const satisfies Endpoints;

/** Board resource actions the server offers beyond the ports (none: sections' delete is a port call since issue #25). */
export const boardExtraResources: ResourceTable = {};
