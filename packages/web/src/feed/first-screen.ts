/**
 * The home page's first screen, which the server sends in the HTML so a phone paints the feed's top
 * row before the scripts run (server `src/http/first-screen.ts`, issues 22 and 24 §4). It covers
 * the page until the app's own grid has painted those cards, then goes; a page that has no cards to
 * paint ends it as soon as it knows.
 */
import { FIRST_SCREEN_ID } from '@pinstack/core';

/** Removes the first screen, if the page still has it, at the next frame (the grid's images have painted by then). */
export function endFirstScreen(): void {
  requestAnimationFrame(() => document.getElementById(FIRST_SCREEN_ID)?.remove());
}
