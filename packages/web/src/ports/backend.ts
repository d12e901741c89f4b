/**
 * The web app's backend seam: which adapter the ports run on. By default the HTTP adapter against
 * the origin the app is served from; built with `VITE_PINSTACK_BACKEND=memory`, the in-memory
 * adapter seeded with the fixtures' examples (a static demo that needs no server). Either adapter,
 * with the Effect runtime it needs, is a chunk loaded by `import()` at start, so the entry stays small.
 */
import type { User, Viewer } from '@pinstack/core';
import type { BackendServices, PortCall, SignInOptions, SignUpOptions } from '@pinstack/core/ports';
import type { Effect } from 'effect';
import type { PinstackRuntime } from '@pinstack/react-ui';
import type { BrowseReads } from './browse.js';
import { claimEarlyRead } from './early-reads.js';
import { requestViewer } from './viewer-request.js';

/** A call's outcome as the pages show it: the value, or the message the UI shows (S0 §8, S1 §8). */
export type Outcome<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly message: string; readonly status?: number; readonly code?: number; readonly detail?: string };

/**
 * A call the backend carried out: by name (the in-memory adapter), or as the HTTP request the
 * server answered with success (its method and URL, named against core's `ROUTES` by the reader).
 */
export type CallDone = PortCall | { readonly method: string; readonly url: string };

/** What the pages need from a backend, beyond the ports runtime the react-ui hooks read. */
export interface WebBackend {
  /** `http` (the server this app is served from) or `memory` (seeded fixtures in the page). */
  readonly kind: 'http' | 'memory';
  /** Every port, as one runtime for `<PinstackProvider>` (made once per app). */
  readonly runtime: PinstackRuntime;
  /** The signed-in viewer, or `{ isAuth: false }` (wire protocol UserSessionResource get). */
  readonly viewer: () => Promise<Viewer>;
  /** Runs one port call (a page's read or write); its failure becomes the message the UI shows. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, BackendServices>) => Promise<Outcome<A>>;
  /** The reads of the feed, profile, board and search pages. */
  readonly browse: BrowseReads;
  /** S1 §3 sign-in (UserSessionResource create). */
  readonly signIn: (options: SignInOptions) => Promise<Outcome<Viewer>>;
  /** Ends the session on the server too (UserSessionResource delete). */
  readonly signOut: () => Promise<Outcome<void>>;
  /** S1 §3 sign-up (UserRegisterResource create): the new user, signed in. */
  readonly signUp: (options: SignUpOptions) => Promise<Outcome<User>>;
  /**
   * Calls `listener` after each call that changed data succeeded (HTTP: every non-GET answered
   * 2xx; in memory: every call), from every page and machine alike; returns the unsubscribe.
   */
  readonly onCallDone: (listener: (call: CallDone) => void) => () => void;
  /**
   * Calls `listener` with every 401 any call of this backend gets (a page's read, a machine's
   * call, the picker's), so the app can end a session that ended elsewhere (S1 §2,
   * `sessionEndSignal`). Returns the unsubscribe.
   */
  readonly watchUnauthorized: (listener: (answer: UnauthorizedAnswer) => void) => () => void;
}

/** A 401 a call got: its `api_error_code` (7: the session expired or is unknown), if any. */
export interface UnauthorizedAnswer {
  readonly httpStatus: 401;
  readonly apiErrorCode?: number;
}

/** Which adapter this build uses (`VITE_PINSTACK_BACKEND`, replaced at build time). */
export const BACKEND_KIND: WebBackend['kind'] = import.meta.env.VITE_PINSTACK_BACKEND === 'memory' ? 'memory' : 'http';

let loading: Promise<WebBackend> | null = null;

function startHttpBackend(origin: string): Promise<WebBackend> {
  // the session read goes out beside the chunk (or is the one the server named in the page, issue
  // #22); a failure to send is the chunk's to report (signed out)
  const viewer = claimEarlyRead('session')?.answer ?? requestViewer(origin);
  viewer.catch(() => undefined);
  // the create-Pin page's board read, when the server named it: its answer is the picker's first
  const picker = claimEarlyRead('picker');
  picker?.answer.catch(() => undefined);
  return import('./http-backend.js').then((module) => module.makeHttpBackend(origin, viewer, picker));
}

/** The app's one backend, loaded on first use (its chunk holds the Effect runtime and the adapter). */
export function loadBackend(): Promise<WebBackend> {
  // note: the condition is replaced at build time, so the other adapter is not even emitted
  loading ??=
    import.meta.env.VITE_PINSTACK_BACKEND === 'memory'
      ? import('./memory-backend.js').then((module) => module.makeMemoryBackend())
      : startHttpBackend(globalThis.location?.origin ?? '');
  return loading;
}
