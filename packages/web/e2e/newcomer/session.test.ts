/**
 * Issue 20: signed out in another tab. The first tab still shows the pinner; the next call it makes
 * (here the save picker's board list) finds the session gone, and the app ends it on screen at
 * once: the header shows `Log in`, the login page asks to log in again and brings the pinner back.
 */
import { PinPage } from '../pages/pin.js';
import { AuthPages } from '../pages/shell.js';
import { expect, test, unique } from './support.js';

test('signed out in another tab: the next call ends the session here too and asks to log in, then comes back', async ({
  page,
  context,
  screens,
  api,
  pinner,
}) => {
  const board = await api.createBoard(`Kept ${unique()}`);
  const pinId = await api.createPin({ board_id: board, title: 'A Pin to save' });
  const pin = new PinPage(page, screens);
  const auth = new AuthPages(page, screens);
  await pin.open(pinId);
  await auth.seeSignedIn();

  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Log out' }).click();
  await expect(other.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  await other.close();

  // this tab still shows the pinner; Save asks the server for the boards
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login/\\?next=${encodeURIComponent(`/pin/${pinId}/`)}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'You have been logged out. Log in again to continue.' })).toBeVisible();
  await auth.seeSignedOut();
  await expect(page.getByText('Uh oh! Something went wrong.')).toHaveCount(0);
  await screens.capture('asked to log in again');
  expect(await api.read<{ isAuth: boolean }>('UserSessionResource', {})).toEqual({ isAuth: false });

  // note: the field's label is the sign-in form's business (e-mail, or username or e-mail)
  await page.getByRole('textbox', { name: /email/i }).fill(pinner.email);
  await page.getByLabel('Password').fill(pinner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/$`));
  await auth.seeSignedIn();
  // newcomer trial: signed in again, the page no longer says they are logged out
  await expect(page.getByText('You have been logged out. Log in again to continue.')).toHaveCount(0);
  expect(await api.read<{ isAuth: boolean; username?: string }>('UserSessionResource', {})).toMatchObject({
    isAuth: true,
    username: pinner.username,
  });
});
