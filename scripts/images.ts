/**
 * `npm run images`: the figures of issue #24 §4 on real-sized photos. The server runs in its own
 * process (`packages/server/src/main.ts`, the built app, PGlite in a fresh temporary directory,
 * no demo seed, loopback). A new pinner uploads 4032×3024 JPEGs (12 MP, 2–4 MB, made with sharp: a
 * gradient under grain, with a phone's EXIF: GPS position and an orientation) and saves each as a
 * Pin on a public board: 30 Pins (IMAGES_PINS). Printed:
 *
 * - peak server RSS while 4 uploads are processed at once, over its resting RSS (target < +300 MB;
 *   sampled from /proc every 20 ms, and VmHWM);
 * - time from an upload's POST to its record reading `succeeded` for one 12 MP photo (polled every
 *   25 ms; median of 3 uploads one at a time);
 * - image bytes the signed-out home feed loads before any scroll, in Debian's Chromium
 *   (CHROME_PATH, default /usr/bin/chromium), at 390×844 (a phone: touch, 3 device pixels per px)
 *   ≤ 1.5 MB and at 1280×860 ≤ 3 MB;
 * - CLS while the feed loads and while it is scrolled to its end (< 0.05);
 * - Lighthouse 12.8 mobile performance of that feed (≥ 95; median of LIGHTHOUSE_RUNS, default 5).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePhoto } from '@pinstack/server';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild, repoRoot, webDist } from '../packages/web/web-build.ts';

const PINS = Number(process.env['IMAGES_PINS'] ?? '30');
const LIGHTHOUSE_RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? '5');
// A folder to keep each run's full report in (JSON, openable in the Lighthouse viewer), when set.
const LIGHTHOUSE_REPORTS = process.env['LIGHTHOUSE_REPORTS'];
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pinstack-images-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(repoRoot, 'packages/server'),
  env: { ...process.env, PORT: '0', PINSTACK_DATA_DIR: dataDir, DATABASE_URL: '', PINSTACK_SEED: '0', PINSTACK_WEB_DIST: webDist },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
    if (match?.[1] !== undefined) resolve(match[1]);
  });
});
const pid = child.pid ?? 0;
const memory = (): { rss: number; hwm: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
};

/** A signed-in client: cookies and the CSRF header (wire-protocol.md). */
const cookies = new Map<string, string>();
async function call(method: string, pathname: string, body?: BodyInit, json = true): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (cookies.size > 0) headers['cookie'] = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (method !== 'GET' && cookies.has('csrftoken')) headers['X-CSRFToken'] = cookies.get('csrftoken') ?? '';
  if (json && body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${pathname}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  const envelope = (await response.json()) as { resource_response: { status: string; data: unknown; error?: unknown } };
  if (envelope.resource_response.status !== 'success') throw new Error(`${pathname}: ${JSON.stringify(envelope.resource_response.error)}`);
  return envelope.resource_response.data;
}
const create = (name: string, options: object) => call('POST', `/resource/${name}/create/`, JSON.stringify({ options }));
const get = (name: string, options: object) =>
  call('GET', `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`);

interface Ticket {
  readonly upload_id: string;
  readonly upload_url: string;
  readonly upload_parameters: Record<string, string>;
}

/** Uploads one photo; resolves with its id and the ms from the POST to `succeeded`. */
async function upload(photo: Buffer): Promise<{ id: string; ms: number }> {
  const ticket = (await create('VIPResource', { type: 'pinimage' })) as Ticket;
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.upload_parameters)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const started = performance.now();
  const posted = await fetch(ticket.upload_url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`upload answered ${posted.status}`);
  for (;;) {
    const records = (await get('VIPResource', { upload_ids: [ticket.upload_id] })) as Record<string, { status: string; message?: string }>;
    const status = records[ticket.upload_id]?.status;
    if (status === 'succeeded') return { id: ticket.upload_id, ms: performance.now() - started };
    if (status !== 'processing' && status !== 'registered')
      throw new Error(`upload ended ${status}: ${records[ticket.upload_id]?.message}`);
    await sleep(25);
  }
}

const ORIENTATIONS = [1, 6, 1, 3, 8, 1];
let made = 0;
/** The next 12 MP phone photo (each its own colours and orientation). */
async function nextPhoto(): Promise<Buffer> {
  const i = made++;
  const hue = (i * 47) % 360;
  const rgb = (h: number, l: number): [number, number, number] => {
    const c = (1 - Math.abs(2 * l - 1)) * 0.6;
    const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
    const [r, g, b] =
      h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
    const m = l - c / 2;
    return [r, g, b].map((v) => Math.round((v + m) * 255)) as [number, number, number];
  };
  return makePhoto({
    width: 4032,
    height: 3024,
    orientation: ORIENTATIONS[i % ORIENTATIONS.length] ?? 1,
    gps: true,
    grain: 12,
    quality: 88,
    from: rgb(hue, 0.62),
    to: rgb((hue + 140) % 360, 0.38),
  });
}

