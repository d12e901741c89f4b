import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuickPromoteDraft, QuickPromoteForm } from '../../entities.js';
import { fc, test } from '../../testing/property.js';
import { quickPromoteMachine } from './quick-promote.machine.js';
import { quickPromoteShownSteps, selectQuickPromote } from './quick-promote.selectors.js';
import type { QuickPromoteFlowStep, QuickPromoteInput } from './quick-promote.types.js';

const form: QuickPromoteForm = {
  name: 'Spring sale',
  destination_url: 'https://shop.example/',
  budget: 5,
  duration: 10,
  is_ongoing: true,
  advertiser_id: 'adv-1',
};
const pageInput: QuickPromoteInput = {
  advertiserId: 'adv-1',
  pinId: 'pin-1',
  form,
  businessInfoValid: true,
  billingInfoValid: true,
  reading: 'page',
};

/** A live flow whose actors answer at once (the save succeeds with a campaign). */
function start(input: Partial<QuickPromoteInput> = {}, fail = false) {
  const machine = quickPromoteMachine.provide({
    actors: {
      loadDraft: fromPromise(async (): Promise<QuickPromoteDraft | null> => null),
      saveDraft: fromPromise(async (): Promise<void> => {}),
      submitQuickPromote: fromPromise(async (): Promise<unknown> => {
        if (fail) throw { message_detail: 'The ads system is down.', http_status: 500 };
        return { campaign_id: 'campaign-1' };
      }),
    },
    actions: { historyBack: () => undefined, closeWindow: () => undefined },
  });
  const actor = createActor(machine, { input: { ...pageInput, ...input }, logger: () => {} }).start();
  const view = () => selectQuickPromote(actor.getSnapshot());
  const settle = () =>
    waitFor(
      actor,
      (s) =>
        !s.matches('loadingDraft') &&
        !s.matches('submitting') &&
        !s.matches({ pin_selection: 'savingDraft' }) &&
        !s.matches({ page: 'savingDraft' }),
    );
  return { actor, view, settle };
}

/** Drives a flow from its first step to the end, recording the step and "Step n of m" of every screen shown. */
async function walk(input: Partial<QuickPromoteInput>) {
  const flow = start(input);
  const seen: { step: QuickPromoteFlowStep | null | undefined; progress: ReturnType<typeof flow.view>['progress'] }[] = [];
  for (let guard = 0; guard < 20 && flow.actor.getSnapshot().status === 'active'; guard++) {
    await flow.settle();
    const view = flow.view();
    if (view.screen === 'finished' || view.screen === 'closed') break;
    seen.push({ step: view.step, progress: view.progress });
    switch (view.screen) {
      case 'gdpr':
        flow.actor.send({ type: 'GDPR.ACCEPT' });
        break;
      case 'page':
        flow.actor.send(view.saved === true ? { type: 'STEP.NEXT' } : { type: 'QUICK_PROMOTE.SUBMIT' });
        break;
      case 'tag':
        flow.actor.send({ type: 'TAG.CHOOSE', conversionTagId: 'tag-1', conversionEvent: 'checkout' });
        flow.actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
        break;
      case 'pin_selection':
        flow.actor.send(input.reading === 'modal' ? { type: 'QUICK_PROMOTE.SUBMIT' } : { type: 'STEP.NEXT' });
        break;
      default:
        flow.actor.send({ type: 'STEP.NEXT' });
    }
  }
  // the page shows again after a save S1 §4 leaves "unchanged" (the ad is saved; Continue goes on): one step, one number
  const distinct = seen.filter((entry, i) => seen.findIndex((other) => other.step === entry.step) === i);
  return { flow, seen, distinct };
}

describe('quickPromoteShownSteps (S1 §2, §4: the steps a flow shows)', () => {
  it('reading (2) with business and billing on file: GDPR, pin selection, the page, success', () => {
    expect(quickPromoteShownSteps({ reading: 'page', webConversion: false, businessInfoValid: true, billingInfoValid: true })).toEqual([
      'gdpr',
      'pin_selection',
      'page',
      'success',
    ]);
  });

  it('the tag step only for web conversion; billing and business forms only when S1 §4 goes through them', () => {
    expect(quickPromoteShownSteps({ reading: 'page', webConversion: true, businessInfoValid: true, billingInfoValid: false })).toEqual([
      'gdpr',
      'pin_selection',
      'page',
      'tag',
      'billing_form',
      'success',
    ]);
    expect(quickPromoteShownSteps({ reading: 'page', webConversion: false, businessInfoValid: false, billingInfoValid: true })).toEqual([
      'gdpr',
      'pin_selection',
      'page',
      'business_form',
      'billing_form',
      'success',
    ]);
    expect(quickPromoteShownSteps({ reading: 'modal', webConversion: true, businessInfoValid: true, billingInfoValid: true })).toEqual([
      'pin_selection',
      'success',
    ]);
  });
});

