import type { QuickPromoteForm } from '@pinstack/core';
import { quickPromoteDefaults } from '@pinstack/core';
import type { QuickPromoteInput } from '@pinstack/core/machines';
import { storedQuickPromoteDrafts } from '@pinstack/core/ports';
import { exampleAdvertisers, examplePins } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdsService } from '@pinstack/core/ports';
import type { QuickPromoteRequest } from '@pinstack/core/ports';
import { Effect, Layer } from 'effect';
import { overridePorts, refuseQuickPromote, slowLocalStorage } from '../testing/port-overrides.js';
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
  /** S1 §2 the step order: `modal` (reading (1)) or `page` (reading (2)). */
  readonly reading: 'modal' | 'page';
  /** The advertiser's Pins: all three, none, or one page of one with more to read. @default 'all' */
  readonly pins?: 'all' | 'none' | 'paged';
}

const advertiser = exampleAdvertisers.kavarnaCZ;
const pins = [examplePins.pendantLamp, examplePins.openShelves, examplePins.fjordVideo];
const interests = [
  { id: '918105274631', label: 'Coffee' },
  { id: '935541271955', label: 'Baking' },
  { id: '961238559656', label: 'Travel' },
];
const conversionTags = [
  { id: '2612345678901', label: 'Kavárna checkout tag', event: 'CHECKOUT' },
  { id: '2612345678902', label: 'Kavárna newsletter tag', event: 'SIGNUP' },
];

/** S1 §9 the form a CZ advertiser starts with: the country's default daily budget (80) and duration (10). */
const startForm = (): QuickPromoteForm => {
  const defaults = quickPromoteDefaults(advertiser.country);
  return {
    name: '',
    budget: defaults.dailyBudget,
    duration: defaults.durationDays,
    is_ongoing: true,
    advertiser_id: advertiser.id,
  };
};

function Demo(args: Args) {
  const [open, setOpen] = useState(true);
  const [shown, setShown] = useState(() => (args.pins === 'none' ? [] : args.pins === 'paged' ? pins.slice(0, 1) : pins));
  const [loadingMore, setLoadingMore] = useState(false);
  const more =
    shown.length < pins.length && args.pins === 'paged'
      ? () => {
          setLoadingMore(true);
          // the next page arrives a moment later, as a read would
          setTimeout(() => {
            setShown(pins);
            setLoadingMore(false);
          }, 50);
        }
      : undefined;
  const input: QuickPromoteInput = {
    advertiserId: advertiser.id,
    pinId: args.pinId,
    pinLink: pins.find((pin) => pin.id === args.pinId)?.link ?? null,
    country: advertiser.country,
    locale: 'cs-CZ',
    form: startForm(),
    businessInfoValid: args.businessInfoValid,
    billingInfoValid: args.billingInfoValid,
    closeWindowExperiment: args.closeWindowExperiment,
    width: args.width,
    reading: args.reading,
  };
  return open ? (
    <BoundQuickPromoteModal
      input={input}
      pins={shown}
      {...(more !== undefined ? { onMorePins: more } : {})}
      loadingMorePins={loadingMore}
      createPinHref="/pin-builder/"
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
    // Jana promotes her own copies (only a Pin's pinner may promote it)
    ownPins: [examplePins.pendantLamp.id, examplePins.openShelves.id, examplePins.fjordVideo.id],
    width: 1000,
    pinId: examplePins.pendantLamp.id,
    businessInfoValid: true,
    billingInfoValid: true,
    pinBuilderInStack: false,
    closeWindowExperiment: false,
    historyLength: 4,
    historyBack: fn(),
    closeWindow: fn(),
    reading: 'modal',
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
    await expect(modal.queryByRole('alert')).toBeNull();
  },
};

/** S1 §7 the promotion is being sent (slow server): the form is busy and Promote waits. */
export const Submitting: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(await modal.findByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(modal.getByRole('button', { name: 'Promote' }));
    await expect(await modal.findByRole('button', { name: 'Promoting…' })).toBeDisabled();
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
    await expect(error.getByRole('button', { name: 'Edit your ad' })).toHaveFocus();
    // back to the form, with what was typed kept
    await userEvent.click(error.getByRole('button', { name: 'Edit your ad' }));
    const again = await dialog(canvasElement);
    await expect(again.getByLabelText('Ad name')).toHaveValue('Nové menu');
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

// ---- S1 §2 reading (2): GDPR, pin selection, the page, tag (web conversion), business, billing, success, error ----

const named = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body)
    .findByRole('dialog', { name })
    .then((found) => within(found));

/** The quick-promote requests the in-memory adapter received (it keeps campaigns, not the conversion tag). */
const recordQuickPromote = (args: Args) => {
  const sent: QuickPromoteRequest[] = [];
  const layer = Layer.effect(
    AdsService,
    Effect.map(AdsService, (ads) => ({
      ...ads,
      quickPromote: (payload: QuickPromoteRequest) =>
        Effect.flatMap(
          Effect.sync(() => sent.push(payload)),
          () => ads.quickPromote(payload),
        ),
    })),
  );
  return { ports: overridePorts(makeStoryPorts(args as PortKnobs), layer), sent };
};

