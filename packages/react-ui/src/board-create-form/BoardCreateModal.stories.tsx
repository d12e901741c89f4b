import type { Board } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import { exampleAdvertisers, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { BoardCreateModal } from './BoardCreateModal.js';

const acting = { isAuth: true, viewerId: exampleUsers.ada.id };

const meta = {
  title: 'Saving/Board create modal',
  component: BoardCreateModal,
  args: { input: { acting }, onCreated: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BoardCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Create board' }));

/** S0 §2 `/board/create/`: name, privacy and the collaborator typeahead. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByLabelText('Invite collaborators')).toBeVisible();
  },
};

/** S0 §4 a typed e-mail: `Keep typing!`, then `Click to send!`, then `Done!` once picked. */
export const EmailHint: Story = {
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    const field = modal.getByLabelText('Invite collaborators');
    await userEvent.type(field, 'sam@');
    await expect(await modal.findByText('Keep typing!')).toBeVisible();
    await userEvent.type(field, 'example.com');
    await userEvent.click(await modal.findByRole('button', { name: 'Click to send!' }));
    await expect(await modal.findByText('Done!')).toBeVisible();
  },
};

/** S0 §4/§6 pick a collaborator, create: the board exists and they collaborate on it (read back). */
export const InviteThenCreate: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const modal = dialog(canvasElement);
    await userEvent.type(modal.getByLabelText('Name'), 'Garden party');
    await userEvent.type(modal.getByLabelText('Invite collaborators'), 'grace');
    await userEvent.click(await modal.findByRole('button', { name: exampleUsers.grace.full_name }));
    await expect(modal.getByRole('button', { name: exampleUsers.grace.full_name })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    const created = (args.onCreated as ReturnType<typeof fn>).mock.calls[0]?.[0] as Board;
    const ports = storyPorts(loaded);
    const board = await readBack(
      ports,
      Effect.flatMap(BoardService, (boards) => boards.getBoard({ board_id: created.id })),
    );
    // issue 25: an invite is an invitation grace answers; she is not a collaborator until she accepts
    await expect(board.collaborating_users?.map((user) => user.id) ?? []).not.toContain(exampleUsers.grace.id);
    await expect(
      ports.adapter.backend.invitations.filter((invitation) => invitation.boardId === created.id).map((invitation) => invitation.inviteeId),
    ).toEqual([exampleUsers.grace.id]);
  },
};

/** S0 §6 a non-owner advertiser: locked protected privacy and no collaborators. */
export const AdvertiserLocked: Story = {
  args: { input: { acting: { ...acting, advertiser: exampleAdvertisers.acmeUS } } },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).queryByLabelText('Invite collaborators')).toBeNull();
  },
};
