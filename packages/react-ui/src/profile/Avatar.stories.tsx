import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleUsers } from '@pinstack/fixtures';
import { Avatar } from './Avatar.js';

const meta = {
  title: 'People/Avatar',
  component: Avatar,
  args: { person: { id: exampleUsers.jana.id, full_name: exampleUsers.jana.full_name, username: exampleUsers.jana.username }, size: 48 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 25: no picture: the initials on the person's colour (white text at 4.5:1 or more; axe checks it). */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('JN')).toBeVisible();
  },
};

/** Issue 25: a large one, as a profile shows it. */
export const Large: Story = { args: { size: 96 } };

/** Issue 25: an uploaded picture (decorative: the name beside it says who). */
export const Picture: Story = {
  args: {
    person: {
      id: '1',
      full_name: 'Pic',
      image_medium_url:
        'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2210%22 height=%2210%22%3E%3Crect width=%2210%22 height=%2210%22 fill=%22%23c8102e%22/%3E%3C/svg%3E',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
