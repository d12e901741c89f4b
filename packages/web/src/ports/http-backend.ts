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
  type Viewer,
} from '@pinstack/core';
import { makeBoardServiceHttp, makePinServiceHttp, platformUploader, type ResolvedConfig, resolveConfig } from '@pinstack/http-adapter';
import { Effect, Layer, ManagedRuntime, Schema } from 'effect';
import type { WebBackend } from './backend.js';
import { browseReads } from './browse.js';
import type { DeferredServices } from './http-services.js';
import { accountCalls, runOutcome } from './outcome.js';

const SignedOut: Viewer = { isAuth: false };
const ViewerEnvelope = Schema.Struct({ resource_response: Schema.Struct({ data: ViewerSchema }) });

/** Reads the viewer of this browser's session; a visitor when signed out, the server unreachable or the answer unreadable. */
async function readViewer(origin: string): Promise<Viewer> {
  try {
    const response = await fetch(`${origin}/resource/UserSessionResource/get/?data=${encodeURIComponent('{"options":{}}')}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
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

/** Every port over HTTP at `config` plus web storage, boards and Pins built now, the rest on first call. */
function layerOf(config: ResolvedConfig) {
  let loading: Promise<DeferredServices> | null = null;
  const load = () => {
    loading ??= import('./http-services.js').then((module) => module.makeDeferredServices(config));
    return loading;
  };
  return Layer.mergeAll(
    Layer.succeed(BoardService, makeBoardServiceHttp(config)),
    Layer.succeed(PinService, makePinServiceHttp(config)),
    Layer.succeed(UploadService, deferred(load, 'uploads')),
    Layer.succeed(UserService, deferred(load, 'users')),
    Layer.succeed(CollaboratorService, deferred(load, 'collaborators')),
    Layer.succeed(AdsService, deferred(load, 'ads')),
    Layer.succeed(AuthService, deferred(load, 'auth')),
    Layer.succeed(SearchService, deferred(load, 'search')),
    Layer.succeed(BrowseService, deferred(load, 'browse')),
    Layer.succeed(TrackingService, deferred(load, 'tracking')),
    Layer.succeed(LocalStorage, deferred(load, 'local')),
    Layer.succeed(SessionStorage, deferred(load, 'session')),
  );
}

/** The backend of the server at `origin` (`''` for relative calls). */
export function makeHttpBackend(origin: string): WebBackend {
  const runtime = ManagedRuntime.make(layerOf(resolveConfig({ baseUrl: origin }, platformUploader)));
  return {
    kind: 'http',
    runtime,
    viewer: () => readViewer(origin),
    run: (effect) => runOutcome(runtime, effect),
    browse: browseReads((effect) => runOutcome(runtime, effect)),
    ...accountCalls(runtime),
  };
}
