import type { Pin } from '@pinstack/core';
import { examplePins } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SaveSuccess } from './SaveSuccess.js';

const meta = {
  title: 'Saving/Saved-Pin success dialog',
  component: SaveSuccess,
  args: { pin: examplePins.pendantLamp as Pin },
} satisfies Meta<typeof SaveSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §2 the Pin image; `Send` (grey) and `See it now` (red, the main action). */
export const PinImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: examplePins.pendantLamp.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send' })).toHaveAttribute('href', `/pin/${examplePins.pendantLamp.id}/?share=true`);
    await expect(canvas.getByRole('link', { name: 'See it now' })).toHaveAttribute('href', `/pin/${examplePins.pendantLamp.id}`);
  },
};

/** S0 §2 a video Pin: its cover and duration. */
export const Video: Story = {
  args: { pin: examplePins.fjordVideo as Pin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Video, \d+:\d\d$/)).toBeVisible();
  },
};

/** S0 §2/§9 several website images: a grid that scrolls above 540 px. */
export const WebsiteImages: Story = {
  args: {
    websiteImageUrls: Array.from({ length: 12 }, (_, i) => `https://www.example-lamps.com/img/${i}.jpg`),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Website images' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(12);
    await expect(region).toHaveStyle({ maxHeight: '540px' });
  },
};

/** S0 §2 no image but a colour: a tile linking to the Pin's site through `/offsite/` (S1 §2/§5 link check). */
export const ColourTile: Story = {
  args: { pin: { id: '4100', color: '#c8a26b', link: 'https://www.example-lamps.com/pendant' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: "Visit the Pin's site" })).toHaveAttribute(
      'href',
      `/offsite/?url=${encodeURIComponent('https://www.example-lamps.com/pendant')}&pin=4100`,
    );
  },
};

/** S0 §2/§5 promotion offered: `Promote your Pin` (red) replaces `Send`; `See it now` turns grey. */
export const PromotionOffered: Story = {
  args: { promotionOffered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Send' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Promote your Pin' })).toBeVisible();
  },
};

/** S0 §2 `See it now` in a new tab when asked. */
export const NewTab: Story = {
  args: { openInNewTab: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See it now' })).toHaveAttribute('target', '_blank');
  },
};
