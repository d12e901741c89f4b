import { assign, fromPromise, log, not, setup } from 'xstate';
import type { QuickPromoteDraft } from '../../entities.js';
import type { QuickPromoteStep, QuickPromoteStepResult } from '../../rules/quick-promote.js';
import {
  buildQuickPromotePayload,
  nextQuickPromoteStep,
  quickPromoteCloseAction,
  quickPromoteDraftFromForm,
  quickPromoteDraftKey,
  quickPromoteErrorArea,
  quickPromoteErrorMessage,
  quickPromoteFormFromDraft,
} from '../../rules/quick-promote.js';
import type {
  QuickPromoteContext,
  QuickPromoteDraftRef,
  QuickPromoteEvent,
  QuickPromoteInput,
  QuickPromoteOutput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`quickPromoteMachine: actor "${name}" not provided; pass it with machine.provide({ actors })`);
};
const notProvidedAction = (name: string) => (): void => {
  throw new Error(`quickPromoteMachine: action "${name}" not provided; pass it with machine.provide({ actions })`);
};

type StepFacts = Pick<QuickPromoteContext, 'businessInfoValid' | 'billingInfoValid' | 'onQuickPromotePage'>;
const facts = ({ businessInfoValid, billingInfoValid, onQuickPromotePage }: StepFacts) => ({
  businessInfoValid,
  billingInfoValid,
  onQuickPromotePage,
});
const payloadOf = (context: QuickPromoteContext) =>
  buildQuickPromotePayload(context.form, { pinId: context.pinId, productGroupId: context.productGroupId, country: context.country });
const draftRef = (context: QuickPromoteContext): QuickPromoteDraftRef => {
  const pinId = context.pinId ?? '';
  return { pinId, advertiserId: context.advertiserId, key: quickPromoteDraftKey(pinId, context.advertiserId) };
};

/** STEP.NEXT from `from`: one guarded transition per step the S1 §4 rule can answer. */
const advanceFrom = (from: QuickPromoteStep) =>
  (['business_form', 'billing_form', 'success', 'error', 'finished'] as const).map((to) => ({
    guard: { type: 'nextStepIs' as const, params: { from, to } },
    target: `#quickPromote.${to}`,
  }));

/**
 * S1 §2 / §4 quick-promote flow in the first step order of S1 §2 (`QUICK_PROMOTE_STEPS`: pin
 * selection, business form, billing form, error, success), progressing by `nextQuickPromoteStep`,
 * closing by `quickPromoteCloseAction`, saving a draft per Pin and advertiser, and sending the
 * S1 §5 payload through the injected `submitQuickPromote` actor.
 */
