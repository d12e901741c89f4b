/**
 * The Hono application: the wire protocol's resource and REST calls, uploads, stored images, the
 * offsite redirect, and (when built) the web app, all answering with the envelope.
 */
import { extname } from 'node:path';
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { JSON_BODY_MAX_BYTES, MESSAGES, offsiteStep, ROUTES, SERVER_MESSAGES } from '@pinstack/core';
import { readBodyText, checkDeclaredLength } from './http/body.js';
import {
  makeCall,
  RESOURCE_ACTIONS,
  type Endpoint,
  type EndpointMap,
  type ExtraEndpoint,
  type ResourceAction,
  type ResourceTable,
  type ServedCall,
  type ServerEnv,
} from './http/call.js';
import { decodeCallOrFail, optionsOf, parseJsonOrFail } from './http/decode.js';
import { failureResponse, HttpFailure, notFound, successBody, toFailure } from './http/envelope.js';
import { compressJson } from './http/compress.js';
import { limited, RateLimited, WRITE_LIMIT_OF } from './http/limits.js';
import { isJsonType } from './http/json-type.js';
import { checkCsrf, notSignedIn, resolveSession } from './http/session.js';
import { isApiPath, serveStaticWeb } from './http/static-web.js';
import { securityHeaders } from './http/headers.js';
import { trafficOf } from './http/lanes.js';
import { firstScreenHtml } from './http/first-screen.js';
import { LEAD_IMAGES, opensWithHomeFeed, pageHints } from './http/page-hints.js';
import { adEndpoints, offsiteStatus } from './resources/ads.js';
import { boardEndpoints, boardExtraResources } from './resources/boards.js';
import { browseEndpoints } from './resources/browse.js';
import { pinView } from './resources/views.js';
import { feedPins } from './store/browse.js';
import { pinEndpoints, pinExtraResources } from './resources/pins.js';
import { searchEndpoints } from './resources/search.js';
import { MEDIA_PATH, receiveUpload, serveMedia, UPLOAD_PATH, uploadEndpoints } from './resources/uploads.js';
import { userEndpoints, userExtraResources } from './resources/users.js';
import { trackingEndpoints } from './resources/tracking.js';

/**
 * The endpoint of every port call, registered at its row of the routes table (core `ROUTES`).
 * Typed `EndpointMap`: a call of `PORT_CALLS` without an endpoint here fails to compile.
 */
export const ENDPOINTS: EndpointMap = {
  ...boardEndpoints,
  ...pinEndpoints,
  ...uploadEndpoints,
  ...userEndpoints,
  ...adEndpoints,
  ...searchEndpoints,
  ...trackingEndpoints,
  ...browseEndpoints,
};

/** Resource actions this server answers beyond the port calls. */
export const EXTRA_RESOURCES: ResourceTable = { ...boardExtraResources, ...pinExtraResources, ...userExtraResources };

/** The Hono path of a routes-table path: `{id}` segments become `:id`. */
const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Options of the application. */
export interface AppOptions {
  /** A built web app to serve at `/` (its `index.html` answers unknown page paths). */
  readonly webDist?: string | undefined;
  /** Where unexpected errors are reported. @default console.error */
  readonly logError?: (error: unknown) => void;
}

const isWrite = (method: string): boolean => method === 'POST' || method === 'PUT' || method === 'DELETE';

/**
 * The client's address: the socket's peer, or, when that peer is a trusted reverse proxy
 * (PINSTACK_TRUSTED_PROXIES), the nearest address in X-Forwarded-For that is not a trusted proxy.
 * Rate limits count per this address, so an untrusted X-Forwarded-For is ignored.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // note: app.request() in tests has no socket.
    peer = 'unknown';
  }
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = forwarded[i] as string;
    if (!trustedProxies.includes(address)) return address;
  }
  return peer;
}

/** The 415 message of a body that is not JSON. */
export const UNSUPPORTED_TYPE = 'Unsupported content type.';

