/**
 * The adapter contract suite (packages/fixtures/src/contract) run against the HTTP adapter talking
 * to this server over real HTTP on loopback: the same tests the in-memory adapter passes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { runAdapterContract } from '@pinstack/fixtures/contract';
import { exampleOffsiteLinks } from '@pinstack/fixtures';
import { makeHttpAdapter } from '@pinstack/http-adapter';
import * as store from './store/index.js';
import { cookieJarFetch } from './testing/cookie-fetch.js';
import { resetDatabase } from './testing/test-db.js';
import { startTestServer, type TestServer } from './testing/server.js';

const blocked = [exampleOffsiteLinks.blocked, exampleOffsiteLinks.suspicious, exampleOffsiteLinks.porn, exampleOffsiteLinks.blockedIdn];

// One server (one fresh PGlite database) for the suite, emptied before each test: the contract
// wants a fresh backend per test, and a TRUNCATE costs milliseconds where a new database costs a second.
let shared: TestServer | undefined;
let boardActionDelayMs = 0;

/** A website on loopback serving what the contract publishes (#21 §4 verification). */
interface Site {
  readonly url: string;
  readonly pages: Map<string, string>;
  readonly server: Server;
}
let site: Site | undefined;
async function startSite(): Promise<Site> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const body = pages.get(request.url ?? '/');
    if (body === undefined) response.writeHead(404).end('not here');
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pages, server };
}

afterAll(async () => {
  if (site !== undefined) {
    site.server.closeAllConnections();
    await new Promise((resolve) => site?.server.close(resolve));
  }
  if (shared !== undefined) {
    const errors = shared.errors;
    await shared.dispose();
    if (errors.length > 0) throw new Error(`server errors: ${errors.map(String).join('; ')}`);
  }
});

runAdapterContract('HTTP adapter ⇄ @pinstack/server (PGlite, loopback)', async ({ boardActionLatencyMs }) => {
  // S0 §8 409 case: board actions stay running long enough for two to overlap.
  boardActionDelayMs = boardActionLatencyMs;
  // #21 §4: the websites users verify are served on loopback, which only PINSTACK_FETCH_ALLOW_PRIVATE lets the server read.
  shared ??= await startTestServer({ boardActionDelayMs: () => boardActionDelayMs, fetchAllowPrivate: true });
  site ??= await startSite();
  const server = shared;
  await resetDatabase(server.db);
  for (const link of blocked) await store.setLinkStatus(server.db, new URL(link.url).hostname, link.redirect_status);
  const jar = cookieJarFetch();
  return {
    layer: makeHttpAdapter({ baseUrl: server.url, fetch: jar.fetch, csrfToken: jar.csrfToken }),
    offsite: { allowedUrl: exampleOffsiteLinks.safe.url, blocked },
    honoursBoardActionLatency: true,
    website: {
      urlOf: (path) => `${site?.url ?? ''}${path}`,
      publish: async (path, body) => void site?.pages.set(path, body),
    },
    anotherClient: () => {
      const own = cookieJarFetch();
      return makeHttpAdapter({ baseUrl: server.url, fetch: own.fetch, csrfToken: own.csrfToken });
    },
    // note: a real 200 MB upload takes seconds; uploads.test.ts covers 413 from the declared size.
    largeUploads: false,
    endSessionOnBackend: async () => {
      await server.db.query('DELETE FROM sessions');
    },
    joinAdvertiser: (advertiserId, userId) => store.addAdvertiserMember(server.db, advertiserId, userId),
  };
});
