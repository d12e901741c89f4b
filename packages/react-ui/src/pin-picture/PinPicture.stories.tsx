import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PinImages } from '@pinstack/core';
import { PinPicture } from './PinPicture.js';

/** A 4032×3024 photo as the server keeps it (issue 24): four widths, each JPEG and WebP. */
const PHOTO: PinImages = {
  '236x': { url: '/media/story.236x.jpg', webpUrl: '/media/story.236x.webp', width: 236, height: 177 },
  '474x': { url: '/media/story.474x.jpg', webpUrl: '/media/story.474x.webp', width: 474, height: 356 },
  '736x': { url: '/media/story.736x.jpg', webpUrl: '/media/story.736x.webp', width: 736, height: 552 },
  orig: { url: '/media/story.orig.jpg', webpUrl: '/media/story.orig.webp', width: 2048, height: 1536 },
};

const meta = {
  title: 'Pins/Pin picture',
  component: PinPicture,
  render: (args) => (
    <div style={{ width: 236 }}>
      <PinPicture {...args} />
    </div>
  ),
  args: { images: PHOTO, sizes: '236px', color: '#8a6f5c', alt: 'A terrace at dusk' },
} satisfies Meta<typeof PinPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 24 §3: every variant offered, WebP first; the browser picks by the 236 px slot; the shape and colour hold the space. */
export const Variants: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A terrace at dusk' }) as HTMLImageElement;
    await expect(img.getAttribute('srcset')).toBe(
      '/media/story.236x.jpg 236w, /media/story.474x.jpg 474w, /media/story.736x.jpg 736w, /media/story.orig.jpg 2048w',
    );
    await expect(img.getAttribute('sizes')).toBe('236px');
    await expect(img.getAttribute('loading')).toBe('lazy');
    await expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2048', '1536']);
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(177);
    await expect(img.style.background).toContain('rgb(138, 111, 92)');
    const source = canvasElement.querySelector('picture source');
    await expect(source?.getAttribute('type')).toBe('image/webp');
    await expect(source?.getAttribute('srcset')).toContain('/media/story.236x.webp 236w');
  },
};

/** The largest image of the first screen: loaded at once, first. */
export const FirstScreen: Story = {
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A terrace at dusk' });
    await expect(img.getAttribute('loading')).toBe('eager');
    await expect(img.getAttribute('fetchpriority')).toBe('high');
  },
};

/** An image stored before the pipeline (one size, no WebP): a plain image, its noted size reserved. */
export const OneSize: Story = {
  args: { images: undefined, fallbackUrl: '/media/old.png', knownSize: { width: 240, height: 300 }, color: null },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A terrace at dusk' });
    await expect(img.getAttribute('srcset')).toBeNull();
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(295);
  },
};