const browser = await chromium.launch({ executablePath: chromePath });
try {
  await create('UserRegisterResource', {
    email: 'photos@example.com',
    password: 'correct horse battery',
    username: 'photos',
    full_name: 'Photo Grapher',
  });
  const board = (await create('BoardResource', { name: 'Twelve megapixels' })) as { id: string };
  const pinned: string[] = [];
  const photoSizes: number[] = [];
  const photo = async () => {
    const bytes = await nextPhoto();
    photoSizes.push(bytes.length);
    return bytes;
  };

  // 1. four 12 MP uploads processed at once
  const four = await Promise.all([photo(), photo(), photo(), photo()]);
  await sleep(1500);
  const resting = memory();
  let peak = resting.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory().rss);
  }, 20);
  const fourStarted = performance.now();
  const fourDone = await Promise.all(four.map((bytes) => upload(bytes)));
  const fourMs = performance.now() - fourStarted;
  clearInterval(sampler);
  const after = memory();
  pinned.push(...fourDone.map((u) => u.id));

  // 2. one upload at a time, upload to succeeded
  const alone: number[] = [];
  for (let i = 0; i < 3; i++) {
    const done = await upload(await photo());
    alone.push(done.ms);
    pinned.push(done.id);
  }

  // 3. the rest of the 30
  while (pinned.length < PINS) pinned.push((await upload(await photo())).id);
  for (const [i, uploadId] of pinned.entries()) {
    await create('PinResource', { board_id: board.id, media_upload_id: uploadId, title: `Photo ${i + 1}`, method: 'uploaded' });
  }

  console.log(
    `\n${PINS} Pins from 4032×3024 JPEGs of ${mb(Math.min(...photoSizes))}–${mb(Math.max(...photoSizes))} (EXIF GPS and orientation), server ${base}`,
  );
  console.log(
    `peak RSS while 4 uploads were processed at once: +${Math.round((peak - resting.rss) / 1e6)} MB sampled (resting ${Math.round(resting.rss / 1e6)} MB, peak ${Math.round(peak / 1e6)} MB; VmHWM ${Math.round(resting.hwm / 1e6)} MB before, ${Math.round(after.hwm / 1e6)} MB after: ${after.hwm > resting.hwm ? `+${Math.round((after.hwm - resting.rss) / 1e6)} MB over resting` : 'the high-water mark is from start-up, not these uploads'}) — target < +300 MB; all 4 succeeded in ${Math.round(fourMs)} ms`,
  );
  console.log(
    `upload → succeeded, one 12 MP photo: median ${Math.round(median(alone))} ms (runs ${alone.map((ms) => Math.round(ms)).join(', ')})`,
  );

  // 4. the feed in Chromium: bytes before any scroll, CLS loading and scrolling
  const viewports = [
    { name: '390×844 (phone, DPR 3)', width: 390, height: 844, scale: 3, mobile: true, target: 1_500_000 },
    { name: '1280×860 (desktop, DPR 1)', width: 1280, height: 860, scale: 1, mobile: false, target: 3_000_000 },
  ];
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.scale,
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let bytes = 0;
    const files: string[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/media/')) return;
      void request.sizes().then((sizes) => {
        bytes += sizes.responseBodySize;
        files.push(request.url().split('.').slice(-2).join('.'));
      });
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Home feed' }).getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    await sleep(500);
    const beforeScroll = bytes;
    const kinds = [...new Set(files)].sort().join(' ');
    const loadCls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    for (let y = 0; y < 20_000; y += viewport.height / 2) {
      await page.mouse.wheel(0, viewport.height / 2);
      await sleep(120);
      if (await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)) break;
    }
    await page.waitForLoadState('networkidle');
    await sleep(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(
      `home feed at ${viewport.name}: ${mb(beforeScroll)} of images before any scroll (target ≤ ${mb(viewport.target)}; ${files.length} files: ${kinds}), ${mb(bytes)} after scrolling to the end; CLS ${loadCls.toFixed(4)} loading, ${cls.toFixed(4)} after scrolling (target < 0.05)`,
    );
    await context.close();
  }

  // 5. Lighthouse mobile on the feed
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (lhr === undefined) throw new Error('lighthouse gave no result');
      if (LIGHTHOUSE_REPORTS !== undefined) {
        mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(path.join(LIGHTHOUSE_REPORTS, `feed-${run + 1}.json`), JSON.stringify(lhr));
      }
      runs.push({
        score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    console.log(
      `Lighthouse mobile, home feed: score ${median(runs.map((r) => r.score))} (runs ${runs.map((r) => r.score).join(' ')}; target ≥ 95)  LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms  TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
    );
  } finally {
    chrome.kill();
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`load average at the end: ${load} (2 cores shared with other work)`);
} finally {
  await browser.close();
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
