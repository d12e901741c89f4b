/**
 * Suites that need a PostgreSQL server: they run when TEST_DATABASE_URL is set (`.ci/run` sets it
 * when PostgreSQL answers on loopback) and show as one skipped test, saying why, when it is not.
 */
import { describe, it } from 'vitest';
import { testDatabaseUrl } from './test-db.js';

/** Runs `suites` with the PostgreSQL server's URL, or records `title` as skipped without one. */
export function onPostgres(title: string, suites: (serverUrl: string) => void): void {
  if (testDatabaseUrl === undefined) {
    describe(title, () => {
      it.skip('skipped: TEST_DATABASE_URL is not set (CI sets it; see .ci/run)', () => undefined);
    });
  } else suites(testDatabaseUrl);
}
