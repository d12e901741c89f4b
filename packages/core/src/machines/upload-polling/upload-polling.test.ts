import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, SimulatedClock } from 'xstate';
import { UPLOAD_MAX_BYTES, UPLOAD_POLL_INTERVAL_MS } from '../../constants.js';
import { MESSAGES } from '../../messages.js';
import { imageUploadMachine } from './image-upload.machine.js';
import { uploadPollingMachine } from './upload-polling.machine.js';
import { selectImageUpload, selectUploadPolling } from './upload-polling.selectors.js';
import type { CheckUploadResult, UploadFile } from './upload-polling.types.js';
import { UploadPollingError } from './upload-polling.types.js';

const records = (...answers: (CheckUploadResult | Error)[]) => {
  const calls: { uploadId: string }[] = [];
  const checkUpload = fromPromise<CheckUploadResult, { uploadId: string }>(async ({ input }) => {
    calls.push(input);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { calls, machine: uploadPollingMachine.provide({ actors: { checkUpload } }) };
};

const start = (machine: typeof uploadPollingMachine) => {
  const actor = createActor(machine, { input: { uploadId: 'u1' } });
  actor.subscribe({ error: () => {} }); // the error is read from the snapshot below
  return actor.start();
};

// Lets settled promise actors deliver their results without a timer.
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('uploadPollingMachine (S0 §4 upload polling)', () => {
  it('S0 §4: the first check runs at once with the upload id', async () => {
    const { calls, machine } = records({ status: 'processing' });
    start(machine);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ uploadId: 'u1' }]);
  });

  it('S0 §4/§9: processing means check again after 5000 ms, not before', async () => {
    const { calls, machine } = records(
      { status: 'processing' },
      { status: 'registered' },
      { status: 'succeeded', image_url: 'https://i/1.jpg' },
    );
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_INTERVAL_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('waiting'); // registered retries too
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ imageUrl: 'https://i/1.jpg' });
    expect(selectUploadPolling(actor.getSnapshot())).toMatchObject({ state: 'succeeded', pending: false, checks: 3 });
  });

  it('S0 §4: succeeded on the first check ends at once with the image URL', async () => {
    const { machine } = records({ status: 'succeeded', image_url: 'https://i/2.jpg' });
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({ imageUrl: 'https://i/2.jpg' });
  });

  it('S0 §8: a failed record ends the actor in error with the server message (Invalid Image)', async () => {
    const { calls, machine } = records({ status: 'processing' }, { status: 'failed', message: MESSAGES.invalidImage });
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_INTERVAL_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(snapshot.error).toBeInstanceOf(UploadPollingError);
    expect(snapshot.error).toMatchObject({ message: MESSAGES.invalidImage, status: 'failed' });
    expect(selectUploadPolling(snapshot)).toMatchObject({ error: MESSAGES.invalidImage, pending: false });
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_INTERVAL_MS * 3);
    expect(calls).toHaveLength(2); // no check after the failure
  });

  it('S0 §4: a missing record reports failure', async () => {
    const { machine } = records(undefined);
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('error');
    expect(actor.getSnapshot().error).toMatchObject({ message: MESSAGES.genericError, status: null });
  });

  it('S0 §4: any other status reports failure', async () => {
    const { machine } = records({ status: 'exploded' });
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().error).toMatchObject({ status: 'exploded' });
  });

  it('a check that fails (network) ends the actor in error with its message', async () => {
    const { machine } = records({ status: 'processing' }, new Error('offline'));
    const actor = start(machine);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().status).toBe('error');
    expect((actor.getSnapshot().error as Error).message).toBe('offline');
  });

  it('without a provided checkUpload the actor fails with a clear "not provided" error', async () => {
    const actor = start(uploadPollingMachine);
    await vi.advanceTimersByTimeAsync(0);
    expect((actor.getSnapshot().error as Error).message).toMatch(/checkUpload actor not provided/);
  });

  it('S0 §9: the wait is an XState delay, so a SimulatedClock drives it too', async () => {
    vi.useRealTimers();
    const clock = new SimulatedClock();
    const { calls, machine } = records({ status: 'processing' }, { status: 'succeeded', image_url: 'x' });
    const actor = createActor(machine, { input: { uploadId: 'u9' }, clock }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(UPLOAD_POLL_INTERVAL_MS);
    await flush();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ imageUrl: 'x' });
  });

  it('transitions as data: processing schedules the 5000 ms delay; succeeded is final', () => {
    const [initial] = initialTransition(uploadPollingMachine, { uploadId: 'u1' });
    expect(initial.value).toBe('checking');
    const [waiting, actions] = transition(uploadPollingMachine, initial, {
      type: 'xstate.done.actor.checkUpload',
      output: { status: 'processing' },
    } as never);
    expect(waiting.value).toBe('waiting');
    expect(waiting.context).toMatchObject({ checks: 1, retryAfterMs: UPLOAD_POLL_INTERVAL_MS, lastStatus: 'processing' });
    expect(actions.some((a) => a.type === 'xstate.raise' && (a.params as { delay?: number }).delay === UPLOAD_POLL_INTERVAL_MS)).toBe(true);
    const [again] = transition(uploadPollingMachine, waiting, { type: 'xstate.after.pollInterval.uploadPolling.waiting' } as never);
    expect(again.value).toBe('checking');
    const [done] = transition(uploadPollingMachine, again, {
      type: 'xstate.done.actor.checkUpload',
      output: { status: 'succeeded', image_url: 'https://i/3.jpg' },
    } as never);
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ imageUrl: 'https://i/3.jpg' });
  });
});

