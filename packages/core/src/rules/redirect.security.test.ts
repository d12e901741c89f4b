import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { HOME_PATH } from '../constants.js';
import { isSitePath, safeRedirect, safeRedirectWithReason } from './redirect.js';

// Core has no DOM lib: the WHATWG URL class is reached through globalThis, as in redirect.ts.
const UrlClass = (globalThis as unknown as { URL: new (input: string, base?: string) => { origin: string } }).URL;

const OWN = 'https://own.example';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters on purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/** Open-redirect and script payloads (ours, OWASP and PortSwigger cheat-sheet forms). */
const PAYLOADS: readonly string[] = [
  // other hosts and protocol-relative forms
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '//evil.com/%2f..',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  '\\\\/evil.com',
  '/\\\\evil.com',
  'https://evil.com',
  'http://evil.com/path',
  'https:evil.com',
  'https:/evil.com',
  'https:///evil.com',
  'http:\\\\evil.com',
  'https:/\\evil.com',
  'https://evil.com/https://own.example/',
  'https://evil.com?https://own.example',
  'https://evil.com#https://own.example',
  // look-alike hosts and userinfo
  'https://own.example.evil.com',
  'https://ownexample.com',
  'https://own.example@evil.com',
  'https://own.example:443@evil.com',
  'https://evil.com@own.example',
  'https://user:pass@own.example/',
  'https://evil.com\\@own.example',
  'https://own.example\\.evil.com',
  'https://own.example%2eevil.com',
  'https://own.example%40evil.com',
  'https://own.example%2f@evil.com',
  'https://own.example:8443/',
  'http://own.example/',
  'https://own.example./',
  'http://127.0.0.1/',
  'http://0x7f000001/',
  'http://[::1]/',
  // IDN and Unicode look-alikes
  'https://\u043ewn.example/',
  'https://own.ex\u0430mple/',
  'https://xn--80ak6aa92e.com/',
  'https://own\u3002example/',
  'https://own\uff0eexample/',
  '/\uff0f/evil.com',
  '\uff0f\uff0fevil.com',
  '/\u2215\u2215evil.com',
  '\u3031evil.com',
  '\u3035evil.com',
  // path-relative and dot tricks
  'evil.com',
  'evil.com/own.example',
  'own.example',
  '.',
  '..',
  './evil.com',
  '../evil.com',
  '.evil.com',
  '/.//evil.com',
  '/..//evil.com',
  '/a/../..//evil.com',
  '/./\\evil.com',
  'https://own.example//evil.com',
  'https://own.example/.//evil.com',
  '?next=//evil.com',
  '#top',
  // encoded separators
  '%2f%2fevil.com',
  '/%2f%2fevil.com',
  '/%2F%2Fevil.com',
  '/%5cevil.com',
  '/%5C%5Cevil.com',
  '/%252f%252fevil.com',
  '/%25252f/evil.com',
  '/%2e%2e//evil.com',
  '/%2E%2E%2F%2Fevil.com',
  '/%09/evil.com',
  '/%0d%0aSet-Cookie:x=1',
  '/%00',
  // script schemes, in any case and with hidden characters
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  'javascript://own.example/%0aalert(1)',
  'javascript://%0aalert(1)',
  'javascript:/own.example/',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://own.example/',
  'blob:https://own.example/0b9c',
  'mailto:a@evil.com',
  // whitespace and control characters
  '',
  '   ',
  ' /pin/1/',
  '/pin/1/ ',
  '/pin/1/\n',
  '\t//evil.com',
  '/\t/evil.com',
  '\u00a0/pin/1/',
  '/pin/1/\u3000',
  '\u202e//evil.com',
  '/\u200b/evil.com',
  'https://own.example\u0000.evil.com/',
];

