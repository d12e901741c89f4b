/** The home feed (a masonry of Pin cards, `Save` on each), as a pinner scrolls, opens and saves its Pins. */
import { shouldFetchMore } from '@pinstack/core/rules';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';
import { SaveModal } from './boards.js';

/** What the page saw since {@link HomeFeed.watchLoading}: whether a loading line was added. */
export interface SeenSince {
  readonly loadingShown: boolean;
}

export class HomeFeed {
  readonly grid: Locator;

  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {
    this.grid = page.getByRole('list', { name: 'Home feed' });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.grid.getByRole('listitem').first()).toBeVisible();
    // note: only what is on screen, so a touch viewport is not resized before a scroll is measured
    await this.screens.capture('home feed', { viewport: true });
  }

  /** The card of the Pin titled `title`. */
  card(title: string): Locator {
    return this.grid.getByRole('listitem').filter({ hasText: title }).first();
  }

  /** How many cards show this title (a repinned Pin shows once). */
  cardsTitled(title: string): Promise<number> {
    return this.grid
      .getByRole('listitem')
      .filter({ has: this.page.locator('.ps-card-title', { hasText: title }) })
      .count();
  }

  /** The left edges of the cards on screen (one per column). */
  async columnLefts(): Promise<number[]> {
    const boxes = await this.grid
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    return [...new Set(boxes)].sort((a, b) => a - b);
  }

  /** Goes home through the header's logo, inside the app (no page load). */
  async goHome(): Promise<void> {
    await this.page.getByRole('link', { name: 'Pinstack home' }).click();
    await expect(this.grid.getByRole('listitem').first()).toBeVisible();
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  cardCount(): Promise<number> {
    return this.grid.getByRole('listitem').count();
  }

  /** Whether the feed is reading a page (its loading line shows). */
  private loading(): Promise<boolean> {
    return this.page.getByRole('status').filter({ hasText: 'Loading' }).isVisible();
  }

  /**
   * Scrolls the feed to `y` px as a reader would: wherever the app's own rule (S1 §9
   * `shouldFetchMore`) has it load the next page, waits for that page, until the feed rests at `y`
   * with nothing more to load there and its images near the screen loaded.
   */
  async scrollTo(y: number): Promise<void> {
    for (;;) {
      await expect.poll(() => this.loading()).toBe(false);
      const position = await this.page.evaluate((top) => {
        const root = document.documentElement;
        window.scrollTo(0, Math.min(top, root.scrollHeight - window.innerHeight));
        return { scrollTop: root.scrollTop, viewportHeight: window.innerHeight, contentHeight: root.scrollHeight };
      }, y);
      if (!shouldFetchMore(position)) {
        expect(position.scrollTop, 'the feed is long enough to scroll there').toBe(y);
        // images loading above move the place (the browser keeps what is on screen in place): again until it rests at y
        await this.settle();
        if ((await this.scrollY()) === y) return;
        continue;
      }
      const before = await this.cardCount();
      await expect.poll(() => this.cardCount(), { message: 'the feed loads its next page near its end' }).toBeGreaterThan(before);
    }
  }

  /**
   * Waits until the images within a screen of the viewport have loaded: the browser keeps what is
   * on screen in place as images above it take their height, so the place moves until then.
   */
  async settle(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="Home feed"] img')].every((image) => {
            const box = image.getBoundingClientRect();
            return image.complete || box.bottom < -window.innerHeight || box.top > 2 * window.innerHeight;
          }),
        ),
      )
      .toBe(true);
  }

  /** Opens the Pin of the card at the middle of the screen (a click inside the app, no scrolling) → its title. */
  async openPinInView(): Promise<string> {
    const href = await this.page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('ul[aria-label="Home feed"] a.ps-card-link')];
      // its centre, where the click lands, well inside the screen
      const seen = links.find((link) => {
        const box = link.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        return box.height > 0 && middle > window.innerHeight / 4 && middle < (window.innerHeight * 3) / 4;
      });
      return seen?.getAttribute('href') ?? null;
    });
    expect(href, 'a card in the middle of the screen').not.toBeNull();
    const link = this.grid.locator(`a[href="${href}"]`).first();
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(this.page).toHaveURL(new RegExp(`${href}$`));
    await expect(this.page.getByRole('article').first()).toBeVisible();
    return title;
  }

  /**
   * Records from now on whether a loading line is ever added to the page (a flash of it would be
   * missed by looking afterwards): read it back with {@link seenSince}.
   */
  async watchLoading(): Promise<void> {
    await this.page.evaluate(() => {
      const seen = { loadingShown: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches('.ps-loading') || node.querySelector('.ps-loading') !== null))
              seen.loadingShown = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
  }

  seenSince(): Promise<SeenSince> {
    return this.page.evaluate(() => (window as unknown as { __seen: SeenSince }).__seen);
  }

  /** `Save` on the card of `title` (hover and a click on desktop, a tap on touch): the save modal opens at `Choose board`. */
  async save(title: string, touch = false): Promise<SaveModal> {
    const card = this.card(title);
    const save = card.getByRole('button', { name: `Save ${title}` });
    if (touch) await save.tap();
    else {
      await card.hover();
      await save.click();
    }
    const modal = new SaveModal(this.page, this.screens);
    await modal.seeChooseBoard();
    return modal;
  }

  /** `Save` on the card of `title`, then the board `board` in the picker: `Saved to {board}` (the success step, or a phone's toast). */
  async saveCard(title: string, board: string, touch: boolean): Promise<void> {
    const modal = await this.save(title, touch);
    await modal.choose(board);
    await modal.seeSaved(board);
  }
}
