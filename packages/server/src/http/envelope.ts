/**
 * The wire-protocol envelope: every answer, success or failure, is
 * `{"resource_response": …}` and the HTTP status equals `error.http_status`.
 */
import { MESSAGES } from '@pinstack/core';

/** HTTP statuses the protocol gives a meaning to (wire-protocol.md, Envelope). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** A failure to answer with: the status, the message the UI shows, optional detail and product code. */
export class HttpFailure extends Error {
  constructor(
    readonly status: FailureStatus,
    message: string,
    readonly detail?: string,
    readonly apiErrorCode?: number,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

/** 400 with a core rule's message or a decoding problem (wire-protocol.md). */
export const badRequest = (message: string, detail?: string): HttpFailure => new HttpFailure(400, message, detail);
/** 404: no such object, or one the viewer may not know exists (secret boards). */
export const notFound = (detail?: string): HttpFailure => new HttpFailure(404, MESSAGES.notFound, detail);
/** 403: signed in but not allowed. */
export const forbidden = (detail?: string): HttpFailure => new HttpFailure(403, MESSAGES.notAllowed, detail);

/** The success envelope. */
export function successBody(data: unknown): { resource_response: { status: 'success'; data: unknown } } {
  return { resource_response: { status: 'success', data } };
}

/** The failure envelope of a `HttpFailure`; `api_error_code` is 0 when the failure has no product code. */
export function failureBody(failure: HttpFailure): {
  resource_response: {
    status: 'failure';
    error: { http_status: number; message: string; message_detail?: string; api_error_code: number };
  };
} {
  return {
    resource_response: {
      status: 'failure',
      error: {
        http_status: failure.status,
        message: failure.message,
        ...(failure.detail !== undefined ? { message_detail: failure.detail } : {}),
        api_error_code: failure.apiErrorCode ?? 0,
      },
    },
  };
}

/** The JSON response of a failure (status = `http_status`). */
export function failureResponse(failure: HttpFailure, headers?: Record<string, string>): Response {
  return Response.json(failureBody(failure), { status: failure.status, ...(headers ? { headers } : {}) });
}

/** Anything thrown while handling a request, as the failure to answer with (unknown errors → 500). */
export function toFailure(error: unknown): HttpFailure {
  if (error instanceof HttpFailure) return error;
  return new HttpFailure(500, MESSAGES.genericError);
}
