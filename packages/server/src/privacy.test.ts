/**
 * Privacy and abuse, round two (issue #21), tried as a hostile client would: what a signed-in
 * stranger learns about other people's e-mail addresses, what one cheap request costs the server,
 * whether sign-in can be turned against its owner, and the headers a browser needs. Each case
 * failed on the server before the fix it names.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './http/headers.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import * as store from './store/index.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
const webDist = mkdtempSync(join(tmpdir(), 'pinstack-privacy-web-'));

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Pinstack</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'export {}');
  server = await startTestServer({ webDist });
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

describe('#21 §5 headers a browser needs', () => {
  it('a page carries a CSP without inline scripts, framing refused, and strict-origin-when-cross-origin', async () => {
    const page = await new WireClient(server.url).fetch('/some/page/');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).toBe("'self'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('failures are never stored by a cache: 404 page asset, 404 API, 401, 400', async () => {
    const anonymous = new WireClient(server.url);
    const answers = [
      await anonymous.fetch('/assets/missing-123.js'),
      await anonymous.fetch('/v3/pins/999999999/'),
      await anonymous.fetch('/resource/BoardPickerBoardsResource/get/'),
      await anonymous.fetch('/resource/BoardResource/get/?data=nope'),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 401, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('#21 §2 one cheap request never stalls the server', () => {
  /** The statements the server runs while `run` is answered. */
  const statementsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
    const spy = vi.spyOn(server.db, 'query');
    try {
      await run();
      return spy.mock.calls.map(([sql]) => sql);
    } finally {
      spy.mockRestore();
    }
  };

  it('/v3/offsite/ with a 4 KB host of 2,000 labels is 400 before any query', async () => {
    const host = `${'a.'.repeat(2000)}example.com`;
    let response: Awaited<ReturnType<WireClient['rest']>> | undefined;
    const statements = await statementsOf(async () => {
      response = await new WireClient(server.url).rest('GET', '/v3/offsite/', { url: `https://${host}/x` });
    });
    expect(response?.status).toBe(400);
    expect(errorOf(response!).message_detail).toBe('url: the host is longer than DNS allows (253 characters, 63 per label)');
    expect(statements).toEqual([]);
  });

  it('/v3/offsite/: a label over 63 characters is 400; a long but legal host is checked in one query, its parents included', async () => {
    const anonymous = new WireClient(server.url);
    const label = (n: number) => 'x'.repeat(n);
    expect((await anonymous.rest('GET', '/v3/offsite/', { url: `https://${label(64)}.example.com/` })).status).toBe(400);
    await store.setLinkStatus(server.db, 'blocked-parent.example', 'blocked');
    // 116 labels, 252 characters: legal, about as deep as DNS allows.
    const deep = `${'a.'.repeat(113)}sub.blocked-parent.example`;
    expect(deep.length).toBe(252);
    expect(deep.length).toBeLessThanOrEqual(253);
    let answer: { redirect_status: string } | undefined;
    const statements = await statementsOf(async () => {
      answer = dataOf(await anonymous.rest('GET', '/v3/offsite/', { url: `https://${deep}/x` }));
    });
    expect(answer?.redirect_status).toBe('blocked');
    expect(statements.length).toBe(1);
    // The most specific recorded domain wins.
    await store.setLinkStatus(server.db, 'sub.blocked-parent.example', 'ok');
    expect(
      dataOf<{ redirect_status: string }>(await anonymous.rest('GET', '/v3/offsite/', { url: `https://${deep}/x` })).redirect_status,
    ).toBe('ok');
  });
});
