import { TOAST_DURATION_MS } from '@pinstack/core';
import { PIN_PAGE_MESSAGES, sendMethod } from '@pinstack/core/rules';
import { useEffect, useState } from 'react';
import { Button } from '../primitives/Button.js';
import styles from './PinPageParts.module.css';

/** Props of {@link SendButton}. */
export interface SendButtonProps {
  /** The Pin page's address. */
  readonly url: string;
  /** The Pin's title, for the share sheet. */
  readonly title?: string;
}

type Sent = 'idle' | 'copied' | 'show';

// note: read at click time, so tests and browsers without the APIs take the other ways
const platform = () => {
  const nav = globalThis.navigator as Navigator | undefined;
  return {
    canShare: typeof nav?.share === 'function',
    canCopy: typeof nav?.clipboard?.writeText === 'function',
    touch: globalThis.matchMedia?.('(pointer: coarse)').matches ?? false,
  };
};

/**
 * Issue #25 `Send` on the Pin page: the platform share sheet where there is one (touch devices),
 * else the link copied with the Clipboard API and "Link copied" announced; where neither works the
 * link shows in a field to copy by hand.
 */
export function SendButton({ url, title }: SendButtonProps) {
  const [sent, setSent] = useState<Sent>('idle');
  // "Link copied" goes away as a toast does (S0 §9 TOAST_DURATION_MS)
  useEffect(() => {
    if (sent !== 'copied') return;
    const timer = setTimeout(() => setSent('idle'), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);
  const send = async () => {
    const method = sendMethod(platform());
    if (method === 'share') {
      try {
        await navigator.share({ url, ...(title ? { title } : {}) });
        return;
      } catch (error) {
        // the person closed the sheet: nothing to say
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (method !== 'show') {
      try {
        await navigator.clipboard.writeText(url);
        setSent('copied');
        return;
      } catch {
        // no permission: show the link instead
      }
    }
    setSent('show');
  };
  return (
    <span className={styles.send}>
      <Button onClick={() => void send()}>{PIN_PAGE_MESSAGES.send}</Button>
      <span role="status" className={styles.sent}>
        {sent === 'copied' ? PIN_PAGE_MESSAGES.linkCopied : ''}
      </span>
      {sent === 'show' ? (
        <label className={styles.copyField}>
          {PIN_PAGE_MESSAGES.copyThisLink}
          <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </span>
  );
}
