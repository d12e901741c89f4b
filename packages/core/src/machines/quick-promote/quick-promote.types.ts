/** S1 §2 / §4 / §5 / §8 quick-promote flow. */
import type { QuickPromoteDraft, QuickPromoteForm } from '../../entities.js';
import type { QuickPromoteCloseAction, QuickPromoteErrorArea, QuickPromotePayload, QuickPromoteStep } from '../../rules/quick-promote.js';

/**
 * S1 §2 which of the two step orders the flow follows: `modal` is reading (1) (pin selection with
 * the form, business form, billing form, error, success: `QUICK_PROMOTE_STEPS`); `page` is reading
 * (2) (GDPR, pin selection, the page, tag for web conversion, business, billing, success, error:
 * `QUICK_PROMOTE_PAGE_STEPS`). See docs/machines.md.
 */
export type QuickPromoteReading = 'modal' | 'page';

/** S1 §2 reading (2): the steps it adds to the five of reading (1). */
export type QuickPromotePageStep = 'gdpr' | 'page' | 'tag';

/** A step of either reading (S1 §2). */
export type QuickPromoteFlowStep = QuickPromoteStep | QuickPromotePageStep;

/**
 * S1 §2 reading (2) in the machine's step names: `QUICK_PROMOTE_STEPS_ALTERNATIVE` (gdpr,
 * pin_selection, page, business, billing, success, error) with business and billing named as in
 * reading (1), and the tag modal placed between the page and the save (it is shown only for the
 * web-conversion goal; see docs/machines.md).
 */
export const QUICK_PROMOTE_PAGE_STEPS = [
  'gdpr',
  'pin_selection',
  'page',
  'tag',
  'business_form',
  'billing_form',
  'success',
  'error',
] as const satisfies readonly QuickPromoteFlowStep[];

/** What the caller opens the flow with (S1 §2, §3, §4). */
export interface QuickPromoteInput {
  readonly advertiserId: string;
  /** The Pin to promote; without one the flow waits on the pin selection step for `PIN.SELECT`. */
  readonly pinId?: string | null;
  /** That Pin's link: the destination URL starts as it (`prefillQuickPromoteDestination`). */
  readonly pinLink?: string | null;
  /** A catalog product group (S1 §5: without a Pin, saving is skipped). */
  readonly productGroupId?: string | null;
  /** Advertiser country for the S1 §9 budget limits; missing → US. */
  readonly country?: string | null;
  /** Locale kept in the saved draft (S1 §3). */
  readonly locale?: string;
  /** The form the flow starts with; a saved draft of the Pin is laid over it. */
  readonly form: QuickPromoteForm;
  /** S1 §4 business info valid: a business address or business info is present. */
  readonly businessInfoValid: boolean;
  /** S1 §4 billing valid: a valid billing profile or billing info is present. */
  readonly billingInfoValid: boolean;
  /** S1 §4 the flow runs on the quick-promote page itself rather than in a modal. @default false */
  readonly onQuickPromotePage?: boolean;
  /** S1 §2 the close-window experiment is on. @default false */
  readonly closeWindowExperiment?: boolean;
  /** Viewport width for the S1 §2 modal width mode. @default 0 (narrow) */
  readonly width?: number;
  /**
   * S1 §2 the step order: `modal` (reading (1)) or `page` (reading (2), which starts with GDPR
   * consent and runs on the quick-promote page, so `onQuickPromotePage` is then always true).
   * @default 'modal'
   */
  readonly reading?: QuickPromoteReading;
  /**
   * Reading (2): the account already gave GDPR consent (the caller remembers it, see
   * `rememberConsent`), so the step is not shown again. @default false
   */
  readonly consented?: boolean;
  /**
   * Reading (2): the Pin was chosen before the flow (on its page or in the success dialog), so
   * pin selection is skipped (Back on the page still shows it). @default false
   */
  readonly pinPreselected?: boolean;
  /** The day the campaign would start, `YYYY-MM-DD` (the end date follows from it). @default today, local */
  readonly today?: string;
}

/** What the flow remembers (S1 §4). */
export interface QuickPromoteContext {
  readonly advertiserId: string;
  readonly pinId: string | null;
  /** The chosen Pin's link, as prefilled into the destination URL (a later Pin's replaces it while untouched). */
  readonly pinLink: string | null;
  readonly productGroupId: string | null;
  readonly country: string | null;
  readonly locale: string | undefined;
  readonly form: QuickPromoteForm;
  readonly businessInfoValid: boolean;
  readonly billingInfoValid: boolean;
  readonly onQuickPromotePage: boolean;
  readonly closeWindowExperiment: boolean;
  readonly width: number;
  /** S1 §2 the step order followed. */
  readonly reading: QuickPromoteReading;
  /** Reading (2): the advertiser accepted the GDPR step (never asked again in this flow). */
  readonly consented: boolean;
  /** Reading (2): consent was remembered from before, so the GDPR step was never shown. */
  readonly consentRemembered: boolean;
  /** Reading (2): pin selection is skipped (the Pin was chosen before the flow). */
  readonly pinPreselected: boolean;
  /** The campaign's start day, `YYYY-MM-DD`. */
  readonly today: string;
  /** A Promote was refused by the form's checks: the fields' problems are shown from then on. */
  readonly attempted: boolean;
  /** A save succeeded (S1 §7); reading (2) then lets the page go on to the business form. */
  readonly saved: boolean;
  /** S1 §5 / §9 the form's problem (budget, duration), shown on the pin selection step. */
  readonly formError: string | null;
  /** S1 §5 why the last submit sent nothing (`product_group_without_pin`, `no_pin`). */
  readonly skipReason: string | null;
  /** The request being or last sent (S1 §7). */
  readonly payload: QuickPromotePayload | null;
  /** S1 §8 the last save failure: where it shows, its text, and what the actor failed with. */
  readonly error: { readonly area: QuickPromoteErrorArea; readonly message: string; readonly cause: unknown } | null;
  /** S1 §7 `resource_response.data` of a successful save. */
  readonly result: unknown;
  /** S1 §2 what closing did, once closed. */
  readonly closeAction: QuickPromoteCloseAction | null;
}

