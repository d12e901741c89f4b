import type { Pin } from '@pinstack/core';
import { avatarColourOf, initialsOf } from '@pinstack/core/rules';
import type { ReactNode } from 'react';
import { FollowBlockControls } from '../follow-block/FollowBlockControls.js';
import styles from './PinPageParts.module.css';

/** Props of {@link PinCreator}. */
export interface PinCreatorProps {
  /** The Pin's saver (S0 §3 `pinner`, with the username, name and avatar our backends add). */
  readonly creator: NonNullable<Pin['pinner']>;
  /** Whether the viewer follows them; `null` hides Follow (signed out, or the viewer themselves). */
  readonly following: boolean | null;
  /** Whether the viewer blocked them (S0 §4 follow and block share one machine). @default false */
  readonly blocked?: boolean;
  /** Renders a link (the app's router); a plain anchor by default. */
  readonly renderLink?: (href: string, children: ReactNode) => ReactNode;
}

const plainLink = (href: string, children: ReactNode): ReactNode => <a href={href}>{children}</a>;

/**
 * Issue #25 the creator on the Pin page: their avatar (or initials on their colour), their name
 * linking to their profile, and Follow / Following with S0 §4's optimistic follow machine (shown
 * to signed-in viewers other than the creator).
 */
export function PinCreator({ creator, following, blocked = false, renderLink = plainLink }: PinCreatorProps) {
  const name = creator.full_name?.trim() || creator.username || 'Someone';
  const href = creator.username === undefined ? null : `/${encodeURIComponent(creator.username)}/`;
  return (
    <div className={styles.creator}>
      {creator.image_medium_url ? (
        <img className={styles.avatar} src={creator.image_medium_url} alt="" width={40} height={40} />
      ) : (
        <span className={styles.avatar} style={{ background: avatarColourOf(creator.id) }} aria-hidden="true">
          {initialsOf(creator.full_name, creator.username)}
        </span>
      )}
      <span className={styles.creatorName}>{href === null ? name : renderLink(href, name)}</span>
      {following === null ? null : (
        <FollowBlockControls input={{ userId: creator.id, following, blocked }} name={name} signedIn showBlock={false} />
      )}
    </div>
  );
}
