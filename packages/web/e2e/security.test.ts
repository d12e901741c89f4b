/**
 * Journeys (#21 §4, beyond the spec: expected by users): a pinner changes their password in the
 * settings, and the session on their other device ends; then signs out everywhere from that device.
 */
import { AuthPages } from './pages/shell.js';
import { SettingsPage } from './pages/settings.js';
import { expect, Screens, test, unique } from './support.js';

test('change the password: the old session elsewhere is signed out; sign out everywhere ends this one too', async ({
  page,
  screens,
  api,
  browser,
}, info) => {
  // two browsers and a dozen screens, each checked by axe
  test.slow();
  const auth = new AuthPages(page, screens);
  const email = `e2e${unique()}@pinstack.test`;
  await auth.openSignup();
  await auth.signUp({ email, password: 'the first password', fullName: 'Sam Secure', birthday: '1990-04-01' });
  await auth.seeSignedIn();

  // The same pinner on another device.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const otherAuth = new AuthPages(other, new Screens(other, info));
  try {
    await otherAuth.signIn(email, 'the first password');

    const settings = new SettingsPage(page, screens);
    await settings.openFromHeader();
    await settings.changePassword('not my password', 'the second password');
    await settings.seeError('Your current password is incorrect.');
    await settings.changePassword('the first password', 'the second password');
    await settings.seePasswordChanged();
    // This browser stays signed in; the other device is signed out at its next page.
    expect(await api.read<{ isAuth: boolean }>('UserSessionResource', {})).toMatchObject({ isAuth: true });
    await other.goto('/');
    await otherAuth.seeSignedOut();
    await otherAuth.openLogin();
    await otherAuth.logIn(email, 'the first password');
    await otherAuth.seeError("The email or username and password you entered don't match an account.");
    await otherAuth.logIn(email, 'the second password');
    await otherAuth.seeSignedIn();

    // Sign out everywhere from the other device: it lands on sign-in, and this browser is signed out too.
    const otherSettings = new SettingsPage(other, new Screens(other, info));
    await otherSettings.openFromHeader();
    await otherSettings.signOutEverywhere();
    await expect(other).toHaveURL(/\/login\/$/);
    await expect(other.getByRole('alert').filter({ hasText: "You're signed out on every device." })).toBeVisible();
    await page.reload();
    await auth.seeSignedOut();
    expect(await api.read<{ isAuth: boolean }>('UserSessionResource', {})).toEqual({ isAuth: false });
    await screens.capture('signed out everywhere');
  } finally {
    await elsewhere.close();
  }
});

test('a listed website shows as not verified, with the tag to add; a site Pinstack may not read is refused with its reason', async ({
  page,
  screens,
}) => {
  const auth = new AuthPages(page, screens);
  const email = `e2e${unique()}@pinstack.test`;
  await auth.openSignup();
  await auth.signUp({ email, password: 'a long enough password', fullName: 'Wes Site', birthday: '1990-04-01' });
  await auth.seeSignedIn();
  // No page edits the listed website yet: set it as a client of the API would, with this session.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const listed = await page.request.post('/v3/users/me/', {
    data: { website_url: 'http://10.0.0.1/shop/' },
    headers: { 'x-csrftoken': csrf },
  });
  expect(listed.ok()).toBe(true);
  await page.goto('/settings/');
  await page.getByRole('link', { name: 'Claimed accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Claimed accounts' })).toBeVisible();
  await expect(page.getByText('http://10.0.0.1/shop/ (not verified)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your website' })).toBeVisible();
  await expect(page.locator('pre code')).toHaveText(/^<meta name="pinstack-site-verification" content="pinstack-[\w-]+">$/);
  await screens.capture('website not verified');
  await page.getByRole('button', { name: 'Verify website' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't find your Pinstack verification on your website. (the website could not be read: 10.0.0.1 is not on the public internet)",
  );
  await screens.capture('website not verified, refused');
});
