/**
 * The Pin page around the closeup (issue #25; beyond the spec: expected by users): the creator
 * with follow (S0 §4's optimistic machine) and "More from this board", each read through the
 * browse cache once the Pin is known.
 */
import type { Pin } from '@pinstack/core';
import { moreFromBoard, PIN_PAGE_MESSAGES } from '@pinstack/core/rules';
import { PinCreator } from '@pinstack/react-ui';
import { Link } from 'wouter';
import { useCachedRead } from '../cache/browse-cache.js';
import { PinGrid } from '../feed/PinGrid.js';
import { useSession } from '../session.js';
import '../feed/feed.css';

/** The Pin's saver: avatar or initials, name to their profile, Follow for signed-in viewers other than them. */
export function PinCreatorCard({ creator }: { readonly creator: NonNullable<Pin['pinner']> }) {
  const { viewer } = useSession();
  const username = creator.username ?? '';
  const signedIn = viewer?.isAuth === true;
  const self = signedIn && viewer.id === creator.id;
  // note: the profile's own cache entry, so following here shows there too (and a follow drops both)
  const profile = useCachedRead(['profile', username, viewer?.id ?? ''], (backend) => backend.browse.profile(username));
  const following = !signedIn || self || profile.status !== 'done' ? null : profile.value.followed_by_me;
  return (
    <PinCreator
      // a new machine once the follow state is known (FollowBlockControls starts from its input)
      key={following === null ? 'none' : String(following)}
      creator={creator}
      following={following}
      blocked={profile.status === 'done' ? (profile.value.blocked_by_me ?? false) : false}
      renderLink={(href, children) => <Link href={href}>{children}</Link>}
    />
  );
}

/** "More from this board": the board's newest other Pins, in the feed's grid. */
export function MoreFromBoard({ boardId, pinId }: { readonly boardId: string; readonly pinId: string }) {
  const { viewer } = useSession();
  const feed = useCachedRead(['boardFeed', boardId, 'more', viewer?.id ?? ''], (backend) => backend.browse.boardFeed(boardId, null, null));
  const more = feed.status === 'done' ? moreFromBoard(feed.value.items, pinId) : [];
  if (more.length === 0) return null;
  return (
    <section className="ps-more" aria-labelledby="more-from-board">
      <h2 id="more-from-board">{PIN_PAGE_MESSAGES.moreFromBoard}</h2>
      <PinGrid pins={more} label={PIN_PAGE_MESSAGES.moreFromBoard} />
    </section>
  );
}