const image = (over: Partial<UploadFile> = {}): UploadFile => ({ size: 1024, type: 'image/png', ...over });

const uploader = (opts: { upload?: (n: number) => Promise<string>; records?: CheckUploadResult[] }) => {
  let uploads = 0;
  const polled = records(...(opts.records ?? [{ status: 'succeeded', image_url: 'https://i/up.jpg' }]));
  const machine = imageUploadMachine.provide({
    actors: {
      uploadImage: fromPromise<string, { file: UploadFile }>(() => (opts.upload ?? (async () => 'u1'))(++uploads)),
      pollUpload: polled.machine,
    },
  });
  return { machine, polled, uploads: () => uploads };
};

describe('imageUploadMachine (S0 §4/§9 upload with validation)', () => {
  it('S0 §9: a file over 209715200 bytes is refused before any upload', async () => {
    const u = uploader({});
    const actor = createActor(u.machine).start();
    actor.send({ type: 'FILE.SELECT', file: image({ size: UPLOAD_MAX_BYTES + 1 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectImageUpload(actor.getSnapshot()).error).toEqual(expect.any(String));
    expect(u.uploads()).toBe(0);
  });

  it('S0 §8: a file that is not an image shows Invalid Image', () => {
    const [s0] = initialTransition(imageUploadMachine);
    const [s1] = transition(imageUploadMachine, s0, { type: 'FILE.SELECT', file: image({ type: 'text/plain' }) });
    expect(s1.value).toBe('idle');
    expect(s1.context.error).toBe(MESSAGES.invalidImage);
  });

  it('S0 §4: a valid image (exactly 200 MB) is uploaded, polled, and ends with its URL', async () => {
    const u = uploader({ records: [{ status: 'processing' }, { status: 'succeeded', image_url: 'https://i/up.jpg' }] });
    const actor = createActor(u.machine).start();
    actor.send({ type: 'FILE.SELECT', file: image({ size: UPLOAD_MAX_BYTES }) });
    expect(selectImageUpload(actor.getSnapshot()).busy).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('polling');
    expect(u.polled.calls).toEqual([{ uploadId: 'u1' }]);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().output).toEqual({ imageUrl: 'https://i/up.jpg' });
  });

  it('a failed upload can be retried with the same file', async () => {
    const u = uploader({
      upload: async (n) => {
        if (n === 1) throw new Error('Upload failed');
        return 'u2';
      },
    });
    const actor = createActor(u.machine).start();
    actor.send({ type: 'FILE.SELECT', file: image() });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectImageUpload(actor.getSnapshot())).toMatchObject({ state: 'failed', error: 'Upload failed', canRetry: true });
    actor.send({ type: 'UPLOAD.RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(u.uploads()).toBe(2);
    expect(u.polled.calls).toEqual([{ uploadId: 'u2' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('S0 §8: a polling failure shows its message; reset goes back to picking a file', async () => {
    const u = uploader({ records: [{ status: 'failed', message: MESSAGES.invalidImage }] });
    const actor = createActor(u.machine).start();
    actor.send({ type: 'FILE.SELECT', file: image() });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectImageUpload(actor.getSnapshot())).toMatchObject({ state: 'failed', error: MESSAGES.invalidImage });
    actor.send({ type: 'UPLOAD.RESET' });
    expect(selectImageUpload(actor.getSnapshot())).toMatchObject({ state: 'idle', error: null, canRetry: false });
  });

  it('S0 §8: after a failure a newly chosen file replaces the failed one (the trial: a valid JPEG did nothing)', async () => {
    const u = uploader({
      records: [
        { status: 'failed', message: MESSAGES.invalidImage },
        { status: 'succeeded', image_url: 'https://i/ok.jpg' },
      ],
    });
    const actor = createActor(u.machine).start();
    actor.send({ type: 'FILE.SELECT', file: image() });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    const jpeg = image({ type: 'image/jpeg', size: 2048 });
    actor.send({ type: 'FILE.SELECT', file: jpeg });
    expect(selectImageUpload(actor.getSnapshot())).toMatchObject({ state: 'uploading', error: null });
    expect(actor.getSnapshot().context.file).toBe(jpeg);
    await vi.advanceTimersByTimeAsync(0);
    expect(u.uploads()).toBe(2);
    expect(actor.getSnapshot().output).toEqual({ imageUrl: 'https://i/ok.jpg' });
  });

  it('S0 §8: after a failure a file that is not an image shows Invalid Image and nothing is sent', async () => {
    const u = uploader({ upload: async () => Promise.reject(new Error('Upload failed')) });
    const actor = createActor(u.machine).start();
    actor.send({ type: 'FILE.SELECT', file: image() });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'FILE.SELECT', file: image({ type: 'text/plain' }) });
    expect(selectImageUpload(actor.getSnapshot())).toMatchObject({ state: 'idle', error: MESSAGES.invalidImage, canRetry: false });
    expect(u.uploads()).toBe(1);
  });
});
