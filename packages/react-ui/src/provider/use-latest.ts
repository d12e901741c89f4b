import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A ref that always holds the latest `value`: a machine made once (its actors and actions bound at
 * mount) still calls the caller's current callback.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  // note: layout effect so an event sent from a child's effect already sees the new callback
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
