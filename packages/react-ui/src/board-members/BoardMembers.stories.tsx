import { COLLABORATION_MESSAGES } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import { exampleBoards, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refuseCollaboratorWrites } from '../testing/port-overrides.js';
import type { PortKnobs } from '../testing/story-ports.js';
import { makeStoryPorts, readBack, storyPorts } from '../testing/story-ports.js';
import { BoardMembers } from './BoardMembers.js';

const garden = exampleBoards.garden;
const ada = exampleUsers.ada;
const bjorn = exampleUsers.bjorn;

interface Args extends PortKnobs {
  readonly viewerId: string | null;
}

const meta = {
  title: 'People/Board members',
  render: ({ viewerId }: Args) => (
    <BoardMembers
      input={{
        boardId: garden.id,
        boardName: garden.name,
        ownerId: bjorn.id,
        viewerId,
        collaborators: [{ id: ada.id, full_name: ada.full_name, username: ada.username }],
      }}
      ownerName={bjorn.full_name}
      ownerHref="/bjorn/"
    />
  ),
  args: { viewer: 'bjorn', viewerId: bjorn.id },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Garden's collaborators as the server has them now (read back through the boards port). */
const collaboratorIds = (loaded: Record<string, unknown>) =>
  readBack(
    storyPorts(loaded),
    Effect.map(
      Effect.flatMap(BoardService, (boards) => boards.getBoard({ board_id: garden.id })),
      (board) => (board.collaborating_users ?? []).map((user) => user.id),
    ),
  );

/** Issue 25: the owner first, then the collaborators; the owner may remove Ada (asked first, Cancel changes nothing). */
export const OwnerRemoves: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COLLABORATION_MESSAGES.owner)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ada Lovelace' }));
    const question = await within(document.body).findByRole('dialog', { name: 'Remove Ada Lovelace from Garden?' });
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText('Ada Lovelace')).toBeNull());
    await waitFor(async () => expect(await collaboratorIds(loaded)).toEqual([]));
  },
};

/** Issue 25: a collaborator sees Leave board on their own row only; leaving ends their membership. */
export const CollaboratorLeaves: Story = {
  args: { viewer: 'ada', viewerId: ada.id },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: COLLABORATION_MESSAGES.leave }));
    const question = await within(document.body).findByRole('dialog', { name: COLLABORATION_MESSAGES.confirmLeave('Garden') });
    await userEvent.click(within(question).getByRole('button', { name: COLLABORATION_MESSAGES.leave }));
    await expect(await canvas.findByText('You left Garden')).toBeVisible();
    await waitFor(async () => expect(await collaboratorIds(loaded)).toEqual([]));
  },
};

/** Issue 25: someone else sees the people and no controls. */
export const Visitor: Story = {
  args: { viewer: 'grace', viewerId: exampleUsers.grace.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Issue 25: the removal fails: Ada comes back to the list, with the reason. */
export const RemoveFails: Story = {
  loaders: [
    async ({ args }) => ({
      ports: refuseCollaboratorWrites(makeStoryPorts(args as PortKnobs), { http_status: 500, message: 'Uh oh! Something went wrong.' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ada Lovelace' }));
    const question = await within(document.body).findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(COLLABORATION_MESSAGES.removeFailed);
    await expect(canvas.getByRole('button', { name: 'Remove Ada Lovelace' })).toBeVisible();
  },
};
