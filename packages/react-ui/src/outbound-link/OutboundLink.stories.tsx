import { examplePins, exampleOffsiteLinks } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { OutboundLink } from './OutboundLink.js';

interface Args extends PortKnobs {
  readonly url: string;
  readonly openWindow: (href: string) => void;
}

const meta = {
  title: 'Ads/Outbound link',
  render: ({ url, openWindow }) => (
    <OutboundLink url={url} pin={examplePins.pendantLamp.id} openWindow={openWindow}>
      Visit site
    </OutboundLink>
  ),
  args: { url: exampleOffsiteLinks.safe.url, openWindow: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S1 §2 / §7 a Pin's own safe link: checked, then opened through `/offsite/` with the token the
 * check gave for it, so the redirect does not ask again.
 */
export const Safe: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Visit site' });
    await expect(link.getAttribute('href')).toMatch(/^\/offsite\/\?url=https%3A%2F%2Fwww\.example-lamps\.com%2Fpendant&pin=4001$/);
    await userEvent.click(link);
    await waitFor(() =>
      expect(args.openWindow).toHaveBeenCalledWith(
        expect.stringMatching(/^\/offsite\/\?token=[^&]+&url=https%3A%2F%2Fwww\.example-lamps\.com%2Fpendant&pin=4001$/),
      ),
    );
  },
};

/** S1 §2 a safe link that is not the Pin's own: opened through `/offsite/` unsigned, where the person confirms it. */
export const NotThePinsLink: Story = {
  args: { url: 'https://elsewhere.example/page' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Visit site' });
    await userEvent.click(link);
    await waitFor(() => expect(args.openWindow).toHaveBeenCalledWith(link.getAttribute('href')));
    await expect(link.getAttribute('href')).not.toContain('token=');
  },
};

/** S1 §5 a `blocked` link never opens. */
export const Blocked: Story = {
  args: { url: exampleOffsiteLinks.blocked.url },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Visit site' }));
    await expect(await canvas.findByText('This link is blocked.')).toBeVisible();
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

/** S1 §5 a `suspicious` link never opens. */
export const Suspicious: Story = { ...Blocked, args: { url: exampleOffsiteLinks.suspicious.url } };

/** S1 §5 a `porn` link never opens. */
export const Porn: Story = { ...Blocked, args: { url: exampleOffsiteLinks.porn.url } };

/** The check fails: the link does not open and the generic message shows. */
export const CheckFails: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Visit site' }));
    await expect(await canvas.findByText('Uh oh! Something went wrong.')).toBeVisible();
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};
