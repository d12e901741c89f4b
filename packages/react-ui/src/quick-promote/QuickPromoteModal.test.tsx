import type { QuickPromoteEvent, QuickPromoteFormChecks, QuickPromoteView } from '@pinstack/core/machines';
import { examplePins } from '@pinstack/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { QuickPromoteModal } from './QuickPromoteModal.js';

const view = (overrides: Partial<QuickPromoteView> = {}): QuickPromoteView => ({
  screen: 'pin_selection',
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
      checks({ budgetError: 'Please enter a daily budget of at least 11 USD.' }),
    );
    const s = await screen;
    await expect
      .element(s.getByLabelText('Daily budget (USD)'))
      .toHaveAccessibleDescription('Please enter a daily budget of at least 11 USD.');
    await s.getByRole('button', { name: 'Promote' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'QUICK_PROMOTE.SUBMIT' });
  });

  it('S1 §8 area pin shows on the Pin', async () => {
    const pinArea = await setup(view({ pinError: 'Log in again.' })).screen;
    await expect.element(pinArea.getByRole('alert')).toHaveTextContent('Log in again.');
  });

  it('S1 §8 area modal shows on the error step with Try again and Done', async () => {
    const { send, screen } = setup(view({ screen: 'error', stepIndex: 3, modalError: 'Uh oh! Something went wrong.' }));
    const s = await screen;
    await expect.element(s.getByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await s.getByRole('button', { name: 'Try again' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'QUICK_PROMOTE.RETRY' });
    await s.getByRole('button', { name: 'Done' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'STEP.NEXT' });
  });

  it('without a Pin, choosing one sends PIN.SELECT', async () => {
    const { send, screen } = setup(view({ pinId: null }));
    await (await screen).getByRole('button', { name: 'Open shelves' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'PIN.SELECT', pinId: examplePins.openShelves.id });
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
