import { exampleAccounts, exampleUsers } from '@pinstack/fixtures';
import { BrowseService } from '@pinstack/core/ports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
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

const followButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^Follow(ing)? ${grace.full_name}$`) });

/** Grace's profile as the server now has it for the story's viewer (read back through the browse port). */
const graceProfile = (loaded: Record<string, unknown>) =>
  readBack(
    storyPorts(loaded),
    Effect.flatMap(BrowseService, (browse) => browse.user({ username: grace.username })),
  );

/** S0 §4 follow: flips at once and stays (the call succeeds). */
export const Follow: Story = {
  play: async ({ canvasElement }) => {
    const follow = followButton(canvasElement);
    await userEvent.click(follow);
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(follow).toHaveAttribute('aria-busy', 'false'));
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
  },
};

/** S0 §4 the follower count changes on screen at once with the follow, and the server agrees (read back). */
export const FollowerCountAtOnce: Story = {
  args: { input: { userId: grace.id, following: false, blocked: false, followerCount: 12 }, latencyMs: 400 },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 followers')).toBeVisible();
    await userEvent.click(followButton(canvasElement));
    // before the call answers (400 ms), the count already says so
    await expect(canvas.getByText('13 followers')).toBeVisible();
    await expect(followButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(followButton(canvasElement)).toHaveAttribute('aria-busy', 'false'));
    await expect((await graceProfile(loaded)).followed_by_me).toBe(true);
  },
};

/** S0 §4/§8 a failing server: the follow and its count flip at once, then silently back. */
export const FollowRolledBack: Story = {
  args: { input: { userId: grace.id, following: false, blocked: false, followerCount: 12 }, failureRate: 1, latencyMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(followButton(canvasElement));
    await expect(followButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('13 followers')).toBeVisible();
    await waitFor(() => expect(followButton(canvasElement)).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.getByText('12 followers')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Issue 20: Grace blocked the viewer, so the server refuses the follow (403): rolled back, and it says so. */
export const FollowRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { adapter } = storyPorts(loaded);
    const { token } = adapter.backend.signIn(
      { username_or_email: exampleAccounts.grace.email, password: exampleAccounts.grace.password },
      Date.now(),
    );
    adapter.backend.block(token, { blocked_user_id: exampleUsers.ada.id });
    await userEvent.click(followButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You can't follow this account.");
    await expect(followButton(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** S0 §4 block asks first; Cancel leaves everything as it was. */
export const BlockCancelled: Story = {
  args: { input: { userId: grace.id, following: true, blocked: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Block ${grace.full_name}` }));
    const question = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: `Block ${grace.full_name}?` }));
    await expect(question.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(followButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect((await graceProfile(loaded)).blocked_by_me).toBe(false);
  },
};

/** S0 §4 a confirmed block: `Unblock` shows, the follow ends (its count too), and `Unblock` undoes it (read back). */
export const BlockThenUnblock: Story = {
  args: { input: { userId: grace.id, following: true, blocked: false, followerCount: 3 } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Block ${grace.full_name}` }));
    const question = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: `Block ${grace.full_name}?` }));
    await userEvent.click(question.getByRole('button', { name: `Block ${grace.full_name}` }));
    const unblock = await canvas.findByRole('button', { name: `Unblock ${grace.full_name}` });
    await expect(canvas.queryByRole('button', { name: new RegExp(`^Follow(ing)? ${grace.full_name}$`) })).toBeNull();
    await expect(canvas.getByText('2 followers')).toBeVisible();
    await waitFor(() => expect(unblock).toHaveAttribute('aria-busy', 'false'));
    await expect(await graceProfile(loaded)).toMatchObject({ blocked_by_me: true, followed_by_me: false });
    await userEvent.click(unblock);
    await expect(await canvas.findByRole('button', { name: `Block ${grace.full_name}` })).toBeVisible();
    await expect(followButton(canvasElement)).toHaveTextContent('Follow');
    await waitFor(async () => expect((await graceProfile(loaded)).blocked_by_me).toBe(false));
  },
};

/** S0 §4 a user the viewer blocked earlier (`blocked_by_me` after a reload): `Unblock`, no Follow. */
export const AlreadyBlocked: Story = {
  args: { input: { userId: grace.id, following: false, blocked: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Unblock ${grace.full_name}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^Follow(ing)? ${grace.full_name}$`) })).toBeNull();
  },
};

/** S0 §8 signed out: `Log in to follow`. */
export const SignedOut: Story = {
  args: { signedIn: false, viewer: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in to follow' })).toHaveAttribute('href', '/login/');
  },
};
