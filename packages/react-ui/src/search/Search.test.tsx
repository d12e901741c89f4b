import type { TypeaheadOptions } from '@pinstack/core/ports';
import { SearchService } from '@pinstack/core/ports';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { AdvisoryNotice } from './AdvisoryNotice.js';
import { SearchBox } from './SearchBox.js';
import { SearchScopeTabs } from './SearchScopeTabs.js';
import { ShoppingFilters } from './ShoppingFilters.js';

/** A search port that answers every typeahead with two suggestions and a hint, and notes what it was asked. */
function searchPort() {
  const asked: TypeaheadOptions[] = [];
  const runtime = ManagedRuntime.make(
    Layer.succeed(SearchService, {
      typeahead: (options: TypeaheadOptions) =>
        Effect.sync(() => {
          asked.push(options);
          return { items: [{ query: 'lamp' }, { label: 'Lanterns' }], hint: 'lamps' };
        }),
    }),
  );
  return { asked, runtime };
}

const renderBox = (props: { readonly scope?: 'pins' | 'boards'; readonly onSearch?: (query: string) => void } = {}) => {
  const port = searchPort();
  const box = (scope: 'pins' | 'boards') => (
    <PinstackProvider runtime={port.runtime}>
      <SearchBox scope={scope} onSearch={props.onSearch ?? (() => {})} />
    </PinstackProvider>
  );
  return render(box(props.scope ?? 'pins')).then((screen) => ({
    ...port,
    screen,
    rerender: (scope: 'pins' | 'boards') => screen.rerender(box(scope)),
  }));
};

describe('SearchBox over searchTypeaheadMachine (S1 §2, §3, §5, §7)', () => {
  it('typing asks in the scope once typing pauses; arrow keys move the active option; Enter searches its words', async () => {
    const onSearch = vi.fn();
    const { screen, asked } = await renderBox({ scope: 'boards', onSearch });
    await screen.getByRole('combobox', { name: 'Search' }).fill('la');
    await expect.element(screen.getByRole('option', { name: 'lamp' })).toBeVisible();
    expect(asked).toEqual([{ term: 'la', pin_scope: 'boards', count: 5 }]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect.element(screen.getByRole('option', { name: 'lamp' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('lamp'));
  });

  it('highlights the typed part from 2 characters and shows the hint', async () => {
    const { screen } = await renderBox();
    await screen.getByRole('combobox', { name: 'Search' }).fill('la');
    await expect.element(screen.getByRole('option', { name: 'Lanterns' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Lanterns' }).element().querySelector('mark')?.textContent).toBe('La');
    await expect.element(screen.getByText('Try “lamps”')).toBeVisible();
  });

  it('clicking a suggestion searches its words; the list closes; another scope asks there', async () => {
    const onSearch = vi.fn();
    const { screen, asked, rerender } = await renderBox({ onSearch });
    const field = screen.getByRole('combobox', { name: 'Search' });
    await field.fill('la');
    await screen.getByRole('option', { name: 'Lanterns' }).click();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('Lanterns'));
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await rerender('boards');
    await field.fill('lan');
    await expect.element(field).toHaveAttribute('aria-expanded', 'true');
    expect(asked.map((options) => options.pin_scope)).toEqual(['pins', 'boards']);
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