/** Reads the call's input: the `data` query of a resource read, plain query fields of a REST read, else the JSON body. */
async function readInput(c: Context, style: 'resource' | 'rest'): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET') {
    if (style === 'rest') return c.req.query();
    const data = c.req.query('data');
    return data === undefined ? {} : optionsOf(parseJsonOrFail(data, 'data'));
  }
  const text = await readBodyText(c.req.raw, JSON_BODY_MAX_BYTES, (c.env as Partial<HttpBindings> | undefined)?.incoming);
  if (text.trim() === '') return {};
  // A body is JSON only when it says so: a text/plain form from any site (no CORS preflight) must
  // not sign anyone in (login CSRF) or write anything.
  if (!isJsonType(c.req.header('content-type'))) throw new HttpFailure(415, UNSUPPORTED_TYPE, 'send Content-Type: application/json');
  const json = parseJsonOrFail(text, 'JSON body');
  if (style === 'resource') return optionsOf(json);
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new HttpFailure(400, 'Invalid JSON body.', 'expected an object');
  return json as Record<string, unknown>;
}

/**
 * Serves one endpoint: body size, session, CSRF, input, then the handler, answering with the
 * envelope. A port call's input (with the path's fields) is decoded with its request schema first.
 */
async function serveEndpoint(
  env: ServerEnv,
  c: Context,
  served:
    | { readonly call: ServedCall; readonly endpoint: Endpoint<ServedCall> }
    | { readonly call: null; readonly name: string; readonly endpoint: ExtraEndpoint },
  style: 'resource' | 'rest',
  params: Record<string, string>,
): Promise<Response> {
  const { endpoint } = served;
  const now = env.now();
  // wire-protocol.md: a JSON body over 1 MiB is refused from its declared length, before reading.
  if (isWrite(c.req.method)) checkDeclaredLength(c.req.raw, JSON_BODY_MAX_BYTES);
  const session = await resolveSession(env.db, c, now, env.sessions);
  if (isWrite(c.req.method) && endpoint.access !== 'sign-in') {
    // Authentication first (401), then the CSRF token (403).
    if (session.kind !== 'valid') throw notSignedIn(session);
    checkCsrf(c, session.csrfToken);
  } else if (endpoint.access === 'required' && session.kind !== 'valid') {
    throw notSignedIn(session);
  }
  const call = makeCall(env, c, now, clientAddress(c, env.trustedProxies), session);
  // Writes that add to what an account stores are counted per account before anything is read.
  const writeLimit = WRITE_LIMIT_OF[served.call ?? served.name];
  if (writeLimit !== undefined && session.kind === 'valid') {
    await limited(call, writeLimit, `user:${session.user.id}`, SERVER_MESSAGES.tooManyWrites);
  }
  const input = await readInput(c, style);
  const data =
    served.call === null
      ? await served.endpoint.run(call, input)
      : await served.endpoint.run(call, decodeCallOrFail(served.call, { ...input, ...params }), params);
  // Answers carry session-specific data: never stored by shared caches.
  c.header('cache-control', 'no-store');
  return c.json(successBody(data ?? {}));
}

