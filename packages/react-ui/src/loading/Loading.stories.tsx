import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { LoadingBar, LoadingScreen } from './LoadingScreen.js';

const meta = { title: 'Loading/Loading screen and bar', parameters: { layout: 'fullscreen' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §2 `Welcome to Pinstack!` and its subtitle. */
export const Screen: Story = {
  render: () => <LoadingScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Pinstack!' })).toBeVisible();
    await expect(canvas.getByText('Your answers to the next questions will help us find the right ideas for you')).toBeVisible();
  },
};

/** A clock whose first reading (the bar's start) is `offsetMs` behind the rest, so a story shows the bar mid-way. */
function Bar({ offsetMs, done }: { readonly offsetMs: number; readonly done: boolean }) {
  const [now] = useState(() => {
    const origin = performance.now();
    let started = false;
    return () => {
      if (!started) {
        started = true;
        return 0;
      }
      return offsetMs + performance.now() - origin;
    };
  });
  return <LoadingBar done={done} now={now} />;
}

/** S1 §9 the bar 6 s in: 95%, and never more while loading. */
export const BarAtSixSeconds: Story = {
  render: () => <Bar offsetMs={6000} done={false} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '95'));
  },
};

/** S1 §9 the bar just started: low, then rising. */
export const BarStarting: Story = {
  render: () => <Bar offsetMs={0} done={false} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(50);
  },
};

/** Done: full, then fading out. */
export const BarDone: Story = {
  render: () => <Bar offsetMs={2000} done />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '100');
  },
};
