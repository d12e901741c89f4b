/**
 * The request machinery every HTTP port layer shares: encodes a call's options with its core
 * request schema (`REQUESTS`), builds the wire-protocol request from the routes table, sends it
 * with the injected fetch, and decodes the envelope with Schema. Every outcome is a value or a
 * typed failure (`ApiError`, `Aborted`, `DecodeError`, `NetworkError`); nothing a backend sends and
 * no options a caller passes can make it throw.
 */
import { Effect, Schema, SchemaIssue } from 'effect';
import {
  abortedCall,
  ApiError,
  ApiErrorFieldsSchema,
  DecodeError,
  EnvelopeSchema,
  INVALID_OPTIONS,
  MESSAGES,
  NetworkError,
  BoardCreateRequest,
  BoardPickerBoardsRequest,
  BoardSectionsRequest,
  requestProblem,
  SectionCreateRequest,
  type CallError,
  type ListPage,
  type PageItemOf,
  type PagedCall,
  type PortCall,
  type RequestOf,
  type ResponseOf,
  type WireRequestOf,
} from '@pinstack/core';
import type { ResolvedConfig } from './config.js';
import { type Route, type ROUTES, routeOf } from './routes.js';

/** A field value as the wire carries it; `undefined` fields are left out. */
export type WireValue = string | number | boolean | null | undefined | readonly unknown[] | object;

/**
 * The wire side of one call: its options as its request schema encodes them (`WireRequestOf`), and
 * the `{…}` path segments the options do not carry under the same name.
 */
export interface CallRequest {
  readonly options?: object;
  readonly pathParams?: Readonly<Record<string, string>>;
}

/** What a call adds beside its options: path segments named differently from any option field. */
export interface CallExtras {
  /** `{name}` segments of the route's path; a segment not given here is taken from the option of that name. */
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

/**
 * Fills the route's `{name}` segments (URL-encoded): from `pathParams`, else from the wire option of
 * that name, which then travels in the path only (wire protocol: `/v3/pins/{id}/` takes no `id` query).
 */
const fillPath = (
  path: string,
  options: object,
  params: Readonly<Record<string, string>> | undefined,
): { readonly path: string; readonly rest: object } => {
  const rest: Record<string, unknown> = { ...options };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const given = params?.[name];
    if (given !== undefined) return encodeURIComponent(given);
    const field = rest[name];
    delete rest[name];
    return encodeURIComponent(typeof field === 'string' ? field : '');
  });
  return { path: filled, rest };
};

