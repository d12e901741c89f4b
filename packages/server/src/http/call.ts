/** What a handler receives: the database, the clock reading, the caller and its session. */
import type { ImageService } from '../images/jobs.js';
import type { Context } from 'hono';
import type { PagedCall, PortCall, RequestOf, WirePageItemOf, WireResponseOf } from '@pinstack/core';
import type { ListPage } from './envelope.js';
import type { Db } from '../db/db.js';
import type { MediaStore } from '../media/media-store.js';
import type { UserRow } from '../store/index.js';
import { notSignedIn, type SessionState } from './session.js';
import type { RateLimits } from './limits.js';
import type { SessionCache } from './session-cache.js';

/** Server-wide settings every handler may read. */
export interface ServerEnv {
  readonly db: Db;
  /** Root of the PGlite database and (unless `media` is elsewhere) of uploaded files. */
  readonly dataDir: string;
  /** Where uploaded images are kept: `${dataDir}/media`, or an S3 bucket (#13.11). */
  readonly media: MediaStore;
  /** The clock; tests pin it. */
  readonly now: () => Date;
  /** HMAC key of upload tickets, shared by every process on the database. */
  readonly uploadSecret: string;
  /** HMAC key of signed outbound links (S1 §2 `/offsite/` token), shared by every process on the database. */
  readonly offsiteSecret: string;
  /** Mark cookies `Secure` (behind HTTPS). */
  readonly secureCookies: boolean;
  /** Addresses of reverse proxies whose `X-Forwarded-For` names the client (rate limits count per client). */
  readonly trustedProxies?: readonly string[];
  /**
   * Extra time every board action holds its lock, read per action, to make concurrent actions
   * observable (the contract suite's S0 §8 409 case, demos of the busy message). @default () => 0
   */
  readonly boardActionDelayMs?: () => number;
  /** Rate limits (wire-protocol.md 429), each defaulting to `DEFAULT_RATE_LIMITS`. */
  readonly rateLimits?: Partial<RateLimits>;
  /** scrypt N for new password hashes. @default 16384 */
  readonly passwordCost?: number;
  /** Users' URLs may be fetched on non-public addresses too (PINSTACK_FETCH_ALLOW_PRIVATE, fetch/safe-fetch.ts). @default false */
  readonly fetchAllowPrivate?: boolean;
  /** How the server waits (the sign-in slow-down); test servers record the waits instead. @default a timer */
  readonly delay?: (ms: number) => Promise<void>;
  /**
   * Resolved sessions kept in memory; only when `db` is PGlite wrapped by `watchSessionWrites`
   * (this process sees every write). @default undefined (every request queries its session)
   */
  readonly sessions?: SessionCache;
  /** The image pipeline's limiter and settings (issue 24, src/images). */
  readonly images: ImageService;
}

/** One API call being served. */
export interface Call {
  readonly env: ServerEnv;
  readonly db: Db;
  readonly c: Context;
  readonly now: Date;
  /** The client's address, for sign-in rate limiting. */
  readonly address: string;
  readonly session: SessionState;
  /** The signed-in user, or a 401 failure. */
  viewer(): UserRow;
  /** The signed-in user, or `null`. */
  viewerOrNull(): UserRow | null;
}

/** Builds the `Call` of a request. */
export function makeCall(env: ServerEnv, c: Context, now: Date, address: string, session: SessionState): Call {
  return {
    env,
    db: env.db,
    c,
    now,
    address,
    session,
    viewer() {
      if (session.kind !== 'valid') throw notSignedIn(session);
      return session.user;
    },
    viewerOrNull: () => (session.kind === 'valid' ? session.user : null),
  };
}

/** Who may call an endpoint: anyone, only signed-in users, or the two sign-in calls (no session, no CSRF). */
export type Access = 'optional' | 'required' | 'sign-in';

/**
 * What a call's endpoint answers (core `RESPONSES`, its wire side): a page of its items for a list
 * read (`PAGED_CALLS`), else the call's answer. A field the answer schema does not know is allowed
 * (a client drops it); a missing or mistyped one fails to compile.
 */
export type AnswerOf<C extends PortCall> = C extends PagedCall ? ListPage<WirePageItemOf<C>> : WireResponseOf<C>;

/**
 * The endpoint of a port call: its access rule and what it does with the options, already decoded
 * with the call's request schema (`REQUESTS[call]` of core), answering the call's answer type;
 * `params` are the path's fields.
 */
export interface Endpoint<C extends PortCall = PortCall> {
  readonly access: Access;
  readonly run: (call: Call, options: RequestOf<C>, params: Record<string, string>) => Promise<AnswerOf<C>>;
}

/** Every call the server answers through the routes table (the upload goes to the ticket's `upload_url`). */
export type ServedCall = Exclude<PortCall, 'POST {upload_url}'>;

/** The endpoint of each served call: a call without one fails to compile where the server builds it. */
export type EndpointMap = { readonly [C in ServedCall]: Endpoint<C> };

/** Endpoints of one resource module, each typed by its call's request. */
export type Endpoints = Partial<EndpointMap>;

/** An endpoint outside the port calls (a resource action only the server offers): it decodes its own input. */
export interface ExtraEndpoint {
  readonly access: Access;
  readonly run: (call: Call, input: Record<string, unknown>) => Promise<unknown>;
}

/** The four resource actions and the HTTP verb each must use (wire-protocol.md). */
export const RESOURCE_ACTIONS = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/** A resource action name. */
export type ResourceAction = keyof typeof RESOURCE_ACTIONS;

/** Resource name → its actions, for resource actions outside the port calls. */
export type ResourceTable = Readonly<Record<string, Partial<Record<ResourceAction, ExtraEndpoint>>>>;
