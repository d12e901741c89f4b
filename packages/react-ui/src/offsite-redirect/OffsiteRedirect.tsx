import { OFFSITE_MESSAGES } from '@pinstack/core';
import { useId } from 'react';
import { LinkButton } from '../primitives/LinkButton.js';
import styles from './OffsiteRedirect.module.css';
import { type OffsiteQuery, useOffsiteRedirect } from './use-offsite-redirect.js';

/** Props of {@link OffsiteRedirect}. */
export interface OffsiteRedirectProps extends OffsiteQuery {
  /** Leaves for a link the server vouches for. @default location.replace */
  readonly navigate?: (url: string) => void;
  /** Where "Back to Pinstack" goes. @default '/' */
  readonly homeHref?: string;
}

const replaceLocation = (url: string): void => {
  window.location.replace(url);
};

/** The address as the browser will read it (punycode host, escapes), so what is shown is where it goes. */
function shownAddress(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * S1 §2/§5/§7 the `/offsite/` screen: it checks the link; a blocked one (S1 §5) never opens; one
 * the server vouches for (a Pin's own link, or a link it signed) opens without a click; any other
 * is shown in full — its host and whole address — and opens only when the person continues.
 */
export function OffsiteRedirect({ navigate = replaceLocation, homeHref = '/', ...query }: OffsiteRedirectProps) {
  const state = useOffsiteRedirect(query, navigate);
  const titleId = useId();
  const back = <LinkButton href={homeHref}>{OFFSITE_MESSAGES.backToPinstack}</LinkButton>;
  if (state.status === 'checking' || state.status === 'opening')
    return (
      <p className={styles.status} role="status">
        {state.status === 'checking' ? OFFSITE_MESSAGES.checking : OFFSITE_MESSAGES.opening}
      </p>
    );
  if (state.status === 'failed')
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {OFFSITE_MESSAGES.leavingTitle}
        </h1>
        <p role="alert">{state.message}</p>
        <div className={styles.actions}>{back}</div>
      </section>
    );
  if (state.status === 'blocked')
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {OFFSITE_MESSAGES.blockedTitle}
        </h1>
        <p>{OFFSITE_MESSAGES.blockedBody}</p>
        <div className={styles.actions}>{back}</div>
      </section>
    );
  const address = shownAddress(state.url);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {OFFSITE_MESSAGES.leavingTitle}
      </h1>
      <p>{OFFSITE_MESSAGES.leavingBody}</p>
      <p className={styles.host}>{state.host}</p>
      <dl className={styles.address}>
        <dt>{OFFSITE_MESSAGES.destination}</dt>
        <dd>
          <code>{address}</code>
        </dd>
      </dl>
      <div className={styles.actions}>
        <LinkButton variant="primary" href={address} rel="noopener noreferrer nofollow">
          {OFFSITE_MESSAGES.continueTo(state.host)}
        </LinkButton>
        {back}
      </div>
    </section>
  );
}
