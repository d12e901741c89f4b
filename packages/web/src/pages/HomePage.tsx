/**
 * `/` and `/ideas/`: the home feed (HomeFeedResource), a masonry grid of the Pins the viewer may see,
 * newest first, loading more as the page nears its end (S1 §9 scroll-to-fetch); each card saves.
 */
import { HOME_MESSAGES } from '@pinstack/core/rules';
import { EmptyHomeFeed } from '@pinstack/react-ui';
import { useCallback, useEffect } from 'react';
import { Link } from 'wouter';
import { FeedStatus } from '../feed/FeedStatus.js';
import { endFirstScreen } from '../feed/first-screen.js';
import { PinGrid } from '../feed/PinGrid.js';
import { usePagedList } from '../feed/use-paged-list.js';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';
import { useScrollMemory } from './use-scroll-memory.js';
import './people.css';

export default function HomePage(_: PageProps) {
  const { backend, viewer } = useSession();
  const fetchPage = useCallback(
    (bookmark: string | null) => (backend === null ? Promise.reject() : backend.browse.homeFeed(bookmark)),
    [backend],
  );
  const feed = usePagedList(['home', viewer?.id ?? ''], backend === null ? null : fetchPage);
  useScrollMemory(feed.items.length > 0 || !feed.loading);
  // the first screen the server sent (issue 22): the grid ends it when its lead image has painted;
  // a feed with no cards, or one that failed, ends it here, as does leaving the page
  const noCards = !feed.loading && feed.items.length === 0;
  useEffect(() => {
    if (noCards) endFirstScreen();
  }, [noCards]);
  useEffect(() => endFirstScreen, []);
  return (
    <section className="ps-page" aria-labelledby="home-title">
      <h1 id="home-title" className="ps-visually-hidden">
        Home feed
      </h1>
      {viewer?.isAuth === true ? null : (
        <p>
          {HOME_MESSAGES.signedOutIntro} <Link href="/signup/">{HOME_MESSAGES.signUp}</Link> or{' '}
          <Link href="/login/">{HOME_MESSAGES.logIn}</Link> {HOME_MESSAGES.toStartSaving}
        </p>
      )}
      <PinGrid pins={feed.items} label="Home feed" />
      {/* issue #25: a signed-in pinner's empty feed offers the first steps (a newcomer met a dead end here) */}
      {viewer?.isAuth === true && !feed.loading && feed.failure === null && feed.items.length === 0 ? (
        <EmptyHomeFeed
          className="ps-empty"
          actions={
            <>
              <Link href="/pin/create/" className="ps-button-link">
                {HOME_MESSAGES.createPin}
              </Link>{' '}
              <Link href="/board/create/" className="ps-button-link">
                {HOME_MESSAGES.createBoard}
              </Link>
            </>
          }
        />
      ) : (
        <FeedStatus list={feed} empty={HOME_MESSAGES.nothingYet} />
      )}
    </section>
  );
}
