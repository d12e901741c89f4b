/**
 * The DATABASE_URL path: the same schema and queries on a real PostgreSQL server, each suite in its
 * own throwaway database, with two server processes sharing it (stateless servers, one database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCURRENT_BOARD_ACTION_CODE } from '@pinstack/core';
import { MIGRATIONS } from './db/migrations.js';
import { startServer, type RunningServer } from './server.js';
import * as store from './store/index.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import { cloneDataDir, throwawayPostgres } from './testing/test-db.js';
import { onPostgres } from './testing/on-postgres.js';
import { exampleImageFetch } from './testing/example-images.js';

onPostgres('PostgreSQL (DATABASE_URL)', (serverUrl) => {
  describe('PostgreSQL (DATABASE_URL): two servers on one throwaway database', () => {
    let a: RunningServer;
    let b: RunningServer;
    const cleanups: (() => void | Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await throwawayPostgres(serverUrl);
      cleanups.push(database.drop);
      // Uploaded files live in a directory both processes share.
      const { dataDir, remove } = await cloneDataDir();
      cleanups.push(remove);
      const options = { dataDir, databaseUrl: database.url, port: 0, passwordCost: 1024, fetchImage: exampleImageFetch() };
      // Both start at once: the migrations' advisory lock lets exactly one apply them.
      [a, b] = await Promise.all([startServer({ ...options, seed: true }), startServer({ ...options, seed: false })]);
      cleanups.push(
        () => a.close(),
        () => b.close(),
      );
      expect(a.db.kind).toBe('postgres');
      // Another process may sign a user out: sessions are read from the database on every request.
      expect(a.env.sessions).toBeUndefined();
    });

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('migrations ran once; the demo seed is there', async () => {
      expect(await a.db.query('SELECT id FROM pinstack_migrations ORDER BY id')).toEqual(MIGRATIONS.map((m) => ({ id: m.id })));
      expect(dataOf(await new WireClient(a.url).signIn('demo', 'pinstack-demo'))).toMatchObject({ username: 'demo' });
    });

    it('a session made on one server works on the other (no state in the process)', async () => {
      const onA = new WireClient(a.url);
      await onA.signUp('roaming');
      const board = dataOf<{ id: string }>(await onA.create('BoardResource', { name: 'Made on A' }));
      const onB = new WireClient(b.url);
      for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
      expect(dataOf(await onB.get('BoardResource', { board_id: board.id }))).toMatchObject({ name: 'Made on A' });
      const pin = dataOf<{ id: string }>(await onB.create('PinResource', { board_id: board.id, image_url: 'https://img.example/b.jpg' }));
      const picker = dataOf<{ all_boards: { id: string }[] }>(await onA.get('BoardPickerBoardsResource'));
      expect(picker.all_boards.map((x) => x.id)).toEqual([board.id]);
      expect(dataOf(await onA.rest('GET', `/v3/pins/${pin.id}/`))).toMatchObject({ board: { id: board.id } });
    });

    it('S0 §8: a board-action lock taken through one server is honoured by the other (409, 2171)', async () => {
      const client = new WireClient(b.url);
      await client.signUp('locker');
      const board = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Locked' }));
      expect(await store.acquireBoardLock(a.db, board.id, 'server-a', 30_000)).toBe(true);
      const response = await client.update('BoardResource', { board_id: board.id, name: 'Renamed' });
      expect(response.status).toBe(409);
      expect(errorOf(response).api_error_code).toBe(CONCURRENT_BOARD_ACTION_CODE);
      await store.releaseBoardLock(a.db, board.id, 'server-a');
      expect((await client.update('BoardResource', { board_id: board.id, name: 'Renamed' })).status).toBe(200);
    });

    it('S0 §6 rules hold on PostgreSQL too: a secret board is 404 to others, a stranger cannot write', async () => {
      const owner = new WireClient(a.url);
      await owner.signUp('pgowner');
      const secret = dataOf<{ id: string }>(await owner.create('BoardResource', { name: 'pg secret', privacy: 'secret' }));
      const stranger = new WireClient(b.url);
      await stranger.signUp('pgstranger');
      expect((await stranger.get('BoardResource', { board_id: secret.id })).status).toBe(404);
      expect((await stranger.create('PinResource', { board_id: secret.id, image_url: 'https://img.example/c.jpg' })).status).toBe(404);
    });
  });
});
