/**
 * Quick promote (S1 §2/§4/§9): from a saved Pin's `Promote` entry through `/business/convert` to the
 * quick-promote page, which follows S1 §2's second reading (GDPR, the page — pin selection is skipped
 * for a Pin chosen before — business, billing, success); a CZ ad account (S1 §9: CZ budgets are in USD); a budget under the CZ minimum
 * (11) refused, then a valid one promoted through to success. A new account each run, so it starts
 * without an ad account.
 */
import { AuthPages } from './pages/shell.js';
import { expect, test, unique } from './support.js';

test('quick-promote a Pin through to success; a budget under the CZ minimum is refused', async ({ page, screens, api }) => {
  const auth = new AuthPages(page, screens);
  const name = `ads${unique()}`;
  await auth.openSignup();
  await auth.signUp({ email: `${name}@pinstack.test`, password: 'a long enough password' });
  await auth.seeSignedIn();
  // a Pin of their own (only a Pin's pinner may promote it: someone else's is saved first)
  const pin = { id: await api.createPin({ board_id: await api.createBoard('Menu'), title: 'Spring menu' }) };
  // S1 §2: "Promote your Pin" goes to /business/convert?next=/advertiser/quick_promote&pinId=…
  await page.goto(`/business/convert?next=/advertiser/quick_promote&pinId=${pin?.id}`);
  await expect(page.getByRole('heading', { name: 'Create an ad account' })).toBeVisible();
  await screens.capture('ad account');
  await page.getByLabel('Business name').fill(`Kavárna ${unique()}`);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('CZ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/advertiser/\\d+/quick-promote/\\?pinId=${pin?.id}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your data and your ads' })).toBeVisible();
  await screens.capture('gdpr consent');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  // the Pin was chosen before: no choose step
  await expect(dialog.getByLabel(/^Daily budget/)).toBeVisible();
  await screens.capture('quick promote form');
  await dialog.getByLabel('Ad name').fill('Spring promotion');
  await dialog.getByLabel('Destination URL').fill('www.kavarna.example/menu');
  await dialog.getByLabel(/^Daily budget/).fill('5');
  await dialog.getByRole('button', { name: 'Promote' }).click();
  await expect(dialog.getByText(/at least 11/).first()).toBeVisible();
  await screens.capture('budget refused');
  await dialog.getByLabel(/^Daily budget/).fill('80');
  await dialog.getByRole('button', { name: 'Promote' }).click();
  // S1 §4: with business and billing information already valid, the saved ad goes straight to success
  await expect(dialog.getByRole('heading', { name: 'Your Pin is being promoted' })).toBeVisible({ timeout: 15_000 });
  await screens.capture('promoted');
});
