/**
 * Issues 22 and 24 §4: the home page's first screen, painted from the HTML — the banner and the
 * feed's top row as a phone shows them, every stored value escaped, hidden from assistive
 * technology and out of the tab order (the app's page replaces it).
 */
import { FIRST_SCREEN_ID, HOME_MESSAGES, type Pin, PHONE_GRID_IMAGE_SIZES } from '@pinstack/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, firstScreenHtml } from './first-screen.js';

const variant = (width: number, name: string) => ({
  url: `/media/${name}.jpg`,
  webpUrl: `/media/${name}.webp`,
  width,
  height: width * 1.5,
});
const sized: Pin = {
  id: '101',
  title: 'Pasta #dinner',
  images: { '236x': variant(236, 'a.236x'), '474x': variant(474, 'a.474x'), orig: variant(800, 'a') },
};
const hostile: Pin = { id: '1"2', title: '<img src=x onerror=alert(1)> & "quotes"', imageUrl: '/media/old.jpg' };

describe('first screen (issues 22, 24 §4)', () => {
  it("a phone's top row: each card links to its Pin, its image offered for a phone's column only", () => {
    const html = firstScreenHtml({ signedIn: true, pins: [sized] });
    expect(html.startsWith(`<div id="${FIRST_SCREEN_ID}" class="ps-first-screen" aria-hidden="true">`)).toBe(true);
    expect(html).toContain(
      `<source media="${PHONE_GRID_IMAGE_SIZES.media}" type="image/webp" srcset="/media/a.236x.webp 236w, /media/a.474x.webp 474w, /media/a.webp 800w" sizes="${PHONE_GRID_IMAGE_SIZES.sizes}">`,
    );
    // no src: a wider screen, which no source matches, loads nothing; the shape is reserved
    expect(html).toContain('<img alt="" width="800" height="1200" decoding="async">');
    expect(html).toContain('<a class="ps-card-link" tabindex="-1" href="/pin/101/">');
    expect(html).toContain('<span class="ps-card-title">Pasta #dinner</span>');
  });

  it('everything it shows from the store is escaped', () => {
    const html = firstScreenHtml({ signedIn: true, pins: [hostile] });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('href="/pin/1%222/"');
    // an image stored before the pipeline: its one URL, still for a phone only
    expect(html).toContain(`<source media="${PHONE_GRID_IMAGE_SIZES.media}" srcset="/media/old.jpg 236w"`);
  });

  it('signed out it says what the site is for, as the home page does; every link stays out of the tab order', () => {
    const out = firstScreenHtml({ signedIn: false, pins: [] });
    expect(out).toContain(HOME_MESSAGES.signedOutIntro);
    expect(out).toContain(`<a tabindex="-1" href="/signup/">${HOME_MESSAGES.signUp}</a>`);
    expect(out).not.toContain('ps-first-row');
    expect(firstScreenHtml({ signedIn: true, pins: [] })).not.toContain(HOME_MESSAGES.signedOutIntro);
    for (const html of [out, firstScreenHtml({ signedIn: true, pins: [sized, hostile] })]) {
      const links = html.match(/<a [^>]*>/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toContain('tabindex="-1"');
      for (const input of html.match(/<input [^>]*>/g) ?? []) expect(input).toContain('tabindex="-1"');
    }
  });

  it('property: escaped text has no markup characters and reads back as itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        const back = escaped
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&');
        expect(back).toBe(text);
      }),
    );
  });

  it('property: whatever a Pin is titled, its card adds no element of its own', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, title) => {
        const html = firstScreenHtml({ signedIn: true, pins: [{ id, title, imageUrl: '/media/x.jpg' }] });
        const tags = (html.match(/<[a-z]+/g) ?? []).join(' ');
        expect(tags).toBe(
          firstScreenHtml({ signedIn: true, pins: [{ id: '1', title: 'a', imageUrl: '/media/x.jpg' }] })
            .match(/<[a-z]+/g)
            ?.join(' '),
        );
      }),
    );
  });
});
