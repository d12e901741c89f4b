/**
 * The HTTP backend: every port over `@pinstack/http-adapter` against the server this app is served
 * from (same origin, so the session and CSRF cookies travel with each call). Only the services the
 * save picker reads (boards, Pins) are built at start; the others are a chunk loaded on first call.
 */
import {
  AdsService,
  AuthService,
  BoardService,
  BrowseService,
  LocalStorage,
  SessionStorage,
  CollaboratorService,
  PinService,
  SearchService,
  TrackingService,
  UploadService,
  UserService,
  ViewerSchema,
  BOARD_PICKER_FIELD_SET_KEY,
  BoardPickerResponseSchema,
  SHORTLIST_SUGGESTIONS,
  type BoardPickerBoardsOptions,
  type BoardPickerResponse,
  type BoardServiceShape,
  type CallError,
  type Viewer,
} from '@pinstack/core';
import { decodeEnvelope, lazyPlatformUploader, makeBoardServiceHttp, type ResolvedConfig, resolveConfig } from '@pinstack/http-adapter';
import { Context, Effect, Schema } from 'effect';
import type { CallDone, UnauthorizedAnswer, WebBackend } from './backend.js';
import { browseReads } from './browse.js';
import { claimEarlyReadAt, dropEarlyReads, earlyPickerAnswers } from './early-reads.js';
import type { DeferredServices } from './http-services.js';
import { accountCalls, runOutcome } from './outcome.js';
import { requestViewer } from './viewer-request.js';

const SignedOut: Viewer = { isAuth: false };
const ViewerEnvelope = Schema.Struct({ resource_response: Schema.Struct({ data: ViewerSchema }) });

/** Decodes the answer to the session read: a visitor when signed out, the server unreachable or the answer unreadable. */
async function decodeViewer(answer: Promise<Response>): Promise<Viewer> {
  try {
    const response = await answer;
    if (!response.ok) return SignedOut;
    const decoded = Schema.decodeUnknownOption(ViewerEnvelope)(await response.json());
    return decoded._tag === 'Some' ? decoded.value.resource_response.data : SignedOut;
  } catch (error) {
    console.warn('viewer read failed; continuing signed out', error);
    return SignedOut;
  }
}

type Method = (...args: readonly unknown[]) => Effect.Effect<unknown, unknown>;

/** A service whose every method loads the deferred chunk first, then calls the real one. */
function deferred<K extends keyof DeferredServices>(load: () => Promise<DeferredServices>, key: K): DeferredServices[K] {
  return new Proxy({} as DeferredServices[K], {
    get: (_target, method) => {
      if (typeof method !== 'string') return undefined;
      return (...args: readonly unknown[]) =>
        Effect.flatMap(
          Effect.promise(load),
          (services) => (services[key] as unknown as Record<string, Method>)[method]?.(...args) ?? Effect.die(method),
        );
    },
  });
}

/** The create-Pin page's board read the server named and the entry started (early-reads.ts). */
export interface EarlyPickerRead {
  readonly url: string;
  readonly answer: Promise<Response>;
}

/** The picker's options as the HTTP adapter sends them (its defaults filled, `boards.ts`). */
const pickerWireOptions = (options: BoardPickerBoardsOptions): Readonly<Record<string, unknown>> => ({
  ...options,
  field_set_key: options.field_set_key ?? BOARD_PICKER_FIELD_SET_KEY,
  shortlist_suggestions: options.shortlist_suggestions ?? SHORTLIST_SUGGESTIONS,
});

/**
 * The picker's boards from the early read's answer, decoded as the adapter decodes its own; when
 * that answer is not a success (signed out meanwhile, a failure) or never came, the picker asks
 * itself (`ask`), so its failures are reported as any call's.
 */
const fromEarlyRead = (
  read: EarlyPickerRead,
  ask: () => Effect.Effect<BoardPickerResponse, CallError>,
): Effect.Effect<BoardPickerResponse, CallError> =>
  Effect.flatMap(
    Effect.promise(() =>
      read.answer.then(
        (response) => (response.ok ? response.text().then((text) => ({ status: response.status, text })) : null),
        () => null,
      ),
    ),
    (answer) =>
      answer === null ? ask() : decodeEnvelope('BoardPickerBoardsResource.get', answer.status, answer.text, BoardPickerResponseSchema),
  );

/**
 * Every port over HTTP at `config` plus web storage: boards built now, the rest on first call. A
 * plain `Context` rather than a `Layer`: every service is a value, so the app needs no
 * `ManagedRuntime` (Layer, scope and memo map cost ~3 KB gzip before the picker shows, issue 11 §4).
 * The Pins port (the picker's save) is deferred too (issue #22, `npm run size`), but fetched as soon
 * as the picker's boards have arrived, so a save does not wait for its chunk. `earlyPicker`: the
 * create-Pin page's board read the server named (issue #22), the answer of the picker's first read
 * when its options are the ones named.
 */
