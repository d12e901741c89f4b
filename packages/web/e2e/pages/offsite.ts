/** The outbound redirect `/offsite/` (S1 §2/§5/§7), as someone following a link from elsewhere meets it. */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

/** Where the app runs: every journey stays on loopback. */
export const LOOPBACK = /^http:\/\/127\.0\.0\.1:\d+\//;

/**
 * Answers every request that would leave loopback with a stub page and records it, so nothing
 * leaves the machine and a journey can tell whether (and where) the browser tried to go.
 */
export async function keepOnLoopback(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      outside.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Outside</title><h1>Outside</h1></html>',
      });
    },
  );
  return outside;
}

export class OffsitePage {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  /** Opens `path` (`/offsite` or `/offsite/`) with `url`, as a link on another site would. */
  async open(url: string, path: '/offsite' | '/offsite/' = '/offsite'): Promise<void> {
    await this.page.goto(`${path}?url=${encodeURIComponent(url)}`);
  }

  /** The confirmation: the heading, the host, the whole address, and Continue to the host. */
  async seeConfirmation(url: string, host: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'You are leaving Pinstack' })).toBeVisible();
    await expect(this.page.getByText(host, { exact: true })).toBeVisible();
    await expect(this.page.getByText(url, { exact: true })).toBeVisible();
    await expect(this.page.getByRole('link', { name: `Continue to ${host}` })).toHaveAttribute('href', url);
    await expect(this.page).toHaveURL(LOOPBACK);
    await this.screens.capture('leaving pinstack');
  }

  async dontSeeConfirmation(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'You are leaving Pinstack' })).toHaveCount(0);
  }

  /** Continue: the one way to the other site. */
  async continueTo(host: string): Promise<void> {
    await this.page.getByRole('link', { name: `Continue to ${host}` }).click();
  }

  async seeBlocked(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'This link is blocked' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
    await this.screens.capture('link blocked');
  }
}
