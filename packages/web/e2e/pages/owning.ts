/** Issue #25 owning Pins and boards: the Pin page's Edit, board settings and sections, as their owner uses them. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

/** The Pin edit dialog (Pin page `Edit`). */
export class PinEditor {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  private get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Edit this Pin' })).toBeVisible();
    await this.screens.capture('pin edit');
    await this.screens.axe('pin edit');
  }

  /** Someone else's Pin: its page offers no Edit. */
  async dontSeeEdit(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  }

  async edit(changes: {
    readonly title?: string;
    readonly description?: string;
    readonly link?: string;
    readonly board?: string;
  }): Promise<void> {
    if (changes.title !== undefined) await this.dialog.getByLabel('Title').fill(changes.title);
    if (changes.description !== undefined) await this.dialog.getByLabel('Description').fill(changes.description);
    if (changes.link !== undefined) await this.dialog.getByRole('textbox', { name: 'Link', exact: true }).fill(changes.link);
    if (changes.board !== undefined) await this.dialog.getByLabel('Board').selectOption({ label: changes.board });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** `Delete Pin`, the confirmation (screenshot, axe), then `Delete Pin` again. */
  async delete(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Delete Pin' }).click();
    await expect(this.dialog.getByText("It leaves its board, every feed and search at once. You can't undo this.")).toBeVisible();
    await this.screens.capture('pin delete confirmation');
    await this.screens.axe('pin delete confirmation');
    await this.dialog.getByRole('button', { name: 'Delete Pin' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}

/** A board page's settings and sections, for its owner. */
export class BoardOwner {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  private get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async openSettings(): Promise<void> {
    await this.page.getByRole('button', { name: 'Board settings' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Board settings' })).toBeVisible();
    await this.screens.capture('board settings');
    await this.screens.axe('board settings');
  }

  async dontSeeSettings(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Board settings' })).toHaveCount(0);
    await expect(this.page.getByRole('button', { name: 'Add section' })).toHaveCount(0);
  }

  async rename(name: string): Promise<void> {
    await this.dialog.getByLabel('Name').fill(name);
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async makeSecret(): Promise<void> {
    await this.dialog.getByLabel('Keep this board secret').check();
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  async archive(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Archive board' }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page.getByText(/· Archived/)).toBeVisible();
    await this.screens.capture('board archived');
  }

  /** Delete board: the confirmation names the Pins that go with it. */
  async delete(pins: number): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Delete board' }).click();
    const confirm = this.dialog.getByRole('button', { name: `Delete board and ${pins} ${pins === 1 ? 'Pin' : 'Pins'}` });
    await expect(confirm).toBeVisible();
    await this.screens.capture('board delete confirmation');
    await this.screens.axe('board delete confirmation');
    await confirm.click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** S0 §2 `Add section`: the add-section form (title, label, placeholder, Add). */
  async addSection(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add section' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add section' })).toBeVisible();
    await expect(this.dialog.getByLabel('Name')).toHaveAttribute('placeholder', 'Like "Lighting"');
    await this.screens.axe('add section');
    await this.dialog.getByLabel('Name').fill(name);
    await this.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name })).toBeVisible();
  }

  async renameSection(from: string, to: string): Promise<void> {
    await this.page.getByRole('button', { name: `Rename section ${from}` }).click();
    await this.dialog.getByLabel('Name').fill(to);
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: to })).toBeVisible();
  }

  async deleteSection(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete section ${name}` }).click();
    await expect(this.dialog.getByText('Its Pins stay on the board.')).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Delete section' }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page.getByRole('button', { name: `Delete section ${name}` })).toHaveCount(0);
  }
}
