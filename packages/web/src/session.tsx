/**
 * The app's session: the backend (loaded lazily at start) and the viewer. Pages read it with
 * `useSession()`; the header's sign-out and the sign-in pages update it.
 */
import { MESSAGES, type Viewer } from '@pinstack/core';
import { type MobileSaveToast, sessionEndedLoginPath, sessionEndSignal } from '@pinstack/core/rules';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
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
  const setViewer = useCallback((next: Viewer) => {
    setViewerState(next);
    // signed in again (newcomer trial): the "logged out" notice is no longer true
    if (next.isAuth) setFlash((current) => (current === MESSAGES.sessionEnded ? null : current));
  }, []);
  useSessionEndWatch(backend, viewer, setViewerState, setFlash);
  const value = useMemo<Session>(
    () => ({ backend, viewer, setViewer, flash, setFlash, failure, toast, setToast }),
    [backend, viewer, setViewer, flash, failure, toast],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * S1 §2: a call that finds the session gone (401: expired, or signed out in another tab) ends it
 * in the UI at once, whatever page or machine made the call: the header shows a visitor and the
 * login page asks to log in again, coming back here after.
 */
function useSessionEndWatch(
  backend: WebBackend | null,
  viewer: Viewer | null,
  setViewer: (viewer: Viewer) => void,
  setFlash: (message: string | null) => void,
): void {
  const [, navigate] = useLocation();
  const signedIn = useRef(false);
  signedIn.current = viewer?.isAuth === true;
  useEffect(() => {
    if (backend === null) return;
    const end = () => {
      // note: several calls may find it gone at once; the first ends it
      if (!signedIn.current) return;
      signedIn.current = false;
      setViewer({ isAuth: false });
      setFlash(MESSAGES.sessionEnded);
      const { pathname, search, origin } = globalThis.location;
      navigate(sessionEndedLoginPath({ path: pathname, search }, origin), { replace: true });
    };
    return backend.watchUnauthorized((answer) => {
      const signal = sessionEndSignal(answer, signedIn.current);
      if (signal === 'ended') end();
      // a 401 without a code may be a refused sign-in: ask the server who this is first
      else if (signal === 'check')
        backend
          .viewer()
          .then((current) => (current.isAuth ? undefined : end()))
          .catch(() => undefined);
    });
  }, [backend, navigate, setViewer, setFlash]);
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
