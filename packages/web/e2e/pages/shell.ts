/** The app shell and the sign-in, sign-up pages, as a pinner uses them. */
import { expect, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

export class AuthPages {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  async openLogin(query = ''): Promise<void> {
    await this.page.goto(`/login/${query}`);
    await expect(this.page.getByRole('heading', { name: 'Log in to Pinterest' })).toBeVisible();
    await this.screens.capture('login');
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Signs in from `/login/` and waits until the shell shows the account. */
  async signIn(email: string, password: string, query = ''): Promise<void> {
    await this.openLogin(query);
    await this.logIn(email, password);
    await this.seeSignedIn();
  }

  async openSignup(): Promise<void> {
    await this.page.goto('/signup/');
    await expect(this.page.getByRole('heading', { name: 'Sign up for Pinterest' })).toBeVisible();
    await this.screens.capture('signup');
  }

  /** Signs up with the S1 §5 form; the username is made from the e-mail's local part. */
  async signUp(fields: { email: string; password: string; fullName?: string; birthday?: string }): Promise<void> {
    await this.page.getByLabel('Email', { exact: true }).fill(fields.email);
    await this.page.getByLabel('Password').fill(fields.password);
    if (fields.fullName) await this.page.getByLabel('Full name').fill(fields.fullName);
    if (fields.birthday) await this.page.getByLabel('Birthday').fill(fields.birthday);
    await this.page.getByRole('button', { name: 'Sign up' }).click();
  }

  async seeSignedIn(): Promise<void> {
    await expect(this.page.getByRole('button', { name: 'Log out' })).toBeVisible();
  }

  async seeSignedOut(): Promise<void> {
    await expect(this.page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  }

  async seeError(message: string): Promise<void> {
    await expect(this.page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await this.screens.capture('error');
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Log out' }).click();
    await this.seeSignedOut();
    await expect(this.page).toHaveURL(/\/$/);
  }
}

/** The site banner (logo, search, account links) and the document's head, as a pinner meets them. */
export class Banner {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  /** The banner is one row: logo, search and account links share a line. */
  async seeOneRow(): Promise<void> {
    const banner = this.page.getByRole('banner');
    const parts = [
      banner.getByRole('link', { name: 'Pinstack home' }),
      banner.getByRole('searchbox', { name: 'Search' }),
      banner.getByRole('navigation', { name: 'Account' }),
    ];
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox()) ?? { x: 0, y: -1000, width: 0, height: 0 }));
    const middles = boxes.map((box) => box.y + box.height / 2);
    for (const middle of middles) expect(Math.abs(middle - (middles[0] ?? 0)), 'on one line').toBeLessThan(12);
    const width = this.page.viewportSize()?.width ?? 0;
    for (const box of boxes) expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(width);
    await this.screens.capture('banner');
  }

  async seeDocumentTitle(title: string): Promise<void> {
    await expect(this.page).toHaveTitle(title);
  }
}