describe('selectQuickPromote progress ("Step n of m" counts the steps shown)', () => {
  it('S1 §2: the product’s flow (business and billing on file) is 4 steps, each numbered as it shows', async () => {
    const { distinct } = await walk({});
    expect(distinct.map((entry) => entry.step)).toEqual(['gdpr', 'pin_selection', 'page', 'success']);
    expect(distinct.map((entry) => entry.progress)).toEqual([
      { step: 1, of: 4 },
      { step: 2, of: 4 },
      { step: 3, of: 4 },
      { step: 4, of: 4 },
    ]);
  });

  it('the error modal has no number; loading and sending keep the number of their step', async () => {
    const flow = start({}, true);
    flow.actor.send({ type: 'GDPR.ACCEPT' });
    expect(flow.view().screen).toBe('loading');
    expect(flow.view().progress).toEqual({ step: 2, of: 4 });
    await flow.settle();
    flow.actor.send({ type: 'STEP.NEXT' });
    flow.actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
    expect(flow.view().screen).toBe('submitting');
    expect(flow.view().progress).toEqual({ step: 3, of: 4 });
    await flow.settle();
    expect(flow.view().screen).toBe('error');
    expect(flow.view().progress).toBeNull();
  });

  test.prop([fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom('page' as const, 'modal' as const)], { numRuns: 40 })(
    'property: walking any flow to its end shows exactly quickPromoteShownSteps, numbered 1 to m',
    async (businessInfoValid, billingInfoValid, webConversion, reading) => {
      const input = { businessInfoValid, billingInfoValid, reading, form: webConversion ? { ...form, ad_type: 'WEB_CONVERSION' } : form };
      const { seen, distinct } = await walk(input);
      const shown = quickPromoteShownSteps({ reading, webConversion, businessInfoValid, billingInfoValid });
      expect(distinct.map((entry) => entry.step)).toEqual(shown);
      // every screen, a revisit too, carries its step's number
      for (const entry of seen)
        expect(entry.progress).toEqual({ step: shown.indexOf(entry.step as QuickPromoteFlowStep) + 1, of: shown.length });
    },
  );
});

describe('the destination URL starts as the Pin’s link (S1 §3)', () => {
  it('the Pin the flow opens with prefills it', () => {
    const { destination_url: _none, ...blank } = form;
    const flow = start({ pinLink: 'https://shop.example/tent', form: blank });
    expect(flow.actor.getSnapshot().context.form.destination_url).toBe('https://shop.example/tent');
  });

  it('choosing a Pin prefills it; choosing another replaces it until the advertiser types their own', async () => {
    const { destination_url: _none, ...blank } = form;
    const flow = start({ pinId: null, form: blank });
    flow.actor.send({ type: 'GDPR.ACCEPT' });
    await flow.settle();
    flow.actor.send({ type: 'PIN.SELECT', pinId: 'pin-1', link: 'https://shop.example/tent' });
    await flow.settle();
    expect(flow.view().form.destination_url).toBe('https://shop.example/tent');
    flow.actor.send({ type: 'PIN.SELECT', pinId: 'pin-2', link: 'https://shop.example/stove' });
    await flow.settle();
    expect(flow.view().form.destination_url).toBe('https://shop.example/stove');
    flow.actor.send({ type: 'STEP.NEXT' });
    flow.actor.send({ type: 'FORM.UPDATE', values: { destination_url: 'https://my.example/landing' } });
    await flow.settle();
    flow.actor.send({ type: 'STEP.BACK' });
    flow.actor.send({ type: 'PIN.SELECT', pinId: 'pin-1', link: 'https://shop.example/tent' });
    await flow.settle();
    expect(flow.view().form.destination_url).toBe('https://my.example/landing');
  });
});
