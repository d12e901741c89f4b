import type { Pin } from '@pinstack/core';
import { examplePins, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FollowBlockControls } from '../follow-block/FollowBlockControls.js';
import { Button } from '../primitives/Button.js';
import type { PortKnobs } from '../testing/story-ports.js';
import { PinCloseup } from './PinCloseup.js';

interface Args extends PortKnobs {
  readonly pin: Pin;
  /** Width of the space the closeup is given. */
  readonly space: number;
  readonly editing?: boolean;
}

const lamp = examplePins.pendantLamp as Pin;
const grace = exampleUsers.grace;

const meta = {
  title: 'Pins/Pin closeup',
  parameters: { layout: 'fullscreen' },
  render: ({ pin, space, editing }) => (
    <main style={{ width: space, padding: '16px 0' }}>
      <PinCloseup
        pin={pin}
        editing={editing ?? false}
        actions={<Button variant="primary">Save</Button>}
        creator={<FollowBlockControls input={{ userId: grace.id, following: false, blocked: false }} name={grace.full_name} signedIn />}
      />
    </main>
  ),
  args: { pin: lamp, space: 1100 },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const layoutOf = (canvasElement: HTMLElement) => canvasElement.querySelector('article')?.getAttribute('data-layout');

/** S0 §9 from 992: the image pane beside the details, the whole at most 1016 wide. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: lamp.title })).toBeVisible();
    await expect(layoutOf(canvasElement)).toBe('double');
    await expect(canvasElement.querySelector('article')?.getBoundingClientRect().width).toBe(1016);
    // S1 §2/§5: the source site is reached through the link check and /offsite/, never directly
    await expect(canvas.getByRole('link', { name: 'example-lamps.com' })).toHaveAttribute(
      'href',
      `/offsite/?url=${encodeURIComponent(lamp.link ?? '')}&pin=${lamp.id}`,
    );
  },
};

/** S0 §9 from 488: one 508 pane, the image at most 335 tall above the details. */
export const Tablet: Story = {
  args: { space: 700 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(layoutOf(canvasElement)).toBe('single');
    await expect(Math.round(canvasElement.querySelector('img')?.getBoundingClientRect().height ?? 0)).toBe(335);
  },
};

/**
 * S0 §9 below 488: one compact column as wide as the phone. Issue 24 §3: the image offers every
 * variant for the width it is shown at (223 px: 335 tall at 2:3), loaded first, its shape and colour
 * holding the space.
 */
export const Mobile: Story = {
  args: { space: 390 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(layoutOf(canvasElement)).toBe('compact');
    const img = within(canvasElement).getByRole('img', { name: lamp.title }) as HTMLImageElement;
    await expect(img.getAttribute('srcset')).toBe(`${lamp.images?.['236x']?.url} 236w, ${lamp.images?.orig?.url} 1000w`);
    await expect(img.getAttribute('sizes')).toContain('223px');
    await expect(img.getAttribute('loading')).toBe('eager');
    await expect(img.getAttribute('fetchpriority')).toBe('high');
    await expect(Math.round(img.getBoundingClientRect().width)).toBe(223);
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(335);
    await expect(img.style.background).toContain('rgb(200, 162, 107)');
  },
};

/** S0 §9 while editing: the image at most 220 tall. */
export const Editing: Story = {
  args: { space: 1100, editing: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(Math.round(canvasElement.querySelector('img')?.getBoundingClientRect().height ?? 0)).toBe(220);
  },
};

/** A Pin without an image: its colour tile. */
export const ColourTile: Story = {
  args: { pin: { id: 'tile', title: 'Terracotta', color: '#c5653f', link: null } },
};
