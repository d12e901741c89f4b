/**
 * A newcomer between the two account forms (issue 20 §2): `/login/` ↔ `/signup/` change the URL and
 * the heading and keep what was typed (and the query, so `next` still applies); an empty submit names
 * every missing field under it, read with the field (aria-describedby). Then the sign-up goes through
 * and the account is read back over the API.
 */
import { AuthPages } from '../pages/shell.js';
import { newPinner } from '../support.js';
import { expect, test } from './support.js';

test('login and sign-up switch by URL, keep what was typed, and name every missing field', async ({ page, screens, api }) => {
  const auth = new AuthPages(page, screens);
  const pinner = newPinner('Sam Switcher');
  await auth.openLogin('?next=%2Fpin-builder%2F');
  await auth.submit('Log in');
  await auth.seeFieldError('Email or username', 'Enter your email or username.');
  await auth.seeFieldError('Password', 'Enter your password.');
  await expect(auth.identifier).toBeFocused();
  await screens.capture('empty log in');

  await auth.identifier.fill(pinner.email);
  await auth.password.fill(pinner.password);
  await auth.switchToSignup();
  await expect(page).toHaveURL(/\/signup\/\?next=%2Fpin-builder%2F$/);
  await expect(auth.signupEmail).toHaveValue(pinner.email);
  await expect(auth.password).toHaveValue(pinner.password);
  await page.getByLabel('Full name').fill(pinner.fullName);

  await auth.switchToLogin();
  await expect(page).toHaveURL(/\/login\/\?next=%2Fpin-builder%2F$/);
  await expect(auth.identifier).toHaveValue(pinner.email);
  // the browser's Back goes to the other form, still keeping it all
  await page.goBack();
  await auth.seeSignupForm();
  await expect(page.getByLabel('Full name')).toHaveValue(pinner.fullName);
  await expect(auth.signupEmail).toHaveValue(pinner.email);

  await auth.submit('Sign up');
  await auth.seeSignedIn();
  // S1 §2 the signup redirect honours next
  await expect(page).toHaveURL(/\/pin-builder\/$/);
  expect(await api.read<{ isAuth: boolean; fullName?: string }>('UserSessionResource', {})).toMatchObject({
    isAuth: true,
    fullName: pinner.fullName,
  });
});

test('an empty sign-up names the e-mail and the password, and sends nothing', async ({ page, screens, api }) => {
  const auth = new AuthPages(page, screens);
  await auth.openSignup();
  await auth.submit('Sign up');
  await auth.seeFieldError('Email', 'Enter your email.');
  await auth.seeFieldError('Password', 'Choose a password.');
  await expect(auth.signupEmail).toBeFocused();
  await screens.capture('empty sign up');
  await auth.signupEmail.fill('not-an-address');
  await auth.submit('Sign up');
  await auth.seeFieldError('Email', 'Please enter a valid email address.');
  await auth.seeFieldError('Password', 'Choose a password.');
  expect(await api.read<{ isAuth: boolean }>('UserSessionResource', {})).toEqual({ isAuth: false });
});
