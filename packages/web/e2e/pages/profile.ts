/** A person's profile (`/{username}/`): follow, block and the follower count, as a pinner uses them. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class ProfilePage {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
    /** The person's name as the page shows it (their full name). */
    private readonly name: string,
  ) {}

  async open(username: string): Promise<void> {
    await this.page.goto(`/${encodeURIComponent(username)}/`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.name })).toBeVisible();
    await this.screens.capture('profile');
  }

  private get follow(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Follow(ing)? ${this.name}$`) });
  }

  async seeFollowers(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  /** `Follow` (or `Following` to unfollow). */
  async toggleFollow(): Promise<void> {
    await this.follow.click();
  }

  async seeFollowing(following: boolean): Promise<void> {
    await expect(this.follow).toHaveAttribute('aria-pressed', String(following));
  }

  /** Waits until the follow call has answered. */
  async settled(): Promise<void> {
    await expect(this.follow).toHaveAttribute('aria-busy', 'false');
  }

  /** `Block`, then the question's `Block` (or `Cancel`). */
  async block(confirm = true): Promise<void> {
    await this.page.getByRole('button', { name: `Block ${this.name}` }).click();
    const question = this.page.getByRole('dialog', { name: `Block ${this.name}?` });
    await expect(question).toBeVisible();
    await this.screens.capture('block question');
    await question.getByRole('button', { name: confirm ? `Block ${this.name}` : 'Cancel' }).click();
    await expect(question).toHaveCount(0);
  }

  async unblock(): Promise<void> {
    await this.page.getByRole('button', { name: `Unblock ${this.name}` }).click();
    await expect(this.page.getByRole('button', { name: `Block ${this.name}` })).toBeVisible();
  }

  async seeBlocked(): Promise<void> {
    await expect(this.page.getByRole('button', { name: `Unblock ${this.name}` })).toBeVisible();
    await expect(this.follow).toHaveCount(0);
    await this.screens.capture('blocked');
  }

  async seeNotice(text: string): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await this.screens.capture('follow refused');
  }
}
