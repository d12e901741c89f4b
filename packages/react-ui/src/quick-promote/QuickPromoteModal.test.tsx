import { quickPromotePanel, quickPromoteTitle } from '@pinstack/core/machines';
import type { QuickPromoteEvent, QuickPromoteFormChecks, QuickPromoteView } from '@pinstack/core/machines';
import { examplePins } from '@pinstack/fixtures';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { BoundQuickPromoteModal } from './BoundQuickPromoteModal.js';
import { QuickPromoteModal } from './QuickPromoteModal.js';

// the panel and title a hand-made view would get from the selector (core's rules, not a copy)
const view = (overrides: Partial<QuickPromoteView> = {}): QuickPromoteView => {
  const made = base(overrides);
  return { ...made, panel: quickPromotePanel(made), title: quickPromoteTitle(made) };
};
const base = (overrides: Partial<QuickPromoteView>): QuickPromoteView => ({
  screen: 'pin_selection',
  title: null,
  panel: null,
  stepIndex: 0,
  modalWidth: 'medium',
  form: { name: 'Menu', budget: 80, duration: 10, is_ongoing: false, advertiser_id: '5002' },
  pinId: examplePins.pendantLamp.id,
  formError: null,
  pinError: null,
  modalError: null,
  submitting: false,
  savingDraft: false,
  ...overrides,
});
const checks = (overrides: Partial<QuickPromoteFormChecks> = {}): QuickPromoteFormChecks => ({
  currency: 'USD',
  minBudget: 11,
  maxBudget: 1_000_000,
  budgetError: null,
  durationError: null,
  canSubmit: true,
  campaignId: null,
  billingUrl: null,
  ...overrides,
});
const pins = [examplePins.pendantLamp, examplePins.openShelves];
const setup = (v: QuickPromoteView, c: QuickPromoteFormChecks = checks()) => {
  const send = vi.fn<(event: QuickPromoteEvent) => void>();
  const screen = render(
    <QuickPromoteModal
      view={v}
      checks={c}
      send={send}
      pins={pins}
      historyLength={() => 2}
      conversionTags={[{ id: 't1', label: 'Tag', event: 'CHECKOUT' }]}
    />,
  );
  return { send, screen };
};

describe('useQuickPromote width modes (S1 §2)', () => {
  // note: the window's width is stubbed and a resize dispatched, not the viewport changed: resizing
  // the page shared by every file (isolate: false) left the next files' stories unrendered
  const widthAt = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };
  afterAll(() => {
    delete (window as { innerWidth?: number }).innerWidth;
  });

  it('follows the window: narrow under 870, medium to 1275, wide above', async () => {
    widthAt(800);
    const screen = await render(
      <PinstackProvider runtime={makeStoryPorts({ viewer: 'jana' }).runtime}>
        <BoundQuickPromoteModal
          input={{
            advertiserId: '5002',
            pinId: examplePins.pendantLamp.id,
            country: 'CZ',
            form: view().form,
            businessInfoValid: true,
            billingInfoValid: true,
          }}
          pins={pins}
        />
      </PinstackProvider>,
    );
    const body = () => screen.container.ownerDocument.querySelector('[data-width]');
    await vi.waitFor(() => expect(body()?.getAttribute('data-width')).toBe('narrow'), { timeout: 10_000 });
    widthAt(1000);
    await vi.waitFor(() => expect(body()?.getAttribute('data-width')).toBe('medium'), { timeout: 10_000 });
    widthAt(1300);
    await vi.waitFor(() => expect(body()?.getAttribute('data-width')).toBe('wide'), { timeout: 10_000 });
  });
});

