/**
 * A newcomer's first steps from an empty database (issue 20): sign up through the page, see an
 * empty home, and find the account over the API. The base every newcomer journey builds on.
 */
import { AuthPages } from '../pages/shell.js';
import { newPinner } from '../support.js';
import { expect, test } from './support.js';

test('a newcomer signs up on an empty site and is signed in as themselves', async ({ page, screens, api }) => {
  const auth = new AuthPages(page, screens);
  const pinner = newPinner('Nora Newcomer');
  await page.goto('/');
  await screens.capture('empty home, signed out');
  await auth.openSignup();
  await auth.signUp({ email: pinner.email, password: pinner.password, fullName: pinner.fullName, birthday: '1990-04-01' });
  await auth.seeSignedIn();
  await screens.capture('signed up');
  expect(await api.read<{ isAuth: boolean; username?: string }>('UserSessionResource', {})).toMatchObject({ isAuth: true });
});

test('the API fixture makes a board and a Pin for a new pinner', async ({ pinner, api }) => {
  const boardId = await api.createBoard(`First board of ${pinner.username}`);
  const pinId = await api.createPin({ board_id: boardId, title: 'A first Pin', link: 'https://example.com/first' });
  const pins = await api.boardPins(boardId);
  expect(pins.map((pin) => pin.id)).toEqual([pinId]);
});
