/**
 * Issue 22: the first screen the server sends for the home page is styled by the feed's own
 * stylesheet (which the server links in the page's head): its top row shows where core's grid rule
 * gives a phone two columns, the width below which the server's `<source>`s (core
 * `PHONE_GRID_IMAGE_SIZES`) offer the cards' images; wider, it shows the banner only.
 */
import { readFileSync } from 'node:fs';
import { PHONE_GRID_IMAGE_SIZES, PIN_GRID_COLUMNS, PIN_GRID_NARROW_BELOW, PIN_GRID_PAGE_GUTTER } from '@pinstack/core';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./feed.css', import.meta.url), 'utf8');

describe("the home page's first screen (issue 22)", () => {
  it("shows its row exactly where a phone's grid has two columns with narrow gaps", () => {
    const widest = PIN_GRID_NARROW_BELOW + 2 * PIN_GRID_PAGE_GUTTER - 1;
    expect(PHONE_GRID_IMAGE_SIZES.media).toBe(`(max-width: ${widest}px)`);
    expect(css).toMatch(new RegExp(`@media \\(min-width: ${widest + 1}px\\) \\{\\s*\\.ps-first-row \\{\\s*display: none;`));
    // two columns below that width, whatever core's column rule (at least two, narrow gaps)
    expect(PIN_GRID_COLUMNS.minColumns).toBe(2);
    expect(css).toMatch(/\.ps-first-row \{[^}]*grid-template-columns: 1fr 1fr;[^}]*gap: 8px;/);
  });

  it('covers the page while it is there, and hides itself should the scripts never run', () => {
    expect(css).toMatch(/\.ps-first-screen \{[^}]*position: fixed;[^}]*inset: 0;[^}]*animation: ps-first-screen-gone/);
    expect(css).toMatch(/@keyframes ps-first-screen-gone \{\s*to \{\s*visibility: hidden;/);
  });
});
