/**
 * Image work off the request path (issue #24 §1): an upload's bytes are stored as a source and a
 * row of `image_jobs` waits for a worker; the upload poll (S0 §4) reads `processing` until the job
 * settles it. Every server on the database runs a worker: jobs are claimed with FOR UPDATE SKIP
 * LOCKED under a lease, so two servers never take one job and a job whose server died is taken
 * again once its lease runs out (three tries, then the upload fails). A process runs at most
 * `parallel` images through the pipeline at once, inline ones (the seed, `image_base64`, fetched
 * images) included: the same limiter bounds CPU and memory for both.
 */
import { MESSAGES } from '@pinstack/core';
import type { ServerEnv } from '../http/call.js';
import * as store from '../store/index.js';
import { ingestRemote } from './remote.js';
import { MEDIA_PATH, processUpload } from './ingest.js';
import { ImageRefused } from './pipeline.js';

/** How long a claimed job is its worker's before another may take it. */
export const JOB_LEASE_SECONDS = 300;
/** Tries of one job before its upload fails. */
export const JOB_MAX_ATTEMPTS = 3;
/** How often a worker looks for jobs other servers queued (its own are started at once). */
export const JOB_POLL_MS = 2000;

/** A process's image settings and its limiter; part of `ServerEnv`. */
export interface ImageService {
  /** Runs `work` when fewer than `parallel` images are being processed in this process. */
  limit<T>(work: () => Promise<T>): Promise<T>;
  /** Also write AVIF (off: see docs/spec-coverage.md, issue 24). */
  readonly avif: boolean;
  /** Fetches another site's image (the safe fetcher; tests stand in for the internet). */
  readonly fetchImage: (url: string) => Promise<Buffer>;
  /** Tells this process's worker a job is waiting. */
  kick(): void;
}

/** Images processed at once per process unless PINSTACK_IMAGE_JOBS says otherwise. */
export const DEFAULT_IMAGE_PARALLEL = 1;

/** The image service of a process; `attach` connects its worker (kicked when a job is queued). */
export function imageService(options: {
  readonly parallel?: number;
  readonly avif?: boolean;
  readonly fetchImage: (url: string) => Promise<Buffer>;
}): ImageService & { attach(worker: ImageWorker): void } {
  let worker: ImageWorker | undefined;
  return {
    limit: limiter(options.parallel ?? DEFAULT_IMAGE_PARALLEL),
    avif: options.avif ?? false,
    fetchImage: options.fetchImage,
    kick: () => worker?.kick(),
    attach: (w) => {
      worker = w;
    },
  };
}

/** A counting semaphore. */
export function limiter(parallel: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next !== undefined) next();
      else running--;
    }
  };
}

/** Runs one claimed job: the source is read, processed, and removed; the upload settles. */
export async function runJob(env: ServerEnv, job: store.ImageJobRow): Promise<void> {
  const object = await env.media.get(job.source_name);
  if (object === undefined) {
    await store.finishUpload(env.db, job.upload_id, { status: 'failed', message: MESSAGES.invalidImage });
    await store.deleteImageJob(env.db, job.upload_id);
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    const stored = await processUpload(env, job.upload_id, Buffer.concat(chunks));
    if (job.replaces_url !== null) await store.movePinsToImage(env.db, job.replaces_url, stored);
  } catch (error) {
    if (!(error instanceof ImageRefused)) {
      if (job.attempts < JOB_MAX_ATTEMPTS) throw error;
      await store.finishUpload(env.db, job.upload_id, { status: 'failed', message: MESSAGES.invalidImage });
    }
    // an old image that does not decode stays as it was
    if (job.replaces_url !== null) {
      await store.deleteImageJob(env.db, job.upload_id);
      return;
    }
  }
  await env.media.remove(job.source_name).catch(() => undefined);
  await store.deleteImageJob(env.db, job.upload_id);
}

/** A running worker. */
export interface ImageWorker {
  /** Looks for jobs now. */
  kick(): void;
  /** Resolves once no job is running or waiting in this process's view (tests, the figures script). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  close(): Promise<void>;
}

/** Starts the worker of this process. */
export function startImageWorker(
  env: ServerEnv,
  options: { readonly parallel: number; readonly pollMs?: number; readonly logError: (error: unknown) => void },
): ImageWorker {
  let running = 0;
  let pumping = false;
  let again = false;
  let stopped = false;
  const settled = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];
  const notifyIdle = () => {
    if (running > 0 || pumping) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const pump = async (): Promise<void> => {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped && running < options.parallel) {
          const job = await store.claimImageJob(env.db, JOB_LEASE_SECONDS);
          if (job === undefined) break;
          running++;
          const run = runJob(env, job)
            .catch(options.logError)
            .finally(() => {
              running--;
              settled.delete(run);
              void pump();
            });
          settled.add(run);
        }
      } while (again && !stopped);
    } catch (error) {
      options.logError(error);
    } finally {
      pumping = false;
      notifyIdle();
    }
  };
  const timer = setInterval(() => void pump(), options.pollMs ?? JOB_POLL_MS);
  timer.unref();
  return {
    kick: () => void pump(),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        void pump();
      }),
    close: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...settled]);
    },
  };
}

/**
 * Brings images stored before the pipeline into it, once, in the background: uploads without
 * variants are queued (their Pins move to the processed image, and the old file, EXIF included,
 * goes), and Pins still showing another site's image get it fetched (a few tries each; one that
 * cannot be fetched keeps its URL and never becomes a board cover).
 */
export async function backfillImages(env: ServerEnv, worker: ImageWorker): Promise<void> {
  for (;;) {
    const old = await store.uploadsWithoutVariants(env.db, 100);
    if (old.length === 0) break;
    for (const upload of old) await store.requeueOldUpload(env.db, upload.id, upload.file_name);
    worker.kick();
  }
  for (;;) {
    const hotlinked = await store.hotlinkedImageUrls(env.db, JOB_MAX_ATTEMPTS, 20);
    if (hotlinked.length === 0) break;
    for (const { url, pinner_id } of hotlinked) {
      const stored = await ingestRemote(env, pinner_id, url).catch(() => undefined);
      if (stored !== undefined) await store.movePinsToImage(env.db, url, stored);
    }
  }
}

export { MEDIA_PATH };
