// The story and component test files share one page (isolate: false), so each file starts clean:
// - vitest-browser-react is imported once, so its own beforeEach(cleanup) would cover the first
//   file only: register it for every file;
// - the last story of a file stays rendered, and a modal it left open makes the page inert.
import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react/pure';

beforeEach(async () => {
  await cleanup();
  for (const dialog of document.querySelectorAll('dialog[open]')) if (dialog instanceof HTMLDialogElement) dialog.close();
});
