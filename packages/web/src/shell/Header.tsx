/** The banner's search box and account links (signed out: log in, sign up; signed in: create, profile, settings, log out). */
import { HOME_PATH } from '@pinstack/core';
import { searchPathFor, searchWordsInUrl } from '@pinstack/core/rules';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
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
  const fromUrl = searchWordsInUrl(location, search);
  const plain = <PlainSearchBox initial={fromUrl} onSearch={navigate} />;
  if (backend === null) return plain;
  return (
    <Suspense fallback={plain}>
      {/* a new search page starts the field afresh with its words */}
      <LazySearchTypeahead key={fromUrl} backend={backend} initialText={fromUrl} onSearch={(path) => navigate(path)} />
    </Suspense>
  );
}

// note: the typeahead's machine and view load once the backend is here, never with the shell (issue 22)
const LazySearchTypeahead = lazy(() => import('./SearchTypeahead.js'));
const LazyInvitationsLink = lazy(() => import('./InvitationsLink.js'));

/** The search field before the backend has loaded (no typeahead yet). */
function PlainSearchBox({ initial, onSearch }: { readonly initial: string; readonly onSearch: (path: string) => void }) {
  const [query, setQuery] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q !== '') onSearch(searchPathFor(q));
  };
  return (
    <search className="ps-search">
      <form onSubmit={submit}>
        <label htmlFor={id} className="ps-visually-hidden">
          Search
        </label>
        <input id={id} type="search" placeholder="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
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
