/**
 * The SQL predicates of store/visibility.ts are the core rules (S0 §6), proved on PGlite: for
 * generated boards (owners, privacy public/secret/protected, advertisers, collaborators, archives,
 * saves) and every viewer (each user, and '' signed out), the rows each predicate keeps are exactly
 * the boards the @pinstack/core rule accepts; and the reads built on them (the picker's candidates and
 * shortlist, a profile's boards) answer as the core rules over the same boards. One PGlite for the
 * file; each generated case replaces the boards. No timing: every check compares sets of ids.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  type Board,
  type BoardPrivacy,
  canViewBoard,
  canWriteBoard,
  isBoardListed,
  isPickerCandidate,
  type PickerBoard,
  pickerBoards,
  shortlistBoards,
} from '@pinstack/core';
import { fc, test } from '@pinstack/core/testing';
import type { Db } from '../db/db.js';
import { openDatabase } from '../db/open.js';
import { templateSnapshot } from '../testing/test-db.js';
import { boardView } from '../resources/views.js';
import { boardNamesOfMember, boardsOfMember } from './boards.js';
import { visibleBoardsOf } from './browse.js';
import { editable, listed, pickerCandidate, viewable, viewableByAnyone } from './visibility.js';

const USERS = 4;
const ADVERTISERS = 2;
const SIGNED_OUT = '';

/** One generated board: indexes into the users and advertisers made in `beforeAll`. */
interface BoardModel {
  readonly owner: number;
  readonly privacy: BoardPrivacy;
  readonly advertiser: number | null;
  readonly collaborators: readonly number[];
  readonly archivedBy: readonly number[];
  /** The viewer's saves to the board: who, and when (seconds after a fixed start). */
  readonly saves: readonly { readonly by: number; readonly at: number }[];
}

const userIndex = fc.nat({ max: USERS - 1 });
const boardArb: fc.Arbitrary<BoardModel> = fc.record({
  owner: userIndex,
  privacy: fc.constantFrom<BoardPrivacy>('public', 'secret', 'protected'),
  advertiser: fc.option(fc.nat({ max: ADVERTISERS - 1 }), { nil: null }),
  collaborators: fc.uniqueArray(userIndex, { maxLength: 3 }),
  archivedBy: fc.uniqueArray(userIndex, { maxLength: 2 }),
  saves: fc.array(fc.record({ by: userIndex, at: fc.nat({ max: 1000 }) }), { maxLength: 3 }),
});
const boardsArb = fc.array(boardArb, { minLength: 1, maxLength: 7 });