describe('S1 §2: safeRedirect open-redirect payloads', () => {
  it('S1 §2: the payload table holds at least 40 entries', () => {
    expect(new Set(PAYLOADS).size).toBeGreaterThanOrEqual(40);
  });

  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))('S1 §2: unsafe target %s is reset to /', (_label, payload) => {
    const result = safeRedirectWithReason(payload, OWN);
    expect(result.path).toBe(HOME_PATH);
    expect(result.rejected).not.toBeNull();
  });

  it.each([undefined, null, 42, {}, ['/pin/1/'], true])('S1 §2: non-string target %j is reset to /', (value) => {
    // note: untyped callers (JSON, plain JS) can pass anything.
    expect(safeRedirectWithReason(value as unknown as string, OWN)).toEqual({ path: HOME_PATH, rejected: 'not-a-string' });
  });

  it.each(['', 'not a url', 'javascript:alert(1)', 'data:,x', 'file:///tmp', 42 as unknown as string])(
    'S1 §2: an own origin %j that is not http(s) resets every target',
    (ownOrigin) => {
      expect(safeRedirectWithReason('/pin/1/', ownOrigin)).toEqual({ path: HOME_PATH, rejected: 'bad-own-origin' });
    },
  );

  it.each<[string, string]>([
    ['//evil.com', 'protocol-relative'],
    ['/.//evil.com', 'protocol-relative'],
    ['/\\evil.com', 'backslash'],
    ['/%2f%2fevil.com', 'encoded-separator'],
    ['https://own.example@evil.com', 'userinfo'],
    ['https://evil.com', 'other-origin'],
    ['javascript:alert(1)', 'scheme'],
    ['https:evil.com', 'malformed-authority'],
    ['java\tscript:alert(1)', 'control-character'],
    [' /x', 'surrounding-whitespace'],
    ['evil.com', 'path-relative'],
    ['/\uff0f/evil.com', 'look-alike-character'],
    ['https://own.example:99999/', 'unparseable'],
    ['', 'empty'],
  ])('S1 §2: %j is rejected as %s (so the caller can log why)', (target, reason) => {
    expect(safeRedirectWithReason(target, OWN).rejected).toBe(reason);
  });
});

describe('S1 §2: safeRedirect keeps safe targets', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/pin/1/', '/pin/1/'],
    ['/pin/1/?a=b#c', '/pin/1/?a=b#c'],
    ['/search/pins/?q=red%20shoes&rs=typed', '/search/pins/?q=red%20shoes&rs=typed'],
    ['/login/?next=%2Fpin%2F1%2F', '/login/?next=%2Fpin%2F1%2F'],
    ['/redirect/?url=//elsewhere', '/redirect/?url=//elsewhere'],
    ['https://own.example', '/'],
    ['https://own.example/ideas/?x=1#y', '/ideas/?x=1#y'],
    ['https://OWN.EXAMPLE/x', '/x'],
    ['HTTPS://own.example:443/x', '/x'],
    ['https://own.example#@evil.com', '/#@evil.com'],
    ['/a b', '/a%20b'],
    ['/caf\u00e9/', '/caf%C3%A9/'],
    ['/a/./b/../c', '/a/c'],
    ['/.evil.com', '/.evil.com'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('S1 §2: %j stays on the own origin as %j', (target, path) => {
    expect(safeRedirectWithReason(target, OWN)).toEqual({ path, rejected: null });
  });

  it('S1 §2: the own origin may be given as any URL of it', () => {
    expect(safeRedirect('https://own.example/x', 'https://own.example/some/page?q=1')).toBe('/x');
    expect(safeRedirect('http://localhost:3000/x', 'http://localhost:3000')).toBe('/x');
    expect(safeRedirect('http://localhost:3001/x', 'http://localhost:3000')).toBe(HOME_PATH);
  });
});

/** The invariants every result must keep, whatever the input. */
function expectSafe(result: string): void {
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
  expect(CONTROL.test(result)).toBe(false);
  expect(new UrlClass(result, OWN).origin).toBe(OWN);
}

const FRAGMENTS = [
  '/',
  '//',
  '\\',
  '\\\\',
  '%2f',
  '%2F',
  '%5c',
  '%252f',
  '%2e',
  '.',
  '..',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'vbscript:',
  'https:',
  'http://',
  'https://',
  '@',
  ':',
  '?',
  '#',
  '%',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u00a0',
  '\u200b',
  '\u3002',
  '\uff0f',
  '\u2215',
  'evil.com',
  'own.example',
  'https://own.example',
  'x',
  '\u00e9',
  '\ud83d\ude00',
  '\ud800',
];
const dangerous = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }).map((parts) => parts.join(''));
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  dangerous,
);

