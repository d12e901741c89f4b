import type { BoardSection } from '@pinstack/core';
import { BoardService } from '@pinstack/core/ports';
import { exampleBoards } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { AddSectionForm } from './AddSectionForm.js';
import { AddSectionModal } from './AddSectionModal.js';
import { useAddSectionForm } from './use-add-section-form.js';

interface Args extends PortKnobs {
  readonly recommendation?: string;
  readonly onCreated: (section: BoardSection) => void;
}

const board = exampleBoards.kitchen;

function BoundForm({ recommendation, onCreated }: Args) {
  const { view, send } = useAddSectionForm({ boardId: board.id, ...(recommendation ? { recommendation } : {}) }, onCreated);
  return (
    <section aria-label={view.title}>
      <h2>{view.title}</h2>
      <AddSectionForm view={view} send={send} />
      <p>{view.state === 'success' ? `Created ${view.section?.title ?? ''}` : null}</p>
    </section>
  );
}

const meta = {
  title: 'Saving/Add section form',
  render: (args) => <BoundForm {...args} />,
  args: { onCreated: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §2: empty name, `Add` disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('placeholder', 'Like "Lighting"');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** S0 §3: starts from a recommended name (name_source RECOMMENDATION). */
export const Recommended: Story = { args: { recommendation: 'Lighting' } };

/** S0 §5: a name typed, `Add` enabled. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Lighting');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeEnabled();
  },
};

/** S0 §4 saving: the call is under way (slow server). */
export const Saving: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Lighting');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** S0 §8: the server fails; its message shows under the field and the name is kept. */
export const ServerError: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Lighting');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Uh oh! Something went wrong.')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Lighting');
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Uh oh! Something went wrong.');
  },
};

/** S0 §4/§5 add section: Enter submits; the section is on the board (read back from the backend). */
export const AddSection: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), '  Lighting {Enter}');
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('Created Lighting')).toBeVisible();
    const sections = await readBack(
      storyPorts(loaded),
      Effect.flatMap(BoardService, (boards) => boards.getSections({ board_id: board.id })),
    );
    await expect(sections.map((section) => section.title)).toContain('Lighting');
  },
};

function ModalDemo(args: Args) {
  const [open, setOpen] = useState(true);
  return open ? (
    <AddSectionModal input={{ boardId: board.id }} onCreated={args.onCreated} onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Add section
    </button>
  );
}

/** S0 §2 the standalone modal (`/board/{id}/create_section/`): Escape closes it. */
export const StandaloneModal: Story = {
  render: (args) => <ModalDemo {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add section' });
    await expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(await within(canvasElement).findByRole('button', { name: 'Add section' })).toBeVisible();
  },
};
