import { and, assign, fromPromise, log, not, setup } from 'xstate';
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
  prefillQuickPromoteDestination,
  linkQuickPromoteSchedule,
  localDay,
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
  buildQuickPromotePayload(context.form, {
    pinId: context.pinId,
    productGroupId: context.productGroupId,
    country: context.country,
    today: context.today,
  });
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

/** The close rule's facts from `QUICK_PROMOTE.CLOSE` or `GDPR.DECLINE` (reading (2): declining consent closes). */
const closeFacts = (event: QuickPromoteEvent, closeWindowExperiment: boolean) =>
  event.type === 'QUICK_PROMOTE.CLOSE' || event.type === 'GDPR.DECLINE'
    ? quickPromoteCloseAction({ pinBuilderInStack: event.pinBuilderInStack, closeWindowExperiment, historyLength: event.historyLength })
    : null;

/** Where a save that leaves the step unchanged (S1 §4), or fails outside the modal (S1 §8), returns: the page in reading (2). */
const stayOnForm = <A>(actions: A) => [
  { guard: 'pageReading' as const, target: 'page' as const, actions },
  { target: 'pin_selection' as const, actions },
];

/** S1 §2 closing (and, in reading (2), declining GDPR consent): the close rule's action, then the final `closed`. */
const closing = [
  { guard: 'closesWindow' as const, target: '#quickPromote.closed', actions: ['storeCloseAction' as const, 'closeWindow' as const] },
  {
    target: '#quickPromote.closed',
    actions: [
      'storeCloseAction' as const,
      {
        type: 'historyBack' as const,
        params: ({ context }: { context: QuickPromoteContext }) => ({
          steps: context.closeAction?.kind === 'back' ? context.closeAction.steps : 1,
        }),
      },
    ],
  },
];

/** S1 §3 every form change is kept and, with a Pin, saved as the draft of the Pin and advertiser. */
const formUpdate = [
  // note: re-entering cancels a save still running, so the last edit is the one kept
  { guard: 'hasPin' as const, target: '.savingDraft', reenter: true, actions: 'updateForm' as const },
  { actions: 'updateForm' as const },
];

/** The substates of a step that holds the form (pin selection in reading (1), the page in reading (2)). */
const editingStates = {
  editing: {},
  savingDraft: {
    invoke: {
      id: 'saveDraft',
      src: 'saveDraft' as const,
      input: ({ context }: { context: QuickPromoteContext }) => ({
        ...draftRef(context),
        draft: quickPromoteDraftFromForm(context.form, context.pinId ?? '', context.locale),
      }),
      onDone: 'editing',
      onError: {
        target: 'editing',
        actions: {
          type: 'logStorageFailure' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ operation: 'save', error: event.error }),
        },
      },
    },
  },
};

