import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { SearchTypeaheadField } from './SearchTypeaheadField.js';

interface Args extends PortKnobs {
  readonly initialText: string;
  readonly onSearch: (path: string) => void;
}

const meta = {
  title: 'Search/Header search with typeahead',
  render: ({ initialText, onSearch }: Args) => (
    <div style={{ width: 360, height: 320 }}>
      <SearchTypeaheadField initialText={initialText} onSearch={onSearch} />
    </div>
  ),
  args: { initialText: '', onSearch: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §3 the field filled from a search page's query (issue 25: the header shows what was searched). */
export const FilledFromUrl: Story = {
  args: { initialText: 'brass lamp' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(field).toHaveValue('brass lamp');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** S1 §7 typing pauses: the suggestions open (combobox pattern), arrows highlight, Enter opens the highlighted search. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'br');
    const list = await canvas.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    const options = within(list).getAllByRole('option');
    await expect(options.length).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await expect(String((args.onSearch as ReturnType<typeof fn>).mock.calls[0]?.[0])).toMatch(/^\/(search\/pins\/\?q=br|[a-z_]+\/)/);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** S1 §3 Enter without a highlighted suggestion searches the typed words; Escape closes the list first. */
export const EnterSearchesTypedWords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'brass');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('/search/pins/?q=brass');
  },
};

/** S1 §8 the typeahead fails: no list, and searching still works. */
export const TypeaheadFails: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'oak{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('/search/pins/?q=oak');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};
