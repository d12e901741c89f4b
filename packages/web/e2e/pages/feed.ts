/** The home feed (a masonry of Pin cards, `Save` on each), as a pinner uses it. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class HomeFeed {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  get grid(): Locator {
    return this.page.getByRole('list', { name: 'Home feed' });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.grid.getByRole('listitem').first()).toBeVisible();
    await this.screens.capture('home feed');
  }

  /** The card of the Pin titled `title`. */
  card(title: string): Locator {
    return this.grid.getByRole('listitem').filter({ hasText: title }).first();
  }

  /** `Save` on the card: a tap on a touch screen, a click elsewhere; the picker opens. */
  async save(title: string, isMobile: boolean): Promise<void> {
    const button = this.card(title).getByRole('button', { name: `Save ${title}` });
    if (isMobile) await button.tap();
    else await button.click();
    await expect(this.page.getByRole('dialog').getByRole('heading', { name: 'Choose board' })).toBeVisible();
  }

  /** The left edges of the cards on screen (one per column). */
  async columnLefts(): Promise<number[]> {
    const boxes = await this.grid
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    return [...new Set(boxes)].sort((a, b) => a - b);
  }
}