describe('QuickPromoteModal events (S1 §2, §4, §8)', () => {
  it('each field sends FORM.UPDATE with its value', async () => {
    const { send, screen } = setup(view());
    const s = await screen;
    await s.getByLabelText('Ad name').fill('Nové menu');
    expect(send).toHaveBeenLastCalledWith({ type: 'FORM.UPDATE', values: { name: 'Nové menu' } });
    await s.getByLabelText('Daily budget (USD)').fill('12.5');
    expect(send).toHaveBeenLastCalledWith({ type: 'FORM.UPDATE', values: { budget: 12.5 } });
    await s.getByLabelText('Daily budget (USD)').fill('');
    expect(send).toHaveBeenLastCalledWith({ type: 'FORM.UPDATE', values: { budget: Number.NaN } });
    await s.getByLabelText('Run continuously').click();
    expect(send).toHaveBeenLastCalledWith({ type: 'FORM.UPDATE', values: { is_ongoing: true } });
    await s.getByLabelText('25-34').click();
    expect(send).toHaveBeenLastCalledWith({ type: 'FORM.UPDATE', values: { ages: ['25-34'] } });
    await s.getByLabelText('Automatic targeting').click();
    expect(send).toHaveBeenLastCalledWith({ type: 'FORM.UPDATE', values: { isAutoTargeting: true } });
  });

  it('web conversion offers the conversion tags and sends the chosen one', async () => {
    const s = await setup(view({ form: { ...view().form, ad_type: 'WEB_CONVERSION' } })).screen;
    await s.getByLabelText('Conversion tag').selectOptions('t1');
    await expect.element(s.getByLabelText('More conversions (web conversion)')).toBeChecked();
  });

  it('Promote sends QUICK_PROMOTE.SUBMIT; the form error and the budget check are shown', async () => {
    const { send, screen } = setup(
      view({ formError: 'Please enter a daily budget of at least 11 USD.' }),
      checks({ budgetError: 'Please enter a daily budget of at least 11 USD.', canSubmit: false }),
    );
    const s = await screen;
    await expect.element(s.getByRole('alert')).toHaveTextContent('Please enter a daily budget of at least 11 USD.');
    await expect
      .element(s.getByLabelText('Daily budget (USD)'))
      .toHaveAccessibleDescription('Please enter a daily budget of at least 11 USD.');
    await s.getByRole('button', { name: 'Promote' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'QUICK_PROMOTE.SUBMIT' });
  });

  it('a refusal the live checks no longer back is not shown', async () => {
    const s = await setup(view({ formError: 'Please enter a daily budget of at least 11 USD.' }), checks({ canSubmit: true })).screen;
    await expect.element(s.getByRole('button', { name: 'Promote' })).toBeVisible();
    expect(s.container.ownerDocument.querySelector('[role="alert"]')).toBeNull();
  });

  it('S1 §8 area pin shows on the Pin', async () => {
    const pinArea = await setup(view({ pinError: 'Log in again.' })).screen;
    await expect.element(pinArea.getByRole('alert')).toHaveTextContent('Log in again.');
  });

  it('S1 §8 area modal shows on the error step with Edit your ad (back to the form, typed kept), Try again and Cancel', async () => {
    const { send, screen } = setup(view({ screen: 'error', stepIndex: 3, modalError: 'Uh oh! Something went wrong.' }));
    const s = await screen;
    await expect.element(s.getByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await s.getByRole('button', { name: 'Try again' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'QUICK_PROMOTE.RETRY' });
    await s.getByRole('button', { name: 'Edit your ad' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'STEP.BACK' });
    await s.getByRole('button', { name: 'Cancel' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'STEP.NEXT' });
  });

  it('without a Pin, choosing one sends PIN.SELECT', async () => {
    const { send, screen } = setup(view({ pinId: null }));
    await (await screen).getByRole('button', { name: 'Open shelves' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'PIN.SELECT', pinId: examplePins.openShelves.id, link: examplePins.openShelves.link });
  });

  it('the billing step links to the billing page and Continue sends STEP.NEXT', async () => {
    const url = '/advertiser/5002/billing/?campaign_id=c1&objective_type=CLICKTHROUGH&is_quick_promote=true';
    const { send, screen } = setup(view({ screen: 'billing_form', stepIndex: 2 }), checks({ campaignId: 'c1', billingUrl: url }));
    const s = await screen;
    await expect.element(s.getByRole('link', { name: 'Add billing details' })).toHaveAttribute('href', url);
    await s.getByRole('button', { name: 'Continue' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'STEP.NEXT' });
  });

  it('Close and Escape send QUICK_PROMOTE.CLOSE with the history facts', async () => {
    const { send, screen } = setup(view());
    await (await screen).getByRole('button', { name: 'Close' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'QUICK_PROMOTE.CLOSE', historyLength: 2, pinBuilderInStack: false });
    await userEvent.keyboard('{Escape}');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('renders nothing once finished or closed', async () => {
    const s = await setup(view({ screen: 'closed', stepIndex: null })).screen;
    expect(s.container.querySelector('dialog')).toBeNull();
  });
});

describe('QuickPromoteModal reading (2) events (S1 §2)', () => {
  const steps = ['gdpr', 'pin_selection', 'page', 'business_form', 'billing_form', 'success', 'error'] as const;
  const webSteps = ['gdpr', 'pin_selection', 'page', 'tag', 'business_form', 'billing_form', 'success', 'error'] as const;
  const webForm = { ...view().form, ad_type: 'WEB_CONVERSION' };
  const page = (overrides: Partial<QuickPromoteView> = {}) =>
    view({ reading: 'page', screen: 'page', step: 'page', steps, stepIndex: 2, saved: false, ...overrides });

  it('GDPR: Accept sends GDPR.ACCEPT; Decline sends GDPR.DECLINE with the close facts; "Step n of m" as the selector counts', async () => {
    const { send, screen } = setup(page({ screen: 'gdpr', step: 'gdpr', stepIndex: 0, progress: { step: 1, of: 4 } }));
    const s = await screen;
    await expect.element(s.getByRole('dialog', { name: 'Your data and your ads' })).toBeVisible();
    await expect.element(s.getByText('Step 1 of 4')).toBeVisible();
    await s.getByRole('button', { name: 'Accept' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'GDPR.ACCEPT' });
    await s.getByRole('button', { name: 'Decline' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'GDPR.DECLINE', historyLength: 2, pinBuilderInStack: false });
  });

  it('pin selection: choosing sends PIN.SELECT, the chosen Pin is pressed, Continue sends STEP.NEXT', async () => {
    const { send, screen } = setup(page({ screen: 'pin_selection', step: 'pin_selection', stepIndex: 1 }));
    const s = await screen;
    await expect.element(s.getByRole('button', { name: examplePins.pendantLamp.title, pressed: true })).toBeVisible();
    await s.getByRole('button', { name: 'Open shelves' }).click();
    // S1 §3 the Pin's link goes with it: the destination URL starts as it
    expect(send).toHaveBeenLastCalledWith({ type: 'PIN.SELECT', pinId: examplePins.openShelves.id, link: examplePins.openShelves.link });
    await s.getByRole('button', { name: 'Continue' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'STEP.NEXT' });
  });

  it('pin selection without a Pin: Continue is disabled and says why', async () => {
    const s = await setup(page({ screen: 'pin_selection', step: 'pin_selection', stepIndex: 1, pinId: null })).screen;
    await expect.element(s.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect.element(s.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription('Choose a Pin to continue.');
  });

  it('pin selection with no Pins: says so and links to where a Pin is made, no Continue', async () => {
    const s = await render(
      <QuickPromoteModal
        view={page({ screen: 'pin_selection', step: 'pin_selection', stepIndex: 1, pinId: null })}
        checks={checks()}
        send={vi.fn()}
        pins={[]}
        createPinHref="/pin-builder/"
      />,
    );
    await expect.element(s.getByRole('heading', { name: 'You have no Pins to promote yet' })).toBeVisible();
    await expect.element(s.getByRole('link', { name: 'Create a Pin' })).toHaveAttribute('href', '/pin-builder/');
    expect(s.container.ownerDocument.querySelector('dialog button[aria-describedby]')).toBeNull();
  });

  it('Show more Pins asks for the next page, and waits while it loads', async () => {
    const onMorePins = vi.fn();
    const props = {
      view: page({ screen: 'pin_selection', step: 'pin_selection', stepIndex: 1 }),
      checks: checks(),
      send: vi.fn(),
      pins,
      onMorePins,
    } as const;
    const s = await render(<QuickPromoteModal {...props} />);
    await s.getByRole('button', { name: 'Show more Pins' }).click();
    expect(onMorePins).toHaveBeenCalledTimes(1);
    await s.rerender(<QuickPromoteModal {...props} loadingMorePins />);
    await expect.element(s.getByRole('button', { name: 'Loading more Pins…' })).toBeDisabled();
  });

  it('a tall Pin shows whole at its ratio beside the form (S0 §9 at most 236 × 335), a thumbnail when narrow', async () => {
    const tall = examplePins.fjordVideo;
    const one = (modalWidth: QuickPromoteView['modalWidth']) => (
      <QuickPromoteModal view={page({ pinId: tall.id, modalWidth })} checks={checks()} send={vi.fn()} pins={[tall]} />
    );
    const s = await render(one('wide'));
    const image = s.container.ownerDocument.querySelector<HTMLImageElement>('figure img');
    const box = image?.getBoundingClientRect();
    // 1080 × 1920: 188 × 335, the Pin's own 9:16, not a 236-wide crop
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([188, 335]);
    expect(getComputedStyle(image as HTMLImageElement).objectFit).toBe('contain');
    await s.rerender(one('narrow'));
    const thumb = s.container.ownerDocument.querySelector<HTMLImageElement>('figure img')?.getBoundingClientRect();
    expect([Math.round(thumb?.width ?? 0), Math.round(thumb?.height ?? 0)]).toEqual([101, 180]);
  });

  it('the page: Back sends STEP.BACK; web conversion leaves the tag to its step and submits with Next', async () => {
    const { send, screen } = setup(page({ form: webForm, steps: webSteps, progress: { step: 3, of: 5 } }));
    const s = await screen;
    await expect.element(s.getByText('Step 3 of 5')).toBeVisible();
    expect(s.container.ownerDocument.querySelector('select')).toBeNull();
    await s.getByRole('button', { name: 'Back' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'STEP.BACK' });
    await s.getByRole('button', { name: 'Next' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'QUICK_PROMOTE.SUBMIT' });
  });

  it('the page once saved: Continue sends STEP.NEXT instead of promoting again', async () => {
    const { send, screen } = setup(page({ saved: true }));
    const s = await screen;
    await expect.element(s.getByText('Your ad is saved.')).toBeVisible();
    expect(s.container.ownerDocument.querySelector('button[type="submit"]')).toBeNull();
    await s.getByRole('button', { name: 'Continue' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'STEP.NEXT' });
  });

  it('the tag step: choosing a tag sends TAG.CHOOSE with its event; the event, Back and Promote send theirs', async () => {
    const tagged = { ...webForm, selected_ocpm_tag: { conversionTagId: 't1', conversionEvent: 'CHECKOUT' } };
    const { send, screen } = setup(
      page({ screen: 'tag', step: 'tag', stepIndex: 3, steps: webSteps, form: tagged, progress: { step: 4, of: 5 } }),
    );
    const s = await screen;
    await expect.element(s.getByRole('dialog', { name: 'Choose a conversion tag' })).toBeVisible();
    await expect.element(s.getByText('Step 4 of 5')).toBeVisible();
    await expect.element(s.getByLabelText('Conversion event')).toHaveValue('CHECKOUT');
    await s.getByLabelText('Conversion tag', { exact: true }).selectOptions('');
    expect(send).toHaveBeenLastCalledWith({ type: 'TAG.CHOOSE', conversionTagId: '', conversionEvent: '' });
    await s.getByLabelText('Conversion tag', { exact: true }).selectOptions('t1');
    await s.getByRole('button', { name: 'Back' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'STEP.BACK' });
    await s.getByRole('button', { name: 'Promote' }).click();
    expect(send).toHaveBeenLastCalledWith({ type: 'QUICK_PROMOTE.SUBMIT' });
  });

  it('the tag step without a tag: choosing one sends its id and event; the event waits for a tag', async () => {
    const { send, screen } = setup(page({ screen: 'tag', step: 'tag', stepIndex: 3, steps: webSteps, form: webForm }));
    const s = await screen;
    await expect.element(s.getByLabelText('Conversion event')).toBeDisabled();
    await s.getByLabelText('Conversion tag', { exact: true }).selectOptions('t1');
    expect(send).toHaveBeenLastCalledWith({ type: 'TAG.CHOOSE', conversionTagId: 't1', conversionEvent: 'CHECKOUT' });
  });

  it('the error modal has no step number; reading (1) shows none at all', async () => {
    const error = await setup(page({ screen: 'error', step: 'error', stepIndex: 6, modalError: 'Down' })).screen;
    await expect.element(error.getByRole('alert')).toHaveTextContent('Down');
    expect(error.container.ownerDocument.body.textContent).not.toMatch(/Step \d of/);
    await error.unmount(); // awaited: an unfinished act() left every later file of the shared page unrendered
    const modal = await setup(view({ reading: 'modal', step: 'pin_selection', steps: ['pin_selection'] })).screen;
    expect(modal.container.ownerDocument.body.textContent).not.toMatch(/Step \d of/);
  });
});
