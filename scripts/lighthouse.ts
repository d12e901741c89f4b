/**
 * `npm run lighthouse`: Lighthouse 12.8 mobile performance of the create-Pin page (signed in, its
 * board picker) and the home page, served as `npm start` serves them (built app, real server,
 * demo seed in a fresh PGlite directory on a loopback port). Five runs per page; prints the median
 * score, LCP, TBT and CLS. Chromium from CHROME_PATH (default /usr/bin/chromium), headless;
 * LIGHTHOUSE_RUNS changes the number of runs, LIGHTHOUSE_REPORTS=<folder> keeps every report,
 * PORT pins the ports (server PORT, Chromium PORT + 1).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@pinstack/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild, webDist } from '../packages/web/web-build.ts';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? '5');
// A folder to keep each run's full report in (JSON, openable in the Lighthouse viewer), when set.
const REPORTS = process.env['LIGHTHOUSE_REPORTS'];
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

await ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pinstack-lighthouse-'));
// PORT pins the server's port and Chromium's debugging port (PORT + 1), for a shared machine's
// allotted range; by default any free ones
const port = Number(process.env['PORT'] ?? 0);
const server = await startServer({ port, dataDir, seed: true, webDist });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  ...(port > 0 ? { port: port + 1 } : {}),
});

try {
  // The demo's session cookie, so the create-Pin page shows its board picker.
  const signIn = await fetch(`${server.url}/resource/UserSessionResource/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ options: { username_or_email: 'demo', password: 'pinstack-demo' } }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // A real image of the seed (a board cover), so the page paints the Pin as a pinner would see it.
  const picker = await fetch(`${server.url}/resource/BoardPickerBoardsResource/get/?data=${encodeURIComponent('{"options":{}}')}`, {
    headers: { cookie },
  });
  const boards = ((await picker.json()) as { resource_response: { data: { all_boards: { image_cover_url?: string | null }[] } } })
    .resource_response.data.all_boards;
  const cover = boards.find((board) => board.image_cover_url)?.image_cover_url ?? '/';
  const media = new URL(cover, server.url).href;
  const pages = [
    {
      name: 'create-Pin page (signed in)',
      url: `${server.url}/pin/create/bookmarklet/?url=${encodeURIComponent('https://example.com/a')}&media=${encodeURIComponent(media)}`,
    },
    { name: 'home (signed in)', url: `${server.url}/` },
  ];
  const median = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  for (const page of pages) {
    const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: cookie },
      });
      const lhr = result?.lhr;
      if (lhr === undefined) throw new Error('lighthouse gave no result');
      if (REPORTS !== undefined) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${page.name.split(' ')[0]}-${run + 1}.json`), JSON.stringify(lhr));
      }
      runs.push({
        score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    const scores = runs.map((r) => r.score);
    console.log(
      `${page.name.padEnd(30)} score ${median(scores)} (runs ${scores.join(' ')})  LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms  TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
