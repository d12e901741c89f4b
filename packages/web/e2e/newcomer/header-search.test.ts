/**
 * Issue 25, S1 §3/§7: the header search offers typeahead with keyboard selection (the ARIA
 * combobox pattern), and on a search page shows that page's words. From an empty database: the
 * pinner's own Pin gives the words to find.
 */
import { expect, test, unique } from './support.js';

test('the header search suggests as one types, arrows and Enter open a suggestion, and a search page fills the field', async ({
  page,
  screens,
  api,
  pinner: _signedIn,
}) => {
  const word = `zebrawood${unique()}`;
  const board = await api.createBoard(`Woods ${unique()}`);
  await api.createPin({ board_id: board, title: `${word} side table` });
  await page.goto('/');
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await field.fill(word.slice(0, 8));
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const option = list.getByRole('option', { name: word });
  await expect(option).toBeVisible();
  await screens.capture('typeahead open', { viewport: true });
  // arrows move the highlight (aria-activedescendant) to the suggestion, Enter opens its search
  for (let i = 0; i < 5 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await field.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/pins/\\?q=${word}$`));
  await expect(page.getByRole('link', { name: new RegExp(`${word} side table`) })).toBeVisible();
  // the search page's words are in the header's field, also after a reload
  await expect(field).toHaveValue(word);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search' })).toHaveValue(word);
  await screens.capture('search page filled');
});
