/** S0 §7 uploads through the HTTP adapter: multipart order, no CSRF, progress, errors. */
import { describe, expect, it } from 'vitest';
import { Cause, Effect, Exit, Option } from 'effect';
import { UploadService, type UploadProgress, type UploadTicket } from '@pinstack/core';
import { makeHttpAdapter, xhrUploader, type UploadRequest, type XhrLike } from './index.js';
import { recordingFetch, successResponse } from './testing.js';

const BASE = 'https://api.test';
const ticket: UploadTicket = {
  upload_id: 'up1',
  upload_url: '/upload/',
  upload_parameters: { key: 'uploads/up1', policy: 'p', signature: 'sig' },
};
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

const upload = (
  file: Blob | { size: number; type: string; arrayBuffer: () => Promise<ArrayBuffer> },
  onProgress?: (p: UploadProgress) => void,
) => Effect.flatMap(UploadService, (s) => s.uploadFile(ticket, file, onProgress));

describe('HTTP adapter uploads (S0 §7 VIPResource, wire protocol "Uploads")', () => {
  it('S0 §7: posts every upload_parameters field in order, then file, to upload_url without CSRF', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse({ upload_id: 'up1' }));
    const exit = await Effect.runPromiseExit(
      Effect.provide(upload(png), makeHttpAdapter({ baseUrl: BASE, fetch, csrfToken: () => 'tok' })),
    );
    expect(exit).toEqual(Exit.succeed({ upload_id: 'up1' }));
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}/upload/`);
    expect(request.headers).toEqual({ accept: 'application/json' });
    expect(request.credentials).toBe('same-origin');
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'signature', 'file']);
    expect(form.get('signature')).toBe('sig');
    const file = form.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('an absolute upload_url is used as is; a file-like object without Blob is read into one', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse({ upload_id: 'up1' }));
    const fileLike = { size: 2, type: 'image/gif', name: 'a.gif', arrayBuffer: async () => new Uint8Array([1, 2]).buffer };
    await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(UploadService, (s) => s.uploadFile({ ...ticket, upload_url: 'https://uploads.test/u' }, fileLike)),
        makeHttpAdapter({ baseUrl: BASE, fetch }),
      ),
    );
    expect(requests[0]!.url).toBe('https://uploads.test/u');
    const file = (requests[0]!.body as FormData).get('file') as File;
    expect(file.name).toBe('a.gif');
    expect(file.type).toBe('image/gif');
  });

  it('wire protocol: 415 Invalid Image and 413 too large come back as ApiError', async () => {
    for (const [status, message] of [
      [415, 'Invalid Image'],
      [413, 'That file is too big.'],
    ] as const) {
      const { fetch } = recordingFetch(
        () =>
          new Response(JSON.stringify({ resource_response: { status: 'failure', error: { http_status: status, message } } }), { status }),
      );
      const exit = await Effect.runPromiseExit(Effect.provide(upload(png), makeHttpAdapter({ baseUrl: BASE, fetch })));
      expect(Exit.isFailure(exit) && Cause.findErrorOption(exit.cause)).toEqual(
        Option.some(expect.objectContaining({ _tag: 'ApiError', call: 'POST {upload_url}', http_status: status, message })),
      );
    }
  });

  it('without a progress uploader, fetch is used and progress is reported once at the end', async () => {
    const { fetch } = recordingFetch(() => successResponse({ upload_id: 'up1' }));
    const progress: UploadProgress[] = [];
    await Effect.runPromise(
      Effect.provide(
        upload(png, (p) => progress.push(p)),
        makeHttpAdapter({ baseUrl: BASE, fetch }),
      ),
    );
    expect(progress).toEqual([{ loaded: 4, total: 4 }]);
  });

  it('with an uploader and a progress callback, the uploader sends and reports progress', async () => {
    const { fetch, requests } = recordingFetch(() => successResponse({ upload_id: 'never' }));
    const seen: UploadRequest[] = [];
    const uploader = async (request: UploadRequest) => {
      seen.push(request);
      request.onProgress({ loaded: 2, total: 4 });
      request.onProgress({ loaded: 4, total: 4 });
      return { status: 200, text: JSON.stringify({ resource_response: { status: 'success', data: { upload_id: 'up1' } } }) };
    };
    const progress: UploadProgress[] = [];
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        upload(png, (p) => progress.push(p)),
        makeHttpAdapter({ baseUrl: BASE, fetch, uploader }),
      ),
    );
    expect(exit).toEqual(Exit.succeed({ upload_id: 'up1' }));
    expect(requests).toHaveLength(0);
    expect(seen[0]!.url).toBe(`${BASE}/upload/`);
    expect([...seen[0]!.form.keys()]).toEqual(['key', 'policy', 'signature', 'file']);
    expect(progress).toEqual([
      { loaded: 2, total: 4 },
      { loaded: 4, total: 4 },
    ]);
  });
});

/** A scripted XMLHttpRequest stand-in. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  withCredentials = true;
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('xhrUploader', () => {
  const request = (signal: AbortSignal, onProgress: (p: UploadProgress) => void = () => {}): UploadRequest => ({
    url: 'https://api.test/upload/',
    form: new FormData(),
    signal,
    onProgress,
  });

  it('reports upload progress and resolves with status and body', async () => {
    const progress: UploadProgress[] = [];
    const pending = xhrUploader(FakeXhr)(request(new AbortController().signal, (p) => progress.push(p)));
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(['POST', 'https://api.test/upload/']);
    expect(xhr.withCredentials).toBe(false);
    xhr.upload.onprogress?.({ loaded: 10, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 50, total: 0, lengthComputable: false });
    xhr.status = 200;
    xhr.responseText = '{"ok":1}';
    xhr.onload?.();
    expect(await pending).toEqual({ status: 200, text: '{"ok":1}' });
    expect(progress).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 50, total: 0 },
    ]);
  });

  it('rejects like fetch: TypeError on a network error, AbortError when the signal aborts', async () => {
    const failing = xhrUploader(FakeXhr)(request(new AbortController().signal));
    FakeXhr.last!.onerror?.();
    await expect(failing).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborting = xhrUploader(FakeXhr)(request(controller.signal));
    controller.abort();
    await expect(aborting).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('S1 §8: an upload aborted through the uploader is Aborted', async () => {
    const uploader = () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        upload(png, () => {}),
        makeHttpAdapter({ baseUrl: BASE, fetch: recordingFetch(() => successResponse(null)).fetch, uploader }),
      ),
    );
    expect(Exit.isFailure(exit) && Cause.findErrorOption(exit.cause)).toEqual(
      Option.some(expect.objectContaining({ _tag: 'Aborted', call: 'POST {upload_url}' })),
    );
  });
});
