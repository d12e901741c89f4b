/**
 * The request machinery every HTTP port layer shares: builds the wire-protocol request of a call
 * from the routes table, sends it with the injected fetch, and decodes the envelope with Schema.
 * Every outcome is a value or a typed failure (`ApiError`, `Aborted`, `DecodeError`,
 * `NetworkError`); nothing a backend sends can make it throw.
 */
import { Effect, ParseResult, Schema } from 'effect';
import {
  abortedCall,
  ApiError,
  ApiErrorFieldsSchema,
  DecodeError,
  EnvelopeSchema,
  INVALID_OPTIONS,
  MESSAGES,
  NetworkError,
  REQUESTS,
  requestProblem,
  type CallError,
  type ListPage,
  type PortCall,
  type RequestOf,
  type WireRequestOf,
} from '@pinstack/core';
import type { ResolvedConfig } from './config.js';
import { ROUTES, type Route } from './routes.js';

/** A field value as the wire carries it; `undefined` fields are left out. */
export type WireValue = string | number | boolean | null | undefined | readonly unknown[] | object;

/** The request of one call: its options (or flat REST fields) and the `{…}` path segments. */
export interface CallRequest {
  readonly options?: object;
  readonly pathParams?: Readonly<Record<string, string>>;
}

/** The HTTP request a call becomes, before fetch. */
export interface BuiltRequest {
  readonly url: string;
  readonly init: RequestInit & { readonly headers: Record<string, string> };
}

/** True for the `AbortError` fetch rejects with when its signal aborts. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** A readable one-line description of anything thrown; never throws itself. */
export const describeError = (error: unknown): string => {
  if (error instanceof Error) return error.message || error.name;
  try {
    return String(error);
  } catch {
    return 'unknown error';
  }
};

