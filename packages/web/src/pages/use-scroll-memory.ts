/**
 * Back keeps the reader's place (issue 20 §3): each history entry a browse page shows gets an id
 * in `history.state`, and its scroll position is kept under that id as the reader scrolls. Back
 * (or Forward) to an entry puts the page where it was left once its content is there — with the
 * browse cache that is the first render, before the browser paints; a new entry starts at the top.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

const ENTRY = 'pinstackEntry';
/** Scroll position of each entry seen in this document, by entry id. */
const positions = new Map<string, number>();
let made = 0;

/** The current history entry's id, or `null` when no browse page has shown it yet. */
function entryId(): string | null {
  const state: unknown = history.state;
  const id = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[ENTRY] : undefined;
  return typeof id === 'string' ? id : null;
}

/** The current entry's id, given it now (kept with the entry, so Back finds it) when it has none. */
function markEntry(): string {
  const existing = entryId();
  if (existing !== null) return existing;
  made += 1;
  // note: unique across reloads too, since the entry's state outlives the document
  const id = `${Date.now().toString(36)}.${made}`;
  const state: unknown = history.state;
  history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), [ENTRY]: id }, '');
  return id;
}

/**
 * Keeps this page's scroll position with its history entry and puts it back on a return, once
 * `ready` (the page's content is rendered: the position exists). A new entry is shown from the top.
 */
export function useScrollMemory(ready: boolean): void {
  const [path] = useLocation();
  const search = useSearch();
  const placed = useRef<string | null>(null);
  useLayoutEffect(() => {
    // the app places the page itself: the browser's own restore would run before the cards are back
    history.scrollRestoration = 'manual';
    const id = markEntry();
    const record = () => {
      if (entryId() === id) positions.set(id, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [path, search]);
  useLayoutEffect(() => {
    const id = entryId();
    if (id === null || placed.current === id) return;
    const saved = positions.get(id);
    if (saved !== undefined && !ready) return;
    placed.current = id;
    window.scrollTo(0, saved ?? 0);
    return saved === undefined ? undefined : keepPlacing(saved);
  }, [path, search, ready]);
}

/** How long the page follows its content's growth to reach a saved place the first render could not. */
const PLACING_MS = 3000;
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * When the page is still too short for `top` (images with no known size still loading), scrolls
 * there again as it grows, until it gets there, the reader moves, or {@link PLACING_MS} pass.
 */
function keepPlacing(top: number): (() => void) | undefined {
  const reached = () => Math.abs(window.scrollY - top) <= 1;
  if (reached()) return undefined;
  const root = document.documentElement;
  const grew = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), PLACING_MS);
  function stop() {
    grew.disconnect();
    clearTimeout(timer);
    for (const move of READER_MOVES) window.removeEventListener(move, stop);
  }
  for (const move of READER_MOVES) window.addEventListener(move, stop, { passive: true });
  grew.observe(root);
  return stop;
}
