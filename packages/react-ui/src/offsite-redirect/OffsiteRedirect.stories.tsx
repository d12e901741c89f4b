import { examplePins, exampleOffsiteLinks } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { OffsiteRedirect } from './OffsiteRedirect.js';

interface Args extends PortKnobs {
  readonly url?: string;
  readonly pin?: string;
  readonly token?: string;
  readonly navigate: (url: string) => void;
}

const EVIL = 'https://evil.example/login?next=%2Faccount&session=abc';

const meta = {
  title: 'Ads/Offsite redirect',
  parameters: { layout: 'fullscreen' },
  render: ({ url, pin, token, navigate }) => (
    <main>
      <OffsiteRedirect url={url ?? null} pin={pin ?? null} token={token ?? null} navigate={navigate} />
    </main>
  ),
  args: { url: EVIL, navigate: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §2 a link the server did not sign: its host and whole address are shown; it opens only on Continue. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are leaving Pinstack' })).toBeVisible();
    await expect(canvas.getByText('evil.example', { exact: true })).toBeVisible();
    await expect(canvas.getByText(EVIL)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to evil.example' })).toHaveAttribute('href', EVIL);
    await expect(canvas.getByRole('link', { name: 'Back to Pinstack' })).toHaveAttribute('href', '/');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** S1 §5 an IDN host is shown as the browser reads it (punycode), so a look-alike cannot hide. */
export const LookAlikeHost: Story = {
  args: { url: 'https://p\u0430ypal.example/signin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Continue to xn--pypal-4ve.example' })).toHaveAttribute(
      'href',
      'https://xn--pypal-4ve.example/signin',
    );
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** S1 §2 a forged token is no signature: the link is shown, not followed. */
export const ForgedToken: Story = {
  args: { token: 'forged' },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Continue to evil.example' })).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** S1 §2 a Pin's own link (`pin`): the server vouches for it, so it opens without a click. */
export const PinsOwnLink: Story = {
  args: { url: undefined, pin: examplePins.pendantLamp.id },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('Leaving Pinstack…')).toBeVisible();
    await expect(args.navigate).toHaveBeenCalledWith(examplePins.pendantLamp.link);
  },
};

/** S1 §5 a blocked link never opens, whatever names it. */
export const Blocked: Story = {
  args: { url: exampleOffsiteLinks.blocked.url.replace('blocked.example.net', 'BLOCKED.example.net.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link is blocked' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Continue/ })).toBeNull();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Not an http(s) link: nothing to continue to. */
export const NotALink: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This is not a link we can open.');
    await expect(canvas.queryByRole('link', { name: /Continue/ })).toBeNull();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** While the link is checked. */
export const Checking: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking this link…')).toBeVisible();
  },
};

/** The check fails: nothing opens and the generic message shows. */
export const CheckFails: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** A very long address wraps in full: nothing after the host is hidden. */
export const LongAddress: Story = {
  args: { url: `https://evil.example/${'a-very-long-path-segment/'.repeat(12)}?q=${'x'.repeat(80)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByText(/a-very-long-path-segment/);
    await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth + 1);
  },
};
