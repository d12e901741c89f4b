/** Boards and saving from the browse pages (issue 20): the board create page, a board and the save modal (the home feed's cards: ./feed.ts). */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

/** `/board/create/` without a Pin: the board create form as a page; creating opens the new board. */
export class BoardCreateScreen {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/board/create/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create board' })).toBeVisible();
    await this.screens.capture('board create page');
  }

  /** On the page opened from a picker (it carries the Pin): names the board and creates it; the Pin is saved there. */
  async createCarryingPin(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create board' })).toBeVisible();
    await this.screens.capture('board create page carrying the Pin');
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
  }

  /** Names the board, picks its privacy and creates it; the new board's page opens. */
  async create(name: string, privacy: 'public' | 'secret' = 'public'): Promise<void> {
    await this.page.getByLabel('Name').fill(name);
    if (privacy === 'secret') await this.page.getByRole('radio', { name: /^Secret/ }).check();
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

/** A board at `/{username}/{slug}/`. */
export class BoardScreen {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  async open(username: string, slug: string): Promise<void> {
    await this.page.goto(`/${username}/${slug}/`);
  }

  /** Opens a board by its `url` (S0 §3). */
  async openUrl(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async seeBoard(name: string, options: { secret?: boolean; pins?: number } = {}): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const subtitle = this.page.locator('.ps-subtle').first();
    if (options.secret === true) await expect(subtitle).toContainText('Secret');
    if (options.secret === false) await expect(subtitle).not.toContainText('Secret');
    if (options.pins === 0) await expect(this.page.getByText('No Pins here yet.')).toBeVisible();
    else if (options.pins !== undefined) await expect(this.grid(name).getByRole('listitem')).toHaveCount(options.pins);
    await this.screens.capture(`board ${name}`);
  }

  /** A board the viewer may not see answers as a missing one: home, with the message. */
  async seeMissing(): Promise<void> {
    await expect(this.page).toHaveURL(/\/$/);
    await this.screens.capture('board missing');
  }

  private grid(name: string): Locator {
    return this.page.getByRole('list', { name: `Pins on ${name}` });
  }

  /** `Select Pins to move`, tick the Pin, pick the target in `Move to` and move it (S0 §4). */
  async movePin(title: string, target: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Select Pins to move' }).click();
    const move = this.page.getByRole('region', { name: 'Move Pins' });
    await move.getByRole('checkbox', { name: title }).check();
    await move.getByLabel('Move to').selectOption({ label: target });
    await this.screens.capture('move to');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move.getByRole('checkbox', { name: title })).toHaveCount(0);
  }

  /** The `Move to` list's choices. */
  async moveTargets(): Promise<string[]> {
    await this.page.getByRole('button', { name: 'Select Pins to move' }).click();
    const select = this.page.getByRole('region', { name: 'Move Pins' }).getByLabel('Move to');
    await expect(select).toBeVisible();
    const options = await select.locator('option').allTextContents();
    await this.page.getByRole('button', { name: 'Done moving' }).click();
    return options;
  }
}

/** The save-to-board modal (S0 §2) opened from a card or a Pin page. */
export class SaveModal {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  private get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  private get boards(): Locator {
    return this.dialog.getByRole('listbox', { name: 'Boards' });
  }

  async seeChooseBoard(): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'Choose board' })).toBeVisible();
    await expect(this.boards.getByRole('option').first()).toBeVisible();
  }

  /** The board is listed (a board without Pins too: S0 §6 by its placeholder cover). */
  async seeBoard(name: string): Promise<void> {
    await expect(this.boards.getByRole('option', { name }).first()).toBeVisible();
    await this.screens.capture('picker lists the board');
  }

  async choose(name: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: 'Search' }).fill(name);
    await this.boards.getByRole('option', { name }).first().click();
  }

  /** `Saved to {board}`: the success step, or on a phone the S0 §2 toast the save ends with (the modal closed). */
  async seeSaved(board: string): Promise<void> {
    // note: the toast lives 5000 ms (S0 §9), so it is read before the screenshot
    await expect(this.page.getByText(`Saved to ${board}`, { exact: true }).first()).toBeVisible();
    await this.screens.capture('saved');
  }

  /** The board already holding this Pin is marked: a check and `Saved` in its name (S0 §2/§8). */
  async seeMarkedSaved(name: string): Promise<void> {
    await expect(this.boards.getByRole('option', { name: `${name} Saved` }).first()).toBeVisible();
    await this.screens.capture('board marked saved');
  }

  async dontSeeMarkedSaved(name: string): Promise<void> {
    await expect(this.boards.getByRole('option', { name: new RegExp(`^${name}$`) }).first()).toBeVisible();
  }

  /** S0 §8 `Psst! You already saved this Pin to {board}`; the list stays. */
  async seeAlreadySaved(board: string): Promise<void> {
    await expect(this.dialog.getByRole('status').filter({ hasText: `Psst! You already saved this Pin to ${board}` })).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: 'Choose board' })).toBeVisible();
    await this.screens.capture('already saved');
  }

  /** The list's `Create board` row, then the form in place (the modal, S0 §2): the Pin is saved into the new board. */
  async createBoard(name: string): Promise<void> {
    await this.boards.getByRole('option', { name: /Create board/ }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Create board' })).toBeVisible();
    await this.dialog.getByLabel('Name').fill(name);
    await this.screens.capture('create board in the modal');
    await this.dialog.getByRole('button', { name: 'Create', exact: true }).click();
    // a phone's save ends with the toast outside the closed modal (S0 §2)
    await expect(this.page.getByText(new RegExp(`Board created|Saved to ${name}`)).first()).toBeVisible();
    await this.screens.capture('board created');
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toHaveCount(0);
  }

  /** Ends a finished save: `Done` where the success step shows it, else Escape. */
  async finish(): Promise<void> {
    // a phone's save ends with the toast: the modal is already gone
    if ((await this.dialog.count()) === 0) return;
    // note: `Board created` gives way after 2600 ms to the dialog under it, which keeps Done
    await this.dialog
      .getByRole('button', { name: 'Done' })
      .click({ timeout: 3000 })
      .catch(() => this.page.keyboard.press('Escape'));
    await expect(this.dialog).toHaveCount(0, { timeout: 10_000 });
  }
}
