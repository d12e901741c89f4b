/**
 * A large generated data set for measuring search (issue 21: 100,000 public Pins and 10,000 people
 * by default), loaded in a handful of set-based statements (`INSERT … SELECT … generate_series`)
 * rather than one request per row. `PINSTACK_SEED=large` loads it on a server's first start (after
 * the demo data), `npm run seed -- --large` into an existing database, and the search benchmark
 * uses it. People are `bulk1` … `bulkN` (e-mail `bulkN@bulk.pinstack.test`), password `DEMO_PASSWORD`.
 */
import { hashPassword } from './auth/passwords.js';
import { MIGRATION_LOCK_KEY } from './db/migrations.js';
import type { ServerEnv } from './http/call.js';
import { makePng } from './png.js';
import { storeImage } from './resources/uploads.js';
import { DEMO_PASSWORD } from './seed.js';
import * as store from './store/index.js';
import { present } from './store/returned.js';

/** How much the large seed makes. */
export interface LargeSeedSize {
  /** People, each with two boards (every tenth person's second board is secret). */
  readonly users: number;
  /** Pins, spread over those boards at random (~95% land on public boards). */
  readonly pins: number;
}

/** The size issue 21's benchmark asks for. */
export const LARGE_SEED: LargeSeedSize = { users: 10_000, pins: 100_000 };

