import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { linkHost, linkHostName, linkStatusHosts } from './link-host.js';

/** True when a link to `url` meets the status recorded for `recorded` (S1 §5, as server and fake look it up). */
const coveredBy = (url: string, recorded: string): boolean => {
  const host = linkHost(url);
  const name = linkHostName(recorded);
  return host !== null && name !== null && linkStatusHosts(host).includes(name);
};

describe('S1 §5 linkHost: one spelling per host', () => {
  it.each<[string, string]>([
    ['https://blocked.example/x', 'blocked.example'],
    ['https://blocked.example./x', 'blocked.example'],
    ['HTTPS://BLOCKED.EXAMPLE/X', 'blocked.example'],
    ['https://Blocked.Example.:8443/x', 'blocked.example'],
    ['https://user@blocked.example/', 'blocked.example'],
    ['https://user:pass@blocked.example./', 'blocked.example'],
    ['https://good.example@blocked.example/', 'blocked.example'],
    ['https://blocked%2Eexample/x', 'blocked.example'],
    ['https://blocked\uff0eexample/x', 'blocked.example'],
    ['https://blocked\u3002example\u3002/x', 'blocked.example'],
    ['https://\uff42\uff4c\uff4f\uff43\uff4b\uff45\uff44.example/', 'blocked.example'],
    ['https://b\u00fccher.example/', 'xn--bcher-kva.example'],
    ['https://B\u00dcCHER.EXAMPLE./', 'xn--bcher-kva.example'],
    ['https://xn--bcher-kva.example/', 'xn--bcher-kva.example'],
    ['https://XN--BCHER-KVA.example/', 'xn--bcher-kva.example'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://[::1]:8080/', '[::1]'],
    ['https:blocked.example/x', 'blocked.example'],
  ])('S1 §5: %j is a link to %j', (url, host) => {
    expect(linkHost(url)).toBe(host);
  });

  it.each([
    'javascript:alert(1)',
    'data:,x',
    'ftp://blocked.example/',
    'mailto:a@blocked.example',
    '/pin/1/',
    '//blocked.example/',
    'not a url',
    '',
  ])('S1 §5: %j is no http(s) link', (url) => {
    expect(linkHost(url)).toBeNull();
  });

  it.each(['https://a..example/', 'https://./', 'https://blocked.example../'])('S1 §5: %j has an empty label and is no link', (url) => {
    expect(linkHost(url)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['https://a.example/']])('never throws on %j', (value) => {
    expect(linkHost(value)).toBeNull();
    expect(linkHostName(value)).toBeNull();
  });
});

describe('S1 §5 linkHostName: a recorded host, spelled as linkHost spells links', () => {
  it.each<[string, string]>([
    ['blocked.example', 'blocked.example'],
    ['Blocked.Example.', 'blocked.example'],
    ['B\u00dcCHER.example', 'xn--bcher-kva.example'],
    ['[::1]', '[::1]'],
  ])('S1 §5: %j is recorded as %j', (input, host) => {
    expect(linkHostName(input)).toBe(host);
  });

  it.each(['https://blocked.example', 'blocked.example/x', 'user@blocked.example', 'blocked.example:80', ' blocked.example', 'a..b', ''])(
    'S1 §5: %j is not a host name',
    (input) => {
      expect(linkHostName(input)).toBeNull();
    },
  );
});

describe('S1 §5 linkStatusHosts: a parent domain covers its subdomains', () => {
  it('S1 §5: the host, then each parent down to two labels', () => {
    expect(linkStatusHosts('a.b.blocked.example')).toEqual(['a.b.blocked.example', 'b.blocked.example', 'blocked.example']);
    expect(linkStatusHosts('blocked.example')).toEqual(['blocked.example']);
    expect(linkStatusHosts('localhost')).toEqual(['localhost']);
  });

  it('S1 §5: an IP address is only itself', () => {
    expect(linkStatusHosts('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(linkStatusHosts('[::1]')).toEqual(['[::1]']);
  });

  it.each([
    ['https://blocked.example./x', 'blocked.example'],
    ['https://WWW.BLOCKED.EXAMPLE/x', 'blocked.example'],
    ['https://user@blocked.example/', 'blocked.example'],
    ['https://b\u00fccher.example/', 'xn--bcher-kva.example'],
    ['https://xn--bcher-kva.example/', 'B\u00fccher.example.'],
  ])('S1 §5: %j meets the status recorded for %j', (url, recorded) => {
    expect(coveredBy(url, recorded)).toBe(true);
  });

  it.each([
    ['https://blocked.example.evil.test/', 'blocked.example'],
    ['https://notblocked.example/', 'blocked.example'],
    ['https://example/', 'blocked.example'],
  ])('S1 §5: %j does not meet the status of %j', (url, recorded) => {
    expect(coveredBy(url, recorded)).toBe(false);
  });
});

// Labels of ASCII letters and digits and a few letters with case and IDN forms (no ß: its upper
// case is "SS", another host); the top-level domain is a word, so the host never reads as IPv4.
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789\u00e4\u00f6\u00fc\u00e9\u00e7\u00f1\u00e5\u00f8';
const arbLabel = fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 1, maxLength: 12 });
const arbHost = fc
  .tuple(fc.array(arbLabel, { minLength: 1, maxLength: 3 }), fc.constantFrom('example', 'test', 'net', 'com'))
  .map(([labels, tld]) => [...labels, tld].join('.'));

interface Spelling {
  readonly upper: readonly boolean[];
  readonly dot: string;
  readonly rootDot: boolean;
  readonly userinfo: string;
  readonly subdomain: string;
  readonly port: string;
  readonly scheme: string;
  readonly path: string;
}

/** The ways of writing one host that a browser reads as that host (S1 §5, issue 21 §3). */
const arbSpelling: fc.Arbitrary<Spelling> = fc.record({
  upper: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
  dot: fc.constantFrom('.', '%2E', '%2e', '\uff0e', '\u3002'),
  rootDot: fc.boolean(),
  userinfo: fc.constantFrom('', 'user@', 'user:pass@', 'good.example@'),
  subdomain: fc.constantFrom('', 'www.', 'a.b.'),
  port: fc.constantFrom('', ':443', ':8080'),
  scheme: fc.constantFrom('http', 'https', 'HTTPS'),
  path: fc.constantFrom('', '/', '/x?y=1#z'),
});

/** `host` written with the spelling's case, dots, root dot, userinfo, subdomain and port. */
function spell(host: string, spelling: Spelling): string {
  const cased = Array.from(host)
    .map((char, index) => (spelling.upper[index % spelling.upper.length] ? char.toUpperCase() : char))
    .join('');
  const dotted = `${spelling.subdomain}${cased}`.split('.').join(spelling.dot);
  return `${spelling.scheme}://${spelling.userinfo}${dotted}${spelling.rootDot ? '.' : ''}${spelling.port}${spelling.path}`;
}

describe('S1 §5 linkHost properties', () => {
  test.prop([arbHost, arbSpelling], { numRuns: 300 })(
    'S1 §5: any spelling of a recorded host (case, root dot, escaped or full-width dots, IDN, userinfo, subdomain, port) meets its status',
    (host, spelling) => {
      const url = spell(host, spelling);
      expect(coveredBy(url, host), url).toBe(true);
      // note: recorded in any case or with the root dot, the status is the same one
      expect(coveredBy(url, `${host.toUpperCase()}.`), url).toBe(true);
    },
  );

  test.prop([arbHost, arbSpelling])('S1 §5: a host is its own canonical spelling (idempotent)', (host, spelling) => {
    const canonical = linkHost(spell(host, spelling));
    expect(canonical).not.toBeNull();
    expect(linkHostName(canonical)).toBe(canonical);
    expect(linkHost(`https://${canonical}/`)).toBe(canonical);
  });

  test.prop([fc.string(), fc.webUrl()])('never throws, and every answer is lower-case without a root dot', (text, url) => {
    for (const input of [text, url]) {
      const host = linkHost(input);
      if (host === null) continue;
      expect(host).toBe(host.toLowerCase());
      expect(host.endsWith('.')).toBe(false);
      expect(linkStatusHosts(host)[0]).toBe(host);
    }
  });
});
