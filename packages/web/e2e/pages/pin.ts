/** The Pin page and the pin builder, as a pinner uses them. */
import { expect, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class PinPage {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  async open(pinId: string, query = ''): Promise<void> {
    await this.page.goto(`/pin/${encodeURIComponent(pinId)}/${query}`);
    await expect(this.page.getByRole('article').first()).toBeVisible();
    await this.screens.capture('pin page');
  }

  async seeTitle(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async seeSharePanel(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Share this Pin' })).toBeVisible();
    await this.screens.capture('share');
  }

  /** The Pin's source site, linked through `/offsite/` (S1 §2), never straight to the site. */
  async seeSourceLink(host: string, pinId: string): Promise<void> {
    await expect(this.page.getByRole('article').getByRole('link', { name: host })).toHaveAttribute(
      'href',
      new RegExp(`^/offsite/\\?url=[^&]+&pin=${pinId}$`),
    );
  }

  /** Follows the source link (the link check runs first; an allowed link opens in a new tab). */
  async followSourceLink(host: string): Promise<void> {
    await this.page.getByRole('article').getByRole('link', { name: host }).click();
  }

  /** S1 §5 the link check said no: the message shows and nothing opens. */
  async seeSourceLinkBlocked(): Promise<void> {
    await expect(this.page.getByRole('article').getByRole('status').filter({ hasText: 'This link is blocked.' })).toBeVisible();
    await this.screens.capture('source link blocked');
  }

  /** The Pin page offers `Promote` (the viewer's own Pin, promotion offered: S1 §6). */
  async seePromote(pinId: string): Promise<void> {
    await expect(this.page.getByRole('link', { name: 'Promote', exact: true })).toHaveAttribute(
      'href',
      `/business/convert?next=/advertiser/quick_promote&pinId=${encodeURIComponent(pinId)}`,
    );
  }

  /** Someone else's Pin: no `Promote`. */
  async dontSeePromote(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Promote', exact: true })).toHaveCount(0);
  }

  /** `Promote` goes to the promotion entry with this Pin. */
  async promote(): Promise<void> {
    await this.page.getByRole('link', { name: 'Promote', exact: true }).click();
  }

  /** `Save` opens the save-to-board modal. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByRole('dialog')).toBeVisible();
  }
}

export class PinBuilderPage {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/pin-builder/');
    await expect(this.page.getByRole('heading', { name: 'Create Pin' })).toBeVisible();
    await this.screens.capture('pin builder');
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles(file);
  }

  async seeUploaded(): Promise<void> {
    await expect(this.page.getByRole('img', { name: 'Your upload' })).toBeVisible({ timeout: 15_000 });
    await this.screens.capture('uploaded');
  }

  async seeUploadError(message: string): Promise<void> {
    await expect(this.page.getByText(message).first()).toBeVisible({ timeout: 15_000 });
    await this.screens.capture('upload error');
  }

  async describe(fields: { title: string; description: string; link: string }): Promise<void> {
    await this.page.getByLabel('Title').fill(fields.title);
    await this.page.getByLabel('Description').fill(fields.description);
    await this.page.getByLabel('Link').fill(fields.link);
  }

  async saveTo(board: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Choose board' })).toBeVisible();
    await this.screens.capture('builder picker');
    await dialog.getByRole('combobox', { name: 'Search' }).fill(board);
    await dialog.getByRole('listbox', { name: 'Boards' }).getByRole('option', { name: board }).first().click();
  }
}
