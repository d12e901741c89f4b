import type { Notice, SearchScope } from '@pinstack/core/rules';
import { parseSearchQuery } from '@pinstack/core/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { AdvisoryNotice } from './AdvisoryNotice.js';
import { SearchBox } from './SearchBox.js';
import { SearchScopeTabs } from './SearchScopeTabs.js';
import type { ShoppingFilterKey } from './ShoppingFilters.js';
import { ShoppingFilters } from './ShoppingFilters.js';

interface Args extends PortKnobs {
  readonly url: string;
  readonly onSearch: (query: string) => void;
  readonly notice?: Notice;
}

const PARAMS_OF: Record<ShoppingFilterKey, readonly string[]> = {
  brands: ['brands'],
  colors: ['colors'],
  domains: ['domains'],
  price: ['price_min', 'price_max'],
  on_sale: ['on_sale'],
  style: ['style'],
};

/** A search page: the box, the scope tabs and the URL's shopping filters, kept in one URL. */
function SearchDemo({ url: initial, onSearch, notice }: Args) {
  const [url, setUrl] = useState(initial);
  const options = parseSearchQuery(url);
  const withParams = (change: (params: URLSearchParams) => void) => {
    const [path = '', query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    change(params);
    setUrl(`${path}?${params.toString()}`);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 640 }}>
      <SearchBox
        scope={options.scope}
        initialQuery={options.query}
        onSearch={(query) => {
          onSearch(query);
          withParams((params) => params.set('q', query));
        }}
      />
      <SearchScopeTabs scope={options.scope} onSelect={(scope: SearchScope) => withParams((params) => params.set('scope', scope))} />
      <ShoppingFilters
        url={url}
        onRemove={(key) =>
          withParams((params) => {
            for (const name of PARAMS_OF[key]) params.delete(name);
          })
        }
      />
      {notice !== undefined ? <AdvisoryNotice notice={notice} /> : null}
      <output aria-label="Search URL">{url}</output>
    </div>
  );
}

const meta = {
  title: 'Search/Search page',
  render: (args) => <SearchDemo {...args} />,
  args: { url: '/search/pins/?q=', onSearch: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §2 empty box: no suggestions, `All Pins` selected. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('tab', { name: 'All Pins' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** S1 §7 typeahead (count 5) from the in-memory search port; the typed part is highlighted (≥ 2 characters); arrow keys and Enter search. */
export const Typeahead: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'li');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    const options = await within(list).findAllByRole('option');
    await expect(options.length).toBeGreaterThan(0);
    await expect(options.length).toBeLessThanOrEqual(5);
    await expect(options[0]?.querySelector('mark')?.textContent?.toLowerCase()).toBe('li');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    const first = options[0]?.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(first));
  },
};

/** S1 §5: a single character is not highlighted. */
export const OneCharacterNotHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'l');
    const options = await within(await canvas.findByRole('listbox', { name: 'Suggestions' })).findAllByRole('option');
    await expect(options[0]?.querySelector('mark')).toBeNull();
  },
};

/** S1 §8 the typeahead call fails: no suggestions, the box still searches on Enter. */
export const TypeaheadFails: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'lamp{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('lamp'));
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** S1 §3 scope tabs: arrow keys move and select; the URL's scope follows. */
export const ScopeTabs: Story = {
  args: { url: '/search/boards/?q=kitchen&scope=boards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boards = canvas.getByRole('tab', { name: 'Boards' });
    await expect(boards).toHaveAttribute('aria-selected', 'true');
    boards.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'People' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Search URL')).toHaveTextContent('scope=users');
  },
};

/** S1 §3 commerce_only moves the scope to buyable Pins; the shopping filters are read from the URL and removable. */
export const ShoppingFiltersFromUrl: Story = {
  args: { url: '/search/pins/?q=lamp&commerce_only=true&brands=Acme,Lumen&price_min=20&price_max=80&on_sale=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Shop' })).toHaveAttribute('aria-selected', 'true');
    const filters = canvas.getByRole('list', { name: 'Shopping filters' });
    await expect(within(filters).getByText('Brands: Acme, Lumen')).toBeVisible();
    await expect(within(filters).getByText('Price: 20–80')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove On sale' }));
    await expect(within(filters).queryByText('On sale')).toBeNull();
  },
};

const link = (text: string, word: string, href: string) => ({ offset: text.indexOf(word), length: word.length, link: href, tagType: 5 });
const emotionalText = 'If you or someone you know is struggling, talk to someone at a crisis line. You are not alone.';

/** S1 §2 / §3 an advisory with a styled banner (style 2), inline links from text tags and a telephone link in the centred style. */
export const AdvisoryBanner: Story = {
  args: {
    url: '/search/pins/?q=sad%20quotes',
    notice: {
      advisory: { advisory_type: 4 },
      severity: 1,
      notices: [
        {
          style: 2,
          title: 'You are not alone',
          description: { text: emotionalText, tags: [link(emotionalText, 'crisis line', 'https://www.befrienders.org/')] },
          actions: [
            { button: { text: 'Call 988', link: 'tel:988' }, title: 'Call' },
            { button: { text: 'See resources', link: '/resources/wellbeing/' } },
          ],
          footer: { text: 'Show results anyway', link: '/search/pins/?q=sad%20quotes&advisory=dismissed' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'You are not alone' });
    await expect(within(banner).getByRole('link', { name: 'crisis line' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/offsite\/\?/),
    );
    await expect(within(banner).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(within(banner).getByRole('link', { name: 'See resources' })).toHaveAttribute('href', '/resources/wellbeing/');
  },
};

/** S1 §3 a plain advisory (not style 2): actions are links. */
export const AdvisoryPlain: Story = {
  args: {
    url: '/search/pins/?q=diet',
    notice: {
      severity: 1,
      notices: [
        {
          style: 1,
          title: 'Take care',
          description: { text: 'Some results may be upsetting.' },
          actions: [{ button: { text: 'Learn more', link: '/help/' } }],
        },
      ],
    },
  },
};
