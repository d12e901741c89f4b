/**
 * The home page's first screen, painted from the HTML (issues #22 and #24 §4: Lighthouse on the
 * home feed). Until the app's scripts have run, a phone saw nothing: its largest paint, the top
 * row's image, waited ~2 s for React although the server had already named and preloaded it. The
 * server now sends, beside the app's root, what a phone's first screen shows — the banner and the
 * feed's top row of cards, each a real link — and the web app removes it once its own grid has
 * painted the same cards (web `src/feed/first-screen.ts`). It covers the page (`position: fixed`),
 * so nothing under it moves when it goes, and a stylesheet rule hides it after a few seconds should
 * the scripts never run. It is a copy for the eye: hidden from assistive technology and out of the
 * tab order, as the app's own page is the one to use.
 *
 * Wider screens get the banner only: their column widths are the grid's to measure, and the cards'
 * `<source>` names phones only, so no image is fetched there that the grid will not show.
 */
import { FIRST_SCREEN_ID, HOME_MESSAGES, imageSources, type Pin, PHONE_GRID_IMAGE_SIZES, pinThumb, pinTitle } from '@pinstack/core';

/** Text and attribute values escaped for HTML (also page-hints.ts's attributes). */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** One card of the top row: the Pin's image for a phone's column, and its title (web `PinGrid`'s card, without its Save). */
function card(pin: Pin): string {
  const sources = imageSources(pin.images);
  const thumb = pinThumb(pin);
  const title = pinTitle(pin);
  const shape = sources === undefined ? '' : ` width="${sources.width}" height="${sources.height}"`;
  // a phone's column only: no source matches a wider screen, and an <img> without a src loads nothing
  const srcset = sources?.webpSrcSet ?? sources?.srcSet ?? (thumb === null ? undefined : `${thumb} 236w`);
  const type = sources?.webpSrcSet === undefined ? '' : ' type="image/webp"';
  const picture =
    srcset === undefined
      ? '<span class="ps-card-tile"></span>'
      : `<picture><source media="${PHONE_GRID_IMAGE_SIZES.media}"${type} srcset="${escapeHtml(srcset)}" sizes="${PHONE_GRID_IMAGE_SIZES.sizes}"><img alt=""${shape} decoding="async"></picture>`;
  return `<li class="ps-card"><a class="ps-card-link" tabindex="-1" href="/pin/${escapeHtml(encodeURIComponent(pin.id))}/">${picture}<span class="ps-card-title">${escapeHtml(title)}</span></a></li>`;
}

/** What the first screen shows: whether the viewer is signed in, and the feed's first Pins (its top row on a phone). */
export interface FirstScreenContent {
  readonly signedIn: boolean;
  readonly pins: readonly Pin[];
}

/** The first screen's HTML (see the module comment); every value from the store is escaped. */
export function firstScreenHtml({ signedIn, pins }: FirstScreenContent): string {
  const banner =
    '<div class="ps-banner"><a class="ps-logo" tabindex="-1" href="/"><span class="ps-logo-mark">P</span><span class="ps-logo-word">Pinstack</span></a>' +
    '<span class="ps-search"><input class="ps-search-field" type="search" placeholder="Search" tabindex="-1" readonly></span><span class="ps-account"></span></div>';
  const intro = signedIn
    ? ''
    : `<p>${escapeHtml(HOME_MESSAGES.signedOutIntro)} <a tabindex="-1" href="/signup/">${escapeHtml(HOME_MESSAGES.signUp)}</a> or <a tabindex="-1" href="/login/">${escapeHtml(HOME_MESSAGES.logIn)}</a> ${escapeHtml(HOME_MESSAGES.toStartSaving)}</p>`;
  const row = pins.length === 0 ? '' : `<ul class="ps-first-row">${pins.map(card).join('')}</ul>`;
  return `<div id="${FIRST_SCREEN_ID}" class="ps-first-screen" aria-hidden="true">${banner}<div class="ps-main"><div class="ps-page">${intro}${row}</div></div></div>`;
}
