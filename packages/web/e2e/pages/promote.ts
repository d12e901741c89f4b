/** The promotion entry and the quick-promote flow (S1 §2 reading (2)), as a pinner uses them. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class QuickPromote {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  /** The quick-promote dialog, whatever its step's title. */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** `/business/convert` without `next`: what promoting is, and the way to choose a Pin. */
  async openEntry(query = ''): Promise<void> {
    await this.page.goto(`/business/convert${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Promote your Pins?$/ })).toBeVisible();
    await this.screens.capture('promotion entry');
  }

  /** The entry's `Choose a Pin to promote` (or `Promote this Pin`). */
  async chooseFromEntry(): Promise<void> {
    await this.page.getByRole('link', { name: /^(Choose a Pin to promote|Promote this Pin)$/ }).click();
  }

  /** A viewer without an ad account makes one first (S1 §9 its country sets the budget rules) → its id. */
  async createAdAccount(name: string, country: string): Promise<string> {
    await expect(this.page.getByRole('heading', { name: 'Create an ad account' })).toBeVisible();
    await this.screens.capture('ad account');
    await this.page.getByLabel('Business name').fill(name);
    // a select of countries, by name; the code is its value
    await this.page.getByRole('combobox', { name: 'Country' }).selectOption(country);
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await expect(this.page).toHaveURL(/\/advertiser\/\d+\/quick-promote\//);
    return /\/advertiser\/(\d+)\//.exec(this.page.url())?.[1] ?? '';
  }

  /** "Step n of m" on the step shown. */
  async seeStep(step: number, of: number): Promise<void> {
    await expect(this.dialog.getByText(`Step ${step} of ${of}`, { exact: true })).toBeVisible();
  }

  async acceptGdpr(): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'Your data and your ads' })).toBeVisible();
    await this.screens.capture('gdpr consent');
    await this.dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Your data and your ads' })).toHaveCount(0);
  }

  /** The form of the Pin chosen on its page: no choose step. */
  async seeForm(): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'Set up your ad' })).toBeVisible();
  }

  /** Pin selection lists these Pins (by title), and no other. */
  async seePinsToChoose(titles: readonly string[]): Promise<void> {
    const list = this.dialog.getByRole('group', { name: 'Choose a Pin to promote' }).getByRole('listitem');
    await expect(list).toHaveCount(titles.length);
    for (const title of titles) await expect(this.dialog.getByRole('button', { name: title })).toBeVisible();
  }

  /** Pin selection without Pins says why and offers to create one. */
  async seeNoPins(): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'You have no Pins to promote yet' })).toBeVisible();
    await expect(this.dialog.getByRole('link', { name: 'Create a Pin' })).toHaveAttribute('href', '/pin-builder/');
    await this.screens.capture('no pins to promote');
  }

  /** Continue waits for a Pin, and says so. */
  async seeContinueWaits(): Promise<void> {
    const next = this.dialog.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Choose a Pin to continue.');
  }

  async choosePin(title: string): Promise<void> {
    await this.dialog.getByRole('button', { name: title }).click();
    await expect(this.dialog.getByRole('button', { name: title, pressed: true })).toBeVisible();
  }

  /** Continue from pin selection to the page with the form. */
  async continueToForm(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Set up your ad' })).toBeVisible();
  }

  get destination(): Locator {
    return this.dialog.getByLabel('Destination URL');
  }

  /** The form's buttons sit inside the dialog and inside the window, without scrolling. */
  async seeButtonsInside(): Promise<void> {
    const viewport = this.page.viewportSize();
    const dialog = await this.dialog.boundingBox();
    for (const name of ['Back', 'Promote']) {
      const button = await this.dialog.getByRole('button', { name, exact: true }).boundingBox();
      expect(button, name).not.toBeNull();
      expect(dialog).not.toBeNull();
      if (button === null || dialog === null || viewport === null) return;
      expect(button.y, `${name} below the dialog's top`).toBeGreaterThanOrEqual(dialog.y);
      expect(button.y + button.height, `${name} above the dialog's bottom`).toBeLessThanOrEqual(dialog.y + dialog.height + 0.5);
      expect(button.y + button.height, `${name} inside the window`).toBeLessThanOrEqual(viewport.height + 0.5);
    }
  }

  /** The Pin beside the form shows whole: its box has the image's own ratio (a tall Pin is no banner). */
  async seePinWhole(title: string): Promise<void> {
    const image = this.dialog.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const measured = await image.evaluate((img: HTMLImageElement) => {
      const rect = img.getBoundingClientRect();
      return {
        width: rect.width,
        height: rect.height,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
        src: img.currentSrc,
      };
    });
    const box = measured.width / measured.height;
    const natural = measured.naturalWidth / measured.naturalHeight;
    expect(Math.abs(box - natural) / natural, `the Pin keeps its ratio: ${JSON.stringify(measured)}`).toBeLessThan(0.03);
  }

  async fill(fields: { name: string; budget?: string }): Promise<void> {
    await this.dialog.getByLabel('Ad name').fill(fields.name);
    if (fields.budget !== undefined) await this.dialog.getByLabel(/^Daily budget/).fill(fields.budget);
  }

  async promote(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Promote', exact: true }).click();
  }

  async seeSuccess(): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'Your Pin is being promoted' })).toBeVisible({ timeout: 15_000 });
    await this.screens.capture('promoted');
  }

  async done(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
