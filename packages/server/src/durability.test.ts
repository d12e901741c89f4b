/**
 * Durability: what was written survives a stop and a start on the same data directory (PGlite
 * files and uploaded images), including the session cookie.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.js';
import { makePng } from './png.js';
import { dataOf, WireClient } from './testing/client.js';
import { cloneDataDir } from './testing/test-db.js';
import { exampleImageFetch } from './testing/example-images.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('durability on PGlite', () => {
  it('boards, sections, Pins, uploads and sessions read back unchanged after a restart', async () => {
    const { dataDir, remove } = await cloneDataDir();
    cleanups.push(remove);
    const start = () => startServer({ dataDir, port: 0, seed: false, passwordCost: 1024, fetchImage: exampleImageFetch() });

    let server: RunningServer = await start();
    cleanups.push(() => server.close());
    const client = new WireClient(server.url);
    await client.signUp('durable');
    const board = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Keep me', description: 'forever' }));
    const secret = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Hidden', privacy: 'secret' }));
    const section = dataOf<{ id: string }>(await client.create('BoardSectionResource', { board_id: board.id, name: 'Part one' }));
    const t = dataOf<{ upload_id: string; upload_url: string; upload_parameters: Record<string, string> }>(
      await client.create('VIPResource', { type: 'pinimage' }),
    );
    const form = new FormData();
    for (const [k, v] of Object.entries(t.upload_parameters)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(makePng(160, 160, [1, 2, 3]))]), 'a.png');
    expect((await fetch(t.upload_url, { method: 'POST', body: form })).status).toBe(200);
    await server.images.idle();
    await client.create('PinResource', { board_id: board.id, section: section.id, media_upload_id: t.upload_id, title: 'Uploaded' });
    await client.create('PinResource', {
      board_id: board.id,
      image_url: 'https://img.example/x.jpg',
      title: 'Linked',
      link: 'https://x.example/',
    });
    await client.create('PinResource', { board_id: secret.id, image_url: 'https://img.example/s.jpg' });

    const read = async (c: WireClient) => ({
      board: dataOf(await c.get('BoardResource', { board_id: board.id })),
      secret: dataOf(await c.get('BoardResource', { board_id: secret.id })),
      sections: dataOf(await c.get('BoardSectionsRepinResource', { board_id: board.id })),
      feed: dataOf(await c.get('BoardFeedResource', { board_id: board.id })),
      picker: dataOf(await c.get('BoardPickerBoardsResource')),
    });
    const before = await read(client);
    const uploaded = (before.feed as unknown as { imageUrl: string; title: string }[]).find((p) => p.title === 'Uploaded')!;
    const bytesBefore = Buffer.from(await (await client.fetch(uploaded.imageUrl)).arrayBuffer());
    expect(bytesBefore.length).toBeGreaterThan(0);
    await server.close();

    server = await start();
    // The same cookie jar against the new process: the session survived too.
    const again = new WireClient(server.url);
    for (const [k, v] of client.cookies) again.cookies.set(k, v);
    const after = await read(again);
    expect(after).toEqual(before);
    const image = (after.feed as unknown as { imageUrl: string; title: string }[]).find((p) => p.title === 'Uploaded')!;
    const served = await again.fetch(image.imageUrl);
    // issue 24: the processed image the server made from the upload, the same bytes after the restart
    expect(Buffer.from(await served.arrayBuffer()).equals(bytesBefore)).toBe(true);
    await server.close();
  });

  it('the demo seed loads on the first start of an empty database only', async () => {
    const { dataDir, remove } = await cloneDataDir();
    cleanups.push(remove);
    let server = await startServer({ dataDir, port: 0, passwordCost: 1024 });
    const demo = new WireClient(server.url);
    const viewer = dataOf<{ username: string }>(await demo.signIn('demo', 'pinstack-demo'));
    expect(viewer.username).toBe('demo');
    const picker = dataOf<{ all_boards: { name: string }[] }>(await demo.get('BoardPickerBoardsResource'));
    // S0 §6 on the seed: not archived, digit-led last, collaborations included; 'Empty board' by its placeholder cover.
    expect(picker.all_boards.map((b) => b.name)).toEqual([
      'Birthday surprise',
      'Empty board',
      'Garden',
      'Kitchen ideas',
      'travel',
      '2025 goals',
    ]);
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM boards'))[0]!.n;
    const boards = await count();
    await server.close();
    server = await startServer({ dataDir, port: 0, passwordCost: 1024 });
    expect(await count()).toBe(boards);
    await server.close();
  });
});
