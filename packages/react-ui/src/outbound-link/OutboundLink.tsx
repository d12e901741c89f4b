import type { OffsiteLink } from '@pinstack/core/rules';
import type { ReactNode } from 'react';
import styles from './OutboundLink.module.css';
import { useOutboundLink } from './use-outbound-link.js';

/** Props of {@link OutboundLink}. */
export interface OutboundLinkProps extends OffsiteLink {
  readonly children: ReactNode;
  /** Opens the checked `/offsite/` link. @default window.open(href, '_blank', 'noopener') */
  readonly openWindow?: (href: string) => void;
}

const openInNewTab = (href: string): void => {
  window.open(href, '_blank', 'noopener');
};

/**
 * S1 §2 / §5 / §7 a link off the site: its href is the `/offsite/` redirect; a click checks the
 * link first and opens it only when the check allows, else says why (`This link is blocked.`).
 */
export function OutboundLink({ children, openWindow = openInNewTab, ...link }: OutboundLinkProps) {
  const state = useOutboundLink(link, openWindow);
  return (
    <span className={styles.wrap}>
      <a
        href={state.href}
        className={styles.link}
        rel="noopener nofollow"
        aria-busy={state.status === 'checking'}
        onClick={(event) => {
          // note: a modified click (new tab, download) is the browser's; the redirect still checks
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          if (state.status !== 'checking') state.open();
        }}
      >
        {children}
      </a>
      <span role="status" className={state.message !== null ? styles.message : styles.empty}>
        {state.message}
      </span>
    </span>
  );
}
