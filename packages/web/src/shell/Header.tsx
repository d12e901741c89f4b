/** The banner's search box and account links (signed out: log in, sign up; signed in: create, profile, settings, log out). */
import { COLLABORATION_MESSAGES, HOME_PATH } from '@pinstack/core';
import { invitationBadge, parseSearchQuery, searchPathFor } from '@pinstack/core/rules';
import { PinstackProvider, SearchTypeaheadField } from '@pinstack/react-ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../session.js';
import { useInvitationCount } from './use-invitation-count.js';

/**
 * S1 §3 search: the query goes to `/search/pins/?q=…`, which `parseSearchQuery` reads. On a search
 * page the field shows that page's words; once the backend is here it offers S1 §7 typeahead with
 * keyboard selection (react-ui `SearchTypeaheadField`, issue 25).
 */
export function SearchBox() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { backend } = useSession();
  const onSearchPage = location === '/search' || location.startsWith('/search/');
  const fromUrl = onSearchPage ? parseSearchQuery(`https://pinstack.invalid${location}?${search}`).query : '';
  if (backend === null) return <PlainSearchBox initial={fromUrl} onSearch={navigate} />;
  return (
    <div className="ps-search">
      <PinstackProvider runtime={backend.runtime}>
        {/* a new search page starts the field afresh with its words */}
        <SearchTypeaheadField key={fromUrl} initialText={fromUrl} onSearch={(path) => navigate(path)} />
      </PinstackProvider>
    </div>
  );
}

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
  const invitations = useInvitationCount();
  const badge = invitationBadge(invitations);
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
      {/* issue 25: shown while invitations wait (the banner keeps one row at 390 px otherwise) */}
      {badge === null ? null : (
        <Link href="/invitations/" aria-label={COLLABORATION_MESSAGES.invitationsLink(invitations)} className="ps-invitations">
          <span className="ps-account-icon" aria-hidden="true">
            {'\u2709\uFE0E'}
          </span>
          <span className="ps-account-word" aria-hidden="true">
            {COLLABORATION_MESSAGES.invitations}
          </span>
          <span className="ps-badge" aria-hidden="true">
            {badge}
          </span>
        </Link>
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
