/**
 * Issue #25 (accessibility; from a newcomer trial): after a move inside the app, keyboard focus
 * goes to the new page's main heading (its `h1`), so a keyboard user starts on the new page and a
 * screen reader announces it, instead of staying on the link that was followed (or falling back to
 * the document). A page that focuses something of its own (a form's first field, a dialog) keeps
 * it: the heading is taken only while focus is nowhere or on the banner.
 *
 * It runs in the banner's lazily loaded part (the search typeahead's chunk, there on every page with
 * a banner once the backend is here), so the shell's entry and the create-Pin page's first load
 * carry none of it (issue #22's budget).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';

// each move cancels the wait of the one before
let moves = 0;

/** How long a page may take to show its heading (its chunk and first read) before focus stays where it is. */
const WAIT_MS = 8000;

/** Focuses the main heading of the page just moved to, once it shows; `tabindex="-1"` makes it focusable, outside the tab order. */
export function focusMainHeading(): void {
  const move = ++moves;
  const started = Date.now();
  const step = (): void => {
    if (move !== moves) return;
    const main = document.getElementById('main');
    const active = document.activeElement;
    // only focus that is nowhere (the followed link went with its page) or on the banner's link
    // moves; a field or dialog the page focused keeps it
    const idle = active === null || active === document.body || active === main || active.closest('.ps-banner') !== null;
    if (!idle) return;
    const heading = main?.querySelector('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - started < WAIT_MS) setTimeout(step, 50);
  };
  step();
}

// the path whose heading focus was last settled for; the first page's (as this chunk loads) is not a move
let settledAt = globalThis.location?.pathname ?? '';

/** Moves focus to the new page's heading whenever the path changes (a move inside the app, Back and Forward too). */
export function useFocusAfterMove(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (location === settledAt) return;
    settledAt = location;
    focusMainHeading();
  }, [location]);
}
