/**
 * Pins: saving (S0 §7 PinResource / RepinResource), reading, and moving between boards and
 * sections (BulkEditResource, BulkEditSelectAllResource, BoardSectionEditResource,
 * BoardSectionPinsResource) with the S0 §5 identical-move rule and the S0 §8 board-action lock.
 */
import {
  alreadySavedRefusal,
  enforce,
  MESSAGES,
  freshBoardNameSuggestions,
  pinOrigin,
  pinOwnerRefusal,
  sectionOnBoardRefusal,
  SERVER_MESSAGES,
  validateMove,
  type PinImages,
  type RequestOf,
} from '@pinstack/core';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/envelope.js';
import { Schema } from 'effect';
import { Id } from '@pinstack/core';
import { decodeOrFail } from '../http/decode.js';
import type { Call, Endpoints, ResourceTable } from '../http/call.js';
import * as store from '../store/index.js';
import { actorId, asMissing, viewableBoard, withBoardLocks, workableAdvertiser, writableBoard } from './access.js';
import { pinView } from './views.js';
import { mediaFileFor, storeInlineImage } from './uploads.js';
import { MEDIA_PATH, storedImageOf, type StoredImage } from '../images/ingest.js';
import { ingestRemote, isRemoteImageUrl } from '../images/remote.js';

/** Where Pins go: a board and optionally one of its sections. */
export interface PinPlace {
  readonly boardId: string;
  readonly sectionId: string | null;
}

/**
 * Moves Pins the actor may write into `to` (S0 §4 moving Pins). Every Pin must exist and be on a
 * board the actor may write; S0 §5 a move whose source equals its target fails outright.
 */
export async function movePinsInto(
  db: Db,
  actor: string,
  pinIds: readonly string[],
  to: PinPlace,
  options: { allowIdentical?: boolean; from?: PinPlace } = {},
): Promise<number> {
  const unique = [...new Set(pinIds)];
  const pins = await store.pinsByIds(db, unique);
  if (pins.length !== unique.length) throw notFound('pin');
  const sourceBoards = new Set(pins.map((pin) => pin.board_id));
  for (const boardId of sourceBoards) await asMissing('pin', () => writableBoard(db, boardId, actor));
  for (const pin of pins) {
    const from = { boardId: pin.board_id, sectionId: pin.section_id ?? undefined };
    if (options.from !== undefined) {
      const expected = options.from;
      const inSource = pin.board_id === expected.boardId && (expected.sectionId === null || pin.section_id === expected.sectionId);
      if (!inSource) throw badRequest('Some Pins are not where the move starts.');
    }
    if (options.allowIdentical !== true) {
      const error = validateMove(from, { boardId: to.boardId, sectionId: to.sectionId ?? undefined });
      if (error !== null) throw badRequest(error);
    }
  }
  return store.movePins(db, unique, to.boardId, to.sectionId);
}

/** A section that must belong to `boardId` (400 otherwise: the request contradicts itself). */
async function sectionOnBoard(db: Db, sectionId: string | undefined, boardId: string, viewerId: string): Promise<string | null> {
  if (sectionId === undefined) return null;
  const section = await store.sectionById(db, sectionId);
  const readable =
    section !== undefined &&
    (section.board_id === boardId ||
      (await viewableBoard(db, section.board_id, viewerId).then(
        () => true,
        () => false,
      )));
  enforce(sectionOnBoardRefusal(section === undefined ? undefined : { boardId: section.board_id, readable }, boardId));
  return sectionId;
}

