/**
 * The app: the shell (skip link, banner with search and account links, main landmark) and the page
 * of the current path, each page a chunk loaded on first visit.
 */
import { MESSAGES } from '@pinstack/core';
import { loadErrorRedirect, sessionEndedLoginPath } from '@pinstack/core/rules';
import { PinstackProvider } from '@pinstack/react-ui';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PAGE_TITLES, type PageName, POPUP_PAGES, resolveRoute } from './routes.js';
import { useReadySession, useSession } from './session.js';
import { noteInAppMove } from './history.js';
import { usePage } from './page-chunks.js';
import { AccountLinks, SearchBox } from './shell/Header.js';
import { TitleHost } from './shell/title.js';

const ToastHost = lazy(() => import('./shell/ToastHost.js'));

function Loading() {
  return (
    <p className="ps-loading" role="status">
      Loading…
    </p>
  );
}

/** Replaces the page with `to` (and shows `flash` there), loading meanwhile. */
function Redirect({ to, flash }: { readonly to: string; readonly flash?: string | undefined }) {
  const [, navigate] = useLocation();
  const { setFlash } = useSession();
  useEffect(() => {
    if (flash !== undefined) setFlash(flash);
    navigate(to, { replace: true });
  }, [to, flash, navigate, setFlash]);
  return <Loading />;
}

/** S1 §2: an unknown page is a 404 load error: `/` with the error shown. */
function NotFound() {
  const redirect = loadErrorRedirect({ httpStatus: 404 }, globalThis.location.origin);
  return redirect === null ? <Loading /> : <Redirect to={redirect.to} flash={redirect.showError ? MESSAGES.notFound : undefined} />;
}

function PageHost() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useReadySession();
  const route = useMemo(() => resolveRoute(location), [location]);
  // the page's chunk loads while the session is read, not after (issue 11: first paint)
  const chunk = usePage(route.page === 'notFound' ? null : route.page);
  if (route.page === 'notFound') return <NotFound />;
  // S1 §2 a signed-in row: a signed-out viewer logs in first, with `next` = here (the session-end rule's path)
  if (route.signIn && session?.viewer.isAuth === false)
    return <Redirect to={sessionEndedLoginPath({ path: location, search }, globalThis.location.origin)} />;
  if (chunk.state === 'failed')
    return (
      <p className="ps-loading" role="alert">
        {/* S0 §8: the generic error; a later visit to this page asks for its chunk again */}
        {MESSAGES.genericError}
      </p>
    );
  if (session === null || chunk.state === 'loading') return <Loading />;
  const { Page } = chunk;
  return (
    <PinstackProvider runtime={session.backend.runtime}>
      <Page route={route} search={search} />
    </PinstackProvider>
  );
}

function Flash() {
  const { flash, setFlash, failure } = useSession();
  const [location] = useLocation();
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    // note: a flash lives for the page it was set for; leaving that page clears it
    if (flash === null) shownAt.current = null;
    else if (shownAt.current === null) shownAt.current = location;
    else if (shownAt.current !== location) setFlash(null);
  }, [flash, location, setFlash]);
  const message = failure ?? flash;
  return message === null ? null : (
    <p className="ps-flash" role="alert">
      {message}
    </p>
  );
}

// Pages that render their own <main> landmark (react-ui's create-Pin and login pages); the shell then gives a plain region.
const OWN_MAIN: ReadonlySet<PageName> = new Set(['createPin', 'login', 'signup']);

/** The whole app. */
export function App() {
  const [location] = useLocation();
  const { toast } = useSession();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else noteInAppMove();
  }, [location]);
  const page = resolveRoute(location).page;
  const Main = OWN_MAIN.has(page) ? 'div' : 'main';
  // S0 §2 a popup-style page (the create-Pin page) is its own frame: no banner, one search field
  const popup = POPUP_PAGES.has(page);
  return (
    <TitleHost routeTitle={PAGE_TITLES[page]}>
      {popup ? null : (
        <>
          <a className="ps-skip" href="#main">
            Skip to content
          </a>
          <header className="ps-banner">
            <Link href="/" className="ps-logo" aria-label="Pinstack home">
              <span className="ps-logo-mark" aria-hidden="true">
                P
              </span>
              <span className="ps-logo-word">Pinstack</span>
            </Link>
            <SearchBox />
            <AccountLinks />
          </header>
        </>
      )}
      <Main id="main" tabIndex={-1} className={popup ? 'ps-main ps-main-popup' : 'ps-main'}>
        <Flash />
        <PageHost />
      </Main>
      {toast === null ? null : (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </TitleHost>
  );
}
