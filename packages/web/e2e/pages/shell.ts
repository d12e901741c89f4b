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
    await this.seeLoginForm();
    await this.screens.capture('login');
  }

  /** The login form: its heading and its one identifier field, `Email or username` (S1 §3 `username_or_email`). */
  async seeLoginForm(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Log in to Pinstack' })).toBeVisible();
    await expect(this.identifier).toBeVisible();
  }

  /** The sign-up form: its heading and its `Email` field. */
  async seeSignupForm(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign up for Pinstack' })).toBeVisible();
    await expect(this.signupEmail).toBeVisible();
  }

  /** The login form's identifier field: a username or an e-mail address. */
  get identifier() {
    return this.page.getByLabel('Email or username', { exact: true });
  }

  /** The sign-up form's e-mail field. */
  get signupEmail() {
    return this.page.getByLabel('Email', { exact: true });
  }

  get password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  /** Fills the login form (a username or an e-mail, as a person types it) and presses `Log in`. */
  async logIn(usernameOrEmail: string, password: string): Promise<void> {
    await this.identifier.fill(usernameOrEmail);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Signs in from `/login/` (by username or e-mail) and waits until the shell shows the account. */
  async signIn(usernameOrEmail: string, password: string, query = ''): Promise<void> {
    await this.openLogin(query);
    await this.logIn(usernameOrEmail, password);
    await this.seeSignedIn();
  }

  async openSignup(query = ''): Promise<void> {
    await this.page.goto(`/signup/${query}`);
    await this.seeSignupForm();
    await this.screens.capture('signup');
  }

  /** The login form's `Sign up` link: the sign-up form at `/signup/` (query kept). */
  async switchToSignup(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(this.page).toHaveURL(/\/signup\/(\?.*)?$/);
    await this.seeSignupForm();
    await this.screens.capture('switched to sign up');
  }

  /** The sign-up form's `Log in` link: the login form at `/login/` (query kept). */
  async switchToLogin(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(this.page).toHaveURL(/\/login\/(\?.*)?$/);
    await this.seeLoginForm();
    await this.screens.capture('switched to log in');
  }

  /** Presses the form's own submit (`Log in` or `Sign up`) as it is. */
  async submit(label: 'Log in' | 'Sign up'): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name: label, exact: true }).click();
  }

  /** A field's own message, read with it (aria-describedby). */
  async seeFieldError(field: 'Email or username' | 'Email' | 'Password', message: string): Promise<void> {
    await expect(this.page.getByLabel(field, { exact: true })).toHaveAccessibleDescription(message);
  }

  /** Signs up with the S1 §5 form; the username is made from the e-mail's local part. */
  async signUp(fields: { email: string; password: string; fullName?: string; birthday?: string }): Promise<void> {
    await this.signupEmail.fill(fields.email);
    await this.password.fill(fields.password);
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

  /**
   * The banner: on a wide screen one row (logo, search, account links share a line); on a phone
   * (below 40rem) the logo and the account links share the first row and the search has the row
   * below to itself (the trial measured it 94 px wide at 390 px when it shared the row).
   */
  async seeLayout(): Promise<void> {
    const banner = this.page.getByRole('banner');
    const parts = [
      banner.getByRole('link', { name: 'Pinstack home' }),
      banner.getByRole('navigation', { name: 'Account' }),
      banner.getByRole('combobox', { name: 'Search' }),
    ];
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox()) ?? { x: 0, y: -1000, width: 0, height: 0 }));
    const middles = boxes.map((box) => box.y + box.height / 2);
    const phone = (this.page.viewportSize()?.width ?? 0) < 640;
    const inRow = phone ? middles.slice(0, 2) : middles;
    for (const middle of inRow) expect(Math.abs(middle - (middles[0] ?? 0)), 'on one line').toBeLessThan(12);
    if (phone) {
      const [logo, , search] = boxes;
      expect(search?.y ?? 0, 'the search on a row of its own').toBeGreaterThan((logo?.y ?? 0) + (logo?.height ?? 0) - 1);
      expect(search?.width ?? 0, 'the search spans the phone').toBeGreaterThanOrEqual(300);
    }
    const width = this.page.viewportSize()?.width ?? 0;
    for (const box of boxes) expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(width);
    // the search field keeps room for its word (and the clear button a search field keeps for it):
    // the account links beside it are icons, not words; the word typed in would not scroll
    const overflow = await banner.getByRole('combobox', { name: 'Search' }).evaluate((input) => {
      const field = input as HTMLInputElement;
      field.value = field.placeholder;
      const over = field.scrollWidth - field.clientWidth;
      field.value = '';
      return over;
    });
    expect(overflow, 'the search field shows its whole placeholder').toBeLessThanOrEqual(0);
    await this.screens.capture('banner');
  }

  async seeDocumentTitle(title: string): Promise<void> {
    await expect(this.page).toHaveTitle(title);
  }

  /**
   * Opens `/` as served, under the server's Content-Security-Policy (#21 §5), and has the browser
   * read the web manifest (Chromium's own manifest fetch, which obeys `manifest-src`) and load the
   * page's icons and the manifest's as images (`img-src`): none is refused.
   */
  async seeIconsLoadUnderCsp(): Promise<void> {
    const response = await this.page.goto('/');
    expect(response?.headers()['content-security-policy'], 'the page carries the CSP').toMatch(/default-src 'self'/);
    const refused: string[] = [];
    this.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const cdp = await this.page.context().newCDPSession(this.page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { readonly errors: readonly unknown[]; readonly data?: string };
    expect(manifest.errors).toEqual([]);
    // note: a manifest the CSP refuses comes back empty, without an error
    expect(manifest.data ?? '', 'the browser read the manifest').not.toBe('');
    const icons = (JSON.parse(manifest.data ?? '{}') as { readonly icons?: readonly { readonly src: string }[] }).icons ?? [];
    expect(icons.length, 'the manifest names its icons').toBeGreaterThan(0);
    const linked = await this.page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const sources = [...linked, ...icons.map((icon) => icon.src)];
    const loaded = await this.page.evaluate(
      (paths) =>
        Promise.all(
          paths.map(
            (path) =>
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve(image.naturalWidth > 0 ? 'loaded' : `${path}: empty`);
                image.onerror = () => resolve(`${path}: refused`);
                image.src = path;
              }),
          ),
        ),
      sources,
    );
    expect(loaded).toEqual(sources.map(() => 'loaded'));
    expect(refused).toEqual([]);
  }
}
