import { exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortKnobs } from '../testing/story-ports.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FollowBlockControls } from './FollowBlockControls.js';

const grace = exampleUsers.grace;

const meta = {
  title: 'Saving/Follow and block the creator',
  component: FollowBlockControls,
  render: ({ input, name, signedIn }) => <FollowBlockControls input={input} name={name} signedIn={signedIn} />,
  args: { input: { userId: grace.id, following: false, blocked: false }, name: grace.full_name, signedIn: true },
} satisfies Meta<Parameters<typeof FollowBlockControls>[0] & PortKnobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §4 follow: flips at once and stays (the call succeeds). */
export const Follow: Story = {
  play: async ({ canvasElement }) => {
    const follow = within(canvasElement).getByRole('button', { name: new RegExp(`^Follow(ing)? ${grace.full_name}$`) });
    await userEvent.click(follow);
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(follow).toHaveAttribute('aria-busy', 'false'));
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
  },
};

/** S0 §4/§8 a failing server: the follow flips at once, then silently back. */
export const FollowRolledBack: Story = {
  args: { failureRate: 1, latencyMs: 200 },
  play: async ({ canvasElement }) => {
    const follow = within(canvasElement).getByRole('button', { name: new RegExp(`^Follow(ing)? ${grace.full_name}$`) });
    await userEvent.click(follow);
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** S0 §4 already following; block too. */
export const FollowingAndBlock: Story = {
  args: { input: { userId: grace.id, following: true, blocked: false } },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('button', { name: new RegExp(`^Block(ed)? ${grace.full_name}$`) });
    await userEvent.click(block);
    await expect(block).toHaveAttribute('aria-pressed', 'true');
  },
};

/** S0 §8 signed out: `Log in to follow`. */
export const SignedOut: Story = {
  args: { signedIn: false, viewer: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to follow' })).toHaveAttribute('href', '/login/');
  },
};
