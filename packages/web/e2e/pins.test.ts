/** Journeys: save an existing Pin from its Pin page (S0 §2/§4); upload an image and create a Pin (S0 §4/§7). */
import { exampleImageFiles } from '@pinstack/fixtures';
import { PinBuilderPage, PinPage } from './pages/pin.js';
import { AuthPages } from './pages/shell.js';
import { DEMO, expect, test, unique } from './support.js';

test.beforeEach(async ({ page, screens }) => {
  await new AuthPages(page, screens).signIn(DEMO.email, DEMO.password);
});

test('save an existing Pin from its Pin page', async ({ page, screens, api }) => {
  const boards = await api.boards();
  const source = (await api.boardPins(boards.get('travel') ?? ''))[0];
  expect(source, 'a seeded Pin').toBeDefined();
  const pin = new PinPage(page, screens);
  await pin.open(source?.id ?? '');
  await pin.save();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Search' }).fill('2025 goals');
  await dialog.getByRole('listbox', { name: 'Boards' }).getByRole('option', { name: '2025 goals' }).first().click();
  // the success dialog, or on mobile the toast alone (S0 §2)
  await expect(page.getByText(/Saved to 2025 goals/).first()).toBeVisible();
  await screens.capture('repinned');
  const goals = boards.get('2025 goals') ?? '';
  // read back: a repin of the Pin (same link) is on the board
  await expect
    .poll(async () => (await api.boardPins(goals)).some((saved) => saved.link === source?.link && saved.id !== source?.id))
    .toBe(true);
});

test('the Pin page in share mode shows the share panel (S0 §2 ?share=true)', async ({ page, screens, api }) => {
  const source = (await api.boardPins((await api.boards()).get('travel') ?? ''))[0];
  const pin = new PinPage(page, screens);
  await pin.open(source?.id ?? '', '?share=true');
  await pin.seeSharePanel();
  // note: by its role and whole name: a Pin titled `Linked …` (the offsite journey's) is labelled `Link…` too
  await expect(page.getByRole('textbox', { name: 'Link', exact: true })).toHaveValue(new RegExp(`/pin/${source?.id}/$`));
});

test('upload an image and create a Pin', async ({ page, screens, api }) => {
  const builder = new PinBuilderPage(page, screens);
  const title = `Uploaded lamp ${unique()}`;
  await builder.open();
  await builder.upload({ name: 'lamp.png', mimeType: 'image/png', buffer: Buffer.from(exampleImageFiles.png200.base64, 'base64') });
  await builder.seeUploaded();
  await builder.describe({ title, description: 'A brass lamp #lighting', link: 'https://lamps.example/brass' });
  await builder.saveTo('travel');
  await expect(page.getByText(/Saved to travel/).first()).toBeVisible();
  await screens.capture('created');
  const travel = (await api.boards()).get('travel') ?? '';
  await expect.poll(async () => (await api.boardPins(travel)).find((saved) => saved.title === title)?.imageUrl ?? '').toMatch(/\/media\//);
});

test('an image under 120×120 is refused with Invalid Image (S0 §8)', async ({ page, screens }) => {
  const builder = new PinBuilderPage(page, screens);
  await builder.open();
  await builder.upload({ name: 'moss.png', mimeType: 'image/png', buffer: Buffer.from(exampleImageFiles.png60.base64, 'base64') });
  await builder.seeUploadError('Invalid Image');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});
