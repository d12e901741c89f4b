import { HOME_MESSAGES } from '@pinstack/core/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyHomeFeed } from './EmptyHomeFeed.js';

const meta = {
  title: 'Home/Empty home feed',
  render: () => (
    <EmptyHomeFeed
      actions={
        <>
          <a href="/pin/create/">{HOME_MESSAGES.createPin}</a>
          <a href="/board/create/">{HOME_MESSAGES.createBoard}</a>
        </>
      }
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue #25: a new pinner's empty feed welcomes them and offers a first Pin or board. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: HOME_MESSAGES.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: HOME_MESSAGES.createPin })).toHaveAttribute('href', '/pin/create/');
    await expect(canvas.getByRole('link', { name: HOME_MESSAGES.createBoard })).toHaveAttribute('href', '/board/create/');
  },
};
