import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The width of `ref`'s element, kept current with a ResizeObserver (the closeup lays out for the
 * space its container gives it, not the window: the same page may show it in a modal or a column).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
