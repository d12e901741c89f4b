import { COLLABORATION_MESSAGES } from '@pinstack/core';
import { exampleBoards, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { storyPorts } from '../testing/story-ports.js';
import { InviteCollaborators } from './InviteCollaborators.js';

const kitchen = exampleBoards.kitchen;

const meta = {
  title: 'People/Invite collaborators',
  render: () => <InviteCollaborators boardId={kitchen.id} ownerId={exampleUsers.ada.id} />,
  args: {},
} satisfies Meta<PortKnobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §4 / issue 25: pick Grace and send: she gets an invitation (not membership), and the words say so. */
export const InviteByName: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Invite collaborators'), 'grace');
    await userEvent.click(await canvas.findByRole('button', { name: 'Grace Hopper' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(await canvas.findByText(COLLABORATION_MESSAGES.invitesSent)).toBeVisible();
    const backend = storyPorts(loaded).adapter.backend;
    await waitFor(() =>
      expect(backend.invitations.map((i) => [i.boardId, i.inviteeId])).toContainEqual([kitchen.id, exampleUsers.grace.id]),
    );
    await expect(backend.boards.get(kitchen.id)?.collaborators).not.toContain(exampleUsers.grace.id);
    await expect(canvas.getByRole('button', { name: 'Invite more' })).toBeVisible();
  },
};

/** #21 §1: a typed address is invited the same way whether an account uses it or not. */
export const InviteByEmail: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Invite collaborators'), 'friend@example.org{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitations' }));
    await expect(await canvas.findByText(COLLABORATION_MESSAGES.invitesSent)).toBeVisible();
    await expect(storyPorts(loaded).adapter.backend.invitations.map((i) => i.email)).toContain('friend@example.org');
  },
};