/**
 * S1 §2 / §4 quick-promote flow in either step order of S1 §2: reading (1), input `reading:
 * 'modal'` (`QUICK_PROMOTE_STEPS`: pin selection with the form, business form, billing form,
 * error, success), or reading (2), `reading: 'page'` (`QUICK_PROMOTE_PAGE_STEPS`: GDPR, pin
 * selection, the page with the form, tag for web conversion, business, billing, success, error, on
 * the quick-promote page). Progresses by `nextQuickPromoteStep`, closes by
 * `quickPromoteCloseAction`, saves a draft per Pin and advertiser, and sends the S1 §5 payload
 * through the injected `submitQuickPromote` actor.
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
    selectPin: assign(({ context, event }) => {
      if (event.type !== 'PIN.SELECT' || event.pinId === '') return { error: null, formError: null, skipReason: null };
      const link = typeof event.link === 'string' ? event.link : null;
      return {
        pinId: event.pinId,
        // S1 §3 the destination starts as the Pin's link, unless the advertiser typed their own
        form: prefillQuickPromoteDestination(context.form, link, context.pinLink),
        pinLink: link,
        error: null,
        formError: null,
        skipReason: null,
      };
    }),
    applyDraft: assign(({ context }, params: { draft: QuickPromoteDraft | null }) =>
      // note: a draft stored under this key but naming another Pin is stale and ignored
      params.draft !== null && params.draft.pin === context.pinId ? { form: quickPromoteFormFromDraft(params.draft, context.form) } : {},
    ),
    updateForm: assign({
      // duration and end date stay linked: the duration is the one source of truth
      form: ({ context, event }) =>
        event.type === 'FORM.UPDATE' ? linkQuickPromoteSchedule(context.form, event.values, context.today) : context.form,
    }),
    preparePayload: assign(({ context }) => {
      const built = payloadOf(context);
      return {
        error: null,
        payload: built.kind === 'send' ? built.payload : null,
        formError: built.kind === 'invalid' ? built.message : null,
        skipReason: built.kind === 'skip' ? built.reason : null,
        attempted: true,
      };
    }),
    storeResult: assign((_, params: { result: unknown }) => ({ result: params.result, error: null, saved: true })),
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
      closeAction: ({ context, event }) => closeFacts(event, context.closeWindowExperiment) ?? context.closeAction,
    }),
    acceptGdpr: assign({ consented: true }),
    /** The caller remembers the consent (per account), so the GDPR step is not asked again. */
    rememberConsent: () => {},
    /** Back from the page to pin selection: that step is shown now, and counted. */
    showPinSelection: assign({ pinPreselected: false }),
    chooseTag: assign({
      form: ({ context, event }) =>
        event.type === 'TAG.CHOOSE'
          ? {
              ...context.form,
              selected_ocpm_tag:
                event.conversionTagId.trim() === ''
                  ? null
                  : { conversionTagId: event.conversionTagId, conversionEvent: event.conversionEvent },
            }
          : context.form,
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
    closesWindow: ({ context, event }) => closeFacts(event, context.closeWindowExperiment)?.kind === 'close_window',
    /** Reading (2) asks for GDPR consent before anything else. */
    needsConsent: ({ context }) => context.reading === 'page' && !context.consented,
    pageReading: ({ context }) => context.reading === 'page',
    /** The goal is web conversion, the one goal with a conversion tag (S1 §2 goals, S1 §7). */
    webConversion: ({ context }) => context.form.ad_type === 'WEB_CONVERSION',
    saved: ({ context }) => context.saved,
    /** Reading (2): the Pin was chosen before the flow (on its page), so pin selection is skipped. */
    pinPreselected: ({ context }) => context.reading === 'page' && context.pinPreselected && context.pinId !== null,
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
  context: ({ input }) => {
    const pinId = typeof input.pinId === 'string' && input.pinId !== '' ? input.pinId : null;
    const pinLink = pinId !== null && typeof input.pinLink === 'string' ? input.pinLink : null;
    return {
      advertiserId: input.advertiserId,
      pinId,
      pinLink,
      productGroupId: input.productGroupId ?? null,
      country: input.country ?? null,
      locale: input.locale,
      form: prefillQuickPromoteDestination(input.form, pinLink),
      businessInfoValid: input.businessInfoValid,
      billingInfoValid: input.billingInfoValid,
      // reading (2) is the quick-promote page itself
      onQuickPromotePage: input.reading === 'page' || (input.onQuickPromotePage ?? false),
      closeWindowExperiment: input.closeWindowExperiment ?? false,
      width: input.width ?? 0,
      reading: input.reading === 'page' ? 'page' : 'modal',
      consented: input.consented === true,
      consentRemembered: input.consented === true,
      pinPreselected: pinId !== null && input.pinPreselected === true,
      today: input.today ?? localDay(new Date()),
      attempted: false,
      saved: false,
      formError: null,
      skipReason: null,
      payload: null,
      error: null,
      result: null,
      closeAction: null,
    };
  },
  on: {
    'VIEWPORT.RESIZE': { actions: 'setWidth' },
    'QUICK_PROMOTE.CLOSE': closing,
  },
  states: {
    loadingDraft: {
      always: [
        { guard: 'needsConsent', target: 'gdpr' },
        { guard: not('hasPin'), target: 'pin_selection' },
      ],
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => draftRef(context),
        onDone: [
          {
            guard: 'pinPreselected',
            target: 'page',
            actions: { type: 'applyDraft', params: ({ event }) => ({ draft: event.output }) },
          },
          { target: 'pin_selection', actions: { type: 'applyDraft', params: ({ event }) => ({ draft: event.output }) } },
        ],
        onError: {
          target: 'pin_selection',
          actions: { type: 'logStorageFailure', params: ({ event }) => ({ operation: 'load', error: event.error }) },
        },
      },
    },
    /** Reading (2) only: GDPR consent comes first (S1 §2); declining ends the flow as closing does. */
    gdpr: {
      on: {
        'GDPR.ACCEPT': { target: 'loadingDraft', actions: ['acceptGdpr', 'rememberConsent'] },
        'GDPR.DECLINE': closing,
      },
    },
    pin_selection: {
      initial: 'editing',
      on: {
        'PIN.SELECT': { target: 'loadingDraft', actions: 'selectPin' },
        'FORM.UPDATE': formUpdate,
        // reading (1) sends from here; reading (2) goes on to the page, where its form is
        'QUICK_PROMOTE.SUBMIT': [
          { guard: 'pageReading' },
          { guard: 'payloadReady', target: 'submitting', actions: 'preparePayload' },
          { actions: 'preparePayload' },
        ],
        'STEP.NEXT': { guard: and(['pageReading', 'hasPin']), target: 'page' },
      },
      states: editingStates,
    },
    /** Reading (2) only: the quick-promote page with the form (S1 §2 "the page"; S1 §4 `onQuickPromotePage`). */
    page: {
      initial: 'editing',
      on: {
        'FORM.UPDATE': formUpdate,
        'QUICK_PROMOTE.SUBMIT': [
          // the web-conversion goal chooses its conversion tag first; a form the rule refuses stays here
          { guard: and(['payloadReady', 'webConversion']), target: 'tag', actions: 'preparePayload' },
          { guard: 'payloadReady', target: 'submitting', actions: 'preparePayload' },
          { actions: 'preparePayload' },
        ],
        // after a save the page is the step S1 §4 left unchanged; next goes on as from pin selection
        'STEP.NEXT': advanceFrom('pin_selection').map((t) => ({ ...t, guard: and(['saved', t.guard]) })),
        'STEP.BACK': { target: 'pin_selection', actions: 'showPinSelection' },
      },
      states: editingStates,
    },
    /** Reading (2) only, goal web conversion: choose the conversion tag and event, then send. */
    tag: {
      on: {
        'TAG.CHOOSE': { actions: 'chooseTag' },
        'QUICK_PROMOTE.SUBMIT': [{ guard: 'payloadReady', target: 'submitting', actions: 'preparePayload' }, { actions: 'preparePayload' }],
        'STEP.BACK': 'page',
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
        onDone: (['success', 'billing_form', 'business_form', 'unchanged'] as const).flatMap((to) => {
          const actions = {
            type: 'storeResult' as const,
            params: ({ event }: { event: { output: unknown } }) => ({ result: event.output }),
          };
          const guard = { type: 'savedStepIs' as const, params: { to } };
          return to === 'unchanged'
            ? [
                { guard: and(['pageReading', guard]), target: 'page', actions },
                { guard, target: 'pin_selection', actions },
              ]
            : [{ guard, target: to, actions }];
        }),
        onError: [
          {
            guard: { type: 'failedStepIs', params: ({ event }) => ({ to: 'error', error: event.error }) },
            target: 'error',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          // S1 §4: an error outside the modal (the Pin area) leaves the step unchanged
          ...stayOnForm({ type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }),
        ],
      },
    },
    business_form: { on: { 'STEP.NEXT': advanceFrom('business_form') } },
    billing_form: { on: { 'STEP.NEXT': advanceFrom('billing_form') } },
    error: {
      on: {
        'STEP.NEXT': advanceFrom('error'),
        'QUICK_PROMOTE.RETRY': { guard: 'payloadReady', target: 'submitting' },
        // back to the form with everything typed kept, to change what the server refused
        'STEP.BACK': stayOnForm([]),
      },
    },
    success: { on: { 'STEP.NEXT': advanceFrom('success') } },
    finished: { type: 'final' },
    closed: { type: 'final' },
  },
});