const orNone = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** A visible Pin or 404 (a Pin on a secret board exists only for that board's members). */
async function viewablePin(db: Db, pinId: string, viewerId: string): Promise<store.PinRow> {
  // one statement (the board's visibility in SQL, proved equal to core's rule in visibility.test.ts):
  // a secret board's Pin and a missing one get the same 404
  const pin = await store.viewablePinById(db, pinId, viewerId);
  if (pin === undefined) throw notFound('pin');
  return pin;
}

async function save(
  call: Call,
  options: RequestOf<'PinResource.create'> | RequestOf<'RepinResource.create'>,
  image: (actor: string) => Promise<{
    url: string | null;
    width: number | null;
    height: number | null;
    color?: string | null;
    images?: PinImages | null;
    source?: store.PinRow;
  }>,
) {
  const viewer = call.viewer();
  const actor = await actorId(call, options.orbac_subject_id);
  if (options.advertiser_id !== undefined) await workableAdvertiser(call.db, options.advertiser_id, viewer.id);
  const board = await writableBoard(call.db, options.board_id, actor);
  const sectionId = await sectionOnBoard(call.db, orNone(options.section_id) ?? orNone(options.section), board.id, actor);
  const img = await image(actor);
  const source = img.source;
  // the same Pin is a Pin of one origin (rules/same-pin.ts): a repin records its source's origin
  const origin = source === undefined ? null : pinOrigin({ id: source.id, repinOf: source.repin_of });
  if (origin !== null) {
    // S0 §8: 'Psst! You already saved this Pin to {board}' instead of a silent copy (none on quick_creates)
    const holds = (await store.boardsHoldingOrigin(call.db, origin, [board.id])).has(board.id);
    const refusal = alreadySavedRefusal({ name: board.name, layout: board.layout }, holds);
    if (refusal !== null) throw badRequest(refusal);
  }
  const saved = await store.insertPin(call.db, {
    boardId: board.id,
    sectionId,
    pinnerId: actor,
    title: options.title ?? source?.title ?? '',
    description: options.description ?? source?.description ?? '',
    link: (options.link === '' ? null : options.link) ?? source?.link ?? null,
    imageUrl: img.url,
    imageWidth: img.width,
    imageHeight: img.height,
    // S0 §3 color: the caller's, else the source Pin's, else the image's dominant colour (issue 24)
    color: options.color ?? source?.color ?? img.color ?? null,
    guid: options.guid ?? null,
    method: options.method ?? (source !== undefined ? 'repin' : null),
    repinOf: origin,
    images: img.images ?? null,
  });
  return pinView(saved);
}

/** A URL of this site as its path (an absolute URL of our own origin too); `undefined` for another site's. */
function ownPath(url: string, requestUrl: string): string | undefined {
  if (!isRemoteImageUrl(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(requestUrl).origin || !parsed.pathname.startsWith(MEDIA_PATH)) return undefined;
  return parsed.pathname;
}

/**
 * An image of this site named by its path (`/media/…`, any of its files: a pasted address is often
 * a variant, e.g. the feed card's `236x` WebP): its upload's variants, size and colour, the Pin
 * pointing at its canonical file; an upload stored before the pipeline, its file and size.
 */
async function ownMedia(
  db: Db,
  url: string,
): Promise<StoredImage | { url: string; width: number | null; height: number | null } | undefined> {
  if (!url.startsWith(MEDIA_PATH)) return undefined;
  const upload = await store.uploadByMediaFile(db, url.slice(MEDIA_PATH.length));
  if (upload === undefined || upload.file_name === null) return undefined;
  return storedImageOf(upload) ?? { url: `${MEDIA_PATH}${upload.file_name}`, width: upload.width, height: upload.height };
}

/**
 * {@link ownMedia} as the caller may see it (the rule `/media/` serves by, `mediaFileFor`): else a Pin
 * on a public board would show anyone a secret board's image. An image they may not see is refused
 * as an unknown one is (400 Invalid Image): the answer tells nothing of it.
 */
async function seenOwnMedia(call: Call, own: string): ReturnType<typeof ownMedia> {
  if (own.startsWith(MEDIA_PATH) && (await mediaFileFor(call.env, own.slice(MEDIA_PATH.length), call.viewer().id)) === undefined)
    throw badRequest(MESSAGES.invalidImage);
  return ownMedia(call.db, own);
}

async function pinCreate(call: Call, options: RequestOf<'PinResource.create'>) {
  return save(call, options, async (actor) => {
    if (options.media_upload_id != null) {
      const upload = await store.uploadById(call.db, options.media_upload_id);
      if (upload === undefined || upload.user_id !== call.viewer().id) throw notFound('upload');
      if (upload.status !== 'succeeded' || upload.file_name === null) throw badRequest(upload.message ?? MESSAGES.invalidImage);
      return storedImageOf(upload) ?? { url: `/media/${upload.file_name}`, width: upload.width, height: upload.height };
    }
    if (options.image_base64 != null && options.image_base64 !== '') {
      return storeInlineImage(call, actor, options.image_base64);
    }
    if (options.image_url != null) {
      // issue 24 §2: another site's image is fetched once and becomes ours; a Pin never hotlinks it
      const own = ownPath(options.image_url, call.c.req.url);
      if (own === undefined) return ingestRemote(call.env, actor, options.image_url);
      return (await seenOwnMedia(call, own)) ?? { url: own, width: null, height: null };
    }
    throw badRequest(SERVER_MESSAGES.pinImageRequired);
  });
}

async function repinCreate(call: Call, options: RequestOf<'RepinResource.create'>) {
  return save(call, options, async () => {
    const source = await viewablePin(call.db, options.pin_id, call.viewer().id);
    return { url: source.image_url, width: source.image_width, height: source.image_height, images: source.images, source };
  });
}

async function bulkEdit(call: Call, options: RequestOf<'BulkEditResource.update'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const target = await writableBoard(call.db, options.board_id, actor);
  const sectionId = await sectionOnBoard(call.db, orNone(options.section_id), target.id, actor);
  const sources = (await store.pinsByIds(call.db, options.pin_ids)).map((pin) => pin.board_id);
  const moved = await withBoardLocks(call, [target.id, ...sources], () =>
    call.db.transaction((tx) => movePinsInto(tx, actor, options.pin_ids, { boardId: target.id, sectionId })),
  );
  return { moved };
}

async function bulkEditSelectAll(call: Call, options: RequestOf<'BulkEditSelectAllResource.update'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const from = { boardId: options.board_id, sectionId: orNone(options.old_section_id) };
  const to = { boardId: options.new_board_id, sectionId: orNone(options.new_section_id) };
  // S0 §5: identical source and target fail outright, before anything else is looked at.
  const identical = validateMove(from, to);
  if (identical !== null) throw badRequest(identical);
  const source = await writableBoard(call.db, from.boardId, actor);
  const target = await writableBoard(call.db, to.boardId, actor);
  const oldSection = await sectionOnBoard(call.db, from.sectionId, source.id, actor);
  const newSection = await sectionOnBoard(call.db, to.sectionId, target.id, actor);
  const moved = await withBoardLocks(call, [source.id, target.id], () =>
    call.db.transaction((tx) =>
      movePinsInto(
        tx,
        actor,
        options.pin_ids,
        { boardId: target.id, sectionId: newSection },
        {
          from: { boardId: source.id, sectionId: oldSection },
        },
      ),
    ),
  );
  return { moved };
}

async function sectionEdit(call: Call, options: RequestOf<'BoardSectionEditResource.update'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const section = await store.sectionById(call.db, options.section_id);
  if (section === undefined) throw notFound('section');
  const board = await asMissing('section', () => writableBoard(call.db, section.board_id, actor));
  const sources = (await store.pinsByIds(call.db, options.pins)).map((pin) => pin.board_id);
  const moved = await withBoardLocks(call, [board.id, ...sources], () =>
    call.db.transaction((tx) => movePinsInto(tx, actor, options.pins, { boardId: board.id, sectionId: section.id })),
  );
  return { moved };
}

async function sectionPinsDelete(call: Call, options: RequestOf<'BoardSectionPinsResource.delete'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const section = await store.sectionById(call.db, options.section_id);
  if (section === undefined) throw notFound('section');
  const board = await asMissing('section', () => writableBoard(call.db, section.board_id, actor));
  const removed = await withBoardLocks(call, [board.id], () => store.clearPinSection(call.db, options.pins, section.id));
  return { removed };
}

/**
 * Issue #25 PinResource update: the Pin's saver (nobody else: 403; 404 when they may not see it)
 * changes its texts, link, board (one they may write) and section (on that board). Nothing
 * changes on a refusal; the board counters, covers and search follow through the pins triggers.
 */
async function pinUpdate(call: Call, options: RequestOf<'PinResource.update'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const pin = await viewablePin(call.db, options.id, actor);
  enforce(pinOwnerRefusal(pin.pinner_id, actor, 'edit'));
  const target =
    options.board_id === undefined || options.board_id === pin.board_id ? null : await writableBoard(call.db, options.board_id, actor);
  const boardId = target?.id ?? pin.board_id;
  // a new board without a section named leaves the old board's section behind
  const sectionId =
    options.section_id !== undefined
      ? await sectionOnBoard(call.db, orNone(options.section_id), boardId, actor)
      : target === null
        ? undefined
        : null;
  await withBoardLocks(call, [pin.board_id, boardId], () =>
    store.updatePin(call.db, pin.id, {
      ...(options.title !== undefined ? { title: options.title.trim() } : {}),
      ...(options.description !== undefined ? { description: options.description.trim() } : {}),
      ...(options.link !== undefined ? { link: options.link === '' ? null : options.link } : {}),
      ...(target !== null ? { boardId } : {}),
      ...(sectionId !== undefined ? { sectionId } : {}),
    }),
  );
  return pinView(await viewablePin(call.db, pin.id, actor));
}

/** Issue #25 PinResource delete: the Pin's saver only (403 for others, 404 when unseen); it leaves every list at once. */
async function pinDelete(call: Call, options: RequestOf<'PinResource.delete'>) {
  const actor = await actorId(call, options.orbac_subject_id);
  const pin = await viewablePin(call.db, options.id, actor);
  enforce(pinOwnerRefusal(pin.pinner_id, actor, 'delete'));
  await withBoardLocks(call, [pin.board_id], () => store.deletePin(call.db, pin.id));
  return { id: pin.id };
}

// How many more names than shown are read, so suggestions the viewer's own boards drop are replaced.
const BOARD_NAME_SUGGESTION_SLACK = 20;

/** The Pin calls (S0 §7). */
export const pinEndpoints = {
  'PinResource.create': { access: 'required', run: pinCreate },
  'RepinResource.create': { access: 'required', run: repinCreate },
  'PinResource.update': { access: 'required', run: pinUpdate },
  'PinResource.delete': { access: 'required', run: pinDelete },
  'BulkEditResource.update': { access: 'required', run: bulkEdit },
  'BulkEditSelectAllResource.update': { access: 'required', run: bulkEditSelectAll },
  'BoardSectionEditResource.update': { access: 'required', run: sectionEdit },
  'BoardSectionPinsResource.delete': { access: 'required', run: sectionPinsDelete },
  'GET /v3/pins/{id}/': {
    access: 'optional',
    run: async (call, options) => pinView(await viewablePin(call.db, options.id, call.viewerOrNull()?.id ?? '')),
  },
  'GET /v3/pins/{id}/board_title_suggestions/': {
    access: 'optional',
    run: async (call, options) => {
      const viewer = call.viewerOrNull();
      const pin = await viewablePin(call.db, options.pin_id, viewer?.id ?? '');
      // issue #25: never the name of a board the viewer already has (archived or not); asked for more to still offer 5
      const names = await store.boardNamesForPin(call.db, pin.id, 5 + BOARD_NAME_SUGGESTION_SLACK);
      const own = viewer === null ? [] : await store.boardNamesOfMember(call.db, viewer.id);
      return freshBoardNameSuggestions(
        names.map((title) => ({ title })),
        own,
      ).slice(0, 5);
    },
  },
  // S0 §7 (fire and forget for the spec's callers); issue 24 §2: the image is fetched and processed
  // now, and the answer names our own copy, which the create-Pin page shows once it is there
  'PUT /v3/pins/image/': {
    access: 'required',
    run: async (call, options) => {
      const own = ownPath(options.image_url, call.c.req.url);
      if (own !== undefined) return { image_url: (await seenOwnMedia(call, own))?.url ?? own };
      const stored = await ingestRemote(call.env, call.viewer().id, options.image_url);
      return { image_url: stored.url };
    },
  },
} as const satisfies Endpoints;

/** Pin resource actions the server offers beyond the ports: the legacy Pin read (wire protocol). */
export const pinExtraResources: ResourceTable = {
  PinResource: {
    get: {
      access: 'optional',
      run: async (call, input) =>
        pinView(await viewablePin(call.db, decodeOrFail(Schema.Struct({ id: Id }), input).id, call.viewerOrNull()?.id ?? '')),
    },
  },
};
