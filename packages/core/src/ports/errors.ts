/**
 * Tagged failures every port shares (S0 §8, S1 §8). Each carries the call that failed, so a log
 * line or an error area can name it without the adapter's help.
 */
import { Data, Effect, Option } from 'effect';
import { MESSAGES } from '../messages.js';
import type { PortCall } from './calls.js';

/**
 * A failure envelope from the backend, with the S0 §8 / S1 §8 fields: `message` is what the UI
 * shows, `message_detail` the longer text some flows prefer, `api_error_code` the product code
 * (2171 for a running board action, 7 for an expired session), `http_status` the HTTP status.
 */
export class ApiError extends Data.TaggedError('ApiError')<{
  readonly call: PortCall;
  readonly message: string;
  readonly message_detail?: string;
  readonly api_error_code?: number;
  readonly http_status: number;
}> {}

/**
 * S1 §8 'Resource call aborted': the platform (or the caller's signal) cancelled the request.
 * Callers ignore it (see `ignoreAborted`); it is never shown.
 */
export class Aborted extends Data.TaggedError('Aborted')<{
  readonly call: PortCall;
  readonly message: typeof MESSAGES.resourceCallAborted;
}> {}

/**
 * The response could not be read as the call's declared shape: not JSON, cut short, an HTML page,
 * a wrong envelope, a wrong type or a missing field. `path` names the field (e.g.
 * `resource_response.data.all_boards[0].id`; `''` when the body itself is unreadable).
 */
export class DecodeError extends Data.TaggedError('DecodeError')<{
  readonly call: PortCall;
  readonly path: string;
  readonly message: string;
}> {}

/** The request never got a response: `fetch` rejected (offline, DNS, CORS, reset connection). */
export class NetworkError extends Data.TaggedError('NetworkError')<{
  readonly call: PortCall;
  readonly message: string;
  readonly cause?: unknown;
}> {}

/** S1 §8 "Inaccessible storage: logged and ignored": local/session storage threw or is missing. */
export class StorageError extends Data.TaggedError('StorageError')<{
  readonly operation: 'get' | 'set' | 'remove';
  readonly key: string;
  readonly message: string;
  readonly cause?: unknown;
}> {}

/** Every way a backend call can fail (S0 §8, S1 §8); each port's failure type is this union. */
export type CallError = ApiError | Aborted | DecodeError | NetworkError;

/** Builds the S1 §8 abort failure for a call. */
export const abortedCall = (call: PortCall): Aborted => new Aborted({ call, message: MESSAGES.resourceCallAborted });

/**
 * S1 §8 "Aborted resource calls are ignored": turns an `Aborted` failure into `Option.none()` and a
 * success into `Option.some(value)`, leaving every other failure in place.
 */
export const ignoreAborted = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<Option.Option<A>, Exclude<E, Aborted>, R> =>
  Effect.catchIf(
    Effect.map(effect, Option.some),
    (e: E): e is Extract<E, Aborted> => e instanceof Aborted,
    () => Effect.succeedNone,
  ) as Effect.Effect<Option.Option<A>, Exclude<E, Aborted>, R>;

/** S0 §8 / S1 §8 fields of an `ApiError`, in the shape the core rules take (`ApiErrorFields`). */
export const apiErrorFields = (error: ApiError) => ({
  message: error.message,
  ...(error.message_detail !== undefined ? { message_detail: error.message_detail } : {}),
  ...(error.api_error_code !== undefined ? { api_error_code: error.api_error_code } : {}),
  http_status: error.http_status,
});
