/**
 * `/{username}/` (S0 §2 profile link): the person (UserResource) with follow / block (S0 §4), and
 * their boards the viewer may see (UserBoardsResource), each with its cover and Pin count.
 */
import { followerCountText, isArchivedByMe, OWNING_MESSAGES } from '@pinstack/core/rules';
import { FollowBlockControls } from '@pinstack/react-ui';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { FeedStatus } from '../feed/FeedStatus.js';
import { usePagedList } from '../feed/use-paged-list.js';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useCachedRead } from '../cache/browse-cache.js';
import { useScrollMemory } from './use-scroll-memory.js';
import '../feed/feed.css';
import { usePageTitle } from '../shell/title.js';

export default function ProfilePage({ route }: PageProps) {
  const username = route.params['username'] ?? '';
  const { backend, viewer } = useSession();
  const profile = useCachedRead(['profile', username, viewer?.id ?? ''], (b) => b.browse.profile(username));
  const fetchPage = useCallback(
    (bookmark: string | null) => (backend === null ? Promise.reject() : backend.browse.userBoards(username, bookmark)),
    [backend, username],
  );
  const boards = usePagedList(['userBoards', username, viewer?.id ?? ''], backend === null ? null : fetchPage);
  useScrollMemory(profile.status !== 'loading' && (boards.items.length > 0 || !boards.loading));
  usePageTitle(profile.status === 'done' ? profile.value.full_name || profile.value.username : null);
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
  return (
    <section className="ps-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{name}</h1>
      <p className="ps-subtle">
        @{user.username} · {user.board_count} {user.board_count === 1 ? 'board' : 'boards'} · {user.pin_count}{' '}
        {user.pin_count === 1 ? 'Pin' : 'Pins'}
      </p>
      {own ? (
        <p className="ps-subtle">{followerCountText(user.follower_count)}</p>
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
          loginHref={`/login/?next=${encodeURIComponent(`/${user.username}/`)}`}
        />
      )}
      <h2>Boards</h2>
      <ul className="ps-boards" aria-label={`${name}'s boards`}>
        {boards.items.map((board) => (
          <li key={board.id}>
            <Link href={`/${encodeURIComponent(user.username)}/${encodeURIComponent(board.slug ?? board.id)}/`}>
              {board.image_cover_url ? <img src={board.image_cover_url} alt="" loading="lazy" /> : <span className="ps-board-tile" />}
              <strong>{board.name}</strong>
              <span className="ps-subtle">
                {board.pin_count} {board.pin_count === 1 ? 'Pin' : 'Pins'}
                {board.privacy === 'secret' ? ' · Secret' : ''}
                {isArchivedByMe(board) ? ` · ${OWNING_MESSAGES.boardArchived}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <FeedStatus list={boards} empty="No boards yet." />
    </section>
  );
}
