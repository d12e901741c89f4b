/**
 * Journeys over the pages a pinner browses: the home feed (Save on a card), a profile and a board,
 * moving Pins between boards (S0 §4/§5, read back over the API), search with its scope tabs.
 */
import { AuthPages } from './pages/shell.js';
import { DEMO, expect, test, unique } from './support.js';

test('the home feed: a grid of Pins, Save on a card opens the picker and saves', async ({ page, screens, api, isMobile }) => {
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
  // a Pin of this run's own: a board already holding a Pin refuses it again (S0 §8), and the desktop
  // run of this journey has saved the seeded ones into Kitchen ideas by the time the mobile one runs
  const title = `Rooftop terrace ${unique()}`;
  await api.createPin({ board_id: (await api.boards()).get('travel') ?? '', title });
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Home feed' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await screens.capture('home feed');
  const card = grid.getByRole('listitem').filter({ hasText: title }).first();
  if (isMobile) await card.getByRole('button', { name: `Save ${title}` }).tap();
  else {
    // keyboard: the Save button shows when it has focus
    await card.getByRole('link').first().focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: `Save ${title}` })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Search' }).fill('Kitchen');
  await dialog.getByRole('listbox', { name: 'Boards' }).getByRole('option', { name: 'Kitchen ideas' }).first().click();
  // S0 §2: the success dialog, or on mobile the toast alone (the modal closes)
  await expect(page.getByText(/Saved to Kitchen ideas|Choose section/).first()).toBeVisible();
  if (await dialog.getByRole('heading', { name: 'Choose section' }).isVisible()) {
    await dialog.getByRole('listbox', { name: 'Sections' }).getByRole('option').first().click();
  }
  if (isMobile) {
    await expect(page.getByRole('status').filter({ hasText: 'Saved to Kitchen ideas' }).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } else await expect(dialog.getByText(/Saved to/).first()).toBeVisible();
  await screens.capture('saved from feed');
  const kitchen = (await api.boards()).get('Kitchen ideas') ?? '';
  await expect.poll(async () => (await api.boardPins(kitchen)).some((pin) => pin.title === title)).toBe(true);
});

test('a profile lists the boards the viewer may see; a board shows its sections and Pins', async ({ page, screens }) => {
  await page.goto('/demo/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Demo' })).toBeVisible();
  const boards = page.getByRole('list', { name: "Dana Demo's boards" });
  await expect(boards.getByRole('link', { name: /Kitchen ideas/ })).toBeVisible();
  await expect(boards.getByRole('link', { name: /Birthday surprise/ })).toHaveCount(0);
  await screens.capture('profile');
  await boards.getByRole('link', { name: /Kitchen ideas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen ideas' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Lighting' }).click();
  const pins = page.getByRole('list', { name: 'Pins on Kitchen ideas' });
  await expect(pins.getByRole('listitem').filter({ hasText: 'Brass pendant lights' })).toBeVisible();
  await expect(pins.getByRole('listitem').filter({ hasText: 'Open shelving' })).toHaveCount(0); // in Storage
  await screens.capture('board section');
});

test('move Pins to another board (S0 §4), read back over the API', async ({ page, screens, api }) => {
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
  const boards = await api.boards();
  const travel = boards.get('travel') ?? '';
  const goals = boards.get('2025 goals') ?? '';
  // a Pin of our own to move, saved over the API first
  const title = `Movable ${unique()}`;
  const response = await page.request.post('/resource/PinResource/create/', {
    headers: { 'x-csrftoken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
    data: {
      options: { board_id: travel, title, link: 'https://example.com/movable', image_url: (await api.boardPins(travel))[0]?.imageUrl },
    },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/demo/travel/');
  await page.getByRole('button', { name: 'Select Pins to move' }).click();
  const move = page.getByRole('region', { name: 'Move Pins' });
  await move.getByRole('checkbox', { name: title }).check();
  await move.getByLabel('Move to').selectOption({ label: '2025 goals' });
  await screens.capture('move pins');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByRole('checkbox', { name: title })).toHaveCount(0);
  await expect.poll(async () => (await api.boardPins(goals)).some((pin) => pin.title === title)).toBe(true);
  expect((await api.boardPins(travel)).some((pin) => pin.title === title)).toBe(false);
});

test('search: Pins for the words, then the Boards and People tabs (S1 §3)', async ({ page, screens }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search' }).fill('kitchen');
  await page.getByRole('combobox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “kitchen”' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pins found' }).getByRole('listitem').first()).toBeVisible();
  await screens.capture('search pins');
  await page.getByRole('navigation', { name: 'Search scope' }).getByRole('link', { name: 'Boards' }).click();
  await expect(page.getByRole('list', { name: 'Boards found' }).getByRole('link', { name: /Kitchen ideas/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Search scope' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByText('No results.')).toBeVisible();
  await page.goto('/search/users/?q=rivera');
  await expect(page.getByRole('list', { name: 'People found' }).getByRole('link', { name: /Sam Rivera/ })).toBeVisible();
  await screens.capture('search people');
});
