/** Entry: the shell renders at once; the backend (Effect runtime and adapter) and each page load as chunks. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@pinstack/react-ui/tokens.css';
import '@pinstack/react-ui/search-field.css';
import './app.css';
import { App } from './App.js';
import { SessionProvider } from './session.js';
import { loadBackend } from './ports/backend.js';
import { preloadPage } from './page-chunks.js';
import { resolveRoute } from './routes.js';

// What the first page waits for starts now, before React's first render: the backend chunk with
// the session read, and the page's chunk (a failure is the session's and the page host's to show).
loadBackend().catch(() => undefined);
preloadPage(resolveRoute(globalThis.location.pathname).page);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <App />
      </SessionProvider>
    </StrictMode>,
  );
// a page the server sent with its first screen after the root (issue 22: the home feed's top row,
// server src/http/first-screen.ts) paints that first, then the app renders under it
// (src/feed/first-screen.ts removes it once the grid has painted)
if (root.nextElementSibling !== null) requestAnimationFrame(() => setTimeout(render));
else render();
