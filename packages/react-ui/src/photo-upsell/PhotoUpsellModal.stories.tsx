import { UPSELL_DISMISS_DELAY_MS, UPSELL_ID } from '@pinstack/core';
import { storedUpsellsSeen } from '@pinstack/core/ports';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { PhotoUpsellModal } from './PhotoUpsellModal.js';

function Demo({ onClose }: { readonly onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <PhotoUpsellModal
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  ) : (
    <p>Upsell closed</p>
  );
}

const meta = {
  title: 'Saving/Photo-service upsell',
  component: Demo,
  args: { onClose: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §2/§4 on display: marked seen; `Connect now` links to the claim page; no dismiss button yet. */
export const Displayed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Now you can turn your Instagram posts into Pins' }),
    );
    await expect(dialog.getByRole('link', { name: 'Connect now' })).toHaveAttribute('href', '/settings/claim/');
    await expect(dialog.queryByRole('button', { name: 'Not now' })).toBeNull();
    await waitFor(async () => expect(await readBack(storyPorts(loaded), storedUpsellsSeen.read())).toEqual([UPSELL_ID]));
  },
};

/** S0 §9 upsell timing: nothing closes it before 2 s (not an outside click, not Escape); then it can be dismissed. */
export const UpsellTiming: Story = {
  play: async ({ canvasElement, args }) => {
    const body = canvasElement.ownerDocument.body;
    const dialogElement = within(body).getByRole('dialog');
    const started = performance.now();
    // a click on the backdrop (the dialog element itself) and Escape, inside the first 2 s
    await userEvent.click(dialogElement, { clientX: 2, clientY: 2 } as never);
    await userEvent.keyboard('{Escape}');
    await expect(within(body).getByRole('dialog')).toBeVisible();
    const dismiss = await within(body).findByRole('button', { name: 'Not now' }, { timeout: UPSELL_DISMISS_DELAY_MS + 1500 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(UPSELL_DISMISS_DELAY_MS - 50);
    await userEvent.click(dismiss);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(await within(canvasElement).findByText('Upsell closed')).toBeVisible();
  },
};
