/**
 * Memory of one large upload (`npm run bench:upload-rss -w @pinstack/server`, issue #13.6): the
 * server in its own process on a fresh PGlite data directory; one signed-in client streams a
 * multipart upload of `UPLOAD_MB` MB (default 200: a valid PNG header, then filler) to its ticket's
 * upload_url. Prints the server's resident memory before, its peak during the upload (VmHWM from
 * /proc), the difference, the time taken and the upload's final record. Target: peak − before < 100 MB.
 * `UPLOAD_STORE=s3` keeps the media in an S3 bucket instead (s3rver in this process on loopback; the
 * server streams the upload to it in 5 MiB parts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadRecord, UploadTicket } from '@pinstack/core';
import { makePng } from '../src/png.js';
import { dataOf, WireClient } from '../src/testing/client.js';
import { startTestS3 } from '../src/testing/s3.js';

const UPLOAD_MB = Number(process.env['UPLOAD_MB'] ?? 200);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pinstack-rss-'));
const s3 = process.env['UPLOAD_STORE'] === 's3' ? await startTestS3() : undefined;
const s3Env =
  s3 === undefined
    ? {}
    : {
        PINSTACK_S3_BUCKET: s3.settings.bucket,
        PINSTACK_S3_ENDPOINT: s3.settings.endpoint ?? '',
        AWS_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
        AWS_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
      };

const memory = (pid: number): { rss: number; peak: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: '0', PINSTACK_DATA_DIR: dataDir, DATABASE_URL: '', PINSTACK_SEED: '0', ...s3Env },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
    if (match?.[1] !== undefined) resolve(match[1]);
  });
});
const pid = child.pid ?? 0;

try {
  const client = new WireClient(url);
  await client.signUp('rss');
  const ticket = dataOf<UploadTicket>(await client.create('VIPResource', { type: 'pinimage' }));
  // Settle after start-up and sign-up, then read the baseline.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = memory(pid);

  const boundary = 'pinstack-rss-boundary';
  const fields = Object.entries(ticket.upload_parameters)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const png = makePng(2000, 2000, [90, 120, 200]);
  const fileBytes = UPLOAD_MB * 1024 * 1024;
  const filler = Buffer.alloc(1024 * 1024, 7);
  const started = performance.now();
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memory(pid).rss);
  }, 25);
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      ticket.upload_url,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + fileBytes + tail.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    (async () => {
      const write = (chunk: Buffer) => new Promise<void>((done) => (req.write(chunk) ? done() : req.once('drain', () => done())));
      await write(head);
      await write(png);
      for (let sent = png.length; sent < fileBytes; sent += filler.length)
        await write(filler.subarray(0, Math.min(filler.length, fileBytes - sent)));
      req.end(tail);
    })().catch(reject);
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const after = memory(pid);
  const record = dataOf<Record<string, UploadRecord>>(await client.get('VIPResource', { upload_ids: [ticket.upload_id] }))[
    ticket.upload_id
  ];
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  console.log(
    `upload of ${UPLOAD_MB} MB to ${s3 === undefined ? 'the data directory' : 'S3 (s3rver)'}: HTTP ${status}, record ${record?.status ?? 'missing'}, ${seconds.toFixed(1)} s (${(UPLOAD_MB / seconds).toFixed(0)} MB/s)`,
  );
  console.log(
    `server RSS before ${mb(before.rss)}, peak during ${mb(Math.max(after.peak, sampledPeak))} (VmHWM ${mb(after.peak)}, sampled ${mb(sampledPeak)})`,
  );
  console.log(`peak − before: ${mb(Math.max(after.peak, sampledPeak) - before.rss)} (target < 100 MB)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