/** Reading (2) up to the page: accept GDPR, keep the Pin, Continue. */
async function openPage(canvasElement: HTMLElement) {
  const gdpr = await named(canvasElement, 'Your data and your ads');
  await userEvent.click(gdpr.getByRole('button', { name: 'Accept' }));
  const pinStep = await named(canvasElement, 'Promote your Pin');
  await userEvent.click(await pinStep.findByRole('button', { name: 'Continue' }));
  return named(canvasElement, 'Set up your ad');
}

/** S1 §2 reading (2) GDPR step: consent first ("Step 1 of 4": business and billing on file, the flow shows GDPR, pin selection, the page and success), Accept focused. */
export const PageReadingGdpr: Story = {
  args: { reading: 'page' },
  play: async ({ canvasElement }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await expect(gdpr.getByText('Step 1 of 4')).toBeVisible();
    await expect(gdpr.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await expect(gdpr.getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** S1 §2 reading (2): declining consent ends the flow as closing does (no pin builder in the stack: back 1). */
export const PageReadingGdprDeclined: Story = {
  args: { reading: 'page' },
  play: async ({ canvasElement, args }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await userEvent.click(gdpr.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.historyBack).toHaveBeenCalledWith(1));
    await expect(await within(canvasElement).findByText('Quick promote closed')).toBeVisible();
  },
};

/** S1 §2 reading (2) pin selection: a step of its own; the Pin the flow opened with is chosen, Continue opens the page. */
export const PageReadingPinSelection: Story = {
  args: { reading: 'page' },
  play: async ({ canvasElement }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await userEvent.click(gdpr.getByRole('button', { name: 'Accept' }));
    const pinStep = await named(canvasElement, 'Promote your Pin');
    await expect(await pinStep.findByText('Step 2 of 4')).toBeVisible();
    await expect(pinStep.getByRole('button', { name: 'Brass pendant lamp' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pinStep.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** S1 §2 reading (2) pin selection without a Pin: Continue waits for a choice and says so; the chosen Pin's link becomes the destination URL. */
export const PageReadingChooseAPin: Story = {
  args: { reading: 'page', pinId: null },
  play: async ({ canvasElement }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await userEvent.click(gdpr.getByRole('button', { name: 'Accept' }));
    const pinStep = await named(canvasElement, 'Promote your Pin');
    await expect(await pinStep.findByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(pinStep.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription('Choose a Pin to continue.');
    await userEvent.click(pinStep.getByRole('button', { name: 'Open shelves' }));
    await expect(await pinStep.findByRole('button', { name: 'Open shelves', pressed: true })).toBeVisible();
    await expect(pinStep.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(pinStep.getByRole('button', { name: 'Continue' }));
    const page = await named(canvasElement, 'Set up your ad');
    await expect(page.getByLabelText('Destination URL')).toHaveValue(examplePins.openShelves.link);
  },
};

/** S1 §2 reading (2) pin selection with no Pins of one's own: it says why and links to where a Pin is made. */
export const PageReadingNoPins: Story = {
  args: { reading: 'page', pinId: null, pins: 'none' },
  play: async ({ canvasElement }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await userEvent.click(gdpr.getByRole('button', { name: 'Accept' }));
    const pinStep = await named(canvasElement, 'Promote your Pin');
    await expect(await pinStep.findByRole('heading', { name: 'You have no Pins to promote yet' })).toBeVisible();
    await expect(pinStep.getByRole('link', { name: 'Create a Pin' })).toHaveAttribute('href', '/pin-builder/');
    await expect(pinStep.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

/** Pin selection with more Pins than one page: `Show more Pins` reads the next ones. */
export const PageReadingMorePins: Story = {
  args: { reading: 'page', pinId: null, pins: 'paged' },
  play: async ({ canvasElement }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await userEvent.click(gdpr.getByRole('button', { name: 'Accept' }));
    const pinStep = await named(canvasElement, 'Promote your Pin');
    await expect(pinStep.queryByRole('button', { name: 'Open shelves' })).toBeNull();
    await userEvent.click(await pinStep.findByRole('button', { name: 'Show more Pins' }));
    await expect(await pinStep.findByRole('button', { name: 'Open shelves' })).toBeVisible();
    await expect(pinStep.queryByRole('button', { name: 'Show more Pins' })).toBeNull();
  },
};

/** The form's buttons stay inside the modal on a phone-sized screen: the fields scroll under them. */
export const PageReadingButtonsInsideNarrow: Story = {
  args: { reading: 'page', width: 390 },
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    const modal = canvasElement.ownerDocument.querySelector('dialog') as HTMLDialogElement;
    const promote = page.getByRole('button', { name: 'Promote' });
    await waitFor(() => {
      const inside = modal.getBoundingClientRect();
      const button = promote.getBoundingClientRect();
      expect(button.top).toBeGreaterThanOrEqual(inside.top);
      expect(button.bottom).toBeLessThanOrEqual(inside.bottom);
    });
    // the Pin is a thumbnail beside its title, whole
    await expect(canvasElement.ownerDocument.querySelector('[data-width]')).toHaveAttribute('data-width', 'narrow');
  },
};

/** S1 §2 reading (2) the page: the Pin beside the form, Back to pin selection; the conversion tag waits for its own step. */
export const PageReadingPage: Story = {
  args: { reading: 'page' },
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByLabelText('Daily budget (USD)')).toHaveValue('80');
    // S1 §3 the destination URL starts as the Pin's link
    await expect(page.getByLabelText('Destination URL')).toHaveValue(examplePins.pendantLamp.link);
    await userEvent.click(page.getByLabelText('More conversions (web conversion)'));
    await expect(await page.findByText('Step 3 of 5')).toBeVisible();
    await expect(page.queryByLabelText('Conversion tag')).toBeNull();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect(await named(canvasElement, 'Promote your Pin')).toBeTruthy();
  },
};

/** S1 §2 reading (2) tag step (goal web conversion): the conversion tag and its event, Back and Promote. */
export const PageReadingTag: Story = {
  args: { reading: 'page' },
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await userEvent.type(page.getByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(page.getByLabelText('More conversions (web conversion)'));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    const tag = await named(canvasElement, 'Choose a conversion tag');
    await expect(tag.getByText('Step 4 of 5')).toBeVisible();
    await expect(tag.getByLabelText('Conversion tag')).toHaveFocus();
    await expect(tag.getByLabelText('Conversion event')).toBeDisabled();
    await userEvent.selectOptions(tag.getByLabelText('Conversion tag'), 'Kavárna newsletter tag');
    await expect(tag.getByLabelText('Conversion event')).toHaveValue('SIGNUP');
  },
};

/** S1 §4 on the quick-promote page without business info: the save leaves the page unchanged; Continue goes to the business form. */
export const PageReadingSavedOnPage: Story = {
  args: { reading: 'page', businessInfoValid: false, billingInfoValid: false },
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await userEvent.type(page.getByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(page.getByRole('button', { name: 'Promote' }));
    await expect(await page.findByText('Your ad is saved.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    const business = await named(canvasElement, 'Tell us about your business');
    await expect(business.getByText('Step 4 of 6')).toBeVisible();
    // S1 §4 without business info on file the flow shows business and billing forms: 6 steps
  },
};

/** S1 §2 reading (2) happy path: GDPR accept → pin selection → the page → tag (web conversion) → success → done. */
export const PageReadingHappyPath: Story = {
  args: { reading: 'page' },
  loaders: [async ({ args }) => recordQuickPromote(args as Args)],
  play: async ({ canvasElement, loaded }) => {
    const gdpr = await named(canvasElement, 'Your data and your ads');
    await userEvent.click(gdpr.getByRole('button', { name: 'Accept' }));
    const pinStep = await named(canvasElement, 'Promote your Pin');
    await userEvent.click(await pinStep.findByRole('button', { name: 'Open shelves' }));
    await expect(await pinStep.findByRole('button', { name: 'Open shelves', pressed: true })).toBeVisible();
    await userEvent.click(pinStep.getByRole('button', { name: 'Continue' }));
    const page = await named(canvasElement, 'Set up your ad');
    await expect(page.getByRole('img', { name: 'Open shelves' })).toBeVisible();
    await userEvent.type(page.getByLabelText('Ad name'), 'Nové menu');
    await userEvent.click(page.getByLabelText('More conversions (web conversion)'));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    const tag = await named(canvasElement, 'Choose a conversion tag');
    await userEvent.selectOptions(tag.getByLabelText('Conversion tag'), 'Kavárna checkout tag');
    await expect(tag.getByLabelText('Conversion event')).toHaveValue('CHECKOUT');
    await userEvent.click(tag.getByRole('button', { name: 'Promote' }));
    const success = await named(canvasElement, 'Your Pin is being promoted');
    await expect(success.getByText('Step 5 of 5')).toBeVisible();
    const { sent } = loaded as { sent: QuickPromoteRequest[] };
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({
      pin_id: examplePins.openShelves.id,
      campaign_name: 'Nové menu',
      objective_type: 'WEB_CONVERSION',
      optimization_goal_metadata: { conversion_tag_id: '2612345678901', conversion_event: 'CHECKOUT' },
    });
    const [campaign] = storyPorts(loaded).adapter.backend.campaigns;
    await expect(campaign).toMatchObject({ campaign_name: 'Nové menu', pin_id: examplePins.openShelves.id });
    await userEvent.click(success.getByRole('button', { name: 'Done' }));
    await expect(await within(canvasElement).findByText('Quick promote closed')).toBeVisible();
  },
};
