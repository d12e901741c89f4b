/**
 * The one way the server fetches a URL a user gave it (issue #21 §4: website verification; later
 * image ingestion): http(s) only, no credentials in the URL, the host resolved once and the
 * connection made to exactly the address that was checked (no DNS rebinding between check and
 * connect), private, loopback, link-local, metadata and other non-public ranges refused, on every
 * redirect too (at most 3), and the answer capped in bytes and the whole exchange in time.
 *
 * `PINSTACK_FETCH_ALLOW_PRIVATE=1` (see config.ts) lifts the range rule, for tests on loopback and
 * deployments whose users' sites live on an intranet.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { dnsNameProblem } from './dns-name.js';

/** Why a fetch was refused or failed; `message` is one line naming it. */
export type SafeFetchFailure = 'url' | 'scheme' | 'credentials' | 'host' | 'dns' | 'address' | 'redirects' | 'size' | 'timeout' | 'network';

/** A refused or failed fetch. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** One resolved address of a host. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Options of {@link safeFetch}. */
export interface SafeFetchOptions {
  /** Most bytes of the answer's body. @default 1 MiB */
  readonly maxBytes?: number;
  /** Past `maxBytes`: refuse (an image must be whole) or keep the first bytes (a page's head is enough). @default 'refuse' */
  readonly overflow?: 'refuse' | 'truncate';
  /** The whole exchange (every lookup, redirect and the body) must end within this. @default 5 s */
  readonly timeoutMs?: number;
  /** Redirects followed, each checked like the first URL. @default 3 */
  readonly maxRedirects?: number;
  /** Non-public addresses too (PINSTACK_FETCH_ALLOW_PRIVATE). @default false */
  readonly allowPrivate?: boolean;
  /** The range rule itself (tests stand a loopback site in for a public one). @default {@link isPublicAddress} */
  readonly isAllowedAddress?: (address: string) => boolean;
  /** Resolves a host name (tests answer for names of their own). @default every address from `dns.lookup` */
  readonly resolve?: (host: string) => Promise<readonly ResolvedAddress[]>;
  /** The `Accept` header. @default `*∕*` */
  readonly accept?: string;
}

/** A fetched answer (whatever its status: the caller decides what a 404 means). */
export interface SafeFetchResponse {
  /** The URL that answered, after redirects. */
  readonly url: string;
  readonly status: number;
  /** Lower-cased header names; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** The body was cut at `maxBytes` (only with `overflow: 'truncate'`). */
  readonly truncated: boolean;
}

/** Defaults of {@link SafeFetchOptions}. */
export const SAFE_FETCH_DEFAULTS = { maxBytes: 1024 * 1024, timeoutMs: 5000, maxRedirects: 3 } as const;

/** The sentence of the User-Agent the server fetches with, so site owners can tell who asks. */
export const SAFE_FETCH_USER_AGENT = 'PinstackBot/1.0 (+site verification)';

/**
 * Addresses no user-given URL may reach: "this network", private (RFC 1918, unique local),
 * shared (CGNAT), loopback, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254),
 * documentation, benchmarking, multicast, reserved and broadcast ranges; IPv6 forms that embed an
 * IPv4 address (mapped ones are checked as IPv4 by `BlockList`; NAT64, 6to4 and Teredo are refused whole).
 */
export const NON_PUBLIC_RANGES: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const nonPublic = new BlockList();
for (const [network, prefix, type] of NON_PUBLIC_RANGES) nonPublic.addSubnet(network, prefix, type);

/** True when `address` (an IPv4 or IPv6 literal) is on the public internet by {@link NON_PUBLIC_RANGES}. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const defaultResolve = async (host: string): Promise<readonly ResolvedAddress[]> =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** The URL checked before anything is sent: http(s), no user or password, a host DNS can hold. */
function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('scheme', `${url.protocol} is not http or https`);
  if (url.username !== '' || url.password !== '') throw new SafeFetchError('credentials', 'a URL with a user name or password');
  const problem = dnsNameProblem(url.hostname);
  if (url.hostname === '' || problem !== null) throw new SafeFetchError('host', problem ?? 'no host');
  return url;
}

/** The one address this hop connects to: every address of the host must be allowed, and the first is used. */
async function addressOf(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: readonly ResolvedAddress[];
  if (literal !== 0) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(host);
    } catch {
      throw new SafeFetchError('dns', `${host} does not resolve`);
    }
  }
  const first = addresses[0];
  if (first === undefined) throw new SafeFetchError('dns', `${host} does not resolve`);
  // note: all of them, not only the one used: a name that also points inward is not a public site
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  if (options.allowPrivate !== true && !addresses.every((a) => allowed(a.address))) {
    throw new SafeFetchError('address', `${host} is not on the public internet`);
  }
  return first;
}

/** A `lookup` that answers the address already checked, so the socket cannot go anywhere else. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all === true) {
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    } else callback(null, pinned.address, pinned.family);
  };

/** One request to the pinned address; resolves with the answer's head (the body still to read). */
function send(url: URL, pinned: ResolvedAddress, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(pinned),
        signal,
        headers: { accept: options.accept ?? '*/*', 'accept-encoding': 'identity', 'user-agent': SAFE_FETCH_USER_AGENT },
      },
      resolve,
    );
    request.once('error', reject);
    request.end();
  });
}

/** Reads at most `maxBytes` of the body (refusing or cutting past it). */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  overflow: 'refuse' | 'truncate',
): Promise<{ body: Buffer; truncated: boolean }> {
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (overflow === 'refuse' && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('size', `the answer is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      response.destroy();
      if (overflow === 'refuse') throw new SafeFetchError('size', `the answer is larger than ${maxBytes} bytes`);
      chunks.push(chunk.subarray(0, room));
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

const headersOf = (response: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as const],
    ),
  );

/** Fetches `url` under the rules above; throws a {@link SafeFetchError} naming why not. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let current = checkedUrl(url);
    for (let hop = 0; ; hop++) {
      const pinned = await addressOf(current, options);
      if (deadline.signal.aborted) throw new SafeFetchError('timeout', `no answer within ${timeoutMs} ms`);
      const response = await send(current, pinned, options, deadline.signal);
      const location = response.headers.location;
      if (response.statusCode !== undefined && response.statusCode >= 300 && response.statusCode < 400 && location !== undefined) {
        response.resume();
        if (hop >= maxRedirects) throw new SafeFetchError('redirects', `more than ${maxRedirects} redirects`);
        current = checkedUrl(URL.canParse(location, current) ? new URL(location, current).href : location);
        continue;
      }
      const { body, truncated } = await readBody(response, options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes, options.overflow ?? 'refuse');
      return { url: current.href, status: response.statusCode ?? 0, headers: headersOf(response), body, truncated };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (deadline.signal.aborted) throw new SafeFetchError('timeout', `no answer within ${timeoutMs} ms`);
    throw new SafeFetchError('network', error instanceof Error ? error.message.split('\n')[0] || 'network failure' : 'network failure');
  } finally {
    clearTimeout(timer);
  }
}
