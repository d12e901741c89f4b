import type { QuickPromoteForm } from '@pinstack/core';
import { quickPromoteDefaults } from '@pinstack/core';
import type { QuickPromoteInput } from '@pinstack/core/machines';
import { storedQuickPromoteDrafts } from '@pinstack/core/ports';
import { exampleAdvertisers, examplePins } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { refuseQuickPromote, slowLocalStorage } from '../testing/port-overrides.js';
import type { PortKnobs } from '../testing/story-ports.js';
import { makeStoryPorts, readBack, storyPorts } from '../testing/story-ports.js';
import { BoundQuickPromoteModal } from './BoundQuickPromoteModal.js';

interface Args extends PortKnobs {
  /** Viewport width the S1 §2 width mode is chosen from. */
  readonly width: number;
  readonly pinId: string | null;
  readonly businessInfoValid: boolean;
  readonly billingInfoValid: boolean;
  readonly pinBuilderInStack: boolean;
  readonly closeWindowExperiment: boolean;
  readonly historyLength: number;
  readonly historyBack: (steps: number) => void;
  readonly closeWindow: () => void;
}

const advertiser = exampleAdvertisers.kavarnaCZ;
const pins = [examplePins.pendantLamp, examplePins.openShelves, examplePins.fjordVideo];
const interests = [
  { id: '918105274631', label: 'Coffee' },
  { id: '935541271955', label: 'Baking' },
  { id: '961238559656', label: 'Travel' },
];
const conversionTags = [{ id: '2612345678901', label: 'Kavárna checkout tag', event: 'CHECKOUT' }];

/** S1 §9 the form a CZ advertiser starts with: the country's default daily budget (80) and duration (10). */
const startForm = (): QuickPromoteForm => {
  const defaults = quickPromoteDefaults(advertiser.country);
  return { name: '', budget: defaults.dailyBudget, duration: defaults.durationDays, is_ongoing: true, advertiser_id: advertiser.id };
};

function Demo(args: Args) {
  const [open, setOpen] = useState(true);
  const input: QuickPromoteInput = {
    advertiserId: advertiser.id,
    pinId: args.pinId,
    country: advertiser.country,
    locale: 'cs-CZ',
    form: startForm(),
    businessInfoValid: args.businessInfoValid,
    billingInfoValid: args.billingInfoValid,
    closeWindowExperiment: args.closeWindowExperiment,
    width: args.width,
  };
  return open ? (
    <BoundQuickPromoteModal
      input={input}
      pins={pins}
      interests={interests}
      conversionTags={conversionTags}
      pinBuilderInStack={args.pinBuilderInStack}
      historyLength={() => args.historyLength}
      historyBack={args.historyBack}
      closeWindow={args.closeWindow}
      trackViewport={false}
      adsHost="https://ads.pinstack.example"
      onFinish={() => setOpen(false)}
    />
  ) : (
    <p>Quick promote closed</p>
  );
}

const meta = {
  title: 'Ads/Quick-promote modal',
  render: (args) => <Demo {...args} />,
  args: {
    viewer: 'jana',
    width: 1000,
    pinId: examplePins.pendantLamp.id,
    businessInfoValid: true,
    billingInfoValid: true,
    pinBuilderInStack: false,
    closeWindowExperiment: false,
    historyLength: 4,
    historyBack: fn(),
    closeWindow: fn(),
  },
  argTypes: { width: { control: { type: 'number', min: 320, step: 10 } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body)
    .findByRole('dialog', { name: 'Promote your Pin' })
    .then((found) => within(found));

/** S1 §2 pin selection, medium width: the Pin beside the form, prefilled with the CZ default budget 80 USD (S1 §9). */
export const PinSelection: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(await modal.findByLabelText('Daily budget (USD)')).toHaveValue('80');
    await expect(canvasElement.ownerDocument.querySelector('[data-width]')).toHaveAttribute('data-width', 'medium');
  },
};

/** S1 §2 width mode narrow (under 870): one column. */
export const Narrow: Story = { args: { width: 600 } };

/** S1 §2 width mode wide (above 1275). */
export const Wide: Story = { args: { width: 1400 } };

/** S1 §2 pin selection without a Pin: the advertiser chooses one, then the form shows. */
export const ChooseAPin: Story = {
  args: { pinId: null },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Open shelves' }));
    await expect(await modal.findByRole('img', { name: 'Open shelves' })).toBeVisible();
    await expect(modal.getByLabelText('Ad name')).toBeVisible();
  },
};

/** S1 §2 / §3: the draft of this Pin and advertiser is loading (local storage slowed to 60 s). */
export const LoadingDraft: Story = {
  loaders: [async ({ args }) => ({ ports: slowLocalStorage(makeStoryPorts(args as PortKnobs), 60_000) })],
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole('progressbar', { name: 'Loading your draft' })).toBeVisible();
  },
};

/** S1 §3 resuming: the saved draft of this Pin and advertiser fills the form. */
export const ResumesSavedDraft: Story = {
  loaders: [
    async ({ args }) => {
      const ports = makeStoryPorts(args as PortKnobs);
      await readBack(
        ports,
        storedQuickPromoteDrafts.write(examplePins.pendantLamp.id, advertiser.id, {
          pin: examplePins.pendantLamp.id,
          name: 'Brass lamp – autumn',
          dailyBudget: 25,
          duration: 14,
          destinationUrl: 'https://www.kavarna-praha.cz/lamp',
        }),
      );
      return { ports };
    },
  ],
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(await modal.findByDisplayValue('Brass lamp – autumn')).toBeVisible();
    await expect(modal.getByLabelText('Daily budget (USD)')).toHaveValue('25');
  },
};

