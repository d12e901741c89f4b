import type { Pin } from '@pinstack/core';
import { exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { PinCreator } from './PinCreator.js';
import { SendButton } from './SendButton.js';

interface Args extends PortKnobs {
  readonly creator: NonNullable<Pin['pinner']>;
  readonly following: boolean | null;
  readonly clipboard: 'works' | 'refused' | 'missing';
}

const grace = exampleUsers.grace;
const URL_OF_PIN = 'https://pinstack.example/pin/4001/';

function Parts({ creator, following, clipboard }: Args) {
  const nav = globalThis.navigator as Navigator & { clipboard?: Clipboard };
  // note: each story says what the platform offers Send (a headless browser's clipboard asks for permission)
  Object.defineProperty(nav, 'clipboard', {
    configurable: true,
    value:
      clipboard === 'missing'
        ? undefined
        : { writeText: clipboard === 'works' ? async () => undefined : async () => Promise.reject(new Error('denied')) },
  });
  return (
    <main style={{ padding: 16 }}>
      <h1>Pin</h1>
      <PinCreator creator={creator} following={following} />
      <p>
        <SendButton url={URL_OF_PIN} title="Brass pendant lamp" />
      </p>
    </main>
  );
}

const meta = {
  title: 'Owning/Pin page parts',
  render: (args) => <Parts {...args} />,
  args: {
    creator: { id: grace.id, username: grace.username, full_name: grace.full_name, image_medium_url: grace.image_medium_url ?? '' },
    following: false,
    clipboard: 'works',
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue #25 the creator with their avatar, name to their profile, and Follow (S0 §4). */
export const CreatorWithAvatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: grace.full_name })).toHaveAttribute('href', `/${grace.username}/`);
    await expect(canvas.getByRole('button', { name: `Follow ${grace.full_name}` })).toBeVisible();
  },
};

/** Issue #25 no avatar: initials on the person's colour; the viewer's own Pin: no Follow. */
export const CreatorInitials: Story = {
  args: { creator: { id: '1003', username: 'jana_novakova', full_name: 'Jana Nováková' }, following: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JN')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Follow/ })).toBeNull();
  },
};

/** Issue #25 Send copies the link (Clipboard API) and says so. */
export const SendCopies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Link copied')).toBeVisible();
  },
};

/** Issue #25 no clipboard permission: the link shows in a field to copy by hand. */
export const SendShowsLink: Story = {
  args: { clipboard: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByLabelText('Copy this link')).toHaveValue(URL_OF_PIN);
  },
};
