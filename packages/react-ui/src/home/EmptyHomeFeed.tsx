import { HOME_MESSAGES } from '@pinstack/core/rules';
import type { ReactNode } from 'react';

/** Props of {@link EmptyHomeFeed}. */
export interface EmptyHomeFeedProps {
  /**
   * The ways to start, as the app links them (its router's links): `Create a Pin` and
   * `Create a board` (`HOME_MESSAGES`).
   */
  readonly actions: ReactNode;
  /**
   * The app's class for an empty state (the home page's chunk carries no style of its own: each
   * new stylesheet costs the shell a preload entry, issue #22's budget).
   */
  readonly className?: string;
}

/**
 * Issue #25 (beyond the spec: expected by users; from a newcomer trial): a signed-in pinner's
 * empty home feed welcomes them and offers the first steps instead of "Nothing to see yet.".
 */
export function EmptyHomeFeed({ actions, className }: EmptyHomeFeedProps) {
  return (
    <section className={className} aria-labelledby="empty-home-title">
      <h2 id="empty-home-title">{HOME_MESSAGES.emptyTitle}</h2>
      <p>{HOME_MESSAGES.emptyDetail}</p>
      <p>{actions}</p>
    </section>
  );
}
