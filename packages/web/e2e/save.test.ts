/**
 * Saving journeys (S0 §2/§4): the bookmarklet create page with url and media, create a board from
 * the picker and save into it, choose a section, add a section and save into it, keyboard only,
 * the success dialog's links (desktop) and the toast's View (mobile). Each reads back over the API
 * what the UI saved.
 */
import { CreatePinPage } from './pages/create-pin.js';
import { AuthPages } from './pages/shell.js';
import { type Api, DEMO, expect, test, unique } from './support.js';

/** An image the server serves (a seeded Pin's), so the page shows a real picture. */
async function seededImage(api: Api): Promise<string> {
  const boards = await api.boards();
  const pins = await api.boardPins(boards.get('travel') ?? '');
  return pins[0]?.imageUrl ?? '';
}

test.beforeEach(async ({ page, screens }) => {
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
});

test('the bookmarklet create page saves the url and media to a board', async ({ page, screens, api, isMobile }) => {
  const create = new CreatePinPage(page, screens);
  const link = `https://example.com/article-${unique()}`;
  await create.open('bookmarklet', { url: link, media: await seededImage(api), description: 'An article worth keeping' });
  await create.dontSeeLoginPanel();
  await create.seeBoardPicker();
  await create.chooseBoard('travel');
  // S0 §2/§4: the success view (desktop) or, on mobile, the toast alone
  if (isMobile) await create.seeToastNoSuccessView('Saved to travel');
  else await create.seeSaved('Saved to travel');
  const saved = (await api.boardPins((await api.boards()).get('travel') ?? '')).find((pin) => pin.link === link);
  expect(saved, 'the Pin is on the board').toBeDefined();
});

test('create a board from the picker and save into it', async ({ page, screens, api, isMobile }) => {
  const create = new CreatePinPage(page, screens);
  const link = `https://example.com/new-board-${unique()}`;
  const board = `E2E board ${unique()}`;
  await create.open('bookmarklet', { url: link, media: await seededImage(api) });
  await create.seeBoardPicker();
  await create.createBoardFromPicker(board);
  // S0 §2/§4: on mobile the board create page saves the carried Pin to the new board, then the toast
  if (isMobile) await create.seeToast(`Saved to ${board}`);
  else await create.seeBoardCreatedOrSaved(board);
  const boardId = (await api.boards()).get(board);
  expect(boardId, 'the board exists').toBeDefined();
  await expect.poll(async () => (await api.boardPins(boardId ?? '')).some((pin) => pin.link === link)).toBe(true);
});

test('choose a section and save into it', async ({ page, screens, api, isMobile }) => {
  const create = new CreatePinPage(page, screens);
  const link = `https://example.com/section-${unique()}`;
  await create.open('bookmarklet', { url: link, media: await seededImage(api) });
  await create.seeBoardPicker();
  await create.chooseBoard('Kitchen ideas');
  await create.seeSectionPicker();
  await create.chooseSection('Lighting');
  // S0 §2: the mobile toast names the board ('Saved to {{ boardName }}'), the dialog the section too
  if (isMobile) await create.seeToastNoSuccessView('Saved to Kitchen ideas');
  else await create.seeSavedSomewhere('Lighting');
  const kitchen = (await api.boards()).get('Kitchen ideas') ?? '';
  const lighting = (await api.sections(kitchen)).find((section) => (section.title ?? section.name) === 'Lighting');
  expect(lighting).toBeDefined();
  await expect.poll(async () => (await api.boardPins(kitchen, lighting?.id)).some((pin) => pin.link === link)).toBe(true);
});

test('add a section and save into it', async ({ page, screens, api, isMobile }) => {
  const create = new CreatePinPage(page, screens);
  const link = `https://example.com/add-section-${unique()}`;
  const section = `Nook ${unique()}`;
  await create.open('bookmarklet', { url: link, media: await seededImage(api) });
  await create.seeBoardPicker();
  await create.chooseBoard('Kitchen ideas');
  await create.seeSectionPicker();
  await create.addSection(section);
  // S0 §2/§4: on mobile the section create page saves the carried Pin into the new section, then the toast
  if (isMobile) await create.seeToast('Saved to Kitchen ideas');
  else await create.seeSavedSomewhere(section);
  const kitchen = (await api.boards()).get('Kitchen ideas') ?? '';
  const created = (await api.sections(kitchen)).find((s) => (s.title ?? s.name) === section);
  expect(created, 'the section exists').toBeDefined();
  await expect.poll(async () => (await api.boardPins(kitchen, created?.id)).some((pin) => pin.link === link)).toBe(true);
});

test('keyboard only: search, arrows and Enter save to a board', async ({ page, screens, api }) => {
  const create = new CreatePinPage(page, screens);
  const link = `https://example.com/keys-${unique()}`;
  await create.open('bookmarklet', { url: link, media: await seededImage(api) });
  await create.seeBoardPicker();
  await page.keyboard.type('goals');
  await expect(page.getByRole('listbox', { name: 'Boards' }).getByRole('option', { name: /2025 goals/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await screens.capture('keyboard choice');
  await page.keyboard.press('Enter');
  await create.seeSavedSomewhere('2025 goals');
  const goals = (await api.boards()).get('2025 goals') ?? '';
  await expect.poll(async () => (await api.boardPins(goals)).some((pin) => pin.link === link)).toBe(true);
});

test('the success links: See it now (desktop) or the toast View (mobile) open the saved Pin', async ({ page, screens, api, isMobile }) => {
  const create = new CreatePinPage(page, screens);
  const link = `https://example.com/success-${unique()}`;
  await create.open('bookmarklet', { url: link, media: await seededImage(api), description: 'Success links' });
  await create.seeBoardPicker();
  await create.chooseBoard('travel');
  // the save is read back once the server has it (choosing the board sends it; the read may come first)
  const travel = (await api.boards()).get('travel') ?? '';
  await expect.poll(async () => (await api.boardPins(travel)).some((pin) => pin.link === link)).toBe(true);
  const saved = (await api.boardPins(travel)).find((pin) => pin.link === link);
  if (isMobile) {
    await create.openToastView('Saved to travel');
  } else {
    await create.seeSaved('Saved to travel');
    // S0 §2 / §5: the demo account is new (seeded at start), so promotion is offered: `Promote your Pin` replaces `Send`
    await expect(page.getByRole('link', { name: 'Promote your Pin' })).toHaveAttribute(
      'href',
      `/business/convert?next=/advertiser/quick_promote&pinId=${saved?.id}`,
    );
    await expect(page.getByRole('link', { name: 'Send' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See it now' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/pin/${saved?.id}/?$`));
  await expect(page.getByRole('article', { name: 'Pin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await screens.capture('saved pin page');
});