/** S1 §9 a budget under the CZ minimum 11 is refused as the user types and on Promote, before anything is sent. */
export const BudgetUnderCzMinimum: Story = {
  play: async ({ canvasElement, loaded }) => {
    const modal = await dialog(canvasElement);
    const budget = await modal.findByLabelText('Daily budget (USD)');
    await userEvent.clear(budget);
    await userEvent.type(budget, '10');
    await expect(budget).toHaveAccessibleDescription('Please enter a daily budget of at least 11 USD.');
    await userEvent.type(modal.getByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Please enter a daily budget of at least 11 USD.');
    await expect(storyPorts(loaded).adapter.backend.campaigns).toHaveLength(0);
    await userEvent.type(budget, '{Backspace}{Backspace}11');
    await expect(budget).not.toHaveAccessibleDescription();
  },
};

/** S1 §2 / §4 / §7 happy path: fill the form, promote, success (business and billing valid), done. */
export const HappyPath: Story = {
  play: async ({ canvasElement, loaded }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(await modal.findByLabelText('Ad name'), 'Nové menu');
    await userEvent.type(modal.getByLabelText('Destination URL'), 'https://www.kavarna-praha.cz/menu');
    const budget = modal.getByLabelText('Daily budget (USD)');
    await userEvent.clear(budget);
    await userEvent.type(budget, '12.5');
    await userEvent.click(modal.getByLabelText('25-34'));
    await userEvent.click(modal.getByLabelText('Coffee'));
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    const body = within(canvasElement.ownerDocument.body);
    const success = within(await body.findByRole('dialog', { name: 'Your Pin is being promoted' }));
    const [campaign] = storyPorts(loaded).adapter.backend.campaigns;
    await expect(campaign).toMatchObject({ campaign_name: 'Nové menu', daily_budget: 12.5, pin_id: examplePins.pendantLamp.id });
    await userEvent.click(success.getByRole('button', { name: 'Done' }));
    await expect(await within(canvasElement).findByText('Quick promote closed')).toBeVisible();
  },
};

/** S1 §4 without business info: promote → business form → billing form (with the S1 §2 billing link) → success. */
export const BusinessAndBillingForms: Story = {
  args: { businessInfoValid: false, billingInfoValid: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const modal = await dialog(canvasElement);
    await userEvent.type(await modal.findByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    const business = within(await body.findByRole('dialog', { name: 'Tell us about your business' }));
    await userEvent.click(business.getByRole('button', { name: 'Continue' }));
    const billing = within(await body.findByRole('dialog', { name: 'Add billing details' }));
    const link = billing.getByRole('link', { name: 'Add billing details' });
    await expect(link.getAttribute('href')).toMatch(
      /^https:\/\/ads\.pinstack\.example\/advertiser\/5002\/billing\/\?campaign_id=[^&]+&objective_type=CLICKTHROUGH&is_quick_promote=true$/,
    );
    await userEvent.click(billing.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByRole('dialog', { name: 'Your Pin is being promoted' })).toBeVisible();
  },
};

/** S1 §4 business info valid, billing missing: the billing form comes straight after saving. */
export const BillingForm: Story = {
  args: { billingInfoValid: false },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(await modal.findByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add billing details' })).toBeVisible();
  },
};

/** S1 §8 a server failure without detail (every call fails; the draft storage failures are logged and ignored): the error modal with the generic message, and Try again. */
export const ServerErrorInModal: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const modal = await dialog(canvasElement);
    await userEvent.type(await modal.findByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    const error = within(await body.findByRole('dialog', { name: "We couldn't promote your Pin" }));
    await expect(error.getByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await expect(error.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

/** S1 §8 a 401 with a message_detail: shown on the Pin (area `pin`), the step unchanged. */
export const ServerErrorOnPin: Story = {
  loaders: [
    async ({ args }) => ({
      ports: refuseQuickPromote(makeStoryPorts(args as PortKnobs), {
        http_status: 401,
        message: 'You need to log in to do that.',
        message_detail: 'Your session for Kavárna Praha ended. Log in again to promote this Pin.',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(await modal.findByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Your session for Kavárna Praha ended. Log in again to promote this Pin.',
    );
    await expect(modal.getByLabelText('Ad name')).toHaveValue('Nové menu');
  },
};

/** S1 §2 close: back 3 history steps with a pin-builder page in the stack. */
export const CloseWithPinBuilder: Story = {
  args: { pinBuilderInStack: true },
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.historyBack).toHaveBeenCalledWith(3));
    await expect(args.closeWindow).not.toHaveBeenCalled();
  },
};

/** S1 §2 close-window experiment with a history of 1: Escape closes the window. */
export const CloseWindowExperiment: Story = {
  args: { closeWindowExperiment: true, historyLength: 1 },
  play: async ({ canvasElement, args }) => {
    await dialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.closeWindow).toHaveBeenCalledTimes(1));
    await expect(args.historyBack).not.toHaveBeenCalled();
  },
};