function servicesOf(config: ResolvedConfig, earlyPicker: EarlyPickerRead | null) {
  let loading: Promise<DeferredServices> | null = null;
  const load = () => {
    loading ??= import('./http-services.js').then((module) => module.makeDeferredServices(config));
    return loading;
  };
  const boards = makeBoardServiceHttp(config);
  const prefetch = () => {
    void load().catch(() => undefined); // note: a failed fetch is retried by the first real call's own import
  };
  let early = earlyPicker;
  const pickerBoards: BoardServiceShape['getPickerBoards'] = (options) => {
    const taken = early !== null && earlyPicker !== null && earlyPickerAnswers(earlyPicker.url, pickerWireOptions(options)) ? early : null;
    early = null;
    const asked = taken === null ? boards.getPickerBoards(options) : fromEarlyRead(taken, () => boards.getPickerBoards(options));
    return Effect.tap(asked, () => Effect.sync(prefetch));
  };
  return Context.make(BoardService, { ...boards, getPickerBoards: pickerBoards }).pipe(
    Context.add(PinService, deferred(load, 'pins')),
    Context.add(UploadService, deferred(load, 'uploads')),
    Context.add(UserService, deferred(load, 'users')),
    Context.add(CollaboratorService, deferred(load, 'collaborators')),
    Context.add(AdsService, deferred(load, 'ads')),
    Context.add(AuthService, deferred(load, 'auth')),
    Context.add(SearchService, deferred(load, 'search')),
    Context.add(BrowseService, deferred(load, 'browse')),
    Context.add(TrackingService, deferred(load, 'tracking')),
    Context.add(LocalStorage, deferred(load, 'local')),
    Context.add(SessionStorage, deferred(load, 'session')),
  );
}

/**
 * The one fetch every call of every port goes through, so one place sees each answer: it tells
 * `listeners` of every write the server answered with success (method and path: the browse cache
 * drops what it changed, whichever page or machine wrote, issue 20 §3) and `watchers` of every 401
 * (the session may have ended elsewhere, S1 §2).
 */
function fetchWatched(
  listeners: ReadonlySet<(call: CallDone) => void>,
  watchers: ReadonlySet<(answer: UnauthorizedAnswer) => void>,
): typeof globalThis.fetch {
  return (input, init) => {
    const method = init?.method ?? 'GET';
    // a read the server named in the page (issue #22/#24: the home feed) is taken, not asked again
    const early = method === 'GET' ? claimEarlyReadAt(String(input)) : null;
    return (early ?? globalThis.fetch(input, init)).then((response) => {
      // note: the adapter sends every call with a URL string
      if (method !== 'GET') dropEarlyReads();
      if (response.ok && method !== 'GET') for (const listener of listeners) listener({ method, url: String(input) });
      if (response.status === 401 && watchers.size > 0) void reportUnauthorized(response.clone(), watchers);
      return response;
    });
  };
}

/**
 * The backend of the server at `origin` (`''` for relative calls). `firstViewer` is the session
 * read the entry already started; later reads (after signing in) ask again.
 */
export function makeHttpBackend(
  origin: string,
  firstViewer: Promise<Response> | null = null,
  earlyPicker: EarlyPickerRead | null = null,
): WebBackend {
  let early = firstViewer;
  const listeners = new Set<(call: CallDone) => void>();
  const watchers = new Set<(answer: UnauthorizedAnswer) => void>();
  // a plain Context of the services: run with Effect.runPromiseExitWith (no layer to build or dispose)
  const runtime = servicesOf(
    resolveConfig({ baseUrl: origin, fetch: fetchWatched(listeners, watchers) }, lazyPlatformUploader),
    earlyPicker,
  );
  return {
    kind: 'http',
    runtime,
    viewer: () => {
      const answer = early ?? requestViewer(origin);
      early = null;
      return decodeViewer(answer);
    },
    run: (effect) => runOutcome(runtime, effect),
    browse: browseReads((effect) => runOutcome(runtime, effect)),
    ...accountCalls(runtime),
    onCallDone: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watchUnauthorized: (listener) => {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}

/** Tells the watchers of a 401 and its `api_error_code` (read from the wire protocol's error envelope). */
async function reportUnauthorized(response: Response, watchers: ReadonlySet<(answer: UnauthorizedAnswer) => void>): Promise<void> {
  let apiErrorCode: number | undefined;
  try {
    const body = (await response.json()) as { resource_response?: { error?: { api_error_code?: unknown } } };
    const code = body.resource_response?.error?.api_error_code;
    if (typeof code === 'number') apiErrorCode = code;
  } catch {
    // a 401 whose body is not the envelope still tells that the call was refused
  }
  for (const watcher of watchers) watcher(apiErrorCode === undefined ? { httpStatus: 401 } : { httpStatus: 401, apiErrorCode });
}
