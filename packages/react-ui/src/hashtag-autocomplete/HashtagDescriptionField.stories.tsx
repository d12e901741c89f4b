import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { HashtagDescriptionField } from './HashtagDescriptionField.js';

interface Args extends PortKnobs {
  readonly initialText?: string;
  readonly onTextChange: (text: string) => void;
}

const meta = {
  title: 'Saving/Hashtag flyout',
  render: ({ initialText, onTextChange }) => (
    <div style={{ width: 420, minHeight: 320 }}>
      <HashtagDescriptionField
        initialText={initialText ?? ''}
        onTextChange={onTextChange}
        placeholder="Tell everyone what your Pin is about"
      />
    </div>
  ),
  args: { onTextChange: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A description without a tag at the caret: no flyout. */
export const Closed: Story = { args: { initialText: 'Warm light over the island' } };

/** S0 §5: typing `#li` asks once typing pauses and shows the tags used on Pins the viewer can see. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Description'), 'Kitchen #li');
    const list = await canvas.findByRole('listbox', { name: 'Hashtag suggestions' });
    await expect(within(list).getByRole('option', { name: /#lighting/ })).toBeVisible();
    await expect(within(list).getAllByRole('option').length).toBeLessThanOrEqual(5);
  },
};

/** S0 §2: keyboard only — ↓ reaches the row (focus stays in the field), Enter completes the tag. */
export const KeyboardPick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Description');
    await userEvent.type(field, 'Kitchen #li');
    await canvas.findByRole('listbox', { name: 'Hashtag suggestions' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /#lighting/ })).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('Kitchen #lighting ');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onTextChange).toHaveBeenLastCalledWith('Kitchen #lighting ');
    await userEvent.keyboard('pendant');
    await expect(field).toHaveValue('Kitchen #lighting pendant');
  },
};

/** Escape closes the flyout and keeps what was typed. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Description'), '#li');
    await canvas.findByRole('listbox', { name: 'Hashtag suggestions' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByLabelText('Description')).toHaveValue('#li');
  },
};

/** S0 §8: a failed autocomplete call shows nothing; the typed text stays. */
export const CallFails: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Description'), '#li');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByLabelText('Description')).toHaveValue('#li');
  },
};
