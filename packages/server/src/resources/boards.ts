/**
 * Boards and sections (S0 §7 BoardResource, BoardPickerBoardsResource, BoardSectionResource,
 * BoardSectionsRepinResource, BoardFeedResource, BoardInviteResource), enforcing S0 §5/§6 with the
 * core rules.
 */
import { Schema } from 'effect';
import {
  boardSlug,
  BoardPrivacySchema,
  canAddSection,
  pickerBoards,
  resolveBoardPrivacy,
  SERVER_MESSAGES,
  SHORTLIST_SUGGESTIONS,
  validateBoardName,
  type Board,
} from '@pinstack/core';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { decodeOrFail, Id, IdList, Text } from '../http/decode.js';
import type { Call, ResourceTable } from '../http/call.js';
import * as store from '../store/index.js';
import { actorId, viewableBoard, withBoardLocks, workableAdvertiser, writableBoard } from './access.js';
import { boardView, pinView, sectionView } from './views.js';
import { movePinsInto } from './pins.js';
import { present } from '../store/returned.js';

/** S0 §5: the board name rule, as a 400 with its message. */
function checkBoardName(name: string): string {
  const error = validateBoardName(name);
  if (error !== null) throw badRequest(error);
  return name.trim();
}

const Orbac = Schema.optional(Id);

const BoardGet = Schema.Struct({ board_id: Id, field_set_key: Schema.optional(Schema.String) });
const BoardCreate = Schema.Struct({
  name: Text(1000),
  privacy: Schema.optional(BoardPrivacySchema),
  description: Schema.optional(Text(5000)),
  advertiser_id: Schema.optional(Id),
  orbac_subject_id: Orbac,
  aux_data: Schema.optional(Schema.Unknown),
});
const BoardUpdate = Schema.Struct({
  board_id: Id,
  name: Schema.optional(Text(1000)),
  privacy: Schema.optional(BoardPrivacySchema),
  description: Schema.optional(Text(5000)),
  orbac_subject_id: Orbac,
});
const BoardDelete = Schema.Struct({ board_id: Id, orbac_subject_id: Orbac });
const PickerGet = Schema.Struct({
  pin_id: Schema.optional(Schema.String),
  username: Schema.optional(Schema.String),
  advertiser_id: Schema.optional(Id),
  filter: Schema.optional(Schema.String),
  field_set_key: Schema.optional(Schema.String),
  shortlist_suggestions: Schema.optional(Schema.Int.pipe(Schema.between(0, 50))),
  isDesktop: Schema.optional(Schema.Boolean),
});
const SectionGet = Schema.Struct({ section_id: Id, field_set_key: Schema.optional(Schema.String) });
const SectionCreate = Schema.Struct({
  board_id: Id,
  name: Text(1000),
  initial_pins: Schema.optional(IdList),
  name_source: Schema.optional(Schema.Literal(0, 1, 2)),
  orbac_subject_id: Orbac,
});
const SectionDelete = Schema.Struct({ section_id: Id, orbac_subject_id: Orbac });
const BoardIdOnly = Schema.Struct({ board_id: Id });
const FeedGet = Schema.Struct({
  board_id: Id,
  section_id: Schema.optional(Id),
  page_size: Schema.optional(Schema.Int.pipe(Schema.between(1, 250))),
});
const InviteCreate = Schema.Struct({
  board_id: Id,
  invited_user_ids: Schema.optional(IdList),
  emails: Schema.optional(Schema.Array(Text(320)).pipe(Schema.maxItems(100))),
  orbac_subject_id: Orbac,
});

/** The whole board as the viewer sees it after a write. */
async function reloadBoard(call: Call, boardId: string, viewerId: string): Promise<Board> {
  return boardView(await viewableBoard(call.db, boardId, viewerId), viewerId);
}

/** S0 §3 board-picker answer: the S0 §6 listing rule, and the boards most recently saved to first as the shortlist. */
async function pickerGet(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(PickerGet, input);
  const viewer = call.viewer();
  // S0 §6: with an advertiser context the picker lists that advertiser's boards the viewer may use.
  if (options.advertiser_id !== undefined) await workableAdvertiser(call.db, options.advertiser_id, viewer.id);
  const rows = await store.boardsOfMember(call.db, viewer.id, options.advertiser_id);
  const lastSaved = new Map(rows.map((row) => [row.id, row.last_saved_at === null ? 0 : new Date(row.last_saved_at).getTime()]));
  const allBoards = pickerBoards(
    rows.map((row) => boardView(row, viewer.id)),
    viewer.id,
  );
  const shortlistSize = options.shortlist_suggestions ?? SHORTLIST_SUGGESTIONS;
  const shortlist = allBoards
    .filter((board) => (lastSaved.get(board.id) ?? 0) > 0)
    .sort((a, b) => (lastSaved.get(b.id) ?? 0) - (lastSaved.get(a.id) ?? 0))
    .slice(0, shortlistSize);
  return { all_boards: allBoards, boards_shortlist: shortlist };
}

async function boardCreate(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(BoardCreate, input);
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
  const id = await store.insertBoard(call.db, {
    ownerId: owner,
    name,
    slug: boardSlug(name),
    description: options.description?.trim() ?? '',
    privacy,
    advertiserId: advertiser?.id ?? null,
  });
  return reloadBoard(call, id, owner);
}

