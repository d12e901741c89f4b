/**
 * Start-up and shut-down: `npm run serve`'s entry prints `listening on http://127.0.0.1:PORT` once
 * it accepts connections and exits cleanly on SIGTERM, and by itself when the shell that launched it
 * is killed (after or during start-up); `close()` lets in-flight requests finish before closing the
 * database; the built web app is served beside the API.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataOf, WireClient } from './testing/client.js';
import { cloneDataDir } from './testing/test-db.js';
import { lockHolder, serveProcess, type ServedProcess } from './testing/serve-process.js';
import { startTestServer } from './testing/server.js';
import { DataDirLocked, LOCK_FILE } from './db/lock.js';
import { startServer } from './server.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Whether a spawned server (under its shell) exits within `ms`: its pipes close only once the
 * server itself, which holds them after the shell is gone, has exited.
 */
function exitsWithin(served: ServedProcess, ms: number): Promise<'exited' | 'still running'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), ms);
    void served.closed.then(() => {
      clearTimeout(timer);
      resolve('exited');
    });
  });
}

/**
 * SIGKILLs the shell above a server (under `serve(…, { viaShell: true })`) and expects the server,
 * once announced, to stop by itself within `ms`, saying why and freeing its data directory.
 */
async function expectGoesWithShell(launched: ServedProcess, dataDir: string, ms: number): Promise<void> {
  launched.child.kill('SIGKILL');
  expect(await launched.exited).toBe(null);
  expect(await exitsWithin(launched, ms)).toBe('exited');
  expect(launched.stdout()).toMatch(/listening on .*\n(?:.*\n)*stopped \(launcher exited\)/);
  expect(launched.stderr()).toBe('');
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
}

/** Starts the serve entry on `dataDir` (PGlite files there); killed after the suite whatever happens. */
function serve(dataDir: string, options: { viaShell?: boolean } = {}) {
  const served = serveProcess({ PINSTACK_DATA_DIR: dataDir }, options);
  cleanups.push(() => served.kill());
  return served;
}

// note: the three cases run side by side: each is a few seconds of a server process starting
// (transpiling, opening PGlite) and of waiting on it, on a data directory of its own.
describe.concurrent('npm run serve entry (src/main.ts)', () => {
  it('prints the listening line when it accepts connections and exits 0 on SIGTERM; #13.4 a second server on the same data directory exits at once, naming the directory and the holder pid', async () => {
    const { dataDir, remove } = await cloneDataDir();
    cleanups.push(remove);
    const first = serve(dataDir);
    // Accepting connections as soon as it says so; PINSTACK_SEED=0 left the database empty.
    const reply = await new WireClient(await first.url).create('UserSessionResource', {
      username_or_email: 'demo',
      password: 'pinstack-demo',
    });
    expect(reply.status).toBe(401);
    const second = serve(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`The data directory ${dataDir} is in use by another Pinstack server (pid ${first.child.pid})`);
    // The first one is untouched and still answers.
    expect((await new WireClient(await first.url).get('UserSessionResource')).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('stopped (SIGTERM)');
    // Once it has stopped, its lock is gone and the directory is free again.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('#13.4 the server goes with its launcher: SIGKILL to the shell above it stops it and frees the directory', async () => {
    const { dataDir, remove } = await cloneDataDir();
    cleanups.push(remove);
    const launched = serve(dataDir, { viaShell: true });
    await launched.url;
    // The lock names the server: a process of its own under the shell (`; :` keeps sh from exec'ing node).
    const serverPid = lockHolder(dataDir);
    cleanups.push(() => launched.kill(serverPid));
    expect(serverPid).toBeGreaterThan(0);
    expect(serverPid).not.toBe(launched.child.pid);
    // It checks its launcher every 500 ms; the deadline leaves a loaded machine room to close PGlite.
    await expectGoesWithShell(launched, dataDir, 30_000);
  }, 120_000);

  it('#13.4 a launcher gone while the server is still starting stops it once started (it does not stay orphaned)', async () => {
    const { dataDir, remove } = await cloneDataDir();
    cleanups.push(remove);
    const launched = serve(dataDir, { viaShell: true });
    // The lock is taken first thing when the database opens; opening and migrating take longer.
    let serverPid: number | undefined;
    while (serverPid === undefined && launched.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      serverPid = lockHolder(dataDir);
    }
    cleanups.push(() => launched.kill(serverPid));
    // note: no check that it has not announced yet: a test process descheduled past the second of
    // start-up would fail spuriously (this case then only repeats the one above).
    // It finishes starting (announcing itself), then stops at once: start-up and close get the deadline.
    await expectGoesWithShell(launched, dataDir, 60_000);
  }, 120_000);
});

describe('#13.4 one server per PGlite data directory (in process)', () => {
  it('a second startServer on a held directory is refused with DataDirLocked', async () => {
    const { dataDir, remove } = await cloneDataDir();
    cleanups.push(remove);
    const first = await startServer({ dataDir, port: 0, seed: false, passwordCost: 1024 });
    cleanups.push(() => first.close());
    await expect(startServer({ dataDir, port: 0, seed: false })).rejects.toThrow(DataDirLocked);
    await expect(startServer({ dataDir, port: 0, seed: false })).rejects.toThrow(`(pid ${process.pid})`);
  }, 60_000);
});

describe('graceful close', () => {
  it('an in-flight request finishes; then new connections are refused and the database is closed', async () => {
    let delay = 0;
    let handling!: () => void;
    const inHandler = new Promise<void>((resolve) => (handling = resolve));
    // The delay is read once the action runs: the request is then surely in flight (a fixed
    // sleep instead raced the request's arrival on a loaded machine).
    const server = await startTestServer({
      boardActionDelayMs: () => {
        if (delay > 0) handling();
        return delay;
      },
    });
    cleanups.push(() => server.dispose());
    const client = new WireClient(server.url);
    await client.signUp('closer');
    const board = dataOf<{ id: string }>(await client.create('BoardResource', { name: 'Slow' }));
    delay = 400;
    const inFlight = client.update('BoardResource', { board_id: board.id, name: 'Renamed while closing' });
    await inHandler;
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(dataOf(response)).toMatchObject({ name: 'Renamed while closing' });
    await closed;
    await expect(fetch(`${server.url}/resource/BoardResource/get/`)).rejects.toThrow();
    await expect(server.db.query('SELECT 1')).rejects.toThrow();
  });
});

describe('web app and API on one port', () => {
  it('serves the built app, falls back to index.html for page paths, and keeps API 404s as envelopes', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'pinstack-web-'));
    cleanups.push(() => rmSync(webDist, { recursive: true, force: true }));
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Pinstack</title>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const server = await startTestServer({ webDist });
    cleanups.push(() => server.dispose());
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('<title>Pinstack</title>');
    expect(await (await fetch(`${server.url}/pin/123/repin/x/`)).text()).toContain('<title>Pinstack</title>');
    const js = await fetch(`${server.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    // Encoded dot-segments stay inside the app directory: a page path, so index.html, never the file.
    const traversal = await (await fetch(`${server.url}/..%2f..%2fetc/passwd`)).text();
    expect(traversal).not.toContain('root:');
    expect(traversal).toContain('<title>Pinstack</title>');
    const api = await fetch(`${server.url}/v3/no/such/call/`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ resource_response: { status: 'failure' } });
  });
});
