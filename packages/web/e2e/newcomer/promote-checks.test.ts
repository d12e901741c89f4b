/**
 * Quick promote as a newcomer finds it (issue 20 newcomer trial #1, #2, #4, #5, #6, #7), from an
 * empty database: the ad account's country is a labelled select; the Pin chosen on its page skips
 * the choose step and consent given once is not asked again (the counter counts the steps shown);
 * an empty ad name and destination are inline field errors in the product's words before anything
 * is sent; the number of days and the end date are one duration (the end date cannot be in the
 * past); `www.…` is a destination; after promoting, the Pin page says "Promoted" and offers no second
 * promotion; opened straight from a link, Decline goes to the Pin, never to about:blank; someone
 * else's Pin is refused by the server (403) though the Pin is visible. Campaigns are read back.
 */
import { PinPage } from '../pages/pin.js';
import { QuickPromote } from '../pages/promote.js';
import { expect, test, unique } from './support.js';

const dayAfter = (days: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('the form checks each field before sending, keeps days and end date as one, and the Pin page shows Promoted', async ({
  page,
  screens,
  api,
  pinner,
}) => {
  const pinPage = new PinPage(page, screens);
  const promote = new QuickPromote(page, screens);
  const board = await api.createBoard(`Bakes of ${pinner.username}`);
  // a Pin without a link: the destination is the advertiser's to type
  const pinId = await api.createPin({ board_id: board, title: 'Rye loaf' });
  await pinPage.open(pinId);
  await pinPage.promote();
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
  const advertiserId = await promote.createAdAccount(`Rye & Co ${unique()}`, 'SE');
  await promote.seeStep(1, 3);
  await promote.acceptGdpr();
  await promote.seeForm();
  await promote.seeStep(2, 3);

  // Promote with nothing typed: the fields say what is missing, in the product's words; nothing is sent
  await promote.promote();
  await expect(promote.dialog.getByText('Give your ad a name.')).toBeVisible();
  await expect(promote.dialog.getByText('Add the web address your ad leads to.')).toBeVisible();
  await expect(promote.dialog.getByLabel('Ad name')).toHaveAttribute('aria-invalid', 'true');
  await expect(promote.dialog.getByRole('heading', { name: "We couldn't promote your Pin" })).toHaveCount(0);
  await screens.capture('field errors');

  // one duration: days set the end date, an end date sets the days; no end date before today
  await promote.dialog.getByLabel('Run continuously').uncheck();
  const days = promote.dialog.getByLabel('Number of days');
  const end = promote.dialog.getByLabel('End date');
  await expect(end).toHaveAttribute('min', dayAfter(0));
  await days.fill('3');
  await expect(end).toHaveValue(dayAfter(2));
  await end.fill(dayAfter(6));
  await expect(days).toHaveValue('7');
  await end.fill(dayAfter(-5));
  await end.blur();
  await expect(promote.dialog.getByText('Choose an end date from today on.')).toBeVisible();
  await end.fill(dayAfter(6));

  await promote.fill({ name: 'Rye season' });
  await promote.destination.fill('www.rye.example');
  await promote.promote();
  await promote.seeSuccess();
  await promote.seeStep(3, 3);
  const campaigns = await api.read<{ pin_id: string; duration: number; destination_url: string | null; is_ongoing: boolean }[]>(
    'AdvertiserCampaignsResource',
    { advertiser_id: advertiserId },
  );
  expect(campaigns).toEqual([
    expect.objectContaining({ pin_id: pinId, duration: 7, is_ongoing: false, destination_url: 'https://www.rye.example' }),
  ]);
  await promote.done();

  // its owner sees the promotion, and is not offered a second one
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
  await expect(page.getByRole('status').filter({ hasText: 'Promoted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Promote', exact: true })).toHaveCount(0);
  await screens.capture('promoted pin');
});

test('opened straight from a link, consent is remembered, Decline goes to the Pin; someone else’s Pin is 403', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const promote = new QuickPromote(page, screens);
  const board = await api.createBoard(`Shop of ${pinner.username}`);
  const first = await api.createPin({ board_id: board, title: 'Blue mug', link: 'https://mugs.example/blue' });
  const second = await api.createPin({ board_id: board, title: 'Green mug', link: 'https://mugs.example/green' });
  const advertiser = await api.write<{ id: string }>('POST', 'AdvertiserResource', { name: `Mugs ${unique()}`, country: 'US' });

  // a fresh tab with only this link in its history: Decline leaves to the Pin, not about:blank
  const tab = await page.context().newPage();
  await tab.goto(`/advertiser/${advertiser.id}/quick-promote/?pinId=${first}`);
  const inTab = new QuickPromote(tab, screens);
  await expect(inTab.dialog.getByRole('heading', { name: 'Your data and your ads' })).toBeVisible();
  await tab.getByRole('button', { name: 'Decline' }).click();
  await expect(tab).toHaveURL(new RegExp(`/pin/${first}/$`));
  await tab.close();

  // consent given once is not asked again: the form is step 1 of 2
  await page.goto(`/advertiser/${advertiser.id}/quick-promote/?pinId=${first}`);
  await promote.acceptGdpr();
  await promote.seeForm();
  await page.goto(`/advertiser/${advertiser.id}/quick-promote/?pinId=${second}`);
  await promote.seeForm();
  await promote.seeStep(1, 2);
  await expect(promote.destination).toHaveValue('https://mugs.example/green');

  // the same rule on the server: someone else's visible Pin is refused with the S1 error shape
  const theirs = await otherPinner.api.createPin({ board_id: await otherPinner.api.createBoard('Theirs'), title: 'Red mug' });
  const refused = await page.request.post(`/ads/v4/advertisers/${advertiser.id}/pins/${theirs}/quick_promote/`, {
    headers: {
      'Content-Type': 'application/json',
      'X-CSRFToken': (await page.request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '',
    },
    data: JSON.stringify({
      budget_in_micro_currency: 3_000_000,
      campaign_name: 'Not mine',
      destination_url: 'https://mugs.example/red',
      duration: 10,
      is_ongoing: true,
    }),
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    resource_response: expect.objectContaining({ status: 'failure', error: expect.objectContaining({ http_status: 403 }) }),
  });
});