/** Builds the wire request of a call from its encoded options (exported for the routes documentation tests). */
export function buildRequest(config: ResolvedConfig, call: PortCall, request: CallRequest): BuiltRequest {
  const route: Route = routeOf(call);
  const filled = fillPath(route.path, request.options ?? {}, request.pathParams);
  const path = `${config.baseUrl}${filled.path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const options = filled.rest;
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

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

const decodeOrFail = <A>(call: PortCall, prefix: string, schema: Schema.Decoder<A>, value: unknown): Effect.Effect<A, DecodeError> =>
  Schema.decodeUnknownEffect(schema)(value, { errors: 'first' }).pipe(
    Effect.mapError((error) => {
      const issue = formatIssues(error.issue).issues[0];
      return new DecodeError({
        call,
        path: formatPath(
          prefix,
          (issue?.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)),
        ),
        message: issue?.message ?? error.message,
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
export const decodeEnvelope = <A>(
  call: PortCall,
  status: number,
  text: string,
  schema: Schema.Decoder<A>,
): Effect.Effect<A, ApiError | DecodeError> => Effect.map(decodeEnvelopeWithBookmark(call, status, text, schema), (answer) => answer.data);

/** `decodeEnvelope`, keeping a list read's `resource_response.bookmark` (wire protocol; `null` on the last page). */
export const decodeEnvelopeWithBookmark = <A>(
  call: PortCall,
  status: number,
  text: string,
  schema: Schema.Decoder<A>,
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

/** The calls whose answer body is not read (routes table style `beacon`: S0 §7 pixel, S1 §7 attribution). */
export type BeaconCall = { readonly [C in PortCall]: (typeof ROUTES)[C]['style'] extends 'beacon' ? C : never }[PortCall];

/** The calls `callApi` and `callApiPage` send: every call but the beacons and the multipart upload (`uploads.ts`). */
export type ApiCall = Exclude<PortCall, BeaconCall | 'POST {upload_url}'>;

type Encoder = (options: unknown) => Effect.Effect<unknown, Schema.SchemaError>;
type RequestSchema = Schema.Codec<unknown, unknown>;
// Schemas are module constants: build each call's encoder once, not on every call.
const encoders = new Map<PortCall, Encoder>();

/**
 * The request schemas of the save picker's board calls (its board list, sections, board and
 * section create), here at once: a page that shows the picker encodes with them before anything
 * else loads. Every other call's schema is in core's `REQUESTS` table,
 * loaded with `import()` on the first such call, so the Effect code before the picker shows does
 * not carry every request schema of S0 §7 / S1 §7 (issue #22, `npm run size`).
 */
const PICKER_REQUESTS: Partial<Record<PortCall, RequestSchema>> = {
  'BoardPickerBoardsResource.get': BoardPickerBoardsRequest,
  'BoardSectionsRepinResource.get': BoardSectionsRequest,
  'BoardResource.create': BoardCreateRequest,
  'BoardSectionResource.create': SectionCreateRequest,
};

let requestTable: Promise<Readonly<Record<PortCall, RequestSchema>>> | null = null;

/** The request schema of `call`: the picker's at once, any other once the table is loaded. */
const requestSchemaOf = (call: PortCall): Effect.Effect<RequestSchema> => {
  const schema = PICKER_REQUESTS[call];
  if (schema !== undefined) return Effect.succeed(schema);
  return Effect.map(
    Effect.promise(() => {
      requestTable ??= import('./request-table.js').then((module) => module.REQUESTS);
      return requestTable;
    }),
    (table) => table[call],
  );
};

const encoderOf = (call: PortCall): Effect.Effect<Encoder> => {
  const built = encoders.get(call);
  if (built !== undefined) return Effect.succeed(built);
  return Effect.map(requestSchemaOf(call), (schema) => {
    // note: the wire's field order is the schema's (Effect 4 has no 'original' order): the same
    // options give the same request however the caller wrote them
    const encode = Schema.encodeUnknownEffect(schema, { errors: 'first', onExcessProperty: 'ignore' });
    encoders.set(call, encode);
    return encode;
  });
};

/**
 * Encodes a call's options (its schema's `Type`, as the port takes them) with its core request
 * schema (`REQUESTS`, one per `PortCall`): what goes on the wire is the schema's `Encoded` side
 * (query-string flags, comma-joined lists, JSON fields), fields the schema does not name are left
 * out, and options it refuses never leave: 400 `Invalid options.` with the detail the server would
 * answer, the same refusal as the in-memory adapter's.
 */
export const encodeOptions = <C extends PortCall>(call: C, options: RequestOf<C>): Effect.Effect<WireRequestOf<C>, ApiError> => {
  const refuse = (detail: string) => new ApiError({ call, message: INVALID_OPTIONS, message_detail: detail, http_status: 400 });
  return Effect.flatMap(encoderOf(call), (encode) => Effect.suspend(() => encode(options))).pipe(
    Effect.mapError((error) => refuse(requestProblem(error))),
    // options that throw while being read or encoded (a caller outside the types) are the same refusal, not a defect
    Effect.catchDefect((defect) => Effect.fail(refuse(`options: ${describeError(defect)}`))),
  ) as Effect.Effect<WireRequestOf<C>, ApiError>;
};

/** Encodes, builds, sends and reads one call; its body is decoded by the caller. */
const exchange = <C extends ApiCall>(
  config: ResolvedConfig,
  call: C,
  options: RequestOf<C>,
  extras: CallExtras,
): Effect.Effect<{ readonly status: number; readonly text: string }, CallError> =>
  Effect.gen(function* () {
    const wire = yield* encodeOptions(call, options);
    const built = buildRequest(config, call, {
      options: wire,
      ...(extras.pathParams !== undefined ? { pathParams: extras.pathParams } : {}),
    });
    const response = yield* send(config, call, built);
    return { status: response.status, text: yield* readText(call, response) };
  });

/** `true` only when `A` and `B` are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * A decoder of `A` that compiles only when `A` is exactly `Answer`: the schema a call decodes with
 * is its answer schema in core's `RESPONSES` (named here, not looked up, so the picker's code does
 * not carry every answer schema, issue #22).
 */
export type AnswerDecoder<A, Answer> = Schema.Decoder<A> &
  ([Same<A, Answer>] extends [true] ? unknown : { readonly 'the call’s answer schema (RESPONSES)': Answer });

/**
 * One call end to end: its options (the port's, its request schema's `Type`) encoded with the
 * call's schema, the request built from the routes table, sent, read and decoded with `schema`
 * (the call's `RESPONSES` schema).
 */
export const callApi = <C extends ApiCall, A>(
  config: ResolvedConfig,
  call: C,
  options: RequestOf<C>,
  schema: AnswerDecoder<A, ResponseOf<C>>,
  extras: CallExtras = {},
): Effect.Effect<A, CallError> =>
  Effect.flatMap(exchange(config, call, options, extras), (answer) => decodeEnvelope(call, answer.status, answer.text, schema));

/**
 * A list read end to end (as `callApi`): each item decoded with `item` (the items of the call's
 * `RESPONSES` schema; a search page's, its scope's kind), with the next page's bookmark.
 */
export const callApiPage = <C extends ApiCall & PagedCall, A extends PageItemOf<C>>(
  config: ResolvedConfig,
  call: C,
  options: RequestOf<C>,
  item: Schema.Decoder<A>,
): Effect.Effect<ListPage<A>, CallError> =>
  Effect.gen(function* () {
    const answer = yield* exchange(config, call, options, {});
    const page = yield* decodeEnvelopeWithBookmark(call, answer.status, answer.text, Schema.Array(item));
    return { items: page.data, bookmark: page.bookmark };
  });

/**
 * A beacon call (S0 §7 pixel, S1 §7 attribution): its options encoded with the call's schema and
 * sent as query fields after `passThrough` (fields no schema names, e.g. the page's own query, which
 * cannot override the call's); the body is not read, and a non-ok status is 'server request failed'.
 */
export const callBeacon = <C extends BeaconCall>(
  config: ResolvedConfig,
  call: C,
  baseUrl: string,
  options: RequestOf<C>,
  init: RequestInit,
  passThrough: Readonly<Record<string, string>> = {},
): Effect.Effect<void, CallError> =>
  Effect.gen(function* () {
    const wire = yield* encodeOptions(call, options);
    const url = `${baseUrl}${routeOf(call).path}${queryString({ ...passThrough, ...wire })}`;
    const response = yield* send(config, call, { url, init: { ...init, headers: {} } });
    if (!response.ok) {
      return yield* new ApiError({ call, message: MESSAGES.serverRequestFailed, http_status: response.status });
    }
  });
