/** The banner's search box and account links (signed out: log in, sign up; signed in: create, profile, settings, log out). */
import { HOME_PATH } from '@pinstack/core';
import { searchPathFor, searchWordsInUrl } from '@pinstack/core/rules';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../session.js';

/**
 * S1 §3 search: the query goes to `/search/pins/?q=…`, which `parseSearchQuery` reads (the field reads its words back with `searchWordsInUrl`). On a search
 * page the field shows that page's words; once the backend is here it offers S1 §7 typeahead with
 * keyboard selection (react-ui `SearchTypeaheadField`, issue 25).
 */
export function SearchBox() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { backend } = useSession();
  const wanted = useTypeaheadWanted();
  const fromUrl = searchWordsInUrl(location, search);
  // what was typed in the plain field, and whether it had the focus, carry over to the typeahead
  const [carried, setCarried] = useState<{ readonly text: string; readonly focused: boolean } | null>(null);
  const engage = (text: string, focused: boolean) => {
    setCarried({ text, focused });
    wanted.now();
  };
  const plain = <PlainSearchBox initial={carried?.text ?? fromUrl} onSearch={navigate} onEngage={engage} />;
  if (backend === null || !wanted.loaded) return plain;
  return (
    <Suspense fallback={plain}>
      {/* a new search page starts the field afresh with its words */}
      <LazySearchTypeahead
        key={fromUrl}
        backend={backend}
        initialText={carried?.text ?? fromUrl}
        focus={carried?.focused === true}
        onSearch={(path) => navigate(path)}
      />
    </Suspense>
  );
}

// note: the typeahead's machine and view load once the backend is here, never with the shell (issue 22)
const LazySearchTypeahead = lazy(() => import('./SearchTypeahead.js'));
const LazyInvitationsLink = lazy(() => import('./InvitationsLink.js'));

/**
 * When the header's typeahead loads: once the page has loaded (its first screen's images too), or
 * at once when the field is pointed at or focused. Its chunks (the machine runtime, the field) never
 * compete with what the page shows first (issue 24 §4: the feed's first images).
 */
function useTypeaheadWanted(): { readonly loaded: boolean; readonly now: () => void } {
  const [loaded, setLoaded] = useState(false);
  const now = () => setLoaded(true);
  useEffect(() => {
    if (document.readyState === 'complete') setLoaded(true);
    else addEventListener('load', () => setLoaded(true), { once: true });
  }, []);
  return { loaded, now };
}

/** The search field before the backend has loaded (no typeahead yet). */
function PlainSearchBox({
  initial,
  onSearch,
  onEngage,
}: {
  readonly initial: string;
  readonly onSearch: (path: string) => void;
  readonly onEngage: (text: string, focused: boolean) => void;
}) {
  const [query, setQuery] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q !== '') onSearch(searchPathFor(q));
  };
  return (
    <search className="ps-search" onPointerEnter={() => onEngage(query, false)} onFocus={() => onEngage(query, true)}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="ps-visually-hidden">
          Search
        </label>
        <input
          id={id}
          className="ps-search-field"
          type="search"
          placeholder="Search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onEngage(event.target.value, true);
          }}
        />
      </form>
    </search>
  );
}

/** Account links: what the viewer can do from every page. */
export function AccountLinks() {
  const { backend, viewer, setViewer, setFlash } = useSession();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (viewer === null) return <nav aria-label="Account" className="ps-account" />;
  if (!viewer.isAuth) {
    return (
      <nav aria-label="Account" className="ps-account">
        <Link href="/login/">Log in</Link>
        <Link href="/signup/">Sign up</Link>
      </nav>
    );
  }
  const signOut = async () => {
    if (backend === null) return;
    setBusy(true);
    const outcome = await backend.signOut();
    setBusy(false);
    if (!outcome.ok) {
      setFlash(outcome.message);
      return;
    }
    setViewer({ isAuth: false });
    navigate(HOME_PATH);
  };
  const name = viewer.fullName?.trim() || viewer.username;
  return (
    <nav aria-label="Account" className="ps-account">
      <Link href="/pin-builder/">
        {/* a narrow banner shows the plus; the word names the link */}
        <span className="ps-account-icon" aria-hidden="true">
          +
        </span>
        <span className="ps-account-word">Create</span>
      </Link>
      {/* issue 25: shown while invitations wait; loads with the backend, not the shell */}
      {backend === null ? null : (
        <Suspense fallback={null}>
          <LazyInvitationsLink />
        </Suspense>
      )}
      {viewer.username === undefined || name === undefined ? null : (
        <Link href={`/${encodeURIComponent(viewer.username)}/`}>
          <span className="ps-avatar" aria-hidden="true">
            {[...name][0]?.toUpperCase()}
          </span>
          <span className="ps-account-word">{name}</span>
        </Link>
      )}
      <Link href="/settings/">
        {/* a narrow banner shows the gear (text presentation), so the search field keeps its width */}
        <span className="ps-account-icon" aria-hidden="true">
          {'\u2699\uFE0E'}
        </span>
        <span className="ps-account-word">Settings</span>
      </Link>
      <button type="button" className="ps-link-button" onClick={signOut} disabled={busy}>
        Log out
      </button>
    </nav>
  );
}
