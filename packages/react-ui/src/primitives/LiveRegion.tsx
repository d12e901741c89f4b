import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';

const AnnounceContext = createContext<((message: string) => void) | null>(null);

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
      <div role="status" aria-live="polite" style={visuallyHidden}>
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
