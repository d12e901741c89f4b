/**
 * The adapter contract suite (packages/fixtures/src/contract) run against the HTTP adapter talking
 * to this server over real HTTP on loopback: the same tests the in-memory adapter passes.
 */
import { afterAll } from 'vitest';
import { runAdapterContract } from '@pinstack/fixtures/contract';
import { exampleOffsiteLinks } from '@pinstack/fixtures';
import { makeHttpAdapter } from '@pinstack/http-adapter';
import * as store from './store/index.js';
import { cookieJarFetch } from './testing/cookie-fetch.js';
import { resetDatabase } from './testing/test-db.js';
import { startTestServer, type TestServer } from './testing/server.js';

const blocked = [exampleOffsiteLinks.blocked, exampleOffsiteLinks.suspicious, exampleOffsiteLinks.porn];

// One server (one fresh PGlite database) for the suite, emptied before each test: the contract
// wants a fresh backend per test, and a TRUNCATE costs milliseconds where a new database costs a second.
let shared: TestServer | undefined;
let boardActionDelayMs = 0;
afterAll(async () => {
  if (shared !== undefined) {
    const errors = shared.errors;
    await shared.dispose();
    if (errors.length > 0) throw new Error(`server errors: ${errors.map(String).join('; ')}`);
  }
});

runAdapterContract('HTTP adapter ⇄ @pinstack/server (PGlite, loopback)', async ({ boardActionLatencyMs }) => {
  // S0 §8 409 case: board actions stay running long enough for two to overlap.
  boardActionDelayMs = boardActionLatencyMs;
  shared ??= await startTestServer({ boardActionDelayMs: () => boardActionDelayMs });
  const server = shared;
  await resetDatabase(server.db);
  for (const link of blocked) await store.setLinkStatus(server.db, new URL(link.url).hostname, link.redirect_status);
  const jar = cookieJarFetch();
  return {
    layer: makeHttpAdapter({ baseUrl: server.url, fetch: jar.fetch, csrfToken: jar.csrfToken }),
    offsite: { allowedUrl: exampleOffsiteLinks.safe.url, blocked },
    honoursBoardActionLatency: true,
    anotherClient: () => {
      const own = cookieJarFetch();
      return makeHttpAdapter({ baseUrl: server.url, fetch: own.fetch, csrfToken: own.csrfToken });
    },
    // note: a real 200 MB upload takes seconds; uploads.test.ts covers 413 from the declared size.
    largeUploads: false,
    endSessionOnBackend: async () => {
      await server.db.query('DELETE FROM sessions');
    },
  };
});