export const quickPromoteMachine = setup({
  types: {
    context: {} as QuickPromoteContext,
    events: {} as QuickPromoteEvent,
    input: {} as QuickPromoteInput,
    output: {} as QuickPromoteOutput,
  },
  actors: {
    /** Reads the saved draft of a Pin and advertiser (S1 §3); `null` when there is none. */
    loadDraft: fromPromise<QuickPromoteDraft | null, QuickPromoteDraftRef>(notProvided('loadDraft')),
    /** Saves the draft of a Pin and advertiser (S1 §3). */
    saveDraft: fromPromise<void, QuickPromoteSaveDraftInput>(notProvided('saveDraft')),
    /** S1 §7 POST …/quick_promote/; resolves to `resource_response.data`. */
    submitQuickPromote: fromPromise<unknown, QuickPromoteSubmitInput>(notProvided('submitQuickPromote')),
  },
  actions: {
    selectPin: assign(({ context, event }) => ({
      pinId: event.type === 'PIN.SELECT' && event.pinId !== '' ? event.pinId : context.pinId,
      error: null,
      formError: null,
      skipReason: null,
    })),
    applyDraft: assign(({ context }, params: { draft: QuickPromoteDraft | null }) =>
      // note: a draft stored under this key but naming another Pin is stale and ignored
      params.draft !== null && params.draft.pin === context.pinId ? { form: quickPromoteFormFromDraft(params.draft, context.form) } : {},
    ),
    updateForm: assign({
      form: ({ context, event }) => (event.type === 'FORM.UPDATE' ? { ...context.form, ...event.values } : context.form),
    }),
    preparePayload: assign(({ context }) => {
      const built = payloadOf(context);
      return {
        error: null,
        payload: built.kind === 'send' ? built.payload : null,
        formError: built.kind === 'invalid' ? built.message : null,
        skipReason: built.kind === 'skip' ? built.reason : null,
      };
    }),
    storeResult: assign((_, params: { result: unknown }) => ({ result: params.result, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: { area: quickPromoteErrorArea(params.error), message: quickPromoteErrorMessage(params.error), cause: params.error },
    })),
    setWidth: assign({
      width: ({ context, event }) => (event.type === 'VIEWPORT.RESIZE' && Number.isFinite(event.width) ? event.width : context.width),
    }),
    /** S1 §8 inaccessible storage: logged and ignored. */
    logStorageFailure: log(
      (_, params: { operation: string; error: unknown }) =>
        `quickPromoteMachine: draft ${params.operation} failed and was ignored: ${params.error instanceof Error ? params.error.message : String(params.error)}`,
    ),
    /** Goes back in the browser history; the caller provides it (S1 §2). */
    historyBack: notProvidedAction('historyBack') as (_: unknown, params: { steps: number }) => void,
    /** Closes the window; the caller provides it (S1 §2). */
    closeWindow: notProvidedAction('closeWindow'),
    storeCloseAction: assign({
      closeAction: ({ context, event }) =>
        event.type === 'QUICK_PROMOTE.CLOSE'
          ? quickPromoteCloseAction({
              pinBuilderInStack: event.pinBuilderInStack,
              closeWindowExperiment: context.closeWindowExperiment,
              historyLength: event.historyLength,
            })
          : context.closeAction,
    }),
  },
  guards: {
    hasPin: ({ context }) => context.pinId !== null,
    payloadReady: ({ context }) => payloadOf(context).kind === 'send',
    nextStepIs: ({ context }, params: { from: QuickPromoteStep; to: QuickPromoteStepResult }) =>
      nextQuickPromoteStep({ step: params.from, isInitial: false, ...facts(context) }) === params.to,
    savedStepIs: ({ context }, params: { to: QuickPromoteStepResult }) =>
      nextQuickPromoteStep({ step: 'pin_selection', isInitial: true, serverErrorArea: null, ...facts(context) }) === params.to,
    failedStepIs: ({ context }, params: { to: QuickPromoteStepResult; error: unknown }) =>
      nextQuickPromoteStep({
        step: 'pin_selection',
        isInitial: true,
        serverErrorArea: quickPromoteErrorArea(params.error),
        ...facts(context),
      }) === params.to,
    closesWindow: ({ context, event }) =>
      event.type === 'QUICK_PROMOTE.CLOSE' &&
      quickPromoteCloseAction({
        pinBuilderInStack: event.pinBuilderInStack,
        closeWindowExperiment: context.closeWindowExperiment,
        historyLength: event.historyLength,
      }).kind === 'close_window',
  },
}).createMachine({
  id: 'quickPromote',
  initial: 'loadingDraft',
  // note: only closing sets closeAction, so it tells the two final states apart
  output: ({ context }) => ({
    outcome: context.closeAction === null ? 'finished' : 'closed',
    result: context.result,
    closeAction: context.closeAction,
  }),
  context: ({ input }) => ({
    advertiserId: input.advertiserId,
    pinId: typeof input.pinId === 'string' && input.pinId !== '' ? input.pinId : null,
    productGroupId: input.productGroupId ?? null,
    country: input.country ?? null,
    locale: input.locale,
    form: input.form,
    businessInfoValid: input.businessInfoValid,
    billingInfoValid: input.billingInfoValid,
    onQuickPromotePage: input.onQuickPromotePage ?? false,
    closeWindowExperiment: input.closeWindowExperiment ?? false,
    width: input.width ?? 0,
    formError: null,
    skipReason: null,
    payload: null,
    error: null,
    result: null,
    closeAction: null,
  }),
  on: {
    'VIEWPORT.RESIZE': { actions: 'setWidth' },
    'QUICK_PROMOTE.CLOSE': [
      { guard: 'closesWindow', target: '.closed', actions: ['storeCloseAction', 'closeWindow'] },
      {
        target: '.closed',
        actions: [
          'storeCloseAction',
          {
            type: 'historyBack',
            params: ({ context }) => ({ steps: context.closeAction?.kind === 'back' ? context.closeAction.steps : 1 }),
          },
        ],
      },
    ],
  },
  states: {
    loadingDraft: {
      always: { guard: not('hasPin'), target: 'pin_selection' },
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => draftRef(context),
        onDone: { target: 'pin_selection', actions: { type: 'applyDraft', params: ({ event }) => ({ draft: event.output }) } },
        onError: {
          target: 'pin_selection',
          actions: { type: 'logStorageFailure', params: ({ event }) => ({ operation: 'load', error: event.error }) },
        },
      },
    },
    pin_selection: {
      initial: 'editing',
      on: {
        'PIN.SELECT': { target: 'loadingDraft', actions: 'selectPin' },
        'FORM.UPDATE': [
          // note: re-entering cancels a save still running, so the last edit is the one kept
          { guard: 'hasPin', target: '.savingDraft', reenter: true, actions: 'updateForm' },
          { actions: 'updateForm' },
        ],
        'QUICK_PROMOTE.SUBMIT': [{ guard: 'payloadReady', target: 'submitting', actions: 'preparePayload' }, { actions: 'preparePayload' }],
      },
      states: {
        editing: {},
        savingDraft: {
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => ({
              ...draftRef(context),
              draft: quickPromoteDraftFromForm(context.form, context.pinId ?? '', context.locale),
            }),
            onDone: 'editing',
            onError: {
              target: 'editing',
              actions: { type: 'logStorageFailure', params: ({ event }) => ({ operation: 'save', error: event.error }) },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitQuickPromote',
        src: 'submitQuickPromote',
        input: ({ context }): QuickPromoteSubmitInput => {
          // payloadReady let us in, so payload and pinId are set
          if (context.payload === null || context.pinId === null) throw new Error('quickPromoteMachine: submitting without a payload');
          return { advertiserId: context.advertiserId, pinId: context.pinId, payload: context.payload };
        },
        onDone: (['success', 'billing_form', 'business_form', 'unchanged'] as const).map((to) => ({
          guard: { type: 'savedStepIs' as const, params: { to } },
          target: to === 'unchanged' ? 'pin_selection' : to,
          actions: { type: 'storeResult' as const, params: ({ event }: { event: { output: unknown } }) => ({ result: event.output }) },
        })),
        onError: [
          {
            guard: { type: 'failedStepIs', params: ({ event }) => ({ to: 'error', error: event.error }) },
            target: 'error',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          // S1 §4: an error outside the modal (the Pin area) leaves the step unchanged
          { target: 'pin_selection', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    business_form: { on: { 'STEP.NEXT': advanceFrom('business_form') } },
    billing_form: { on: { 'STEP.NEXT': advanceFrom('billing_form') } },
    error: { on: { 'STEP.NEXT': advanceFrom('error'), 'QUICK_PROMOTE.RETRY': { guard: 'payloadReady', target: 'submitting' } } },
    success: { on: { 'STEP.NEXT': advanceFrom('success') } },
    finished: { type: 'final' },
    closed: { type: 'final' },
  },
});
