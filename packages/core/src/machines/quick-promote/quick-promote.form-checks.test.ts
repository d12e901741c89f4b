import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuickPromoteDraft, QuickPromoteForm } from '../../entities.js';
import { QUICK_PROMOTE_MESSAGES } from '../../messages.js';
import { quickPromoteMachine } from './quick-promote.machine.js';
import { selectQuickPromoteFormChecks } from './quick-promote.selectors.js';
import type {
  QuickPromoteDraftRef,
  QuickPromoteInput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';

const form: QuickPromoteForm = {
  name: 'Menu',
  destination_url: 'https://shop.example/',
  budget: 80,
  duration: 10,
  is_ongoing: false,
  advertiser_id: 'a2',
};
const input: QuickPromoteInput = { advertiserId: 'a2', pinId: 'p1', country: 'CZ', form, businessInfoValid: true, billingInfoValid: true };

function start(overrides: Partial<QuickPromoteInput> = {}) {
  const machine = quickPromoteMachine.provide({
    actors: {
      loadDraft: fromPromise<QuickPromoteDraft | null, QuickPromoteDraftRef>(async () => null),
      saveDraft: fromPromise<void, QuickPromoteSaveDraftInput>(async () => undefined),
      submitQuickPromote: fromPromise<unknown, QuickPromoteSubmitInput>(async () => ({ campaign_id: 'c 1' })),
    },
  });
  return createActor(machine, { input: { ...input, ...overrides } }).start();
}

describe('selectQuickPromoteFormChecks (S1 §2 form, S1 §9 limits)', () => {
  it('S1 §9: checks the budget against the CZ minimum 11 as the user types, in the account currency', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('pin_selection'));
    expect(selectQuickPromoteFormChecks(actor.getSnapshot())).toMatchObject({
      currency: 'USD',
      minBudget: 11,
      budgetError: null,
      canSubmit: true,
    });
    actor.send({ type: 'FORM.UPDATE', values: { budget: 10 } });
    const checks = selectQuickPromoteFormChecks(actor.getSnapshot());
    expect(checks.budgetError).toBe(QUICK_PROMOTE_MESSAGES.budgetTooLow(11, 'USD'));
    expect(checks.canSubmit).toBe(false);
  });

  it('S1 §9: the duration is checked only when the campaign is not ongoing', async () => {
    const actor = start({ form: { ...form, duration: 0 } });
    await waitFor(actor, (s) => s.matches('pin_selection'));
    expect(selectQuickPromoteFormChecks(actor.getSnapshot()).durationError).toBe(QUICK_PROMOTE_MESSAGES.durationOutOfRange(1, 365));
    actor.send({ type: 'FORM.UPDATE', values: { is_ongoing: true } });
    expect(selectQuickPromoteFormChecks(actor.getSnapshot()).durationError).toBeNull();
  });

  it('S1 §2: the billing link names the saved campaign, on the ads host', async () => {
    const actor = start({ businessInfoValid: true, billingInfoValid: false });
    await waitFor(actor, (s) => s.matches('pin_selection'));
    expect(selectQuickPromoteFormChecks(actor.getSnapshot()).billingUrl).toBeNull();
    actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('billing_form'));
    expect(selectQuickPromoteFormChecks(actor.getSnapshot(), { adsHost: 'https://ads.example/' }).billingUrl).toBe(
      'https://ads.example/advertiser/a2/billing/?campaign_id=c%201&objective_type=CLICKTHROUGH&is_quick_promote=true',
    );
  });
});