/** Builds the application over a migrated database. */
export function createApp(env: ServerEnv, options: AppOptions = {}): Hono {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const app = new Hono();

  // Every request in flight is counted: search and typeahead give way to the others (http/lanes.ts).
  const traffic = trafficOf(env);
  app.use('*', (_c, next) => traffic.request(next));
  // nosniff on every answer, CSP and no framing on pages, no-store on failures (http/headers.ts).
  app.use('*', securityHeaders());
  // Large JSON answers (a 5,000-board picker is ~2.5 MB) go compressed to clients that accept it.
  app.use('*', compressJson());

  app.onError((error) => {
    const failure = toFailure(error);
    if (failure.status === 500) logError(error);
    // An unread body is abandoned with the socket; tell the client not to reuse the connection.
    if (failure.status === 413) return failureResponse(failure, { connection: 'close' });
    if (failure instanceof RateLimited) return failureResponse(failure, { 'retry-after': String(failure.retryAfterSeconds) });
    return failureResponse(failure);
  });

  for (const call of Object.keys(ENDPOINTS) as ServedCall[]) {
    const route = ROUTES[call];
    const served = { call, endpoint: ENDPOINTS[call] as Endpoint<ServedCall> };
    const style = route.style === 'resource' ? 'resource' : 'rest';
    app.on(route.method, honoPath(route.path), (c) => serveEndpoint(env, c, served, style, c.req.param() as Record<string, string>));
  }

  app.on(['GET', 'POST', 'PUT', 'DELETE'], '/resource/:name/:action/', (c) => {
    const { name, action } = c.req.param();
    const endpoint = EXTRA_RESOURCES[name]?.[action as ResourceAction];
    // note: an action must use its own verb; `GET …/delete/` is as unknown as a missing action.
    if (endpoint === undefined || RESOURCE_ACTIONS[action as ResourceAction] !== c.req.method) {
      throw notFound(`no ${name}.${action} for ${c.req.method}`);
    }
    return serveEndpoint(env, c, { call: null, name: `${name}.${action}`, endpoint }, 'resource', {});
  });

  app.post(UPLOAD_PATH, async (c) => c.json(successBody(await receiveUpload(env, c, env.now()))));
  app.get(`${MEDIA_PATH}:file`, async (c) => {
    const session = await resolveSession(env.db, c, env.now(), env.sessions);
    return serveMedia(env, c.req.param('file'), session.kind === 'valid' ? session.user.id : '');
  });

  // S1 §2 outbound redirect, `/offsite/` and `/offsite`: only a link this server vouches for (a
  // Pin's own link named by `pin`, or a `url` with its signature `token`) opens without a click, and
  // only when the S1 §5 offsite rule allows its status; any other link is shown by the web app's
  // confirmation page first, so this is no open redirect.
  const offsiteRedirect = async (c: Context) => {
    const now = env.now();
    const session = await resolveSession(env.db, c, now, env.sessions);
    const call = makeCall(env, c, now, clientAddress(c, env.trustedProxies), session);
    const query = c.req.query();
    const given = (name: string) => (query[name] === undefined || query[name] === '' ? {} : { [name]: query[name] });
    const pin = given('pin');
    const token = given('token');
    if ('pin' in pin || 'token' in token) {
      const check = await offsiteStatus(
        call,
        decodeCallOrFail('GET /v3/offsite/', { ...('pin' in pin ? { pin_id: pin['pin'] } : {}), ...given('url'), ...token }),
      );
      const step = offsiteStep(check);
      if (step === 'open') return c.redirect(check.url, 302);
      if (step === 'blocked') {
        const page = await webPage(c);
        if (page !== null) return new Response(page.body, { status: 403, headers: page.headers });
        throw new HttpFailure(403, SERVER_MESSAGES.linkBlocked, check.redirect_status);
      }
    }
    const page = await webPage(c);
    if (page !== null) return page;
    throw new HttpFailure(400, 'Invalid options.', "url: not a link this server signed (pin: a Pin's own link, or token)");
  };
  /** The web app's page for this path (it shows the link before it opens), or `null` when no app is served. */
  const webPage = (c: Context) =>
    options.webDist === undefined ? Promise.resolve(null) : serveStaticWeb(options.webDist, c.req.path, c.req.header('accept-encoding'));
  app.get('/offsite/', offsiteRedirect);
  app.get('/offsite', offsiteRedirect);

  app.notFound(async (c) => {
    const path = c.req.path;
    if (!isApiPath(path) && c.req.method === 'GET' && options.webDist !== undefined) {
      // issue #22: the page names its first reads (session, the picker's boards, its chunks) in its head
      const session = extname(path) === '' ? await resolveSession(env.db, c, env.now(), env.sessions) : null;
      const signedIn = session?.kind === 'valid';
      // issue 24 §4: the home feed's first cards (the feed as the viewer reads it): their images are
      // named in the head, and a phone's first screen paints them from the HTML (first-screen.ts)
      const leadPins =
        session !== null && opensWithHomeFeed(path)
          ? (await feedPins(env.db, session.kind === 'valid' ? session.user.id : '', LEAD_IMAGES, 0)).map(pinView)
          : undefined;
      const hints =
        session === null
          ? { first: '', last: '' }
          : pageHints({
              path,
              signedIn,
              webRoot: options.webDist,
              ...(leadPins === undefined ? {} : { leadImages: leadPins.map((pin) => pin.images) }),
            });
      const firstScreen = leadPins === undefined ? '' : firstScreenHtml({ signedIn, pins: leadPins });
      const page = await serveStaticWeb(options.webDist, path, c.req.header('accept-encoding'), { ...hints, firstScreen });
      if (page !== null) return page;
    }
    return failureResponse(new HttpFailure(404, MESSAGES.notFound, `${c.req.method} ${path}`));
  });

  return app;
}
