import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { QUICK_PROMOTE_STEPS } from '../../constants.js';
import type { QuickPromoteDraft, QuickPromoteForm } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { buildQuickPromotePayload, quickPromoteDraftKey } from '../../rules/quick-promote.js';
import { quickPromoteMachine } from './quick-promote.machine.js';
import { selectQuickPromote } from './quick-promote.selectors.js';
import type {
  QuickPromoteDraftRef,
  QuickPromoteInput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';
import { quickPromoteSchema } from './quick-promote.types.js';

const form: QuickPromoteForm = {
  name: 'Spring sale',
  destination_url: 'https://shop.example/',
  budget: 5,
  duration: 10,
  is_ongoing: true,
  advertiser_id: 'adv-1',
};
const baseInput: QuickPromoteInput = { advertiserId: 'adv-1', pinId: 'pin-1', form, businessInfoValid: false, billingInfoValid: false };

interface Fakes {
  draft?: QuickPromoteDraft | null | Error;
  submit?: (input: QuickPromoteSubmitInput) => Promise<unknown>;
  saveDraft?: (input: QuickPromoteSaveDraftInput) => Promise<void>;
}

/** A live flow with fake actors (style habit 5) and spies for the caller's actions and the logger. */
function start(input: Partial<QuickPromoteInput> = {}, fakes: Fakes = {}) {
  const calls = { load: [] as QuickPromoteDraftRef[], save: [] as QuickPromoteSaveDraftInput[], submit: [] as QuickPromoteSubmitInput[] };
  const historyBack = vi.fn();
  const closeWindow = vi.fn();
  const logger = vi.fn();
  const machine = quickPromoteMachine.provide({
    actors: {
      loadDraft: fromPromise(async ({ input: ref }: { input: QuickPromoteDraftRef }) => {
        calls.load.push(ref);
        if (fakes.draft instanceof Error) throw fakes.draft;
        return fakes.draft ?? null;
      }),
      saveDraft: fromPromise(async ({ input: save }: { input: QuickPromoteSaveDraftInput }) => {
        calls.save.push(save);
        await fakes.saveDraft?.(save);
      }),
      submitQuickPromote: fromPromise(async ({ input: sent }: { input: QuickPromoteSubmitInput }) => {
        calls.submit.push(sent);
        return fakes.submit ? fakes.submit(sent) : { id: 'campaign-1' };
      }),
    },
    actions: { historyBack: (_, params) => historyBack(params), closeWindow: () => closeWindow() },
  });
  const actor = createActor(machine, { input: { ...baseInput, ...input }, logger }).start();
  const view = () => selectQuickPromote(actor.getSnapshot());
  const settle = () =>
    waitFor(actor, (s) => !s.matches('loadingDraft') && !s.matches('submitting') && !s.matches({ pin_selection: 'savingDraft' }));
  return { actor, calls, historyBack, closeWindow, logger, view, settle };
}

describe('quickPromoteMachine (S1 §2, §4, §5, §8)', () => {
  it('S1 §2: follows the first step order — pin selection, business form, billing form, error, success', () => {
    expect(QUICK_PROMOTE_STEPS).toEqual(['pin_selection', 'business_form', 'billing_form', 'error', 'success']);
    for (const step of QUICK_PROMOTE_STEPS) expect(quickPromoteMachine.root.states[step]).toBeDefined();
  });

  describe('S1 §3 draft per Pin and advertiser', () => {
    it('loads the saved draft of the Pin and lays it over the form', async () => {
      const draft: QuickPromoteDraft = { pin: 'pin-1', dailyBudget: 20, duration: 7, name: 'From draft' };
      const { calls, view, settle } = start({}, { draft });
      await settle();
      expect(calls.load).toEqual([{ pinId: 'pin-1', advertiserId: 'adv-1', key: quickPromoteDraftKey('pin-1', 'adv-1') }]);
      expect(view()).toMatchObject({ screen: 'pin_selection', stepIndex: 0, form: { name: 'From draft', budget: 20, duration: 7 } });
    });

    it('ignores a stored draft that names another Pin', async () => {
      const { view, settle } = start({}, { draft: { pin: 'pin-9', dailyBudget: 20, duration: 7, name: 'Stale' } });
      await settle();
      expect(view().form).toEqual(form);
    });

    it('S1 §8: a storage failure while loading is logged and ignored', async () => {
      const { view, settle, logger } = start({}, { draft: new Error('storage blocked') });
      await settle();
      expect(view().screen).toBe('pin_selection');
      expect(logger).toHaveBeenCalledWith(expect.stringContaining('storage blocked'));
    });

    it('without a Pin there is no draft to load; selecting a Pin loads its draft', async () => {
      const { actor, calls, view, settle } = start({ pinId: null }, { draft: { pin: 'pin-2', dailyBudget: 9, duration: 3, name: 'Two' } });
      expect(view().screen).toBe('pin_selection');
      expect(calls.load).toEqual([]);
      actor.send({ type: 'PIN.SELECT', pinId: 'pin-2' });
      await settle();
      expect(calls.load[0]?.pinId).toBe('pin-2');
      expect(view()).toMatchObject({ pinId: 'pin-2', form: { name: 'Two' } });
    });

    it('saves the draft on every form change; a newer change replaces a save still running', async () => {
      let release = (): void => {};
      const blocked = new Promise<void>((resolve) => (release = resolve));
      const { actor, calls, settle } = start(
        { locale: 'en_US' },
        { saveDraft: (s) => (s.draft.name === 'A' ? blocked : Promise.resolve()) },
      );
      await settle();
      actor.send({ type: 'FORM.UPDATE', values: { name: 'A' } });
      expect(actor.getSnapshot().matches({ pin_selection: 'savingDraft' })).toBe(true);
      actor.send({ type: 'FORM.UPDATE', values: { name: 'AB', budget: 12 } });
      await settle();
      release();
      expect(calls.save.map((s) => s.draft.name)).toEqual(['A', 'AB']);
      expect(calls.save[1]).toEqual({
        pinId: 'pin-1',
        advertiserId: 'adv-1',
        key: quickPromoteDraftKey('pin-1', 'adv-1'),
        draft: { pin: 'pin-1', dailyBudget: 12, destinationUrl: 'https://shop.example/', duration: 10, locale: 'en_US', name: 'AB' },
      });
    });

    it('S1 §8: a storage failure while saving is logged and ignored; without a Pin nothing is saved', async () => {
      const failing = start({}, { saveDraft: () => Promise.reject(new Error('quota exceeded')) });
      await failing.settle();
      failing.actor.send({ type: 'FORM.UPDATE', values: { name: 'X' } });
      await failing.settle();
      expect(failing.logger).toHaveBeenCalledWith(expect.stringContaining('quota exceeded'));
      expect(failing.view()).toMatchObject({ screen: 'pin_selection', form: { name: 'X' } });
      const pinless = start({ pinId: null });
      pinless.actor.send({ type: 'FORM.UPDATE', values: { name: 'Y' } });
      expect(pinless.calls.save).toEqual([]);
      expect(pinless.view().form.name).toBe('Y');
    });
  });

  describe('S1 §5 payload', () => {
    it('sends the payload buildQuickPromotePayload makes for the Pin', async () => {
      const withEnd = { ...form, is_ongoing: false, inclusive_end_date: '2030-01-31', destination_url: 'https://shop.example/x' };
      // a 10-day campaign from 22 January ends on the 31st (the end date follows the duration)
      const { actor, calls, settle } = start({ form: withEnd, productGroupId: 'pg-1', today: '2030-01-22' });
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      const expected = buildQuickPromotePayload(withEnd, { pinId: 'pin-1', productGroupId: 'pg-1', today: '2030-01-22' });
      expect(expected.kind).toBe('send');
      expect(calls.submit).toEqual([
        { advertiserId: 'adv-1', pinId: 'pin-1', payload: expected.kind === 'send' ? expected.payload : null },
      ]);
      expect(calls.submit[0]?.payload).toMatchObject({ inclusive_end_date: '2030-01-31', destination_url: 'https://shop.example/x' });
    });

    it('S1 §5: saving is skipped when there is no Pin but a product group', () => {
      const { actor, calls, view } = start({ pinId: null, productGroupId: 'pg-1' });
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      expect(calls.submit).toEqual([]);
      expect(view().screen).toBe('pin_selection');
      expect(actor.getSnapshot().context.skipReason).toBe('product_group_without_pin');
    });

    it("S1 §9: an out-of-range budget stays on the form with the rule's message", async () => {
      const { actor, calls, view, settle } = start({ form: { ...form, budget: 0.5 } });
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      expect(calls.submit).toEqual([]);
      expect(view().formError).toMatch(/at least 1 USD/);
    });
  });

  describe('S1 §4 progression from the initial step', () => {
    it.each([
      [{ businessInfoValid: true, billingInfoValid: true }, 'success'],
      [{ businessInfoValid: true, billingInfoValid: false }, 'billing_form'],
      [{ businessInfoValid: false, billingInfoValid: true }, 'business_form'],
      [{ businessInfoValid: false, billingInfoValid: false }, 'business_form'],
      [{ businessInfoValid: false, billingInfoValid: false, onQuickPromotePage: true }, 'pin_selection'],
    ] as const)('after a save with %o the flow shows %s', async (facts, screen) => {
      const { actor, view, settle } = start(facts);
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      expect(view().screen).toBe(screen);
      expect(actor.getSnapshot().context.result).toEqual({ id: 'campaign-1' });
    });

    it('the next step is the current index plus 1, and beyond the last step the flow is finished', () => {
      const [initial] = initialTransition(quickPromoteMachine, { ...baseInput, pinId: null });
      let snapshot = quickPromoteMachine.resolveState({ value: 'business_form', context: initial.context });
      const seen: unknown[] = [snapshot.value];
      for (let i = 0; i < 3; i += 1) {
        [snapshot] = transition(quickPromoteMachine, snapshot, { type: 'STEP.NEXT' });
        seen.push(snapshot.value);
      }
      expect(seen).toEqual(['business_form', 'billing_form', 'success', 'finished']);
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ outcome: 'finished', result: null, closeAction: null });
    });
  });

  describe('S1 §8 save failures', () => {
    it('with detail and http 401 the error shows on the Pin and the step is unchanged', async () => {
      const { actor, view, settle } = start({}, { submit: () => Promise.reject({ http_status: 401, message_detail: 'Sign in again' }) });
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      expect(view()).toMatchObject({ screen: 'pin_selection', pinError: 'Sign in again', modalError: null });
    });

    it('with detail and another status the error modal shows the detail', async () => {
      const { actor, view, settle } = start(
        {},
        { submit: () => Promise.reject({ error: { http_status: 500, message_detail: 'Budget service down' } }) },
      );
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      expect(view()).toMatchObject({ screen: 'error', stepIndex: 3, modalError: 'Budget service down', pinError: null });
    });

    it('without detail the error modal shows the generic error; retry sends again and can succeed', async () => {
      let attempts = 0;
      const { actor, calls, view, settle } = start(
        { businessInfoValid: true, billingInfoValid: true },
        { submit: async () => (++attempts === 1 ? Promise.reject(new Error('network down')) : { id: 'campaign-2' }) },
      );
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      expect(view()).toMatchObject({ screen: 'error', modalError: MESSAGES.genericError });
      actor.send({ type: 'QUICK_PROMOTE.RETRY' });
      await settle();
      expect(calls.submit).toHaveLength(2);
      expect(view()).toMatchObject({ screen: 'success', stepIndex: 4, modalError: null });
      actor.send({ type: 'STEP.NEXT' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'finished', result: { id: 'campaign-2' }, closeAction: null });
    });

    it('from the error modal, next finishes the flow', async () => {
      const { actor, settle } = start({}, { submit: () => Promise.reject(new Error('x')) });
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await settle();
      actor.send({ type: 'STEP.NEXT' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output?.outcome).toBe('finished');
    });

    it('an actor left unprovided fails with a clear "not provided" error', async () => {
      const logger = vi.fn();
      const actor = createActor(quickPromoteMachine, { input: baseInput, logger }).start();
      await waitFor(actor, (s) => s.matches('pin_selection'));
      expect(logger).toHaveBeenCalledWith(expect.stringMatching(/loadDraft.*not provided/));
      actor.send({ type: 'QUICK_PROMOTE.SUBMIT' });
      await waitFor(actor, (s) => s.matches('error'));
      expect(String(actor.getSnapshot().context.error?.cause)).toMatch(/submitQuickPromote.*not provided/);
    });
  });

  describe('S1 §2 close behaviour', () => {
    it.each([
      [{ pinBuilderInStack: true, historyLength: 5 }, false, { kind: 'back', steps: 3 }],
      [{ pinBuilderInStack: false, historyLength: 5 }, false, { kind: 'back', steps: 1 }],
      [{ pinBuilderInStack: false, historyLength: 1 }, true, { kind: 'close_window' }],
      [{ pinBuilderInStack: true, historyLength: 0 }, true, { kind: 'close_window' }],
      [{ pinBuilderInStack: false, historyLength: 2 }, true, { kind: 'back', steps: 1 }],
      [{ pinBuilderInStack: false, historyLength: 1 }, false, { kind: 'back', steps: 1 }],
    ] as const)('closing with %o (experiment %s) does %o', async (history, experiment, closeAction) => {
      const { actor, historyBack, closeWindow, settle } = start({ closeWindowExperiment: experiment });
      await settle();
      actor.send({ type: 'QUICK_PROMOTE.CLOSE', ...history });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'closed', result: null, closeAction });
      if (closeAction.kind === 'close_window') {
        expect(closeWindow).toHaveBeenCalledOnce();
        expect(historyBack).not.toHaveBeenCalled();
      } else {
        expect(historyBack).toHaveBeenCalledExactlyOnceWith({ steps: closeAction.steps });
        expect(closeWindow).not.toHaveBeenCalled();
      }
    });

    it.each(['loadingDraft', 'business_form', 'billing_form', 'error', 'success', 'submitting'] as const)(
      'closing works from %s',
      (value) => {
        const [initial] = initialTransition(quickPromoteMachine, baseInput);
        const snapshot = quickPromoteMachine.resolveState({ value, context: initial.context });
        const [closed, actions] = transition(quickPromoteMachine, snapshot, {
          type: 'QUICK_PROMOTE.CLOSE',
          historyLength: 3,
          pinBuilderInStack: true,
        });
        expect(closed.value).toBe('closed');
        expect(actions.map((a) => a.type)).toContain('historyBack');
      },
    );
  });

  it('S1 §2 / §9: the modal width mode follows the viewport (870 and 1275 breakpoints)', () => {
    let [snapshot] = initialTransition(quickPromoteMachine, { ...baseInput, pinId: null, width: 869 });
    const widths: string[] = [selectQuickPromote(snapshot).modalWidth];
    for (const width of [870, 1275, 1276, Number.NaN]) {
      [snapshot] = transition(quickPromoteMachine, snapshot, { type: 'VIEWPORT.RESIZE', width });
      widths.push(selectQuickPromote(snapshot).modalWidth);
    }
    expect(widths).toEqual(['narrow', 'medium', 'medium', 'wide', 'wide']);
  });

  it('the schema lists every actor, action, guard and event the machine has', () => {
    const impl = quickPromoteMachine.implementations;
    expect(Object.keys(impl.actors).sort()).toEqual([...quickPromoteSchema.actors].sort());
    expect(Object.keys(impl.actions).sort()).toEqual([...quickPromoteSchema.actions].sort());
    expect(Object.keys(impl.guards).sort()).toEqual([...quickPromoteSchema.guards].sort());
    expect([...quickPromoteMachine.events].filter((t) => !t.startsWith('xstate.')).sort()).toEqual([...quickPromoteSchema.events].sort());
  });
});
