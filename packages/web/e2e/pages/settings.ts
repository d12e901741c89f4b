/** The account settings page (`/settings/`): the password and where the account is signed in (#21 §4). */
import { expect, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class SettingsPage {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  /** Goes to the settings through the header, as a pinner would. */
  async openFromHeader(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
    await expect(this.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await this.screens.capture('settings');
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.page.getByLabel('Current password').fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Type the new password again').fill(next);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  async seeError(message: string): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await this.screens.capture('password refused');
  }

  async seePasswordChanged(): Promise<void> {
    await expect(
      this.page.getByRole('status').filter({ hasText: "Your password was changed. You're signed out everywhere else." }),
    ).toBeVisible();
    await expect(this.page.getByLabel('Current password')).toHaveValue('');
    await this.screens.capture('password changed');
  }

  async signOutEverywhere(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(this.page.getByRole('group', { name: 'Sign out on every device, this one too?' })).toBeVisible();
    await this.screens.capture('confirm sign out everywhere');
    await this.page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  }
}
