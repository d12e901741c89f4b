import { mobileSaveToast } from '@pinstack/core/rules';
import { exampleBoards, examplePins } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Toast } from './Toast.js';

const meta = {
  title: 'Saving/Mobile toast',
  component: Toast,
  args: { toast: mobileSaveToast({ boardName: exampleBoards.travel.name, pinId: examplePins.fjordVideo.id }), onDismiss: fn() },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §2 `Saved to {{ boardName }}` with `View` → /pin/{id}, announced in the live region. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Saved to ${exampleBoards.travel.name}`, { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/pin/${examplePins.fjordVideo.id}`);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('status')).toHaveTextContent(`Saved to ${exampleBoards.travel.name}`),
    );
  },
};

/** S0 §8 the failure toast of mobile Pin creation has no action. */
export const WithoutAction: Story = {
  args: { toast: { text: 'Sorry! Something went wrong on our end.', durationMs: 5000, action: null } },
};
