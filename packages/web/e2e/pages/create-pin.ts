/** The create-Pin page (S0 §2) and the save-to-board picker, as a pinner uses them. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class CreatePinPage {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  /** Opens `/pin/create/{method}/` with the query (`url`, `media`, …). */
  async open(method: string, query: Record<string, string>): Promise<void> {
    await this.page.goto(`/pin/create/${method}/?${new URLSearchParams(query).toString()}`);
  }

  private get boards(): Locator {
    return this.page.getByRole('listbox', { name: 'Boards' });
  }

  private get sections(): Locator {
    return this.page.getByRole('listbox', { name: 'Sections' });
  }

  async seeBoardPicker(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Choose board' })).toBeVisible();
    await expect(this.boards.getByRole('option').first()).toBeVisible();
    await this.screens.capture('board picker');
  }

  async seeLoginPanel(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Log in to save this Pin' })).toBeVisible();
    await this.screens.capture('login panel');
  }

  async dontSeeLoginPanel(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Log in to save this Pin' })).toHaveCount(0);
  }

  /** Searches the picker for the board (the All boards list is virtualised), then picks it. */
  async chooseBoard(name: string): Promise<void> {
    await this.search(name);
    // note: a recent board is listed twice (Top choices and All boards); either saves to it
    await this.boards.getByRole('option', { name }).first().click();
  }

  async seeSectionPicker(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Choose section' })).toBeVisible();
    await this.screens.capture('section picker');
  }

  async chooseSection(name: string): Promise<void> {
    await this.sections.getByRole('option', { name }).click();
  }

  async search(text: string): Promise<void> {
    // the picker's own field: the banner's search (#25) is a combobox named Search too
    await this.page.locator('main, [role="dialog"]').getByRole('combobox', { name: 'Search' }).first().fill(text);
  }

  /** The create row (desktop popup) or the fixed bottom button (mobile page, S0 §2) named `label`. */
  private async create(label: 'Create board' | 'Create section'): Promise<void> {
    const button = this.page.getByRole('button', { name: label });
    if ((await button.count()) > 0) await button.click();
    else await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async createBoardFromPicker(name: string): Promise<void> {
    await this.create('Create board');
    await expect(this.page.getByRole('heading', { name: 'Create board' })).toBeVisible();
    await this.screens.capture('create board');
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
  }

  async seeSaved(text: RegExp | string): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
    await this.screens.capture('saved');
  }

  /** Desktop: `Board created` or the saved headline; mobile: the toast. */
  async seeBoardCreatedOrSaved(board: string): Promise<void> {
    await expect(this.page.getByText(new RegExp(`Board created|Saved to ${board}`)).first()).toBeVisible();
    await this.screens.capture('board created');
  }

  /** The saved headline (desktop) or the toast (mobile) naming `where`. */
  async seeSavedSomewhere(where: string): Promise<void> {
    await expect(this.page.getByText(new RegExp(`Saved to .*${where}`)).first()).toBeVisible();
    await this.screens.capture('saved');
  }

  /**
   * S0 §2/§4 mobile: the save ends at once with the toast naming the board and its `View` link;
   * no success view with `Done` is left to dismiss.
   */
  async seeToastNoSuccessView(text: string): Promise<string> {
    // note: the toast lives 5000 ms (S0 §9), so it is read before the screenshot and axe run
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
    const view = this.page.getByRole('link', { name: 'View', exact: true });
    await expect(view).toBeVisible();
    const href = (await view.getAttribute('href')) ?? '';
    await expect(this.page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await this.screens.capture('toast');
    return href;
  }

  /**
   * S0 §2/§4 mobile: the same toast and no success view, then a tap on its `View` while the toast is
   * up. Its screenshot is taken by the journeys that stay (`seeToastNoSuccessView`): the full-page
   * shot and the axe run can outlast the toast's 5000 ms, and then no `View` is left to open.
   */
  async openToastView(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
    const view = this.page.getByRole('link', { name: 'View', exact: true });
    await expect(view).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await view.click();
  }

  async seeToast(text: string): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
    await this.screens.capture('toast');
  }

  /** Desktop: the success view names the board and has focus on its main action, `See it now`. */
  async seeSuccessWithFocus(board: string): Promise<void> {
    await expect(this.page.getByText(`Saved to ${board}`).first()).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'See it now' })).toBeFocused();
    await this.screens.capture('saved');
  }

  /** S0 §2 the popup-style page: no site banner, and one field named `Search` (the picker's). */
  async seePopupPage(): Promise<void> {
    await expect(this.page.getByRole('link', { name: 'Pinstack home' })).toHaveCount(0);
    await expect(this.page.getByRole('searchbox')).toHaveCount(0);
    await expect(this.page.getByLabel('Search')).toHaveCount(1);
    await expect(this.page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  }

  /** The picker's create row, named by its words. */
  createRow(label: 'Create board' | 'Create section'): Locator {
    return this.page.getByRole('option', { name: label, exact: true });
  }

  /** `Create section` in the section step, then the add section form (`Name`, `Add`). */
  async addSection(name: string): Promise<void> {
    await this.create('Create section');
    await expect(this.page.getByLabel('Name')).toBeVisible();
    await this.screens.capture('add section');
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
  }

  /** Issue 20: the page without `media` asks for an image first (an upload or an address). */
  async seeAddImage(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Add an image' })).toBeVisible();
    await expect(this.page.getByText('Choose a file or drag and drop it here')).toBeVisible();
    await this.screens.capture('add an image');
  }

  /** Uploads a file on the add-image step; the picker follows with the image. */
  async uploadImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles(file);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Choose board' })).toBeVisible({ timeout: 15_000 });
  }

  /** Types an image address on the add-image step and uses it. */
  async useImageAddress(address: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Image address' }).fill(address);
    await this.page.getByRole('button', { name: 'Use this image' }).click();
  }

  async seeImageAddressError(message: string): Promise<void> {
    await expect(this.page.getByText(message)).toBeVisible();
    await this.screens.capture('image address error');
  }

  /** Desktop: the Pin image beside the picker is the one added. */
  async seePinImage(src: RegExp | string): Promise<void> {
    await expect(this.page.getByRole('img', { name: 'The Pin to save' })).toHaveAttribute('src', src);
  }

  /** The `Create board` controls of the picker (the list's row; on mobile also the bottom button). */
  createBoardControls(): Locator {
    return this.page.getByRole('option', { name: /Create board/ }).or(this.page.getByRole('button', { name: 'Create board' }));
  }
}
