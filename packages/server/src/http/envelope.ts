/**
 * The wire-protocol envelope: every answer, success or failure, is
 * `{"resource_response": …}` and the HTTP status equals `error.http_status`.
 */
import { MESSAGES, Refusal, type RefusalStatus } from '@pinstack/core';

export { badRequest, forbidden, notFound } from '@pinstack/core';

/** HTTP statuses the protocol gives a meaning to (wire-protocol.md, Envelope). */
export type FailureStatus = RefusalStatus;

/**
 * A failure to answer with. Core's `Refusal` (a shared rule's answer) already carries the status,
 * the message the UI shows, the detail and the product code: the server answers it as it is.
 */
export const HttpFailure = Refusal;
/** A failure to answer with (core's `Refusal`). */
export type HttpFailure = Refusal;

/**
 * One page of a list read (wire-protocol.md "Reads the web app needs"): the items go in `data`,
 * the cursor of the next page in `resource_response.bookmark` (absent on the last page).
 */
export class ListPage<T = unknown> {
  constructor(
    readonly items: readonly T[],
    readonly bookmark: string | null,
  ) {}
}

/** The success envelope (a `ListPage` answers `data: [...]` with its bookmark beside it). */
export function successBody(data: unknown): { resource_response: { status: 'success'; data: unknown; bookmark?: string } } {
  if (data instanceof ListPage) {
    return { resource_response: { status: 'success', data: data.items, ...(data.bookmark === null ? {} : { bookmark: data.bookmark }) } };
  }
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
  if (error instanceof Refusal) return error;
  return new HttpFailure(500, MESSAGES.genericError);
}
