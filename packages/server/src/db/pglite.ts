import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Db, PLAN_EACH_CALL, type SqlParam } from './db.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** A statement parsed once on the connection: its name, parameter types and row shape. */
interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** The RowDescription (or NoData) the Describe answered, put in front of every result. */
  readonly shape: readonly BackendMessage[];
}

/**
 * How many distinct statements stay prepared. The server's SQL is a fixed set of texts (a few
 * dozen); past this bound a text is run unprepared rather than growing the backend's memory.
 */
const MAX_PREPARED = 256;

/** SQLSTATEs meaning a prepared statement no longer fits the schema (after DDL): re-prepare next time. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements on one PGlite connection. PGlite's own `query` sends Parse, Describe,
 * Bind, Describe, Execute and Sync as six separate calls into the engine and plans the statement
 * every time (~0.7 ms for a primary-key lookup); a statement prepared once runs as one
 * Bind+Execute+Sync call (~0.13 ms) and PostgreSQL reuses its plan.
 * The caller must hold PGlite's query mutex: these calls bypass PGlite's own locking.
 */
function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  let counter = 0;

  async function prepare(sql: string): Promise<Prepared | undefined> {
    const known = statements.get(sql);
    if (known !== undefined || statements.size >= MAX_PREPARED || sql.includes(PLAN_EACH_CALL)) return known;
    const name = `pinstack_${++counter}`;
    const { serialize } = protocol;
    // Throws (after the Sync, so the connection stays usable) when the text does not parse.
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const described = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: described?.dataTypeIDs ?? [],
      shape: messages.filter((m) => m.name === 'rowDescription' || m.name === 'noData'),
    };
    statements.set(sql, prepared);
    return prepared;
  }

  /** Runs `sql`, prepared when possible; `undefined` means "not prepared: use PGlite's query". */
  async function run<Row>(sql: string, params: readonly SqlParam[], syncToFs: boolean): Promise<Row[] | undefined> {
    const prepared = await prepare(sql);
    if (prepared === undefined) return undefined;
    // Same text encoding of parameters as PGlite's own `query` (its serializers, by parameter type).
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[prepared.paramTypes[i] ?? 0];
      return serializer !== undefined ? serializer(param) : String(param);
    });
    const { serialize } = protocol;
    try {
      const { messages } = await pg.execProtocol(
        concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs },
      );
      return (parse.parseResults([...prepared.shape, ...messages], pg.parsers)[0]?.rows ?? []) as Row[];
    } catch (error) {
      if (typeof error === 'object' && error !== null && STALE_STATEMENT.has(String((error as { code?: unknown }).code))) {
        statements.delete(sql);
      }
      throw error;
    }
  }

  return { run };
}

function txDb(pg: PGlite, tx: Transaction, statements: ReturnType<typeof preparedStatements>): Db {
  const db: Db = {
    kind: 'pglite',
    query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) => {
      if (tx.closed) throw new Error('query on a finished transaction');
      // Inside PGlite's transaction its transaction mutex is held; statements take the query mutex.
      const rows = await pg._runExclusiveQuery(() => statements.run<Row>(sql, params, false));
      return rows ?? (await tx.query<Row>(sql, [...params])).rows;
    },
    exec: async (sql) => {
      await tx.exec(sql);
    },
    // PGlite has no nested transactions; the outer one already gives all-or-nothing.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() inside a transaction')),
  };
  return db;
}

/**
 * The PostgreSQL extensions the schema uses (migration 10: pg_trgm for the search indexes). Every
 * PGlite opened on a Pinstack database must load them, or its trigram indexes cannot be read.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens (or, the first time, initialises: initdb takes seconds) an embedded PostgreSQL in
 * `dataDir`; `undefined` keeps the database in memory, starting from `snapshot` (a
 * `dumpDataDir` tarball) when given.
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Db> {
  const pg =
    dataDir !== undefined
      ? await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
      : snapshot !== undefined
        ? await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS })
        : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const statements = preparedStatements(pg);
  return {
    kind: 'pglite',
    query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) => {
      // Outside a transaction: wait for any transaction to end, then for the connection, like PGlite's `query`.
      const rows = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statements.run<Row>(sql, params, true)));
      return rows ?? (await pg.query<Row>(sql, [...params])).rows;
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txDb(pg, tx, statements))),
    close: () => pg.close(),
  };
}
