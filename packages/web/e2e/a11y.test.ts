/**
 * Keyboard and layout checks of issue 11: the skip link moves focus to the main content; at 320 px
 * wide (and so at 200% zoom of a 640 px window) no page scrolls sideways; every page passes axe.
 */
import { AuthPages } from './pages/shell.js';
import { DEMO, expect, test } from './support.js';

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page, screens, isMobile }) => {
  test.skip(isMobile, 'a keyboard journey');
  // the home feed: no field takes focus on load (the login page's e-mail field does, on purpose)
  await page.goto('/');
  await expect(page.locator('#main a').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await screens.capture('skip link');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  // and the next Tab lands inside it, past the header's search and account links
  await page.keyboard.press('Tab');
  await expect(page.locator('#main :focus')).toHaveCount(1);
});

const PAGES = [
  '/',
  '/login/',
  '/signup/',
  '/pin-builder/',
  '/settings/',
  '/settings/claim/',
  '/advertiser/549/conversions/event-history/?source=tag#conversionsAPI',
];

test('at 320 px wide no page scrolls sideways (also 200% zoom of 640 px)', async ({ page, screens, isMobile }) => {
  test.skip(isMobile, 'one narrow viewport is enough');
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: 720 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('#main')).not.toBeEmpty();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
    await screens.capture(`${width}px`);
  }
});

test('a page whose chunk cannot be fetched says so (S0 §8’s generic error) and a reload recovers', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the shell is the same at both sizes');
  let refuse = true;
  await page.route(/\/assets\/SearchPage-[^/]+\.js$/, (route) => (refuse ? route.abort('connectionfailed') : route.continue()));
  await page.goto('/search/pins/?q=lamp');
  await expect(page.locator('#main').getByRole('alert')).toHaveText('Uh oh! Something went wrong.');
  // the header still works: the failure is the page's alone
  await expect(page.getByRole('link', { name: 'Pinstack home' })).toBeVisible();
  refuse = false;
  await page.reload();
  await expect(page.locator('#main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
