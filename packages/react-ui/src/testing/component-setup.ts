// With isolate: false the test files share one page and import vitest-browser-react once, so its
// own beforeEach(cleanup) would be registered for the first file only: register it for every file.
import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react/pure';

beforeEach(async () => {
  await cleanup();
});
