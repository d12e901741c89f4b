import type { PickerKey } from '@pinstack/core/rules';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { PickerList } from './PickerList.js';
import type { PickerGroup } from './PickerList.js';

interface Row {
  readonly id: string;
  readonly name: string;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `row-${i}`, name: `Board ${i}` }));

const setup = (options: { readonly groups: PickerGroup<Row>[]; readonly active?: string | null }) => {
  const onQuery = vi.fn<(query: string) => void>();
  const onKey = vi.fn<(key: PickerKey) => void>();
  const onChoose = vi.fn<(row: Row) => void>();
  const ui = (active: string | null) => (
    <PickerList<Row>
      label="Boards"
      searchLabel="Search"
      query=""
      onQuery={onQuery}
      onKey={onKey}
      activeDescendant={active}
      groups={options.groups}
      trailing={[{ id: 'create', name: 'Create board' }]}
      onChoose={onChoose}
      renderOption={(row) => row.name}
    />
  );
  return { onQuery, onKey, onChoose, ui };
};

describe('PickerList events (S0 §2 picker: ARIA combobox over a listbox)', () => {
  it('typing sends the query; the picker keys go to the machine and nothing else does', async () => {
    const t = setup({ groups: [{ key: 'all', heading: null, options: rows(3) }] });
    const screen = await render(t.ui(null));
    await screen.getByRole('combobox', { name: 'Search' }).fill('Bo');
    expect(t.onQuery).toHaveBeenLastCalledWith('Bo');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Home}{End}{Enter}{ArrowLeft}x');
    expect(t.onKey.mock.calls.map(([key]) => key)).toEqual(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter']);
  });

  it('a click chooses the row, the create row included', async () => {
    const t = setup({ groups: [{ key: 'all', heading: null, options: rows(3) }] });
    const screen = await render(t.ui(null));
    await screen.getByRole('option', { name: 'Board 1' }).click();
    await screen.getByRole('option', { name: 'Create board' }).click();
    expect(t.onChoose.mock.calls.map(([row]) => row.id)).toEqual(['row-1', 'create']);
  });

  it("the machine's highlight is the combobox's active descendant, selected and scrolled into the virtual list", async () => {
    const t = setup({ groups: [{ key: 'all', heading: 'All boards', options: rows(2000) }] });
    const screen = await render(t.ui(null));
    // virtualised once react-window (loaded on demand) is in
    await expect.poll(() => document.querySelectorAll('[role="option"]').length).toBeLessThan(40);
    await screen.rerender(t.ui('row-1500'));
    await expect.element(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', 'row-1500');
    await expect.element(screen.getByRole('option', { name: 'Board 1500' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('group', { name: 'All boards' })).toBeVisible();
  });
});

describe('PickerList accessibility', () => {
  it('a long virtualised list can be reached by keyboard (axe scrollable-region-focusable, WCAG 2.1.1)', async () => {
    const { default: axe } = await import('axe-core');
    const t = setup({ groups: [{ key: 'all', heading: 'All boards', options: rows(500) }] });
    const screen = await render(t.ui(null));
    await expect.poll(() => screen.container.querySelectorAll('[role="option"]').length).toBeLessThan(60);
    // the rule applies only once the virtual list has laid out as a scrolling region
    const region = () => screen.container.querySelector<HTMLElement>('[role="group"][tabindex="0"]');
    await expect.poll(() => (region()?.scrollHeight ?? 0) > (region()?.clientHeight ?? 0)).toBe(true);
    // axe decides applicability from the layout it sees; on a loaded machine the first scan can come
    // before the list scrolls, so scan until the rule applies (passes or fails), then judge it.
    const scan = () => axe.run(screen.container, { runOnly: ['scrollable-region-focusable'] });
    let results = await scan();
    await expect
      .poll(async () => {
        results = await scan();
        return results.inapplicable.length;
      })
      .toBe(0);
    expect(results.violations).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toContain('scrollable-region-focusable');
  });
});

describe('PickerList long lists', () => {
  it('up to 100 rows are all rendered; a longer group is virtualised once react-window has loaded', async () => {
    const short = setup({ groups: [{ key: 'all', heading: 'All boards', options: rows(100) }] });
    const screen = await render(short.ui(null));
    expect(screen.container.querySelectorAll('[role=option]').length).toBe(101); // + the create row
    const long = setup({ groups: [{ key: 'all', heading: 'All boards', options: rows(5000) }] });
    await screen.rerender(long.ui(null));
    await expect.poll(() => screen.container.querySelectorAll('[role=option]').length).toBeLessThan(60);
    await expect.element(screen.getByRole('group', { name: 'All boards' })).toHaveAttribute('tabindex', '0');
  });
});
