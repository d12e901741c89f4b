/**
 * The safe fetcher (issue #21 §4, reused by image ingestion): what it refuses, on the first URL and
 * on every redirect, and the caps it holds. Sites are small servers on loopback; "public" and
 * "private" are told apart by the fetcher's own rule, which tests reach through host names they
 * resolve themselves (the fetcher connects to exactly the address its resolver answered).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fc, test } from '@pinstack/core/testing';
import { isPublicAddress, type ResolvedAddress, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.js';

let site: Server;
let port: number;
const seen: string[] = [];

/** Routes of the test site. */
function answer(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url ?? '/';
  seen.push(`${request.headers.host} ${path}`);
  const hops = /^\/hop\/(\d+)$/.exec(path);
  if (hops !== null) {
    const left = Number(hops[1]);
    response.writeHead(302, { location: left === 0 ? '/page' : `/hop/${left - 1}` }).end();
  } else if (path === '/page') response.writeHead(200, { 'content-type': 'text/html' }).end('<meta name="x" content="y">');
  else if (path === '/to-private') response.writeHead(302, { location: `http://inside.test:${port}/page` }).end();
  else if (path === '/to-file') response.writeHead(302, { location: 'file:///etc/passwd' }).end();
  else if (path === '/big') response.writeHead(200, { 'content-length': String(64 * 1024) }).end(Buffer.alloc(64 * 1024, 97));
  else if (path === '/big-chunked') {
    response.writeHead(200);
    for (let i = 0; i < 64; i++) response.write(Buffer.alloc(1024, 98));
    response.end();
  } else if (path === '/never') response.writeHead(200).write('started');
  else response.writeHead(404).end();
}

beforeAll(async () => {
  site = createServer(answer);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/**
 * The names tests resolve: `public.test` → 127.0.0.1 (where the test site listens) and
 * `inside.test` → 127.0.0.2; a test's own range rule may let the first through as "public".
 */
const names: Record<string, readonly ResolvedAddress[]> = {
  'public.test': [{ address: '127.0.0.1', family: 4 }],
  'inside.test': [{ address: '127.0.0.2', family: 4 }],
  'mixed.test': [
    { address: '127.0.0.1', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
};
const lookups: string[] = [];
const resolve = async (host: string) => {
  lookups.push(host);
  const found = names[host];
  if (found === undefined) throw new Error('ENOTFOUND');
  return found;
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as SafeFetchError).reason;
};

describe('isPublicAddress (#21 §4: private, loopback, link-local and metadata ranges refused)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  test.prop([fc.ipV4()])('an IPv4 address and its IPv4-mapped IPv6 form get the same answer', (address) => {
    expect(isPublicAddress(`::ffff:${address}`)).toBe(isPublicAddress(address));
  });

  test.prop([fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })])(
    'every address of 10/8, 127/8 and 169.254/16 is refused',
    (b, c, d) => {
      expect(isPublicAddress(`10.${b}.${c}.${d}`)).toBe(false);
      expect(isPublicAddress(`127.${b}.${c}.${d}`)).toBe(false);
      expect(isPublicAddress(`169.254.${c}.${d}`)).toBe(false);
    },
  );
});

describe('safeFetch (#21 §4)', () => {
  const url = (host: string, path: string) => `http://${host}:${port}${path}`;

  it('loopback and private literals are refused by default, before anything is sent', async () => {
    const before = seen.length;
    for (const target of [
      url('127.0.0.1', '/page'),
      url('[::1]', '/page'),
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
    ]) {
      expect(await refusal(safeFetch(target))).toBe('address');
    }
    expect(seen.length).toBe(before);
  });

  it('PINSTACK_FETCH_ALLOW_PRIVATE (allowPrivate) lifts the range rule', async () => {
    const page = await safeFetch(url('127.0.0.1', '/page'), { allowPrivate: true });
    expect(page).toMatchObject({ status: 200, truncated: false });
    expect(page.body.toString()).toBe('<meta name="x" content="y">');
  });

  it.each([
    ['file:///etc/passwd', 'scheme'],
    ['ftp://example.com/x', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['http://user:secret@example.com/', 'credentials'],
    [`http://${'a.'.repeat(200)}example.com/`, 'host'],
    ['not a url', 'url'],
  ])('%s is refused (%s)', async (target, reason) => {
    expect(await refusal(safeFetch(target, { allowPrivate: true }))).toBe(reason);
  });

  it('the host is resolved once per hop and the connection goes to that very address', async () => {
    lookups.length = 0;
    const page = await safeFetch(url('public.test', '/page'), { allowPrivate: true, resolve });
    expect(page.status).toBe(200);
    // no system resolver knows public.test: the socket went where our resolver said, under the URL's name
    expect(lookups).toEqual(['public.test']);
    expect(seen.at(-1)).toBe(`public.test:${port} /page`);
  });

  it('a name with any non-public address is refused, even if another is public', async () => {
    const onlyLoopbackPublic = async (host: string) =>
      (await resolve(host)).map((a) => ({ ...a, address: a.address === '127.0.0.1' ? '93.184.216.34' : a.address }));
    expect(await refusal(safeFetch(url('mixed.test', '/page'), { resolve: onlyLoopbackPublic }))).toBe('address');
  });

  it('every redirect is checked again: to a private address or another scheme it is refused, and never sent', async () => {
    // 127.0.0.1 stands in for a public address here; inside.test (127.0.0.2) stays private
    const publicSite: SafeFetchOptions = { resolve, isAllowedAddress: (address) => address === '127.0.0.1' };
    expect((await safeFetch(url('public.test', '/page'), publicSite)).status).toBe(200);
    const before = seen.length;
    expect(await refusal(safeFetch(url('public.test', '/to-private'), publicSite))).toBe('address');
    expect(seen.slice(before)).toEqual([`public.test:${port} /to-private`]);
    expect(await refusal(safeFetch(url('public.test', '/to-file'), publicSite))).toBe('scheme');
  });

  it('at most 3 redirects are followed', async () => {
    const three = await safeFetch(url('127.0.0.1', '/hop/2'), { allowPrivate: true });
    expect(three).toMatchObject({ status: 200, url: url('127.0.0.1', '/page') });
    expect(await refusal(safeFetch(url('127.0.0.1', '/hop/3'), { allowPrivate: true }))).toBe('redirects');
  });

  it('an answer over the size cap is refused (declared or streamed), or cut when asked to', async () => {
    expect(await refusal(safeFetch(url('127.0.0.1', '/big'), { allowPrivate: true, maxBytes: 1024 }))).toBe('size');
    expect(await refusal(safeFetch(url('127.0.0.1', '/big-chunked'), { allowPrivate: true, maxBytes: 4096 }))).toBe('size');
    const head = await safeFetch(url('127.0.0.1', '/big-chunked'), { allowPrivate: true, maxBytes: 1500, overflow: 'truncate' });
    expect(head).toMatchObject({ status: 200, truncated: true });
    expect(head.body.length).toBe(1500);
  });

  it('an answer that never ends is given up at the time cap', async () => {
    expect(await refusal(safeFetch(url('127.0.0.1', '/never'), { allowPrivate: true, timeoutMs: 300 }))).toBe('timeout');
  });

  it('a name that does not resolve is refused as such', async () => {
    expect(await refusal(safeFetch(url('nowhere.test', '/'), { allowPrivate: true, resolve }))).toBe('dns');
  });
});
