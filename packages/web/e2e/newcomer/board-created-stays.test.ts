/**
 * Issue 20 newcomer trial #9: saving into a board made in the picker shows S0 §2's `Board created`
 * animation screen, which gives way after S0's 2600 ms to the success dialog it stood over; that
 * dialog keeps its actions (See it now, Done) until the pinner dismisses it, as `Saved to {board}`
 * for an existing board does (WCAG 2.2.1: a dialog with actions never vanishes under the user).
 * The page's clock is Playwright's, moved on by hand: no waiting, no timing assertion.
 */
import { SaveModal } from '../pages/boards.js';
import { PinPage } from '../pages/pin.js';
import { expect, test } from './support.js';

test('Board created gives way to the success dialog, which stays until dismissed', async ({ page, screens, api, isMobile, pinner }) => {
  // S0 §4: a phone's save ends with the toast instead of a dialog
  test.skip(isMobile, 'the success dialog is the desktop end of a save');
  const board = await api.createBoard(`Firsts of ${pinner.username}`);
  const pinId = await api.createPin({ board_id: board, title: 'Copper kettle' });
  await page.clock.install();
  const pinPage = new PinPage(page, screens);
  await pinPage.open(pinId);
  await pinPage.save();
  await new SaveModal(page, screens).createBoard('Kettles');
  const dialog = page.getByRole('dialog');
  // `Board created`, or already the dialog under it (the page object waits for either)
  await expect(dialog.getByRole('heading', { name: /^(Board created|Saved to Kettles)$/ })).toBeVisible();
  await page.clock.fastForward(60_000);
  // the animation screen is over; the dialog and its actions are still there
  await expect(dialog.getByRole('heading', { name: 'Saved to Kettles' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'See it now' })).toBeVisible();
  await screens.capture('saved to the new board, still open');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
});
