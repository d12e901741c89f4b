// Stories and component tests share one page (one browser project, `isolate: false`), so every file
// starts from an empty body:
// - vitest-browser-react is imported once, so its own beforeEach(cleanup) would be registered for
//   the first file only: register it for every file.
// - Storybook unmounts a story only when the next story runs, so the last story of a file stays
//   rendered (a later component test would find its fields too): unmount it through the same React
//   root registry Storybook's renderer uses, then drop its container.
import { unmountElement } from '@storybook/react-dom-shim';
import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react/pure';

function unmountLeftoverStories(): void {
  for (const element of Array.from(document.body.children)) {
    if (element instanceof HTMLDivElement && element.attributes.length === 0) {
      unmountElement(element);
      element.remove();
    }
  }
  // A story's modal may have left the page inert or scroll-locked.
  for (const dialog of Array.from(document.querySelectorAll('dialog[open]'))) (dialog as HTMLDialogElement).close();
}

// Axe judges colours as they are painted: a button caught mid-way through its 150 ms colour
// transition measures as low contrast (seen when two files ran side by side). Token transitions end
// at once here, as they do under `prefers-reduced-motion`; components that set their own duration
// (the loading bar) keep it.
const settled = document.createElement('style');
settled.textContent = ':root { --ps-duration: 0ms !important; }';
document.head.append(settled);

beforeEach(async () => {
  await cleanup();
  unmountLeftoverStories();
});