let db: Db;
let users: string[] = [];
let advertisers: string[] = [];
const START = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  db = await openDatabase({ dataDir: '/nonexistent', pgliteSnapshot: await templateSnapshot() });
  for (let i = 0; i < USERS; i++) {
    const [row] = await db.query<{ id: string }>(`INSERT INTO users (email, username, password_hash) VALUES ($1, $2, 'x') RETURNING id`, [
      `v${i}@example.com`,
      `viewer${i}`,
    ]);
    users.push(row?.id ?? '');
  }
  for (let i = 0; i < ADVERTISERS; i++) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO advertisers (owner_user_id, name, country) VALUES ($1, $2, 'US') RETURNING id`,
      [users[i] ?? '', `Advertiser ${i}`],
    );
    advertisers.push(row?.id ?? '');
  }
});

afterAll(async () => {
  await db.close();
  users = [];
  advertisers = [];
});

/** Replaces every board with the generated ones; their ids, in the order generated. */
async function store(models: readonly BoardModel[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    for (const table of ['board_saves', 'pins', 'board_collaborators', 'board_archives', 'boards']) await tx.exec(`DELETE FROM ${table}`);
    const ids: string[] = [];
    for (const [i, model] of models.entries()) {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO boards (owner_id, name, slug, privacy, advertiser_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          users[model.owner] ?? '',
          `Board ${i}`,
          `board-${i}`,
          model.privacy,
          model.advertiser === null ? null : (advertisers[model.advertiser] ?? null),
        ],
      );
      const id = row?.id ?? '';
      ids.push(id);
      for (const c of model.collaborators) {
        if (c !== model.owner) await tx.query(`INSERT INTO board_collaborators (board_id, user_id) VALUES ($1, $2)`, [id, users[c] ?? '']);
      }
      for (const a of model.archivedBy)
        await tx.query(`INSERT INTO board_archives (board_id, user_id) VALUES ($1, $2)`, [id, users[a] ?? '']);
      for (const save of model.saves) {
        await tx.query(`INSERT INTO pins (board_id, pinner_id, created_at) VALUES ($1, $2, $3)`, [
          id,
          users[save.by] ?? '',
          new Date(START + save.at * 1000).toISOString(),
        ]);
      }
    }
    return ids;
  });
}

/** The S0 §3 Board the core rules read, as `viewerId` sees the generated board (built from the model, not from SQL). */
function coreBoard(model: BoardModel, id: string, index: number, viewerId: string): PickerBoard {
  const collaborators = model.collaborators.filter((c) => c !== model.owner).map((c) => ({ id: users[c] ?? '' }));
  const archived = model.archivedBy.some((a) => users[a] === viewerId);
  return {
    id,
    name: `Board ${index}`,
    privacy: model.privacy,
    owner: { id: users[model.owner] ?? '' },
    collaborating_users: collaborators,
    collaborated_by_me: viewerId !== SIGNED_OUT && collaborators.some((c) => c.id === viewerId),
    archived_by_me_at: archived ? '2026-01-02T00:00:00.000Z' : null,
    image_cover_url: 'https://img.example/cover.jpg',
    advertiser_id: model.advertiser === null ? null : (advertisers[model.advertiser] ?? null),
  };
}

const viewers = (): string[] => [SIGNED_OUT, ...users];
const sorted = (ids: Iterable<string>): string[] => [...ids].sort();

/** The ids of the boards `predicate` keeps for the parameters. */
async function kept(predicate: string, params: readonly (string | null)[]): Promise<string[]> {
  return sorted((await db.query<{ id: string }>(`SELECT b.id FROM boards b WHERE ${predicate}`, [...params])).map((r) => r.id));
}

/** The ids of the generated boards `rule` accepts for `viewerId`. */
function accepted(
  models: readonly BoardModel[],
  ids: readonly string[],
  viewerId: string,
  rule: (board: PickerBoard) => boolean,
): string[] {
  return sorted(models.flatMap((model, i) => (rule(coreBoard(model, ids[i] ?? '', i, viewerId)) ? [ids[i] ?? ''] : [])));
}

const RUNS = { numRuns: 20 };
// A property's cases run one after another on one database: its time is theirs added up, so the
// limit is generous (the checks compare ids, none waits on time).
const PROPERTY_TIMEOUT_MS = 180_000;

describe('store/visibility.ts: each SQL predicate keeps exactly what its core rule accepts (S0 §6, PGlite)', () => {
  /** Each viewer rule: its SQL predicate (over `b`, the viewer `$1`) and the core rule it must equal. */
  const VIEWER_RULES: readonly (readonly [string, (viewer: string) => string, (board: PickerBoard, viewer: string) => boolean])[] = [
    ['listed = core isBoardListed: public for all, secret and protected for owner and collaborators', (v) => listed('b', v), isBoardListed],
    ['viewable = core canViewBoard: secret only for owner and collaborators', (v) => viewable('b', v), canViewBoard],
    ['viewableByAnyone = core canViewBoard signed out, whoever asks', () => viewableByAnyone('b'), (board) => canViewBoard(board, null)],
    ['editable = core canWriteBoard: owner or collaborator, whatever the privacy', (v) => editable('b', v), canWriteBoard],
  ];
  for (const [name, predicate, rule] of VIEWER_RULES) {
    test.prop([boardsArb], RUNS)(
      name,
      async (models) => {
        const ids = await store(models);
        for (const viewer of viewers()) {
          const sql = predicate('$1');
          const params = sql.includes('$1') ? [viewer] : [];
          expect(await kept(sql, params)).toEqual(accepted(models, ids, viewer, (b) => rule(b, viewer)));
        }
      },
      PROPERTY_TIMEOUT_MS,
    );
  }

  test.prop([boardsArb], RUNS)(
    "pickerCandidate = core isPickerCandidate in every scope (advertiser or none × filter 'protected', another, none); boardsOfMember reads the same",
    async (models) => {
      const ids = await store(models);
      for (const viewer of viewers()) {
        for (const advertiserId of [null, ...advertisers]) {
          for (const filter of [null, 'protected', 'public']) {
            const rule = (b: PickerBoard) => isPickerCandidate(b, viewer, { advertiserId, filter });
            const expected = accepted(models, ids, viewer, rule);
            expect(await kept(pickerCandidate('b', '$1', '$2', '$3'), [viewer, advertiserId, filter])).toEqual(expected);
            const scope = { ...(advertiserId !== null ? { advertiserId } : {}), ...(filter !== null ? { filter } : {}) };
            expect(sorted((await boardsOfMember(db, viewer, scope)).map((row) => row.id))).toEqual(expected);
          }
        }
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  test.prop([boardsArb, fc.integer({ min: 0, max: 4 })], RUNS)(
    "S0 §2/§3 shortlist: the picker's rows (their board_saves) give core shortlistBoards the model's most recent saves",
    async (models, size) => {
      const ids = await store(models);
      for (const viewer of users) {
        const rows = await boardsOfMember(db, viewer);
        const lastSaved = new Map<string, number>();
        for (const row of rows) if (row.last_saved_at !== null) lastSaved.set(row.id, new Date(row.last_saved_at).getTime());
        const served = shortlistBoards(
          pickerBoards(
            rows.map((row) => boardView(row, viewer)),
            viewer,
          ),
          lastSaved,
          size,
        );

        const modelSaved = new Map<string, number>();
        models.forEach((model, i) => {
          const times = model.saves.filter((s) => users[s.by] === viewer).map((s) => START + s.at * 1000);
          if (times.length > 0) modelSaved.set(ids[i] ?? '', Math.max(...times));
        });
        const boards: Board[] = models.map((model, i) => coreBoard(model, ids[i] ?? '', i, viewer));
        const expected = shortlistBoards(pickerBoards(boards, viewer), modelSaved, size);
        expect(served.map((b) => b.id)).toEqual(expected.map((b) => b.id));
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  test.prop([boardsArb], RUNS)(
    'issue #25 name suggestions: boardNamesOfMember names the boards core canWriteBoard accepts, archived or not',
    async (models) => {
      const ids = await store(models);
      for (const viewer of users) {
        const expected = models.flatMap((model, i) =>
          canWriteBoard(coreBoard(model, ids[i] ?? '', i, viewer), viewer) ? [`Board ${i}`] : [],
        );
        expect(sorted(await boardNamesOfMember(db, viewer))).toEqual(sorted(expected));
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  test.prop([boardsArb], RUNS)(
    "a profile's boards (visibleBoardsOf) are the boards its user owns or joined (#25) that core isBoardListed accepts",
    async (models) => {
      const ids = await store(models);
      for (const viewer of viewers()) {
        for (const [o, owner] of users.entries()) {
          const ownsOrJoined = (b: PickerBoard) => b.owner?.id === owner || (b.collaborating_users ?? []).some((c) => c.id === owner);
          const expected = accepted(models, ids, viewer, (b) => ownsOrJoined(b) && isBoardListed(b, viewer));
          expect(sorted((await visibleBoardsOf(db, viewer, owner, 100, 0)).map((row) => row.id)), `owner ${o}`).toEqual(expected);
        }
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});
