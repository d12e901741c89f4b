/**
 * A tiny wire-protocol client for server tests: a cookie jar, the CSRF header, and the envelope,
 * so tests read like the protocol (`create('BoardResource', {...})`).
 */
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../http/session.js';

/** A response: HTTP status and the parsed envelope (or `undefined` when the body is not JSON). */
export interface WireResponse {
  readonly status: number;
  readonly body: Envelope | undefined;
  readonly headers: Headers;
}

/** The envelope of wire-protocol.md. */
export interface Envelope {
  readonly resource_response:
    | { readonly status: 'success'; readonly data: unknown }
    | {
        readonly status: 'failure';
        readonly error: { http_status: number; message: string; message_detail?: string; api_error_code: number };
      };
}

/** The data of a success envelope (throws with the failure otherwise, so tests fail readably). */
export function dataOf<T = Record<string, unknown>>(response: WireResponse): T {
  const rr = response.body?.resource_response;
  if (rr?.status !== 'success') throw new Error(`expected success, got ${response.status} ${JSON.stringify(response.body)}`);
  return rr.data as T;
}

/** The error of a failure envelope. */
export function errorOf(response: WireResponse) {
  const rr = response.body?.resource_response;
  if (rr?.status !== 'failure') throw new Error(`expected failure, got ${response.status} ${JSON.stringify(response.body)}`);
  return rr.error;
}

/** One browser-like client of the server. */
export class WireClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The CSRF token the server gave this client. */
  get csrf(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  /** The session cookie. */
  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** Sends a raw request with the jar's cookies (and the CSRF header unless `csrf: false`). */
  async send(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string>; csrf?: boolean | string } = {},
  ): Promise<WireResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = typeof init.csrf === 'string' ? init.csrf : init.csrf === false ? undefined : this.csrf;
    if (csrf !== undefined && method !== 'GET') headers[CSRF_HEADER] = csrf;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(init.body !== undefined ? { body: init.body, duplex: 'half' } : {}),
      redirect: 'manual',
    } as RequestInit);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: Envelope | undefined;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** A plain GET with the jar's cookies, the raw response (images, redirects). */
  fetch(path: string): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return fetch(`${this.baseUrl}${path}`, { headers: cookie === '' ? {} : { cookie }, redirect: 'manual' });
  }

  /** `GET /resource/{name}/get/?data=…` */
  get(name: string, options: object = {}): Promise<WireResponse> {
    return this.send('GET', `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`);
  }

  /** A resource write (`create` → POST, `update` → PUT, `delete` → DELETE). */
  write(action: 'create' | 'update' | 'delete', name: string, options: object = {}, init: { csrf?: boolean | string } = {}) {
    const method = action === 'create' ? 'POST' : action === 'update' ? 'PUT' : 'DELETE';
    return this.send(method, `/resource/${name}/${action}/`, {
      body: JSON.stringify({ options }),
      headers: { 'content-type': 'application/json' },
      ...init,
    });
  }

  /** `POST …/create/` */
  create(name: string, options: object = {}, init: { csrf?: boolean | string } = {}) {
    return this.write('create', name, options, init);
  }

  /** `PUT …/update/` */
  update(name: string, options: object = {}, init: { csrf?: boolean | string } = {}) {
    return this.write('update', name, options, init);
  }

  /** `DELETE …/delete/` */
  delete(name: string, options: object = {}, init: { csrf?: boolean | string } = {}) {
    return this.write('delete', name, options, init);
  }

  /** A REST call: GET with query fields, else a flat JSON body. */
  rest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, fields: Record<string, unknown> = {}) {
    if (method === 'GET') {
      const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      return this.send('GET', query === '' ? path : `${path}?${query}`);
    }
    return this.send(method, path, { body: JSON.stringify(fields), headers: { 'content-type': 'application/json' } });
  }

  /** Signs up (and so in) a new account; returns the user. */
  async signUp(username: string, password = 'correct horse battery'): Promise<{ id: string; username: string }> {
    return dataOf(await this.create('UserRegisterResource', { email: `${username}@example.com`, password, username, full_name: username }));
  }

  /** Signs in. */
  signIn(usernameOrEmail: string, password: string) {
    return this.create('UserSessionResource', { username_or_email: usernameOrEmail, password });
  }
}
