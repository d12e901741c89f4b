import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { AdvisoryNotice } from './AdvisoryNotice.js';
import { SearchBoxView } from './SearchBox.js';
import { SearchScopeTabs } from './SearchScopeTabs.js';
import { ShoppingFilters } from './ShoppingFilters.js';
import type { TypeaheadState } from './use-typeahead.js';

const typeahead: TypeaheadState = {
  status: 'ready',
  term: 'la',
  items: [{ query: 'lamp' }, { query: 'lanterns', label: 'Lanterns' }],
  hint: 'lamps',
};

describe('SearchBoxView events (S1 §2, §5, §7)', () => {
  it('typing calls onChange; arrow keys move the active option; Enter searches it', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    const screen = await render(<SearchBoxView value="la" onChange={onChange} typeahead={typeahead} onSearch={onSearch} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await box.fill('lam');
    expect(onChange).toHaveBeenLastCalledWith('lam');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect.element(screen.getByRole('option', { name: 'lamp' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('lamp');
  });

  it('highlights the typed part from 2 characters and shows the hint', async () => {
    const screen = await render(<SearchBoxView value="la" onChange={() => {}} typeahead={typeahead} onSearch={() => {}} />);
    await expect.element(screen.getByRole('option', { name: 'Lanterns' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Lanterns' }).element().querySelector('mark')?.textContent).toBe('La');
    await expect.element(screen.getByText('Try “lamps”')).toBeVisible();
  });

  it('clicking a suggestion searches its query; Escape closes the list', async () => {
    const onSearch = vi.fn();
    const screen = await render(<SearchBoxView value="la" onChange={() => {}} typeahead={typeahead} onSearch={onSearch} />);
    await screen.getByRole('option', { name: 'Lanterns' }).click();
    expect(onSearch).toHaveBeenCalledWith('lanterns');
    await expect.element(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SearchScopeTabs events (S1 §3)', () => {
  it('a click and the arrow keys select a scope', async () => {
    const onSelect = vi.fn();
    const screen = await render(<SearchScopeTabs scope="pins" onSelect={onSelect} />);
    await screen.getByRole('tab', { name: 'Boards' }).click();
    expect(onSelect).toHaveBeenLastCalledWith('boards');
    await screen.getByRole('tab', { name: 'All Pins' }).click();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('my_pins');
    await userEvent.keyboard('{Home}');
    expect(onSelect).toHaveBeenLastCalledWith('pins');
  });
});

describe('ShoppingFilters events (S1 §3)', () => {
  it('reads the filters from the URL and removes one', async () => {
    const onRemove = vi.fn();
    const screen = await render(<ShoppingFilters url="/search/pins/?q=tent&colors=green&price_max=90&style=boho" onRemove={onRemove} />);
    await expect.element(screen.getByText('Price: up to 90')).toBeVisible();
    await screen.getByRole('button', { name: 'Remove Colours: green' }).click();
    expect(onRemove).toHaveBeenCalledWith('colors');
  });

  it('shows nothing without filters', async () => {
    const screen = await render(<ShoppingFilters url="/search/pins/?q=tent" onRemove={() => {}} />);
    expect(screen.container.querySelector('ul')).toBeNull();
  });
});

describe('AdvisoryNotice (S1 §2, §3)', () => {
  it('drops unsafe links and keeps their text', async () => {
    const text = 'Read this first.';
    const screen = await render(
      <AdvisoryNotice
        notice={{
          notices: [
            {
              style: 1,
              title: 'Careful',
              description: { text, tags: [{ offset: 0, length: 4, link: 'javascript:alert(1)', tagType: 5 }] },
            },
          ],
        }}
      />,
    );
    await expect.element(screen.getByText('Read this first.', { exact: false })).toBeVisible();
    expect(screen.container.querySelector('a')).toBeNull();
  });
});
