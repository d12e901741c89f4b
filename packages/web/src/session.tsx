/**
 * The app's session: the backend (loaded lazily at start) and the viewer. Pages read it with
 * `useSession()`; the header's sign-out and the sign-in pages update it.
 */
import type { Viewer } from '@pinstack/core';
import type { MobileSaveToast } from '@pinstack/core/rules';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { loadBackend, type WebBackend } from './ports/backend.js';

/** What `useSession` gives. */
export interface Session {
  /** The backend, once its chunk has loaded; `null` before. */
  readonly backend: WebBackend | null;
  /** The viewer, once read; `null` before. */
  readonly viewer: Viewer | null;
  /** Replaces the viewer after signing in, up or out. */
  readonly setViewer: (viewer: Viewer) => void;
  /** A message the next page shows once (S1 §2: a failed load goes to `/` with its error). */
  readonly flash: string | null;
  readonly setFlash: (message: string | null) => void;
  /** Set when the backend could not load; the shell shows it. */
  readonly failure: string | null;
  /** S0 §2 the mobile save toast the shell shows over every page until it times out. */
  readonly toast: MobileSaveToast | null;
  readonly setToast: (toast: MobileSaveToast | null) => void;
}

const SessionContext = createContext<Session | null>(null);

/** Loads the backend and the viewer once. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [backend, setBackend] = useState<WebBackend | null>(null);
  const [viewer, setViewerState] = useState<Viewer | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toast, setToast] = useState<MobileSaveToast | null>(null);
  useEffect(() => {
    let live = true;
    loadBackend()
      .then(async (loaded) => {
        const current = await loaded.viewer();
        if (!live) return;
        setBackend(loaded);
        setViewerState(current);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setFailure('Pinstack could not start. Reload the page to try again.');
      });
    return () => {
      live = false;
    };
  }, []);
  const setViewer = useCallback((next: Viewer) => setViewerState(next), []);
  const value = useMemo<Session>(
    () => ({ backend, viewer, setViewer, flash, setFlash, failure, toast, setToast }),
    [backend, viewer, setViewer, flash, failure, toast],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The app's session (inside `SessionProvider`). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The session once the backend and viewer are known, or `null` while they load. */
export function useReadySession(): (Session & { readonly backend: WebBackend; readonly viewer: Viewer }) | null {
  const session = useSession();
  return session.backend === null || session.viewer === null ? null : (session as Session & { backend: WebBackend; viewer: Viewer });
}
