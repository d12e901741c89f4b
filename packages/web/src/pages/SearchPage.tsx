/**
 * `/search/{scope}/?q=`: search results (SearchResource) for `parseSearchQuery`'s options (S1 §3),
 * with scope tabs (Pins, boards, people); more load as the page nears its end (S1 §9).
 */
import { countText, OWNING_MESSAGES, parseSearchQuery, type SearchScope } from '@pinstack/core/rules';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { Avatar, FollowBlockControls } from '@pinstack/react-ui';
import { FeedStatus } from '../feed/FeedStatus.js';
import { PinGrid } from '../feed/PinGrid.js';
import { usePagedList } from '../feed/use-paged-list.js';
import type { Outcome } from '../ports/backend.js';
import type { ListPage } from '../ports/browse.js';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';
import { useScrollMemory } from './use-scroll-memory.js';
import '../feed/feed.css';
import { usePageTitle } from '../shell/title.js';
import './people.css';

const TABS: readonly { readonly scope: SearchScope; readonly label: string }[] = [
  { scope: 'pins', label: 'Pins' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
];

type Item = { readonly kind: 'pin' | 'board' | 'user'; readonly value: Record<string, unknown> & { id: string } };

export default function SearchPage({ route, search }: PageProps) {
  const { backend, viewer } = useSession();
  const fromPath = route.params['scope'];
  const options = parseSearchQuery(
    `/search/?${search}${fromPath !== undefined && !new URLSearchParams(search).has('scope') ? `&scope=${encodeURIComponent(fromPath)}` : ''}`,
  );
  const scope: SearchScope = options.scope === 'boards' || options.scope === 'users' ? options.scope : 'pins';
  const query = options.query.trim();
  const fetchPage = useCallback(
    async (bookmark: string | null): Promise<Outcome<ListPage<Item>>> => {
      if (backend === null) return { ok: false, message: 'not ready' };
      const outcome = await backend.browse.search(query, scope, bookmark);
      if (!outcome.ok) return outcome;
      const { kind, page } = outcome.value;
      const tag = kind === 'pins' ? 'pin' : kind === 'boards' ? 'board' : 'user';
      return {
        ok: true,
        value: { items: page.items.map((value) => ({ kind: tag, value: value as Item['value'] })), bookmark: page.bookmark },
      };
    },
    [backend, query, scope],
  );
  const results = usePagedList(['search', scope, query, viewer?.id ?? ''], backend === null || query === '' ? null : fetchPage);
  useScrollMemory(query === '' || results.items.length > 0 || !results.loading);
  usePageTitle(query === '' ? null : query);
  const q = encodeURIComponent(query);
  return (
    <section className="ps-page" aria-labelledby="search-title">
      <h1 id="search-title">{query === '' ? 'Search' : `Results for “${query}”`}</h1>
      <nav aria-label="Search scope">
        <ul className="ps-tabs">
          {TABS.map((tab) => (
            <li key={tab.scope}>
              <Link href={`/search/${tab.scope}/?q=${q}`} aria-current={tab.scope === scope ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query === '' ? (
        <p>Type what you are looking for in the search box.</p>
      ) : (
        <>
          {scope === 'pins' ? (
            <PinGrid pins={results.items.map((item) => item.value as never)} label="Pins found" />
          ) : (
            <ul
              className={scope === 'boards' ? 'ps-boards ps-board-covers' : 'ps-boards'}
              aria-label={scope === 'boards' ? 'Boards found' : 'People found'}
            >
              {results.items.map(({ kind, value }) => (
                <li key={value.id}>{kind === 'board' ? <BoardResult board={value} /> : <UserResult user={value} />}</li>
              ))}
            </ul>
          )}
          <FeedStatus list={results} empty="No results." />
        </>
      )}
    </section>
  );
}

function BoardResult({ board }: { readonly board: Record<string, unknown> }) {
  const owner = (board['owner'] as { username?: string } | undefined)?.username ?? '';
  const cover = typeof board['image_cover_url'] === 'string' ? board['image_cover_url'] : null;
  return (
    <Link href={`/${encodeURIComponent(owner)}/${encodeURIComponent(String(board['slug'] ?? board['id']))}/`}>
      {cover ? <img src={cover} alt="" loading="lazy" /> : <span className="ps-board-tile" />}
      <strong>{String(board['name'])}</strong>
      {/* issue 25: a board found names its owner */}
      <span className="ps-subtle">
        {countText(typeof board['pin_count'] === 'number' ? board['pin_count'] : 0, 'Pin')} · by @{owner}
        {/* issue #25: a board the viewer archived is labelled wherever it shows */}
        {typeof board['archived_by_me_at'] === 'string' && board['archived_by_me_at'] !== '' ? ` · ${OWNING_MESSAGES.boardArchived}` : ''}
      </span>
    </Link>
  );
}

/** Issue 25: a person found: their avatar and name (to the profile), and Follow. */
function UserResult({ user }: { readonly user: Record<string, unknown> }) {
  const { viewer } = useSession();
  const id = String(user['id']);
  const username = String(user['username']);
  const name = String(user['full_name'] || username);
  const image = typeof user['image_medium_url'] === 'string' ? user['image_medium_url'] : undefined;
  return (
    <div className="ps-person">
      <Link href={`/${encodeURIComponent(username)}/`}>
        <Avatar person={{ id, username, full_name: name, image_medium_url: image }} size={48} />
        <strong>{name}</strong>
        <span className="ps-subtle">@{username}</span>
      </Link>
      {viewer?.isAuth === true && viewer.id !== id ? (
        <FollowBlockControls
          input={{ userId: id, following: user['followedByMe'] === true, blocked: false }}
          name={name}
          signedIn
          showBlock={false}
        />
      ) : null}
    </div>
  );
}
