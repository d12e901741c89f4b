import { ensureTemplate } from './test-db.js';

/** Vitest global setup: build the PGlite template once per run, before any suite copies it. */
export default async function setup(): Promise<void> {
  await ensureTemplate();
}
