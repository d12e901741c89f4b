import { examplePins, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useBoardCreateForm } from '../board-create-form/use-board-create-form.js';
import { BoardCreateForm } from '../board-create-form/BoardCreateForm.js';
import type { PortKnobs } from '../testing/story-ports.js';
import { BoardNameSuggestions } from './BoardNameSuggestions.js';

interface Args extends PortKnobs {
  readonly pinId: string;
}

// The board create step of saving a Pin: the form with the Pin's suggestions under the name.
function CreateStepWithSuggestions({ pinId }: Args) {
  const { view, send } = useBoardCreateForm({ acting: { isAuth: true, viewerId: exampleUsers.ada.id } });
  return (
    <section aria-label="Create board" style={{ width: 420 }}>
      <BoardCreateForm
        view={view}
        send={send}
        nameHint={
          <BoardNameSuggestions pinId={pinId} current={view.name} onPick={(title) => send({ type: 'NAME.CHANGE', value: title })} />
        }
      />
    </section>
  );
}

const meta = {
  title: 'Saving/Board name suggestions',
  render: (args) => <CreateStepWithSuggestions {...args} />,
  args: { pinId: examplePins.pendantLamp.id },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §9: the Pin's suggestions (its title, its hashtag, its board's name), as given; one click fills the name. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suggestion = await canvas.findByRole('button', { name: 'Brass pendant lamp' });
    await expect(canvas.getByRole('group', { name: 'Suggested names' })).toBeVisible();
    await userEvent.click(suggestion);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Brass pendant lamp');
    await expect(suggestion).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** While the suggestions load the form is already usable; nothing shows for them yet. */
export const Loading: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toBeEnabled();
    await expect(canvas.queryByRole('group', { name: 'Suggested names' })).toBeNull();
  },
};

/** S0 §8: a failed suggestions call shows nothing; the form works the same. */
export const Failed: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Suggested names' })).toBeNull());
    await userEvent.type(canvas.getByLabelText('Name'), 'Lamps');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Lamps');
  },
};
