/**
 * Load benchmark (`npm run bench:load -w @pinstack/server`): the server in its own process on
 * 127.0.0.1 over a fresh PGlite data directory with the demo seed, then autocannon against the two
 * hot paths: board-picker reads for at most 10 s (S0 §6) and 250 save-Pin writes (S0 §7; one account's
 * hourly Pin writes are limited to 300, issue 21 §2).
 * Prints requests per second and latency percentiles; target ≥ 500 req/s with p99 < 50 ms for
 * picker reads. Also prints the load average and the server process's CPU time per request: on a
 * shared machine req/s and p99 swing with other work, CPU per request much less. `BENCH_PORT` pins
 * the server's port (default: any free one).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
/** Saves per run: under one account's hourly Pin writes (server `WRITE_LIMITS_PER_HOUR.pins`). */
const SAVES = 250;
if (!(DURATION_S > 0 && DURATION_S <= 10)) throw new Error('BENCH_DURATION_S must be in (0, 10]');

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pinstack-bench-'));

/** Starts `src/main.ts` with PORT=0 and resolves its URL from the `listening on …` line. */
function startServerProcess(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: process.env['BENCH_PORT'] ?? '0', PINSTACK_DATA_DIR: dataDir, DATABASE_URL: '', PINSTACK_SEED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1] !== undefined) {
        resolve({
          url: match[1],
          pid: child.pid!,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}

async function signIn(url: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${url}/resource/UserSessionResource/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ options: { username_or_email: 'demo', password: 'pinstack-demo' } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookies.find((c) => c.startsWith('csrftoken='))!.slice('csrftoken='.length);
  return { cookie: cookies.join('; '), csrf };
}

/** CPU seconds (user + system) the process has used, from /proc (Linux); `undefined` elsewhere. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th, in ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux ABI Node supports
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Runs one scenario and reports it with the load average before it and the server's CPU per request. */
async function scenario(name: string, pid: number, options: Parameters<typeof autocannon>[0]): Promise<Result> {
  const loadBefore = load();
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon(options);
  const cpuAfter = cpuSeconds(pid);
  const total = result['2xx'] + result.non2xx;
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined || total === 0 ? 'n/a' : `${(((cpuAfter - cpuBefore) * 1000) / total).toFixed(2)} ms`;
  console.log(
    [
      `${name}:`,
      `  ${result.requests.average.toFixed(0)} req/s (${result['2xx']} × 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
      `  latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `  server CPU ${cpu} per request; load average ${loadBefore} before, ${load()} after`,
    ].join('\n'),
  );
  return result;
}

const server = await startServerProcess();
try {
  const { cookie, csrf } = await signIn(server.url);
  const pickerPath = `/resource/BoardPickerBoardsResource/get/?data=${encodeURIComponent(
    JSON.stringify({ options: { field_set_key: 'board_picker', shortlist_suggestions: 2, isDesktop: true } }),
  )}`;
  const warm = await fetch(`${server.url}${pickerPath}`, { headers: { cookie } });
  const picker = (await warm.json()) as { resource_response: { data: { all_boards: { id: string; name: string }[] } } };
  const board = picker.resource_response.data.all_boards.find((b) => b.name === 'travel')!;
  // issue 24: a Pin saved from another site's image is fetched and processed; the bench saves one of
  // the seed's own images (by its path), as a repin-like save does, so it measures the write itself
  const feed = await fetch(
    `${server.url}/resource/BoardFeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { board_id: board.id } }))}`,
    { headers: { cookie } },
  );
  const feedData = ((await feed.json()) as { resource_response: { data: { imageUrl?: string }[] | { pins: { imageUrl?: string }[] } } })
    .resource_response.data;
  const imageUrl =
    (Array.isArray(feedData) ? feedData : feedData.pins).find((pin) => pin.imageUrl !== undefined)?.imageUrl ?? '/media/none.jpg';

  const reads = await scenario(
    `board-picker reads (GET BoardPickerBoardsResource, ${CONNECTIONS} connections, ${DURATION_S} s)`,
    server.pid,
    {
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ method: 'GET', path: pickerPath, headers: { cookie } }],
    },
  );

  // issue 21 §2 limits an account's Pin writes (WRITE_LIMITS_PER_HOUR.pins, 300 an hour): the bench
  // saves fewer, so every save it counts is a save, not a 429
  await scenario(`save-Pin writes (POST PinResource create, ${CONNECTIONS} connections, ${SAVES} saves)`, server.pid, {
    url: server.url,
    connections: CONNECTIONS,
    amount: SAVES,
    requests: [
      {
        method: 'POST',
        path: '/resource/PinResource/create/',
        headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
        body: JSON.stringify({
          options: { board_id: board.id, image_url: imageUrl, title: 'Bench', description: 'load' },
        }),
      },
    ],
  });
  const target = reads.requests.average >= 500 && reads.latency.p99 < 50;
  console.log(`picker target (≥ 500 req/s, p99 < 50 ms): ${target ? 'met' : 'not met'} on this machine`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
