/**
 * The app: the shell (skip link, banner with search and account links, main landmark) and the page
 * of the current path, each page a chunk loaded on first visit.
 */
import { MESSAGES } from '@pinstack/core';
import { loadErrorRedirect } from '@pinstack/core/rules';
import { PinstackProvider } from '@pinstack/react-ui';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from './pages/page-props.js';
import { type PageName, resolveRoute } from './routes.js';
import { useReadySession, useSession } from './session.js';
import { noteInAppMove } from './history.js';
import { AccountLinks, SearchBox } from './shell/Header.js';

const ToastHost = lazy(() => import('./shell/ToastHost.js'));

// Each page's chunk, by page name (two routes share the account page's chunk).
const LOADERS = {
  home: () => import('./pages/HomePage.js'),
  account: () => import('./pages/AccountPage.js'),
  createPin: () => import('./pages/CreatePinRoute.js'),
  repin: () => import('./pages/RepinPage.js'),
  pin: () => import('./pages/PinPage.js'),
  boardCreate: () => import('./pages/BoardCreatePage.js'),
  sectionCreate: () => import('./pages/SectionCreatePage.js'),
  settingsClaim: () => import('./pages/SettingsClaimPage.js'),
  businessConvert: () => import('./pages/BusinessConvertPage.js'),
  quickPromote: () => import('./pages/QuickPromotePage.js'),
  pinBuilder: () => import('./pages/PinBuilderPage.js'),
  adManager: () => import('./pages/AdManagerPage.js'),
  offsite: () => import('./pages/OffsitePage.js'),
  search: () => import('./pages/SearchPage.js'),
  profile: () => import('./pages/ProfilePage.js'),
  board: () => import('./pages/BoardPage.js'),
};

type ShownPage = Exclude<PageName, 'notFound'>;

const loaderOf = (page: ShownPage): (() => Promise<unknown>) => (page === 'login' || page === 'signup' ? LOADERS.account : LOADERS[page]);

const PAGES: Readonly<Record<ShownPage, ComponentType<PageProps>>> = {
  home: lazy(LOADERS.home),
  login: lazy(() => LOADERS.account().then((module) => ({ default: module.LoginRoute }))),
  signup: lazy(() => LOADERS.account().then((module) => ({ default: module.SignupRoute }))),
  createPin: lazy(LOADERS.createPin),
  repin: lazy(LOADERS.repin),
  pin: lazy(LOADERS.pin),
  boardCreate: lazy(LOADERS.boardCreate),
  sectionCreate: lazy(LOADERS.sectionCreate),
  settingsClaim: lazy(LOADERS.settingsClaim),
  businessConvert: lazy(LOADERS.businessConvert),
  quickPromote: lazy(LOADERS.quickPromote),
  pinBuilder: lazy(LOADERS.pinBuilder),
  adManager: lazy(LOADERS.adManager),
  offsite: lazy(LOADERS.offsite),
  search: lazy(LOADERS.search),
  profile: lazy(LOADERS.profile),
  board: lazy(LOADERS.board),
};

function Loading() {
  return (
    <p className="ps-loading" role="status">
      Loading…
    </p>
  );
}

/** S1 §2: an unknown page is a 404 load error: `/` with the error shown. */
function NotFound() {
  const [, navigate] = useLocation();
  const { setFlash } = useSession();
  useEffect(() => {
    const redirect = loadErrorRedirect({ httpStatus: 404 }, globalThis.location.origin);
    if (redirect === null) return;
    if (redirect.showError) setFlash(MESSAGES.notFound);
    navigate(redirect.to, { replace: true });
  }, [navigate, setFlash]);
  return <Loading />;
}

function PageHost() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useReadySession();
  const route = useMemo(() => resolveRoute(location), [location]);
  useEffect(() => {
    // the page's chunk loads while the session is read, not after (issue 11: first paint)
    if (route.page !== 'notFound') loaderOf(route.page)().catch(() => undefined);
  }, [route.page]);
  if (route.page === 'notFound') return <NotFound />;
  if (session === null) return <Loading />;
  const Page = PAGES[route.page];
  return (
    <PinstackProvider runtime={session.backend.runtime}>
      <Suspense fallback={<Loading />}>
        <Page route={route} search={search} />
      </Suspense>
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
  const Main = OWN_MAIN.has(resolveRoute(location).page) ? 'div' : 'main';
  return (
    <>
      <a className="ps-skip" href="#main">
        Skip to content
      </a>
      <header className="ps-banner">
        <Link href="/" className="ps-logo" aria-label="Pinstack home">
          Pinstack
        </Link>
        <SearchBox />
        <AccountLinks />
      </header>
      <Main id="main" tabIndex={-1} className="ps-main">
        <Flash />
        <PageHost />
      </Main>
      {toast === null ? null : (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
