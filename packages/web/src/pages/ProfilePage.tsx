/**
 * `/{username}/` (S0 §2 profile link): the person (UserResource) — avatar (their picture, or
 * initials on a colour), name, about text and website, follower and following counts — with follow
 * / block (S0 §4: the follower count changes at once), and two tabs: their boards the viewer may
 * see (UserBoardsResource, owned or joined) and the Pins they saved (UserPinsResource, `?tab=pins`).
 * The owner gets `Edit profile`, and an empty profile of their own offers `Create board` (issue 25).
 * A name the person gave up leads here under the current name (the URL is replaced).
 */
import { countText, followerCountText, isArchivedByMe, OWNING_MESSAGES, PROFILE_MESSAGES } from '@pinstack/core/rules';
import { Avatar, FollowBlockControls, OutboundLink } from '@pinstack/react-ui';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { FeedStatus } from '../feed/FeedStatus.js';
import { PinGrid } from '../feed/PinGrid.js';
import { usePagedList } from '../feed/use-paged-list.js';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useCachedRead } from '../cache/browse-cache.js';
import { useRenamedRedirect } from './use-renamed-redirect.js';
import { useScrollMemory } from './use-scroll-memory.js';
import '../feed/feed.css';
import { usePageTitle } from '../shell/title.js';
import './people.css';

export default function ProfilePage({ route, search }: PageProps) {
  const username = route.params['username'] ?? '';
  const tab = new URLSearchParams(search).get('tab') === 'pins' ? 'pins' : 'boards';
  const { backend, viewer } = useSession();
  const profile = useCachedRead(['profile', username, viewer?.id ?? ''], (b) => b.browse.profile(username));
  const fetchBoards = useCallback(
    (bookmark: string | null) => (backend === null ? Promise.reject() : backend.browse.userBoards(username, bookmark)),
    [backend, username],
  );
  const fetchPins = useCallback(
    (bookmark: string | null) => (backend === null ? Promise.reject() : backend.browse.userPins(username, bookmark)),
    [backend, username],
  );
  const boards = usePagedList(['userBoards', username, viewer?.id ?? ''], backend === null || tab !== 'boards' ? null : fetchBoards);
  // note: under 'profile', which every write of Pins drops (CHANGED_BY)
  const pins = usePagedList(['profile', 'pins', username, viewer?.id ?? ''], backend === null || tab !== 'pins' ? null : fetchPins);
  const list = tab === 'pins' ? pins : boards;
  useScrollMemory(profile.status !== 'loading' && (list.items.length > 0 || !list.loading));
  usePageTitle(profile.status === 'done' ? profile.value.full_name || profile.value.username : null);
  // issue 25: URLs follow a username change
  useRenamedRedirect(username, profile.status === 'done' ? profile.value.username : null);
  if (profile.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (profile.status === 'failed') return <LoadFailure message={profile.message} httpStatus={profile.httpStatus} code={profile.code} />;
  const user = profile.value;
  const name = user.full_name || user.username;
  const own = viewer?.isAuth === true && viewer.id === user.id;
  const base = `/${encodeURIComponent(user.username)}/`;
  return (
    <section className="ps-page ps-profile" aria-labelledby="profile-title">
      <div className="ps-profile-head">
        <Avatar person={user} size={96} />
        <h1 id="profile-title">{name}</h1>
        <p className="ps-subtle">
          @{user.username} · {countText(user.board_count, 'board')} · {countText(user.pin_count, 'Pin')}
        </p>
        {user.about ? <p className="ps-profile-about">{user.about}</p> : null}
        {user.website_url ? (
          <p>
            <OutboundLink url={user.website_url}>{user.website_url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}</OutboundLink>
          </p>
        ) : null}
        {user.following_count === undefined ? null : <p className="ps-subtle">{PROFILE_MESSAGES.following(user.following_count)}</p>}
        {own ? (
          <>
            <p className="ps-subtle">{followerCountText(user.follower_count)}</p>
            <p>
              <Link href="/settings/profile/" className="ps-button-link">
                {PROFILE_MESSAGES.editProfile}
              </Link>
            </p>
          </>
        ) : (
          // S0 §4: the follower count changes with a follow at once; a block shows Unblock, also after a reload
          <FollowBlockControls
            key={user.id}
            input={{
              userId: user.id,
              following: user.followed_by_me,
              blocked: user.blocked_by_me ?? false,
              followerCount: user.follower_count,
            }}
            name={name}
            signedIn={viewer?.isAuth === true}
            loginHref={`/login/?next=${encodeURIComponent(base)}`}
          />
        )}
      </div>
      <nav aria-label="Profile">
        <ul className="ps-tabs">
          <li>
            <Link href={base} aria-current={tab === 'boards' ? 'page' : undefined}>
              {PROFILE_MESSAGES.boards}
            </Link>
          </li>
          <li>
            <Link href={`${base}?tab=pins`} aria-current={tab === 'pins' ? 'page' : undefined}>
              {PROFILE_MESSAGES.pins}
            </Link>
          </li>
        </ul>
      </nav>
      {tab === 'pins' ? (
        <>
          <PinGrid pins={pins.items} label={`Pins saved by ${name}`} />
          <FeedStatus list={pins} empty={PROFILE_MESSAGES.noPins} />
        </>
      ) : (
        <>
          <ul className="ps-boards ps-board-covers" aria-label={`${name}'s boards`}>
            {boards.items.map((board) => (
              <li key={board.id}>
                <Link
                  href={`/${encodeURIComponent(board.owner?.username ?? user.username)}/${encodeURIComponent(board.slug ?? board.id)}/`}
                >
                  {board.image_cover_url ? <img src={board.image_cover_url} alt="" loading="lazy" /> : <span className="ps-board-tile" />}
                  <strong>{board.name}</strong>
                  <span className="ps-subtle">
                    {countText(board.pin_count, 'Pin')}
                    {board.privacy === 'secret' ? ' · Secret' : ''}
                    {isArchivedByMe(board) ? ` · ${OWNING_MESSAGES.boardArchived}` : ''}
                    {board.owner !== undefined && board.owner.id !== user.id ? ` · by @${board.owner.username ?? ''}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {own && !boards.loading && boards.items.length === 0 ? (
            <div className="ps-empty">
              <p>{PROFILE_MESSAGES.emptyOwnProfile}</p>
              <Link href="/board/create/" className="ps-button-link">
                {PROFILE_MESSAGES.createBoard}
              </Link>
            </div>
          ) : (
            <FeedStatus list={boards} empty={PROFILE_MESSAGES.emptyProfile} />
          )}
        </>
      )}
    </section>
  );
}
