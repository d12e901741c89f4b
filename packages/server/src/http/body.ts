/**
 * Bounded request bodies: the declared `Content-Length` is checked before reading (wire-protocol.md:
 * a JSON body over 1 MiB is 413), and a body without one is counted while it streams in.
 */
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

/** Reads the whole body as UTF-8 text, at most `limit` bytes (413 beyond). */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  checkDeclaredLength(request, limit);
  const stream = limitedBody(request, limit);
  if (stream === null) return '';
  try {
    return await new Response(stream).text();
  } catch (error) {
    if (error instanceof HttpFailure) throw error;
    throw new HttpFailure(400, 'Request body could not be read.');
  }
}
