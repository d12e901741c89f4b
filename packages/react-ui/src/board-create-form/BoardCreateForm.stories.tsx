import type { Board } from '@pinstack/core';
import { BOARD_NAME_MAX_LENGTH } from '@pinstack/core';
import type { ActingContext } from '@pinstack/core/rules';
import { BoardService } from '@pinstack/core/ports';
import { exampleAdvertisers, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { BoardCreateForm } from './BoardCreateForm.js';
import { useBoardCreateForm } from './use-board-create-form.js';

interface Args extends PortKnobs {
  readonly acting: ActingContext;
  readonly initialName?: string;
  readonly onCreated: (board: Board) => void;
}

const owner: ActingContext = { isAuth: true, viewerId: exampleUsers.ada.id };

function BoundForm({ acting, initialName, onCreated }: Args) {
  const { view, send } = useBoardCreateForm({ acting, ...(initialName ? { initialName } : {}) }, onCreated);
  return (
    <section aria-labelledby="title" style={{ width: 420 }}>
      <h2 id="title">{view.title}</h2>
      <BoardCreateForm view={view} send={send} cancellable />
      <p>{view.state === 'success' ? `Created ${view.board?.name ?? ''}` : view.state === 'cancelled' ? 'Cancelled' : null}</p>
    </section>
  );
}

const meta = {
  title: 'Saving/Board create form',
  render: (args) => <BoundForm {...args} />,
  args: { acting: owner, onCreated: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §5: nothing typed, `Create` disabled; public by default (S0 §6). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Public' })).toBeChecked();
  },
};

/** S0 §9: a suggested name, used as given. */
export const Suggested: Story = { args: { initialName: 'Kitchen ideas' } };

/** S0 §5: over the maximum the field keeps every character and shows the message. */
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = 'x'.repeat(BOARD_NAME_MAX_LENGTH + 1);
    await userEvent.type(canvas.getByLabelText('Name'), long);
    await expect(canvas.getByLabelText('Name')).toHaveValue(long);
    await expect(canvas.getByText(`Please enter no more than ${BOARD_NAME_MAX_LENGTH} characters.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** S0 §5: Enter on a blank name says why nothing happened. */
export const BlankSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), '   {Enter}');
    await expect(await canvas.findByText("Don't forget to name your board!")).toBeVisible();
  },
};

/** S0 §6: an owner may make the board secret. */
export const Secret: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Secret/ }));
    await expect(canvas.getByRole('radio', { name: /Secret/ })).toBeChecked();
  },
};

/** S0 §6: a non-owner working in an advertiser's account gets a locked protected board. */
export const AdvertiserLocked: Story = {
  args: { acting: { ...owner, advertiser: exampleAdvertisers.acmeUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Protected' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Protected' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Privacy' })).toHaveAccessibleDescription("not listed on user's profile");
  },
};

/** S0 §4 saving (slow server). */
export const Saving: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Garden{Enter}');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** S0 §8: the server fails; its message shows, the name is kept, editing brings Create back. */
export const ServerError: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Garden');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Garden');
    await userEvent.type(canvas.getByLabelText('Name'), 's');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** S0 §4 create board: the board exists with the chosen privacy (read back through the port). */
export const CreateBoard: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Garden');
    await userEvent.click(canvas.getByRole('radio', { name: /Secret/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    const created = (args.onCreated as ReturnType<typeof fn>).mock.calls[0]?.[0] as Board;
    const board = await readBack(
      storyPorts(loaded),
      Effect.flatMap(BoardService, (boards) => boards.getBoard({ board_id: created.id })),
    );
    await expect(board).toMatchObject({ name: 'Garden', privacy: 'secret' });
  },
};

/** S0 §4: Cancel ends the form without creating anything. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
