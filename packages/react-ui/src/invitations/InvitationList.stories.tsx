import { COLLABORATION_MESSAGES } from '@pinstack/core';
import { BoardService, CollaboratorService } from '@pinstack/core/ports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refuseCollaboratorWrites } from '../testing/port-overrides.js';
import type { PortKnobs } from '../testing/story-ports.js';
import { makeStoryPorts, readBack, storyPorts } from '../testing/story-ports.js';
import { InvitationList } from './InvitationList.js';

const meta = {
  title: 'People/Invitations',
  render: () => <InvitationList />,
  args: { pendingInvitations: 2 },
} satisfies Meta<PortKnobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boards the viewer may save to (read back through the boards port). */
const pickerNames = (loaded: Record<string, unknown>) =>
  readBack(
    storyPorts(loaded),
    Effect.map(
      Effect.flatMap(BoardService, (boards) => boards.getPickerBoards({})),
      (picker) => picker.all_boards.map((board) => board.name),
    ),
  );

/** Issue 25: two invitations waiting, each named by its inviter and board, with Accept and Decline. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: COLLABORATION_MESSAGES.invitations });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Björn Svensson invited you to collaborate on Herb spiral')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept Herb spiral' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decline Cabin weekend' })).toBeVisible();
  },
};

/** Issue 25: accepting joins the board: it leaves the list, says so with a link, and is in the viewer's picker now (read back). */
export const Accept: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await pickerNames(loaded)).not.toContain('Herb spiral');
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept Herb spiral' }));
    await expect(await canvas.findByText(/You joined Herb spiral/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open board' })).toHaveAttribute('href', '/bjorn/herb-spiral/');
    await expect(canvas.queryByRole('button', { name: 'Accept Herb spiral' })).toBeNull();
    await waitFor(async () => expect(await pickerNames(loaded)).toContain('Herb spiral'));
  },
};

/** Issue 25: declining ends the invitation; the board never reaches the picker; the last answer leaves the empty words. */
export const DeclineAll: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline Herb spiral' }));
    await expect(await canvas.findByText('You declined Herb spiral')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline Cabin weekend' }));
    await expect(await canvas.findByText(COLLABORATION_MESSAGES.noInvitations)).toBeVisible();
    await expect(await pickerNames(loaded)).not.toContain('Herb spiral');
    const left = await readBack(
      storyPorts(loaded),
      Effect.flatMap(CollaboratorService, (c) => c.invitations()),
    );
    await expect(left).toEqual([]);
  },
};

/** Issue 25: nothing waiting. */
export const Empty: Story = {
  args: { pendingInvitations: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(COLLABORATION_MESSAGES.noInvitations)).toBeVisible();
  },
};

/** Issue 25: the list is loading (a slow server). */
export const Loading: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading invitations…')).toBeVisible();
    await expect(within(canvasElement).getByText('Loading invitations…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Issue 25: the list could not load; Try again is offered. */
export const LoadFailed: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COLLABORATION_MESSAGES.loadFailed);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Issue 25: the answer fails: the invitation comes back to its place, with the reason. */
export const AnswerFails: Story = {
  loaders: [
    async ({ args }) => ({
      ports: refuseCollaboratorWrites(makeStoryPorts(args as PortKnobs), { http_status: 500, message: 'Uh oh! Something went wrong.' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept Herb spiral' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COLLABORATION_MESSAGES.answerFailed);
    await expect(canvas.getByRole('button', { name: 'Accept Herb spiral' })).toBeVisible();
  },
};
