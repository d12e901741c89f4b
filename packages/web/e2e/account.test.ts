/** Journeys: sign up, sign in, a wrong password, sign out (S1 §2/§3), and the logged-out create page (S0 §2). */
import { CreatePinPage } from './pages/create-pin.js';
import { AuthPages } from './pages/shell.js';
import { DEMO, expect, test, unique } from './support.js';

test('sign up, sign out, sign in again, and a wrong password is refused', async ({ page, screens, api }) => {
  const auth = new AuthPages(page, screens);
  const name = `e2e${unique()}`;
  await auth.openSignup();
  await auth.signUp({ email: `${name}@pinstack.test`, password: 'a long enough password', fullName: 'Erin Two', birthday: '1990-04-01' });
  await auth.seeSignedIn();
  await screens.capture('signed up');
  // read back: the session is the new account
  expect(await api.read<{ isAuth: boolean; username?: string }>('UserSessionResource', {})).toMatchObject({ isAuth: true, username: name });
  await auth.signOut();
  expect(await api.read<{ isAuth: boolean }>('UserSessionResource', {})).toEqual({ isAuth: false });
  await auth.openLogin();
  await auth.logIn(`${name}@pinstack.test`, 'not the password');
  await auth.seeError("The email or username and password you entered don't match an account.");
  await auth.logIn(`${name}@pinstack.test`, 'a long enough password');
  await auth.seeSignedIn();
  await expect(page).toHaveURL(/\/$/);
});

test('the demo sign-in works as npm start prints it: the username `demo`, or the e-mail (S1 §3 username_or_email)', async ({
  page,
  screens,
  api,
}) => {
  const auth = new AuthPages(page, screens);
  // `npm start` prints: demo-sign-in: demo (or demo@pinstack.test) / pinstack-demo
  await auth.openLogin();
  await auth.identifier.fill(DEMO.username);
  // a username is not an e-mail: no typo hint, and the browser does not refuse it
  await expect(page.getByRole('button', { name: /Did you mean/ })).toHaveCount(0);
  expect(await auth.identifier.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
  await auth.password.fill(DEMO.password);
  await screens.capture('demo by username');
  await page.getByRole('button', { name: 'Log in' }).click();
  await auth.seeSignedIn();
  expect(await api.read<{ isAuth: boolean; username?: string }>('UserSessionResource', {})).toMatchObject({
    isAuth: true,
    username: DEMO.username,
  });
  await auth.signOut();
  // the e-mail form of the same account, and the S1 §5 typo hint for an address at a gmail typo
  await auth.openLogin();
  await auth.identifier.fill('demo@gmial.com');
  await expect(page.getByRole('button', { name: 'Did you mean demo@gmail.com?' })).toBeVisible();
  await screens.capture('typo hint for an e-mail');
  await auth.logIn(DEMO.email, DEMO.password);
  await auth.seeSignedIn();
});

test('after logging in, next is honoured and the other query parameters carried (S1 §2)', async ({ page, screens }) => {
  const auth = new AuthPages(page, screens);
  await auth.signIn(DEMO.email, DEMO.password, '?next=%2Fsettings%2Fclaim%2F&ref=e2e');
  await expect(page).toHaveURL(/\/settings\/claim\/\?ref=e2e$/);
  await expect(page.getByRole('heading', { name: 'Claimed accounts' })).toBeVisible();
  await screens.capture('claim');
});

test('a signed-in page sends a signed-out visitor to log in, then back there with its query (S1 §2, issue #23 route rows)', async ({
  page,
  screens,
}) => {
  const auth = new AuthPages(page, screens);
  await page.goto('/settings/claim/?ref=e2e');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fsettings%2Fclaim%2F%3Fref%3De2e$/);
  await auth.seeLoginForm();
  await auth.logIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/settings\/claim\/\?ref=e2e$/);
  await expect(page.getByRole('heading', { name: 'Claimed accounts' })).toBeVisible();
});

test('an unsafe next goes to / (S1 §2)', async ({ page, screens }) => {
  const auth = new AuthPages(page, screens);
  await auth.signIn(DEMO.email, DEMO.password, '?next=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('logged-out create page: desktop shows the login panel, mobile goes to / (S0 §2)', async ({ page, screens, isMobile }) => {
  const create = new CreatePinPage(page, screens);
  await create.open('bookmarklet', { url: 'https://example.com/article', media: '/favicon.ico', description: 'An article' });
  if (isMobile) {
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await create.dontSeeLoginPanel();
    await screens.capture('redirected home');
  } else {
    await create.seeLoginPanel();
    const login = page.getByRole('link', { name: 'Log in' }).last();
    await expect(login).toHaveAttribute('href', /pin_builder_login%3D1/);
  }
});

test('an unknown page goes to / with the error shown (S1 §2 404)', async ({ page, screens }) => {
  await page.goto('/no/such/page/here/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't find that.");
  await screens.capture('not found');
});

test('an ad-manager route names itself and its parameters (S1 §2)', async ({ page, screens }) => {
  await page.goto('/advertiser/549/billing/?campaign_id=77&objective_type=CLICKTHROUGH&is_quick_promote=true');
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  const params = page.getByRole('definition');
  await expect(params.filter({ hasText: '549' })).toHaveCount(1);
  await expect(params.filter({ hasText: 'CLICKTHROUGH' })).toHaveCount(1);
  await screens.capture('billing route');
});
