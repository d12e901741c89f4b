import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SponsorLabel } from './SponsorLabel.js';

const meta = {
  title: 'Ads/Sponsor label',
  component: SponsorLabel,
  args: { status: 1, sponsor: { name: 'Acme Outdoors', username: 'acme_outdoors' }, euAdStringExperiment: false, isPromoted: false },
} satisfies Meta<typeof SponsorLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §5 a confirmed sponsorship: `Paid partnership with` the sponsor, linked to its profile. */
export const PaidPartnershipWith: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Acme Outdoors' })).toHaveAttribute('href', '/acme_outdoors/');
    await expect(canvasElement).toHaveTextContent('Paid partnership with Acme Outdoors');
  },
};

/** S0 §5 a grouped status (not confirmed): `Paid partnership`, no sponsor named. */
export const NotConfirmed: Story = { args: { status: 2 } };

/** S1 §9 the EU-ad-string experiment on a Pin that is not promoted: `Ad • ` first. */
export const EuAdString: Story = {
  args: { euAdStringExperiment: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ad • Paid partnership with Acme Outdoors');
  },
};

/** S1 §9 the experiment on a promoted Pin: no `Ad • `. */
export const EuAdStringPromoted: Story = {
  args: { euAdStringExperiment: true, isPromoted: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Ad •');
  },
};

/** No sponsorship status: nothing. */
export const NoSponsorship: Story = {
  args: { status: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};