const FIRST_NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lena', 'Milo', 'Nia', 'Otto'];
const LAST_NAMES = ['Abara', 'Berg', 'Costa', 'Dahl', 'Eze', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen', 'Khan', 'Lindqvist'];
const COMMON_WORDS = ['kitchen', 'lamp', 'garden', 'travel', 'recipe', 'brass', 'linen', 'cabin', 'summer', 'wedding', 'desk', 'tile'];
// Letters by their frequency in English text, so made-up words share letter triples about as
// often as real ones do (the trigram index's selectivity depends on it).
const LETTERS = 'eeeeeeeeeeeettttttttaaaaaaaaoooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddllllccuummwwffggyyppbbvkjxqz';

/** A seeded generator (mulberry32): the same words on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The words Pin and board text is drawn from: a few real words first (the most frequent), then
 * 6,000 made-up ones of 4–9 letters, so searches range from words most Pins hold to words a
 * handful hold.
 */
export function largeSeedVocabulary(): string[] {
  const random = seededRandom(21);
  const made = new Set<string>();
  while (made.size < 6000) {
    const length = 4 + Math.floor(random() * 6);
    let word = '';
    for (let i = 0; i < length; i++) word += LETTERS[Math.floor(random() * LETTERS.length)];
    if (!COMMON_WORDS.includes(word)) made.add(word);
  }
  return [...COMMON_WORDS, ...made];
}

/** The person name of `bulk{n}` (so a benchmark can search for it). */
export const largeSeedFullName = (n: number): string =>
  `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]}`;

/**
 * Loads the large data set in one transaction under the migrations' lock; skipped (false) when
 * `bulk1` exists. Word choice is skewed (a word's share falls with its rank), seeded, so every run
 * makes the same text.
 */
export async function seedLargeOnce(env: ServerEnv, size: LargeSeedSize = LARGE_SEED): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, env.passwordCost);
  return env.db.transaction(async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    if ((await store.userByLogin(db, 'bulk1')) !== undefined) return false;
    await db.query('SELECT setseed(0.21)');
    // The GIN indexes take entries one by one (fastupdate off, migration 10): for a bulk load they
    // collect them in their pending list instead, merged once at the end.
    const ginIndexes = (
      await db.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_am am ON am.oid = c.relam
         WHERE am.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = 'public'::regnamespace`,
      )
    ).map((row) => row.name);
    for (const name of ginIndexes) await db.exec(`ALTER INDEX "${name}" SET (fastupdate = on)`);
    await db.query(
      `INSERT INTO users (email, username, full_name, password_hash, created_at)
       SELECT 'bulk' || i || '@bulk.pinstack.test', 'bulk' || i,
         ($2::text[])[1 + i % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (i / cardinality($2::text[])) % cardinality($3::text[])],
         $4, now() - i * interval '1 second'
       FROM generate_series(1, $1::int) AS i`,
      [size.users, FIRST_NAMES, LAST_NAMES, passwordHash],
    );
    const vocabulary = largeSeedVocabulary();
    // A skewed pick from the vocabulary: rank ~ n·u³ puts most picks on the first words.
    const pick = `($1::text[])[1 + floor(cardinality($1::text[]) * power(random(), 3))::int]`;
    await db.query(
      `INSERT INTO boards (owner_id, name, slug, description, privacy, created_at)
       SELECT u.id, initcap(w.a) || ' ' || w.b || ' ' || k, lower(w.a || '-' || w.b || '-' || k), '',
         CASE WHEN k = 2 AND u.n % 10 = 0 THEN 'secret' ELSE 'public' END, now() - u.n * interval '1 second'
       FROM (SELECT id, substr(username, 5)::int AS n FROM users WHERE email LIKE '%@bulk.pinstack.test') u,
         generate_series(1, 2) AS k,
         -- left(…, 0) is '': it ties the picks to the row, so they are drawn per board, not once.
         LATERAL (SELECT ${pick} || left(u.id, 0) AS a, ${pick} || left(k::text, 0) AS b) w`,
      [vocabulary],
    );
    const owner = present(await store.userByLogin(db, 'bulk1'), 'large seed user bulk1');
    const images = [];
    for (let i = 0; i < 8; i++) {
      images.push(await storeImage({ ...env, db }, owner.id, makePng(240, 240 + 20 * i, [40 + 25 * i, 200 - 20 * i, 120])));
    }
    // Row by row, the Pin triggers cost ~1.5 ms a Pin here (board counters, search text, terms):
    // off for the bulk insert, and what they keep is computed once, set-based, after it.
    await db.exec('ALTER TABLE pins DISABLE TRIGGER USER');
    await db.query(
      `WITH b AS (
         SELECT array_agg(b.id ORDER BY b.id::bigint) AS ids, array_agg(b.owner_id ORDER BY b.id::bigint) AS owners
         FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.email LIKE '%@bulk.pinstack.test'
       ),
       -- Drawing ~20 words per Pin cost ~0.4 ms a Pin: Pins combine texts from pools drawn once.
       titles AS (SELECT array_agg((SELECT string_agg(${pick}, ' ') FROM generate_series(1, 3 + k % 2))) AS pool
         FROM generate_series(1, 2000) AS k),
       descriptions AS (SELECT array_agg((SELECT string_agg(${pick}, ' ') FROM generate_series(1, 8 + k % 12))) AS pool
         FROM generate_series(1, 8000) AS k),
       generated AS (
         SELECT i, b.ids[r.j] AS board_id, b.owners[r.j] AS pinner_id,
           titles.pool[1 + (i::bigint * 7919 % cardinality(titles.pool))::int] AS title,
           descriptions.pool[1 + (i::bigint * 104729 % cardinality(descriptions.pool))::int]
             || CASE WHEN i % 5 = 0 THEN ' #' || ($1::text[])[1 + i % 40] ELSE '' END AS description
         FROM b, titles, descriptions, generate_series(1, $4::int) AS i,
           LATERAL (SELECT 1 + floor(random() * cardinality(b.ids) + 0 * i)::int AS j) r
       )
       INSERT INTO pins (board_id, pinner_id, title, description, search_text, link, image_url, image_width, image_height,
         method, created_at, images)
       SELECT g.board_id, g.pinner_id, g.title, g.description,
         lower(g.title || ' ' || g.description || ' ' || (SELECT name FROM boards WHERE id = g.board_id)),
         'https://example.com/' || g.i, ($2::text[])[1 + g.i % 8], 240, ($3::int[])[1 + g.i % 8], 'uploaded',
         now() - g.i * interval '1 second', ($5::jsonb[])[1 + g.i % 8]
       FROM generated g`,
      [
        vocabulary,
        images.map((image) => image.url),
        images.map((image) => String(image.height)),
        size.pins,
        images.map((image) => JSON.stringify(image.images)),
      ],
    );
    // What the board-counter trigger (migration 2) and the search triggers (migration 10) keep.
    await db.exec(`
      UPDATE boards b SET pin_count = c.n, cover_url = pinstack_board_cover(b.id)
        FROM (SELECT board_id, count(*)::int AS n FROM pins GROUP BY board_id) c WHERE c.board_id = b.id AND b.pin_count <> c.n;
      INSERT INTO board_saves (board_id, user_id, last_saved_at)
        SELECT board_id, pinner_id, max(created_at) FROM pins GROUP BY board_id, pinner_id
        ON CONFLICT (user_id, board_id) DO UPDATE SET last_saved_at = GREATEST(board_saves.last_saved_at, EXCLUDED.last_saved_at);
      SELECT pinstack_search_rebuild();`);
    await db.exec('ALTER TABLE pins ENABLE TRIGGER USER');
    for (const name of ginIndexes) {
      await db.query('SELECT gin_clean_pending_list($1::regclass)', [name]);
      await db.exec(`ALTER INDEX "${name}" SET (fastupdate = off)`);
    }
    await db.exec('ANALYZE');
    return true;
  });
}
