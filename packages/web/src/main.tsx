/** Entry: the shell renders at once; the backend (Effect runtime and adapter) and each page load as chunks. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@pinstack/react-ui/tokens.css';
import './app.css';
import { App } from './App.js';
import { SessionProvider } from './session.js';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <App />
    </SessionProvider>
  </StrictMode>,
);