async function boardUpdate(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(BoardUpdate, input);
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  const name = options.name === undefined ? undefined : checkBoardName(options.name);
  if (options.privacy !== undefined && options.privacy !== board.privacy) {
    // S0 §6: only the owner picks privacy, and a protected (advertiser) board stays locked.
    if (board.owner_id !== actor) throw forbidden('Only the owner can change who sees this board.');
    if (board.privacy === 'protected' || options.privacy === 'protected') throw badRequest('This board privacy is locked.');
  }
  await withBoardLocks(call, [board.id], () =>
    store.updateBoard(call.db, board.id, {
      ...(name !== undefined ? { name, slug: boardSlug(name) } : {}),
      ...(options.privacy !== undefined ? { privacy: options.privacy } : {}),
      ...(options.description !== undefined ? { description: options.description.trim() } : {}),
    }),
  );
  return reloadBoard(call, board.id, actor);
}

async function boardDelete(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(BoardDelete, input);
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  if (board.owner_id !== actor) throw forbidden('Only the owner can delete this board.');
  await withBoardLocks(call, [board.id], () => store.deleteBoard(call.db, board.id));
  return { board_id: board.id };
}

async function sectionOf(call: Call, sectionId: string, viewerId: string) {
  const section = await store.sectionById(call.db, sectionId);
  if (section === undefined) throw notFound('section');
  await viewableBoard(call.db, section.board_id, viewerId);
  return section;
}

async function sectionCreate(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(SectionCreate, input);
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

async function sectionDelete(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(SectionDelete, input);
  const actor = await actorId(call, options.orbac_subject_id);
  const section = await sectionOf(call, options.section_id, actor);
  await writableBoard(call.db, section.board_id, actor);
  await withBoardLocks(call, [section.board_id], () => store.deleteSection(call.db, section.id));
  return { section_id: section.id };
}

async function inviteCreate(call: Call, input: Record<string, unknown>) {
  const options = decodeOrFail(InviteCreate, input);
  const actor = await actorId(call, options.orbac_subject_id);
  const board = await writableBoard(call.db, options.board_id, actor);
  // S0 §6: inviting collaborators is the owner's, and a protected advertiser board has none.
  if (board.owner_id !== actor) throw forbidden('Only the owner can invite collaborators.');
  if (board.privacy === 'protected') throw forbidden('This board cannot have collaborators.');
  const invited: string[] = [];
  const pendingEmails: string[] = [];
  for (const userId of options.invited_user_ids ?? []) {
    const user = await store.userById(call.db, userId);
    if (user === undefined) throw notFound('user');
    if (user.id === board.owner_id) continue;
    await store.addCollaborator(call.db, board.id, user.id);
    invited.push(user.id);
  }
  for (const email of options.emails ?? []) {
    const user = await store.userByLogin(call.db, email);
    if (user !== undefined && user.email.toLowerCase() === email.toLowerCase()) {
      if (user.id !== board.owner_id) await store.addCollaborator(call.db, board.id, user.id);
      invited.push(user.id);
    } else {
      pendingEmails.push(email);
    }
  }
  return { board: await reloadBoard(call, board.id, actor), invited_user_ids: invited, pending_emails: pendingEmails };
}

/** The board and section resources. */
export const boardResources: ResourceTable = {
  BoardResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const viewerId = call.viewerOrNull()?.id ?? '';
        return boardView(await viewableBoard(call.db, decodeOrFail(BoardGet, input).board_id, viewerId), viewerId);
      },
    },
    create: { access: 'required', run: boardCreate },
    update: { access: 'required', run: boardUpdate },
    delete: { access: 'required', run: boardDelete },
  },
  BoardPickerBoardsResource: { get: { access: 'required', run: pickerGet } },
  BoardSectionResource: {
    get: {
      access: 'optional',
      run: async (call, input) =>
        sectionView(await sectionOf(call, decodeOrFail(SectionGet, input).section_id, call.viewerOrNull()?.id ?? '')),
    },
    create: { access: 'required', run: sectionCreate },
    delete: { access: 'required', run: sectionDelete },
  },
  BoardSectionsRepinResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const board = await viewableBoard(call.db, decodeOrFail(BoardIdOnly, input).board_id, call.viewerOrNull()?.id ?? '');
        return (await store.sectionsOfBoard(call.db, board.id)).map(sectionView);
      },
    },
  },
  BoardFeedResource: {
    get: {
      access: 'optional',
      run: async (call, input) => {
        const options = decodeOrFail(FeedGet, input);
        const board = await viewableBoard(call.db, options.board_id, call.viewerOrNull()?.id ?? '');
        if (options.section_id !== undefined) {
          const section = await store.sectionById(call.db, options.section_id);
          if (section === undefined || section.board_id !== board.id) throw notFound('section');
        }
        return (await store.pinsOfBoard(call.db, board.id, options.section_id, options.page_size ?? 250)).map(pinView);
      },
    },
  },
  BoardInviteResource: { create: { access: 'required', run: inviteCreate } },
};
