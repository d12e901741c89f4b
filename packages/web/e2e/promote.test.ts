/**
 * Quick promote (S1 §2/§4/§9): from a saved Pin's `Promote` entry through `/business/convert` to the
 * quick-promote page; a CZ ad account (S1 §9: CZ budgets are in USD); a budget under the CZ minimum
 * (11) refused, then a valid one promoted through to success.
 */
import { AuthPages } from './pages/shell.js';
import { DEMO, expect, test, unique } from './support.js';

test('quick-promote a Pin through to success; a budget under the CZ minimum is refused', async ({ page, screens, api }) => {
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
  const pin = (await api.boardPins((await api.boards()).get('travel') ?? ''))[0];
  expect(pin).toBeDefined();
  // S1 §2: "Promote your Pin" goes to /business/convert?next=/advertiser/quick_promote&pinId=…
  await page.goto(`/business/convert?next=/advertiser/quick_promote&pinId=${pin?.id}`);
  await expect(page.getByRole('heading', { name: 'Create an ad account' })).toBeVisible();
  await screens.capture('ad account');
  await page.getByLabel('Business name').fill(`Kavárna ${unique()}`);
  await page.getByLabel('Country (two letters)').fill('CZ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/advertiser/\\d+/quick-promote/\\?pinId=${pin?.id}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Daily budget/)).toBeVisible();
  await screens.capture('quick promote form');
  await dialog.getByLabel('Ad name').fill('Spring promotion');
  await dialog.getByLabel(/^Daily budget/).fill('5');
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(dialog.getByText(/at least 11/).first()).toBeVisible();
  await screens.capture('budget refused');
  await dialog.getByLabel(/^Daily budget/).fill('80');
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your Pin is being promoted' })).toBeVisible({ timeout: 15_000 });
  await screens.capture('promoted');
});
