import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { QUICK_PROMOTE_STEPS, QUICK_PROMOTE_STEPS_ALTERNATIVE } from '../../constants.js';
import type { QuickPromoteDraft, QuickPromoteForm } from '../../entities.js';
import { fc, test } from '../../testing/property.js';
import { quickPromoteMachine } from './quick-promote.machine.js';
import { quickPromoteReadingSteps, selectQuickPromote } from './quick-promote.selectors.js';
import type {
  QuickPromoteDraftRef,
  QuickPromoteEvent,
  QuickPromoteInput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';
import { QUICK_PROMOTE_PAGE_STEPS } from './quick-promote.types.js';

const form: QuickPromoteForm = {
  name: 'Spring sale',
  destination_url: 'https://shop.example/',
  budget: 5,
  duration: 10,
  is_ongoing: true,
  advertiser_id: 'adv-1',
};
const webForm: QuickPromoteForm = { ...form, ad_type: 'WEB_CONVERSION' };
const pageInput: QuickPromoteInput = {
  advertiserId: 'adv-1',
  pinId: 'pin-1',
  form,
  businessInfoValid: false,
  billingInfoValid: false,
  reading: 'page',
};
const close = { historyLength: 4, pinBuilderInStack: true } as const;

interface Fakes {
  draft?: QuickPromoteDraft | null;
  submit?: (input: QuickPromoteSubmitInput) => Promise<unknown>;
}

/** A live reading-(2) flow with fake actors and spies for the caller's actions. */
function start(input: Partial<QuickPromoteInput> = {}, fakes: Fakes = {}) {
  const calls = { load: [] as QuickPromoteDraftRef[], save: [] as QuickPromoteSaveDraftInput[], submit: [] as QuickPromoteSubmitInput[] };
  const historyBack = vi.fn();
  const closeWindow = vi.fn();
  const machine = quickPromoteMachine.provide({
    actors: {
      loadDraft: fromPromise(async ({ input: ref }: { input: QuickPromoteDraftRef }) => {
        calls.load.push(ref);
        return fakes.draft ?? null;
      }),
      saveDraft: fromPromise(async ({ input: save }: { input: QuickPromoteSaveDraftInput }) => {
        calls.save.push(save);
      }),
      submitQuickPromote: fromPromise(async ({ input: sent }: { input: QuickPromoteSubmitInput }) => {
        calls.submit.push(sent);
        return fakes.submit ? fakes.submit(sent) : { campaign_id: 'campaign-1' };
      }),
    },
    actions: { historyBack: (_, params) => historyBack(params), closeWindow: () => closeWindow() },
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
  /** GDPR accepted, the draft loaded, and on to the page. */
  const toPage = async () => {
    actor.send({ type: 'GDPR.ACCEPT' });
    await settle();
    actor.send({ type: 'STEP.NEXT' });
  };
  return { actor, calls, historyBack, closeWindow, view, settle, toPage };
}

describe('quickPromoteMachine reading (2): GDPR, pin selection, the page, tag, business, billing, success, error (S1 §2)', () => {
  it('S1 §2: the page steps are the alternative order, business and billing named as in reading (1), tag before the save', () => {
    expect(QUICK_PROMOTE_STEPS_ALTERNATIVE).toEqual(['gdpr', 'pin_selection', 'page', 'business', 'billing', 'success', 'error']);
    expect(QUICK_PROMOTE_PAGE_STEPS).toEqual(['gdpr', 'pin_selection', 'page', 'tag', 'business_form', 'billing_form', 'success', 'error']);
    expect(quickPromoteReadingSteps('page')).toEqual([
      'gdpr',
      'pin_selection',
      'page',
      'business_form',
      'billing_form',
      'success',
      'error',
    ]);
    expect(quickPromoteReadingSteps('page', 'WEB_CONVERSION')).toEqual(QUICK_PROMOTE_PAGE_STEPS);
    expect(quickPromoteReadingSteps('modal', 'WEB_CONVERSION')).toEqual(QUICK_PROMOTE_STEPS);
    for (const step of QUICK_PROMOTE_PAGE_STEPS) expect(quickPromoteMachine.root.states[step]).toBeDefined();
  });

  describe('GDPR step', () => {
    it('the flow starts on GDPR consent and loads nothing before it', () => {
      const { view, calls } = start();
      expect(view()).toMatchObject({ screen: 'gdpr', step: 'gdpr', reading: 'page', stepIndex: 0 });
      expect(view().steps).toEqual(quickPromoteReadingSteps('page'));
      expect(calls.load).toEqual([]);
    });

    it('GDPR.ACCEPT goes on to pin selection, loading the draft of the Pin first', async () => {
      const draft: QuickPromoteDraft = { pin: 'pin-1', dailyBudget: 20, duration: 7, name: 'From draft' };
      const { actor, view, calls, settle } = start({}, { draft });
      actor.send({ type: 'GDPR.ACCEPT' });
      expect(view().screen).toBe('loading');
      await settle();
      expect(calls.load).toHaveLength(1);
      expect(view()).toMatchObject({ screen: 'pin_selection', stepIndex: 1, form: { name: 'From draft' } });
      expect(actor.getSnapshot().context.consented).toBe(true);
    });

    it.each([
      [{ pinBuilderInStack: true, historyLength: 5 }, false, { kind: 'back', steps: 3 }],
      [{ pinBuilderInStack: false, historyLength: 5 }, false, { kind: 'back', steps: 1 }],
      [{ pinBuilderInStack: false, historyLength: 1 }, true, { kind: 'close_window' }],
    ] as const)('GDPR.DECLINE with %o (experiment %s) ends the flow as closing does: %o', (history, experiment, closeAction) => {
      const { actor, historyBack, closeWindow, calls } = start({ closeWindowExperiment: experiment });
      actor.send({ type: 'GDPR.DECLINE', ...history });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'closed', result: null, closeAction });
      if (closeAction.kind === 'close_window') expect(closeWindow).toHaveBeenCalledOnce();
      else expect(historyBack).toHaveBeenCalledExactlyOnceWith({ steps: closeAction.steps });
      expect(calls.load).toEqual([]);
    });
  });

  describe('pin selection', () => {
    it('without a Pin, next waits; PIN.SELECT loads its draft and next opens the page', async () => {
      const { actor, view, settle, calls } = start({ pinId: null });
      actor.send({ type: 'GDPR.ACCEPT' });
      await settle();
      actor.send({ type: 'STEP.NEXT' });
      expect(view().screen).toBe('pin_selection');
      actor.send({ type: 'PIN.SELECT', pinId: 'pin-2' });
      await settle();
      expect(calls.load.map((ref) => ref.pinId)).toEqual(['pin-2']);
      expect(view()).toMatchObject({ screen: 'pin_selection', pinId: 'pin-2' });
      actor.send({ type: 'STEP.NEXT' });
      expect(view()).toMatchObject({ screen: 'page', step: 'page', stepIndex: 2 });
    });

    it('sends nothing from pin selection: the form is on the page', async () => {
      const { actor, view, settle, calls } = start();
      actor.send({ type: 'GDPR.ACCEPT' });
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      expect(calls.submit).toEqual([]);
      expect(view().screen).toBe('pin_selection');
    });
  });

  describe('the page', () => {
    it('every form change saves the draft of the Pin, as pin selection does in reading (1)', async () => {
      const { actor, view, settle, calls, toPage } = start({ locale: 'en_US' });
      await toPage();
      actor.send({ type: 'FORM.UPDATE', values: { name: 'Edited' } });
      expect(actor.getSnapshot().matches({ page: 'savingDraft' })).toBe(true);
      expect(view().savingDraft).toBe(true);
      await settle();
      expect(calls.save.map((s) => s.draft)).toEqual([
        { pin: 'pin-1', dailyBudget: 5, destinationUrl: 'https://shop.example/', duration: 10, locale: 'en_US', name: 'Edited' },
      ]);
      expect(view()).toMatchObject({ screen: 'page', savingDraft: false });
    });

    it('STEP.BACK returns to pin selection; STEP.NEXT before a save stays on the page', async () => {
      const { actor, view, toPage } = start();
      await toPage();
      actor.send({ type: 'STEP.NEXT' });
      expect(view()).toMatchObject({ screen: 'page', saved: false });
      actor.send({ type: 'STEP.BACK' });
      expect(view().screen).toBe('pin_selection');
    });

    it.each([
      [{ businessInfoValid: true, billingInfoValid: true }, 'success'],
      [{ businessInfoValid: true, billingInfoValid: false }, 'billing_form'],
      [{ businessInfoValid: false, billingInfoValid: true }, 'page'],
      [{ businessInfoValid: false, billingInfoValid: false }, 'page'],
      // reading (2) is the quick-promote page whatever the input says
      [{ businessInfoValid: false, billingInfoValid: false, onQuickPromotePage: false }, 'page'],
    ] as const)('S1 §4 on the page: after a save with %o the flow shows %s', async (facts, screen) => {
      const { actor, view, settle, toPage, calls } = start(facts);
      await toPage();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      expect(view().screen).toBe('submitting');
      await settle();
      expect(calls.submit).toHaveLength(1);
      expect(view()).toMatchObject({ screen, saved: true });
    });

    it('after a save the page goes on: business form, billing form, success, finished', async () => {
      const { actor, view, settle, toPage } = start();
      await toPage();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      const seen: unknown[] = [view().screen];
      for (let i = 0; i < 4; i += 1) {
        actor.send({ type: 'STEP.NEXT' });
        seen.push(view().screen);
      }
      expect(seen).toEqual(['page', 'business_form', 'billing_form', 'success', 'finished']);
      expect(actor.getSnapshot().output).toEqual({ outcome: 'finished', result: { campaign_id: 'campaign-1' }, closeAction: null });
    });

    it('S1 §9: a form the rule refuses stays on the page with its message, whatever the goal', async () => {
      for (const start_form of [form, webForm]) {
        const { actor, view, toPage, calls } = start({ form: { ...start_form, budget: 0.5 } });
        await toPage();
        actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
        expect(view()).toMatchObject({ screen: 'page' });
        expect(view().formError).toMatch(/at least 1 USD/);
        expect(calls.submit).toEqual([]);
      }
    });

    it('S1 §8: a 401 with detail shows on the Pin and the page is unchanged; another failure opens the error modal', async () => {
      const pin = start({}, { submit: () => Promise.reject({ http_status: 401, message_detail: 'Sign in again' }) });
      await pin.toPage();
      pin.actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await pin.settle();
      expect(pin.view()).toMatchObject({ screen: 'page', pinError: 'Sign in again', saved: false });
      const modal = start({}, { submit: () => Promise.reject({ http_status: 500, message_detail: 'Down' }) });
      await modal.toPage();
      modal.actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await modal.settle();
      expect(modal.view()).toMatchObject({ screen: 'error', step: 'error', stepIndex: 6, modalError: 'Down' });
    });
  });

  describe('tag step (goal web conversion)', () => {
    it('the page goes to the tag step instead of sending; the chosen tag and event are sent', async () => {
      const { actor, view, settle, toPage, calls } = start({ form: webForm, businessInfoValid: true, billingInfoValid: true });
      await toPage();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      expect(calls.submit).toEqual([]);
      expect(view()).toMatchObject({ screen: 'tag', step: 'tag', stepIndex: 3 });
      expect(view().steps).toEqual(QUICK_PROMOTE_PAGE_STEPS);
      actor.send({ type: 'TAG.CHOOSE', conversionTagId: 'tag-7', conversionEvent: 'CHECKOUT' });
      expect(view().form.selected_ocpm_tag).toEqual({ conversionTagId: 'tag-7', conversionEvent: 'CHECKOUT' });
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      expect(calls.submit[0]?.payload).toMatchObject({
        objective_type: 'WEB_CONVERSION',
        optimization_goal_metadata: { conversion_tag_id: 'tag-7', conversion_event: 'CHECKOUT' },
      });
      expect(view().screen).toBe('success');
    });

    it('choosing an empty tag clears it; STEP.BACK returns to the page', async () => {
      const { actor, view, toPage } = start({ form: { ...webForm, selected_ocpm_tag: { conversionTagId: 'a', conversionEvent: 'LEAD' } } });
      await toPage();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      actor.send({ type: 'TAG.CHOOSE', conversionTagId: ' ', conversionEvent: '' });
      expect(view().form.selected_ocpm_tag).toBeNull();
      actor.send({ type: 'STEP.BACK' });
      expect(view().screen).toBe('page');
    });

    it('other goals go from the page straight to the save, and their steps have no tag', async () => {
      const { actor, view, toPage } = start({ form: { ...form, ad_type: 'CONSIDERATION' } });
      await toPage();
      expect(view().steps).not.toContain('tag');
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      expect(view().screen).toBe('submitting');
    });
  });

  it.each(['gdpr', 'pin_selection', 'page', 'tag'] as const)('closing works from %s', (value) => {
    const [initial] = initialTransition(quickPromoteMachine, pageInput);
    const snapshot = quickPromoteMachine.resolveState({ value, context: initial.context });
    const [closed, actions] = transition(quickPromoteMachine, snapshot, { type: 'QUICK_PROMOTE.CLOSE', ...close });
    expect(closed.value).toBe('closed');
    expect(actions.map((a) => a.type)).toContain('historyBack');
  });

  it('reading (1) (the default) ignores the new events and never shows GDPR', () => {
    const [initial] = initialTransition(quickPromoteMachine, { ...pageInput, reading: undefined, pinId: null });
    expect(initial.value).toEqual({ pin_selection: 'editing' });
    expect(initial.context).toMatchObject({ reading: 'modal', onQuickPromotePage: false });
    let snapshot = initial;
    for (const event of [
      { type: 'GDPR.ACCEPT' },
      { type: 'STEP.BACK' },
      { type: 'STEP.NEXT' },
      { type: 'TAG.CHOOSE', conversionTagId: 't', conversionEvent: 'e' },
    ] as const) {
      [snapshot] = transition(quickPromoteMachine, snapshot, event);
      expect(snapshot.value).toEqual({ pin_selection: 'editing' });
    }
    // note: TAG.CHOOSE is not handled outside the tag step, so the form is untouched
    expect(snapshot.context.form).toEqual(form);
  });
});

// ---- property: any event sequence keeps the step within the reading's list ----

const events: readonly (QuickPromoteEvent | { readonly type: string; readonly [key: string]: unknown })[] = [
  { type: 'GDPR.ACCEPT' },
  { type: 'GDPR.DECLINE', ...close },
  { type: 'PIN.SELECT', pinId: 'pin-2' },
  { type: 'FORM.UPDATE', values: { name: 'Edited' } },
  { type: 'FORM.UPDATE', values: { ad_type: 'WEB_CONVERSION' } },
  { type: 'FORM.UPDATE', values: { ad_type: 'CONSIDERATION', selected_ocpm_tag: null } },
  { type: 'FORM.UPDATE', values: { budget: 0.5 } },
  { type: 'FORM.UPDATE', values: { budget: 12 } },
  { type: 'TAG.CHOOSE', conversionTagId: 'tag-1', conversionEvent: 'CHECKOUT' },
  { type: 'QUICK_PROMOTE.SUBMIT' },
  { type: 'QUICK_PROMOTE.RETRY' },
  { type: 'STEP.NEXT' },
  { type: 'STEP.BACK' },
  { type: 'VIEWPORT.RESIZE', width: 1000 },
  { type: 'QUICK_PROMOTE.CLOSE', ...close },
  { type: 'xstate.done.actor.loadDraft', output: null },
  { type: 'xstate.error.actor.loadDraft', error: new Error('blocked') },
  { type: 'xstate.done.actor.saveDraft', output: undefined },
  { type: 'xstate.done.actor.submitQuickPromote', output: { campaign_id: 'c-1' } },
  { type: 'xstate.error.actor.submitQuickPromote', error: { http_status: 401, message_detail: 'Sign in' } },
  { type: 'xstate.error.actor.submitQuickPromote', error: { http_status: 500, message_detail: 'Down' } },
];
const PAGE_ONLY = ['gdpr', 'page', 'tag'];

describe('quickPromoteMachine readings, property (S1 §2)', () => {
  test.prop([
    fc.constantFrom('modal' as const, 'page' as const),
    fc.boolean(),
    fc.boolean(),
    fc.option(fc.constant('pin-1'), { nil: null }),
    fc.array(fc.constantFrom(...events), { maxLength: 40 }),
  ])(
    'any event sequence keeps the step within the reading’s steps; reading (1) never visits gdpr, page or tag',
    (reading, businessInfoValid, billingInfoValid, pinId, sequence) => {
      let [snapshot]: [AnyMachineSnapshot, unknown] = initialTransition(quickPromoteMachine, {
        ...pageInput,
        reading,
        pinId,
        businessInfoValid,
        billingInfoValid,
      });
      const check = () => {
        const view = selectQuickPromote(snapshot as ReturnType<typeof quickPromoteMachine.resolveState>);
        if (view.step != null) {
          expect(view.steps).toContain(view.step);
          expect(view.stepIndex).toBe(view.steps?.indexOf(view.step));
        } else expect(view.stepIndex).toBeNull();
        if (reading === 'modal') expect(PAGE_ONLY.some((step) => snapshot.matches(step))).toBe(false);
        // the tag step is reached only with the web-conversion goal
        if (snapshot.matches('tag')) expect(view.form.ad_type).toBe('WEB_CONVERSION');
      };
      check();
      for (const event of sequence) {
        if (snapshot.status !== 'active') break;
        [snapshot] = transition(quickPromoteMachine, snapshot as never, event as never);
        check();
      }
    },
  );
});
