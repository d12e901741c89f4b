/**
 * Issue 20 newcomer trial #15: the create-Pin page's Link takes what people type. `www.…` is a web
 * address (the core rule `normaliseWebLink` adds https://), never the browser's "Please enter a
 * URL."; words are refused in the product's own voice, tied to the field.
 */
import { expect, test } from './support.js';

test('the Link field accepts www.example.com as https:// and says in its own words what is not a link', async ({
  page,
  screens,
  pinner,
}) => {
  void pinner;
  await page.goto('/pin-builder/');
  const link = page.getByRole('textbox', { name: 'Link' });
  await link.fill('www.example.com/recipes');
  await link.blur();
  await expect(link).toHaveValue('https://www.example.com/recipes');
  await expect(link).toHaveAttribute('aria-invalid', 'false');
  await link.fill('my favourite bakery');
  await link.blur();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription('Enter a web address, like www.example.com.');
  await screens.capture('link field');
});