describe('S1 §2: safeRedirect properties', () => {
  test.prop([anyString], { numRuns: 2000 })('S1 §2: any string gives a path on the own origin', (target) => {
    expectSafe(safeRedirect(target, OWN));
  });

  test.prop([anyString], { numRuns: 1000 })('S1 §2: safeRedirect is idempotent', (target) => {
    const once = safeRedirect(target, OWN);
    expect(safeRedirect(once, OWN)).toBe(once);
  });

  test.prop([anyString])('S1 §2: a reset target always says why; an accepted one never does', (target) => {
    const { path, rejected } = safeRedirectWithReason(target, OWN);
    if (rejected !== null) expect(path).toBe(HOME_PATH);
    if (path !== HOME_PATH) expect(rejected).toBeNull();
  });

  test.prop([anyString, fc.oneof(fc.string(), fc.webUrl())])('S1 §2: never throws, whatever the own origin', (target, ownOrigin) => {
    expect(typeof safeRedirect(target, ownOrigin)).toBe('string');
  });

  const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/u);
  const safePath = fc
    .tuple(
      fc.array(segment, { minLength: 0, maxLength: 5 }),
      fc.boolean(),
      fc.option(fc.array(fc.tuple(segment, segment), { minLength: 1, maxLength: 3 })),
      fc.option(segment),
    )
    .map(([segments, slash, query, hash]) =>
      [
        `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`,
        query === null ? '' : `?${query.map(([k, v]) => `${k}=${v}`).join('&')}`,
        hash === null ? '' : `#${hash}`,
      ].join(''),
    );

  test.prop([safePath])('S1 §2: a plain root-relative path keeps its path, query and hash', (path) => {
    expect(safeRedirect(path, OWN)).toBe(path);
  });

  test.prop([safePath])('S1 §2: a same-origin absolute URL becomes its path', (path) => {
    expect(safeRedirect(`${OWN}${path}`, OWN)).toBe(path);
  });

  test.prop([safePath, fc.domain()])('S1 §2: the same path on another host is reset', (path, host) => {
    fc.pre(host !== 'own.example');
    expect(safeRedirect(`https://${host}${path}`, OWN)).toBe(HOME_PATH);
    expect(safeRedirect(`//${host}${path}`, OWN)).toBe(HOME_PATH);
  });
});

// Issue 21 §3: a Pin's `image_url` or `link` that claims to be "a path on this site".
describe('S0 §7 isSitePath: a real path on this site', () => {
  // Origins a stored path is read against: ours in production, on loopback, and from a deep page.
  const ORIGINS = ['https://own.example', 'http://127.0.0.1:4173', 'https://own.example/pin/1/?x=y#z'];
  const originOf = (base: string) => new UrlClass(base).origin;

  it.each([
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    '/\\/evil.example/x.png',
    '/%2f%2fevil.example/x.png',
    '/%5cevil.example/x.png',
    '/.//evil.example/x.png',
    '/..//evil.example/x.png',
    '/media/%2e%2e/x.png',
    '/\uff0f/evil.example/x.png',
    '/media/a b.png',
    '/media/x.png\n',
    'media/x.png',
    'https://evil.example/x.png',
    '',
  ])('S0 §7: %j is not a path on this site', (path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it.each(['/media/abcdefghijklmnopqrstuvwx.png', '/', '/pin/1/?a=b#c', '/search/pins/?q=red%20shoes'])(
    'S0 §7: %j is a path on this site',
    (path) => {
      expect(isSitePath(path)).toBe(true);
    },
  );

  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    'S1 §2: redirect payload %s is not a path on this site',
    (_label, payload) => {
      expect(isSitePath(payload)).toBe(false);
    },
  );

  test.prop([anyString], { numRuns: 2000 })('S0 §7: any accepted path resolves on the origin it is read against, from any page', (text) => {
    if (!isSitePath(text)) return;
    for (const base of ORIGINS) expect(new UrlClass(text, base).origin).toBe(originOf(base));
    expect(text.startsWith('//')).toBe(false);
    expect(text.includes('\\')).toBe(false);
  });

  test.prop([anyString])('S0 §7: an accepted path is its own safeRedirect (nothing a later decode changes)', (text) => {
    if (isSitePath(text)) expect(safeRedirect(text, OWN)).toBe(text);
  });
});