/** One query value: strings as is, lists comma-joined, objects as JSON (wire protocol "plain query parameters"). */
const queryValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** `?a=1&b=2` of the defined fields, or `''`. */
export const queryString = (fields: object | undefined): string => {
  if (fields === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) params.append(key, queryValue(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

const fillPath = (path: string, params: Readonly<Record<string, string>> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));

/** Builds the wire request of a call (exported for the routes documentation tests). */
export function buildRequest(config: ResolvedConfig, call: PortCall, request: CallRequest): BuiltRequest {
  const route: Route = ROUTES[call];
  const path = `${config.baseUrl}${fillPath(route.path, request.pathParams)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const options = request.options ?? {};
  if (route.method === 'GET') {
    const url =
      route.style === 'resource' ? `${path}?data=${encodeURIComponent(JSON.stringify({ options }))}` : `${path}${queryString(options)}`;
    return { url, init: { method: 'GET', headers, credentials: 'include' } };
  }
  headers['Content-Type'] = 'application/json';
  if (route.noCsrf !== true) {
    const token = config.csrfToken();
    if (token !== undefined && token !== '') headers['X-CSRFToken'] = token;
  }
  const body = JSON.stringify(route.style === 'resource' ? { options } : options);
  return { url: path, init: { method: route.method, headers, body, credentials: 'include' } };
}

/** Sends a request; a rejected fetch becomes `Aborted` (AbortError) or `NetworkError`. Interrupting the fiber aborts the request. */
export const send = (config: ResolvedConfig, call: PortCall, built: BuiltRequest): Effect.Effect<Response, Aborted | NetworkError> =>
  Effect.tryPromise({
    try: (signal) => config.fetch(built.url, { ...built.init, signal }),
    catch: (error) => (isAbortError(error) ? abortedCall(call) : new NetworkError({ call, message: describeError(error), cause: error })),
  });

type Aborted = ReturnType<typeof abortedCall>;

/** Reads a body as text; a reset or aborted stream is a `NetworkError` or `Aborted`. */
export const readText = (call: PortCall, response: Response): Effect.Effect<string, Aborted | NetworkError> =>
  Effect.tryPromise({
    try: () => response.text(),
    catch: (error) => (isAbortError(error) ? abortedCall(call) : new NetworkError({ call, message: describeError(error), cause: error })),
  });

/** `a.b[0].c` of a Schema issue path, under `prefix`. */
export const formatPath = (prefix: string, path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc === '' ? String(key) : `${acc}.${String(key)}`),
    prefix,
  );

const decodeOrFail = <A, I>(call: PortCall, prefix: string, schema: Schema.Schema<A, I>, value: unknown): Effect.Effect<A, DecodeError> =>
  Schema.decodeUnknown(schema)(value, { errors: 'first' }).pipe(
    Effect.mapError((error) => {
      const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0];
      return new DecodeError({
        call,
        path: formatPath(prefix, issue?.path ?? []),
        message: issue?.message ?? ParseResult.TreeFormatter.formatErrorSync(error),
      });
    }),
  );

const snippet = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
};

/**
 * Decodes a response body: JSON, then the envelope, then the failure fields (→ `ApiError`, whose
 * `http_status` defaults to the HTTP status) or the call's payload schema.
 */
export const decodeEnvelope = <A, I>(
  call: PortCall,
  status: number,
  text: string,
  schema: Schema.Schema<A, I>,
): Effect.Effect<A, ApiError | DecodeError> => Effect.map(decodeEnvelopeWithBookmark(call, status, text, schema), (answer) => answer.data);

/** `decodeEnvelope`, keeping a list read's `resource_response.bookmark` (wire protocol; `null` on the last page). */
export const decodeEnvelopeWithBookmark = <A, I>(
  call: PortCall,
  status: number,
  text: string,
  schema: Schema.Schema<A, I>,
): Effect.Effect<{ readonly data: A; readonly bookmark: string | null }, ApiError | DecodeError> =>
  Effect.gen(function* () {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return yield* new DecodeError({
        call,
        path: '',
        message: `HTTP ${status}: the body is not JSON: ${text === '' ? '(empty)' : snippet(text)}`,
      });
    }
    const envelope = yield* decodeOrFail(call, '', EnvelopeSchema, json);
    const response = envelope.resource_response;
    if (response.status === 'failure') {
      const fields = yield* decodeOrFail(call, 'resource_response.error', ApiErrorFieldsSchema, response.error);
      return yield* new ApiError({
        call,
        message: fields.message,
        ...(fields.message_detail !== undefined ? { message_detail: fields.message_detail } : {}),
        ...(fields.api_error_code !== undefined ? { api_error_code: fields.api_error_code } : {}),
        http_status: fields.http_status ?? status,
      });
    }
    if (status < 200 || status > 299) {
      // A success envelope under an error status means a proxy or a broken backend answered.
      return yield* new DecodeError({
        call,
        path: 'resource_response.status',
        message: `HTTP ${status} with a success envelope`,
      });
    }
    const data = yield* decodeOrFail(call, 'resource_response.data', schema, response.data);
    return { data, bookmark: response.bookmark ?? null };
  });

/** One call end to end: build, send, read, decode. */
export const callApi = <A, I>(
  config: ResolvedConfig,
  call: PortCall,
  request: CallRequest,
  schema: Schema.Schema<A, I>,
): Effect.Effect<A, CallError> =>
  Effect.gen(function* () {
    const response = yield* send(config, call, buildRequest(config, call, request));
    const text = yield* readText(call, response);
    return yield* decodeEnvelope(call, response.status, text, schema);
  });

/**
 * Encodes a call's options with its core request schema (`REQUESTS`): what goes on the wire is the
 * schema's `Encoded` side, and options it refuses never leave (400 `Invalid options.`, the detail the
 * server would answer with).
 */
export const encodeOptions = <C extends PortCall>(call: C, options: RequestOf<C>): Effect.Effect<WireRequestOf<C>, ApiError> => {
  const schema = REQUESTS[call] as unknown as Schema.Schema<RequestOf<C>, WireRequestOf<C>>;
  return Schema.encode(schema)(options, { errors: 'first' }).pipe(
    Effect.mapError((error) => new ApiError({ call, message: INVALID_OPTIONS, message_detail: requestProblem(error), http_status: 400 })),
  );
};

/** A list read end to end: options encoded with the call's schema, then each item decoded, with the next page's bookmark. */
export const callApiPage = <C extends PortCall, A, I>(
  config: ResolvedConfig,
  call: C,
  options: RequestOf<C>,
  item: Schema.Schema<A, I>,
): Effect.Effect<ListPage<A>, CallError> =>
  Effect.gen(function* () {
    const wire = yield* encodeOptions(call, options);
    const response = yield* send(config, call, buildRequest(config, call, { options: wire as object }));
    const text = yield* readText(call, response);
    const answer = yield* decodeEnvelopeWithBookmark(call, response.status, text, Schema.Array(item));
    return { items: answer.data, bookmark: answer.bookmark };
  });

/** A single read with its options encoded by the call's schema (see `encodeOptions`). */
export const callApiEncoded = <C extends PortCall, A, I>(
  config: ResolvedConfig,
  call: C,
  options: RequestOf<C>,
  schema: Schema.Schema<A, I>,
): Effect.Effect<A, CallError> =>
  Effect.flatMap(encodeOptions(call, options), (wire) => callApi(config, call, { options: wire as object }, schema));

/** A beacon call (S0 §7 pixel, S1 §7 attribution): GET with query fields, body not read; non-ok → 'server request failed'. */
export const sendBeacon = (config: ResolvedConfig, call: PortCall, url: string, init: RequestInit): Effect.Effect<void, CallError> =>
  Effect.gen(function* () {
    const response = yield* send(config, call, { url, init: { ...init, headers: {} } });
    if (!response.ok) {
      return yield* new ApiError({ call, message: MESSAGES.serverRequestFailed, http_status: response.status });
    }
  });
