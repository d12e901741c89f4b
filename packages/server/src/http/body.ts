/**
 * Bounded request bodies: the declared `Content-Length` is checked before reading (wire-protocol.md:
 * a JSON body over 1 MiB is 413), and a body without one is counted while it streams in.
 */
import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@pinstack/core';
import { HttpFailure } from './envelope.js';

/** 413 for a body over the limit. */
export function tooLarge(limit: number): HttpFailure {
  return new HttpFailure(413, limit > 1_048_576 ? MESSAGES.uploadTooLarge : 'Request body too large.', `limit ${limit} bytes`);
}

/** Throws 413 when the request declares a body longer than `limit`. */
export function checkDeclaredLength(request: Request, limit: number): void {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
}

/** The body as a stream that errors with 413 once more than `limit` bytes arrived. */
export function limitedBody(request: Request, limit: number): ReadableStream<Uint8Array> | null {
  const body = request.body;
  if (body === null) return null;
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}

const unreadable = (): HttpFailure => new HttpFailure(400, 'Request body could not be read.');

/**
 * The body straight from Node's request stream, counted as it arrives. Going through the web
 * `Request` instead builds a Request, a web stream over the socket and a TransformStream per call:
 * a fifth of a save-Pin's CPU time.
 */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<Uint8Array> {
  // Already read by someone else: waiting for an 'end' that was emitted would hang the request.
  if (incoming.readableEnded || incoming.destroyed) return Promise.reject(unreadable());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    function onData(chunk: Buffer) {
      seen += chunk.length;
      if (seen <= limit) {
        chunks.push(chunk);
        return;
      }
      // note: the rest is left unread; the 413 answer closes the connection (app.ts onError).
      done();
      incoming.pause();
      reject(tooLarge(limit));
    }
    function onEnd() {
      done();
      resolve(Buffer.concat(chunks));
    }
    function onError() {
      done();
      reject(unreadable());
    }
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

/**
 * Reads the whole body as UTF-8 text, at most `limit` bytes (413 beyond). `incoming` is Node's
 * request when the server runs on @hono/node-server (absent under `app.request()`).
 */
export async function readBodyText(request: Request, limit: number, incoming?: IncomingMessage): Promise<string> {
  checkDeclaredLength(request, limit);
  // TextDecoder drops a leading BOM, as Response.text() does.
  if (incoming !== undefined) return new TextDecoder().decode(await readIncoming(incoming, limit));
  const stream = limitedBody(request, limit);
  if (stream === null) return '';
  try {
    return await new Response(stream).text();
  } catch (error) {
    if (error instanceof HttpFailure) throw error;
    throw unreadable();
  }
}
