import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

const AnnounceContext = createContext<((message: string) => void) | null>(null);

/**
 * A polite `role="status"` region rendered before any message, so screen readers already watch it
 * when the first toast or "Board created" is announced.
 */
export function LiveRegionProvider({ children }: { readonly children?: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage(text), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" className={styles.hidden}>
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Announces a message in the nearest {@link LiveRegionProvider}; a no-op without one. */
export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext) ?? noop;
}

const noop = (): void => undefined;
