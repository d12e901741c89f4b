import { PIN_PAGE_MESSAGES, sendMethod } from '@pinstack/core/rules';
import { useState } from 'react';
import { useLoadingIndicator } from '../loading-indicator/use-loading-indicator.js';
import { Button } from '../primitives/Button.js';
import styles from './PinPageParts.module.css';

/** Props of {@link SendButton}. */
export interface SendButtonProps {
  /** The Pin page's address. */
  readonly url: string;
  /** The Pin's title, for the share sheet. */
  readonly title?: string;
}

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
 * link shows in a field to copy by hand. The copy is S0 §4's loading/success pair
 * (`useLoadingIndicator`): "Link copied" is its success, shown 4000 ms.
 */
export function SendButton({ url, title }: SendButtonProps) {
  const copy = useLoadingIndicator();
  const [showLink, setShowLink] = useState(false);
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
      copy.start();
      try {
        await navigator.clipboard.writeText(url);
        copy.succeed();
        return;
      } catch {
        // no permission: show the link instead
        copy.fail();
      }
    }
    setShowLink(true);
  };
  return (
    <span className={styles.send}>
      <Button onClick={() => void send()} aria-busy={copy.loading}>
        {PIN_PAGE_MESSAGES.send}
      </Button>
      <span role="status" className={styles.sent}>
        {copy.success ? PIN_PAGE_MESSAGES.linkCopied : ''}
      </span>
      {showLink ? (
        <label className={styles.copyField}>
          {PIN_PAGE_MESSAGES.copyThisLink}
          <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </span>
  );
}