/** Events the quick-promote views send (S1 §2, §4). */
export type QuickPromoteEvent =
  /** Pin selection: the advertiser chose a Pin (with its link, the destination URL's start); its saved draft is loaded. */
  | { readonly type: 'PIN.SELECT'; readonly pinId: string; readonly link?: string | null }
  /** Pin selection: form fields changed; the draft of the Pin is saved. */
  | { readonly type: 'FORM.UPDATE'; readonly values: Partial<QuickPromoteForm> }
  /** Pin selection (or the error modal's retry): send the promotion. */
  | { readonly type: 'QUICK_PROMOTE.SUBMIT' }
  /** Error modal: send the same promotion again. */
  | { readonly type: 'QUICK_PROMOTE.RETRY' }
  /** Business form, billing form, success or error modal is done: go to the next step. */
  | { readonly type: 'STEP.NEXT' }
  /** The viewport changed width (S1 §2 modal width mode). */
  | { readonly type: 'VIEWPORT.RESIZE'; readonly width: number }
  /** Close the modal; the facts the S1 §2 close rule needs about the browser history. */
  | { readonly type: 'QUICK_PROMOTE.CLOSE'; readonly historyLength: number; readonly pinBuilderInStack: boolean }
  /** Reading (2) GDPR step: consent given; the flow goes on to pin selection. */
  | { readonly type: 'GDPR.ACCEPT' }
  /** Reading (2) GDPR step: consent refused; ends the flow as closing does, with the same facts. */
  | { readonly type: 'GDPR.DECLINE'; readonly historyLength: number; readonly pinBuilderInStack: boolean }
  /** Reading (2): back one step (page → pin selection, tag → page); from the error modal, back to the form. */
  | { readonly type: 'STEP.BACK' }
  /** Reading (2) tag step: the conversion tag and event the web-conversion goal optimises for (`selected_ocpm_tag`); an empty id clears it. */
  | { readonly type: 'TAG.CHOOSE'; readonly conversionTagId: string; readonly conversionEvent: string };

/** Input of the injected `loadDraft` and `saveDraft` storage actors (S1 §3, per Pin and advertiser). */
export interface QuickPromoteDraftRef {
  readonly pinId: string;
  readonly advertiserId: string;
  /** `quickPromoteDraftKey(pinId, advertiserId)`, ready for a key/value storage. */
  readonly key: string;
}

/** Input of the injected `saveDraft` actor. */
export interface QuickPromoteSaveDraftInput extends QuickPromoteDraftRef {
  readonly draft: QuickPromoteDraft;
}

/** Input of the injected `submitQuickPromote` actor: POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/ (S1 §7). */
export interface QuickPromoteSubmitInput {
  readonly advertiserId: string;
  readonly pinId: string;
  readonly payload: QuickPromotePayload;
}

/** How the flow ended: finished beyond the last step, or closed (S1 §2, §4). */
export interface QuickPromoteOutput {
  readonly outcome: 'finished' | 'closed';
  readonly result: unknown;
  readonly closeAction: QuickPromoteCloseAction | null;
}

/** Every state, event, actor, action and guard name of quickPromoteMachine. */
export const quickPromoteSchema = {
  states: [
    'loadingDraft',
    'pin_selection.editing',
    'pin_selection.savingDraft',
    'submitting',
    'gdpr',
    'page.editing',
    'page.savingDraft',
    'tag',
    'business_form',
    'billing_form',
    'error',
    'success',
    'finished',
    'closed',
  ],
  events: [
    'PIN.SELECT',
    'FORM.UPDATE',
    'QUICK_PROMOTE.SUBMIT',
    'QUICK_PROMOTE.RETRY',
    'STEP.NEXT',
    'VIEWPORT.RESIZE',
    'QUICK_PROMOTE.CLOSE',
    'GDPR.ACCEPT',
    'GDPR.DECLINE',
    'STEP.BACK',
    'TAG.CHOOSE',
  ],
  actors: ['loadDraft', 'saveDraft', 'submitQuickPromote'],
  actions: [
    'selectPin',
    'applyDraft',
    'updateForm',
    'preparePayload',
    'storeResult',
    'storeError',
    'setWidth',
    'logStorageFailure',
    'historyBack',
    'closeWindow',
    'storeCloseAction',
    'acceptGdpr',
    'chooseTag',
    'rememberConsent',
    'showPinSelection',
  ],
  guards: [
    'hasPin',
    'payloadReady',
    'nextStepIs',
    'savedStepIs',
    'failedStepIs',
    'closesWindow',
    'needsConsent',
    'pageReading',
    'webConversion',
    'saved',
    'pinPreselected',
  ],
} as const;

/** Names in {@link quickPromoteSchema}, as types. */
export interface QuickPromoteSchema {
  readonly state: (typeof quickPromoteSchema.states)[number];
  readonly event: QuickPromoteEvent['type'];
  readonly actor: (typeof quickPromoteSchema.actors)[number];
  readonly action: (typeof quickPromoteSchema.actions)[number];
  readonly guard: (typeof quickPromoteSchema.guards)[number];
  readonly step: QuickPromoteFlowStep;
}
