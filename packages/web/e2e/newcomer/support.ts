/**
 * Newcomer journeys (issue 20): the server starts from an empty database (`PINSTACK_SEED=0`), and
 * each journey signs up its own pinners, makes what it needs through the UI or the API, and reads
 * back over the API what the UI did. `pinner` is a new account, signed in in the test's browser;
 * `otherPinner()` signs up someone else in a browser context of their own.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Api, newPinner, type Pinner, Screens, test as base } from '../support.js';

/** Another pinner in a browser context of their own. */
export interface OtherPinner {
  readonly pinner: Pinner & { readonly id: string };
  readonly context: BrowserContext;
  readonly page: Page;
  readonly api: Api;
}

/** Signs up another pinner in a fresh context of `browser` (closed by the caller, or with the browser). */
export async function signUpOther(browser: Browser, baseURL: string | undefined, name = 'Alex Other'): Promise<OtherPinner> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const api = new Api(page.request);
  const pinner = newPinner(name);
  const { id } = await api.signUp(pinner);
  return { pinner: { ...pinner, id }, context, page, api };
}

/** The newcomer journeys' `test`: `pinner` (a new account signed in here) and `otherPinner`. */
export const test = base.extend<{
  pinner: Pinner & { readonly id: string };
  otherPinner: OtherPinner;
}>({
  pinner: async ({ api }, use) => {
    const pinner = newPinner();
    const { id } = await api.signUp(pinner);
    await use({ ...pinner, id });
  },
  otherPinner: async ({ browser, baseURL }, use) => {
    const other = await signUpOther(browser, baseURL);
    await use(other);
    await other.context.close();
  },
});

export { Screens };
export { expect, unique, type Api } from '../support.js';
