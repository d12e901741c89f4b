import type { SnapshotFrom } from 'xstate';
import type { QuickPromoteForm } from '../../entities.js';
import type { QuickPromoteCountryDefaults, QuickPromoteFieldErrors, QuickPromoteModalWidth } from '../../rules/quick-promote.js';
import {
  buildQuickPromotePayload,
  quickPromoteFieldErrors,
  quickPromoteBillingUrl,
  quickPromoteDefaults,
  quickPromoteModalWidth,
  validateQuickPromoteBudget,
  validateQuickPromoteDuration,
} from '../../rules/quick-promote.js';
import { QUICK_PROMOTE_STEPS } from '../../constants.js';
import type { quickPromoteMachine } from './quick-promote.machine.js';
import type { QuickPromoteFlowStep, QuickPromoteReading } from './quick-promote.types.js';
import { QUICK_PROMOTE_PAGE_STEPS } from './quick-promote.types.js';

/** A snapshot of {@link quickPromoteMachine}. */
export type QuickPromoteSnapshot = SnapshotFrom<typeof quickPromoteMachine>;

/** Which screen the quick-promote modal shows (S1 §2 steps of either reading, plus the in-between moments). */
export type QuickPromoteScreen = QuickPromoteFlowStep | 'loading' | 'submitting' | 'finished' | 'closed';

/** The modal title of each screen (ours: S1 §2 names the steps, not their headings). */
export const QUICK_PROMOTE_TITLES = {
  gdpr: 'Your data and your ads',
  page: 'Set up your ad',
  tag: 'Choose a conversion tag',
  loading: 'Promote your Pin',
  pin_selection: 'Promote your Pin',
  submitting: 'Promote your Pin',
  business_form: 'Tell us about your business',
  billing_form: 'Add billing details',
  error: "We couldn't promote your Pin",
  success: 'Your Pin is being promoted',
} as const;

/**
 * S1 §2 what the modal's body shows: `pins` reading (2)'s pin selection step (choose, then
 * Continue); `chooser` reading (1) without a Pin yet (the Pins to choose from); `form` the Pin and
 * the form (reading (1)'s pin selection, reading (2)'s page, and their sending); `tag` reading (2)'s
 * tag step (and its sending); the other screens by name; `null` once the flow ended.
 */
export type QuickPromotePanel =
  | 'loading'
  | 'gdpr'
  | 'pins'
  | 'chooser'
  | 'form'
  | 'tag'
  | 'business_form'
  | 'billing_form'
  | 'error'
  | 'success';

/** What the quick-promote modal renders (S1 §2, §4, §8). */
export interface QuickPromoteView {
  readonly screen: QuickPromoteScreen;
  /** The modal's title ({@link quickPromoteTitle}), or `null` once ended. */
  readonly title: string | null;
  /** What the body shows ({@link quickPromotePanel}), or `null` once the flow ended. */
  readonly panel: QuickPromotePanel | null;
  /** Index of the step in `steps` (reading (1): `QUICK_PROMOTE_STEPS`), or `null` between steps. */
  readonly stepIndex: number | null;
  /** S1 §2 the step order the flow follows. @default 'modal' when absent */
  readonly reading?: QuickPromoteReading;
  /** The current step of the reading, or `null` between steps (loading, submitting, ended). */
  readonly step?: QuickPromoteFlowStep | null;
  /**
   * The reading's steps in order: `QUICK_PROMOTE_STEPS` for reading (1); for reading (2)
   * `QUICK_PROMOTE_PAGE_STEPS`, without `tag` unless the goal is web conversion.
   */
  readonly steps?: readonly QuickPromoteFlowStep[];
  /** A save succeeded; on reading (2)'s page the flow may then go on (`STEP.NEXT`). */
  readonly saved?: boolean;
  /**
   * "Step n of m" over the steps this flow shows (`quickPromoteShownSteps`): the current step's
   * number from 1 and their count; `null` on the error modal and once ended. While the draft loads
   * or the promotion is sent, the step it belongs to keeps its number.
   */
  readonly progress?: { readonly step: number; readonly of: number } | null;
  /** S1 §2 modal width mode from the viewport width. */
  readonly modalWidth: QuickPromoteModalWidth;
  readonly form: QuickPromoteForm;
  readonly pinId: string | null;
  /** S1 §5 / §9 form problem shown under the form. */
  readonly formError: string | null;
  /** A Promote was refused by the form's checks: every field's problem shows from then on. */
  readonly attempted?: boolean;
  /** S1 §8 error shown on the Pin (area `pin`). */
  readonly pinError: string | null;
  /** S1 §8 error shown in the modal (area `modal`). */
  readonly modalError: string | null;
  readonly submitting: boolean;
  readonly savingDraft: boolean;
}

const STEP_STATES: readonly QuickPromoteFlowStep[] = [...QUICK_PROMOTE_STEPS, 'gdpr', 'page', 'tag'];

/**
 * S1 §2 the steps of a reading in order: reading (1) `QUICK_PROMOTE_STEPS`; reading (2)
 * `QUICK_PROMOTE_PAGE_STEPS`, whose tag step is there only for the web-conversion goal.
 */
export function quickPromoteReadingSteps(reading: QuickPromoteReading, adType?: string): readonly QuickPromoteFlowStep[] {
  if (reading === 'modal') return QUICK_PROMOTE_STEPS;
  return adType === 'WEB_CONVERSION' ? QUICK_PROMOTE_PAGE_STEPS : QUICK_PROMOTE_PAGE_STEPS.filter((step) => step !== 'tag');
}

/** What decides which of a reading's steps a flow shows (S1 §2, §4). */
export interface QuickPromoteShownStepsInput {
  readonly reading: QuickPromoteReading;
  /** The goal is web conversion: reading (2) shows the tag step. */
  readonly webConversion: boolean;
  /** S1 §4 business info valid: the business form is skipped. */
  readonly businessInfoValid: boolean;
  /** S1 §4 billing valid: with business info valid too, the billing form is skipped. */
  readonly billingInfoValid: boolean;
  /** Reading (2): consent was given before (remembered): the GDPR step is not shown. @default false */
  readonly consented?: boolean;
  /** Reading (2): the Pin was chosen before the flow: pin selection is not shown. @default false */
  readonly pinPreselected?: boolean;
}

/**
 * S1 §2 / §4 the steps a flow shows, in order — what "Step n of m" counts. The reading's steps up to
 * the save (reading (1): pin selection; reading (2): GDPR, pin selection, the page, and the tag step
 * only for web conversion), then what S1 §4 goes through after it: business and billing info both
 * valid → success; only business info valid → billing form, success; otherwise business form,
 * billing form, success (each next step is the one after). The error modal is reached only by a
 * failure, so it is never counted.
 */
export function quickPromoteShownSteps(input: QuickPromoteShownStepsInput): readonly QuickPromoteFlowStep[] {
  const before: readonly QuickPromoteFlowStep[] =
    input.reading === 'page'
      ? [
          ...(input.consented === true ? [] : (['gdpr'] as const)),
          ...(input.pinPreselected === true ? [] : (['pin_selection'] as const)),
          'page',
          ...(input.webConversion ? (['tag'] as const) : []),
        ]
      : ['pin_selection'];
  const after: readonly QuickPromoteFlowStep[] = input.businessInfoValid
    ? input.billingInfoValid
      ? ['success']
      : ['billing_form', 'success']
    : ['business_form', 'billing_form', 'success'];
  return [...before, ...after];
}

/** What decides the modal's panel and title: the screen, the reading, the Pin chosen and the goal. */
export interface QuickPromoteWhere {
  readonly screen: QuickPromoteScreen;
  /** @default 'modal' */
  readonly reading?: QuickPromoteReading | undefined;
  readonly pinId: string | null;
  readonly form: { readonly ad_type?: string | undefined };
}

/**
 * S1 §2 what the modal's body shows. Sending belongs to the step it left: reading (2)'s page, or
 * its tag step for the web-conversion goal; reading (1)'s Pin and form, or the Pins to choose from
 * while none is chosen. `null` once the flow ended.
 */
export function quickPromotePanel({ screen, reading = 'modal', pinId, form }: QuickPromoteWhere): QuickPromotePanel | null {
  if (screen === 'finished' || screen === 'closed') return null;
  const page = reading === 'page';
  if (page && screen === 'pin_selection') return 'pins';
  if (screen === 'submitting' || screen === 'page' || screen === 'pin_selection') {
    if (page) return screen === 'submitting' && form.ad_type === 'WEB_CONVERSION' ? 'tag' : 'form';
    return pinId === null ? 'chooser' : 'form';
  }
  return screen;
}

/** S1 §2 the modal's title ({@link QUICK_PROMOTE_TITLES}): sending keeps the title of reading (2)'s step it left; `null` once ended. */
export function quickPromoteTitle(where: QuickPromoteWhere): string | null {
  const { screen } = where;
  if (screen === 'finished' || screen === 'closed') return null;
  if (where.reading === 'page' && screen === 'submitting')
    return QUICK_PROMOTE_TITLES[where.form.ad_type === 'WEB_CONVERSION' ? 'tag' : 'page'];
  return QUICK_PROMOTE_TITLES[screen];
}

/** S1 §2 / §4 / §8: the modal's view model. */
export function selectQuickPromote(snapshot: QuickPromoteSnapshot): QuickPromoteView {
  const { context } = snapshot;
  const step = STEP_STATES.find((name) => snapshot.matches(name)) ?? null;
  const screen: QuickPromoteScreen =
    step ??
    (snapshot.matches('loadingDraft')
      ? 'loading'
      : snapshot.matches('submitting')
        ? 'submitting'
        : snapshot.matches('closed')
          ? 'closed'
          : 'finished');
  const steps = quickPromoteReadingSteps(context.reading, context.form.ad_type);
  const index = step === null ? -1 : steps.indexOf(step);
  const webConversion = context.form.ad_type === 'WEB_CONVERSION';
  const shown = quickPromoteShownSteps({
    reading: context.reading,
    webConversion,
    businessInfoValid: context.businessInfoValid,
    billingInfoValid: context.billingInfoValid,
    // a step skipped from the start is not counted; one shown (consent just given) keeps its place
    consented: context.consentRemembered,
    pinPreselected: context.pinPreselected,
  });
  // the in-between moments belong to a step: the draft loads for pin selection, a save is sent from the form's step
  const counted: QuickPromoteFlowStep | null =
    step ??
    (screen === 'loading'
      ? 'pin_selection'
      : screen === 'submitting'
        ? context.reading === 'page'
          ? webConversion
            ? 'tag'
            : 'page'
          : 'pin_selection'
        : null);
  const at = counted === null ? -1 : shown.indexOf(counted);
  const where = { screen, reading: context.reading, pinId: context.pinId, form: context.form };
  return {
    screen,
    title: quickPromoteTitle(where),
    panel: quickPromotePanel(where),
    stepIndex: index >= 0 ? index : null,
    reading: context.reading,
    step,
    steps,
    saved: context.saved,
    progress: at < 0 ? null : { step: at + 1, of: shown.length },
    modalWidth: quickPromoteModalWidth(context.width),
    form: context.form,
    pinId: context.pinId,
    formError: context.formError,
    attempted: context.attempted,
    pinError: context.error?.area === 'pin' ? context.error.message : null,
    modalError: context.error?.area === 'modal' ? context.error.message : null,
    submitting: snapshot.matches('submitting'),
    savingDraft: snapshot.matches({ pin_selection: 'savingDraft' }) || snapshot.matches({ page: 'savingDraft' }),
  };
}

/** What the quick-promote form checks while the advertiser types (S1 §2 form, S1 §9 limits). */
export interface QuickPromoteFormChecks {
  /** S1 §9 the advertiser country's currency, shown beside the budget. */
  readonly currency: QuickPromoteCountryDefaults['currency'];
  readonly minBudget: number;
  readonly maxBudget: number;
  /** S1 §9 the budget's message against the country's minimum and maximum, or `null`. */
  readonly budgetError: string | null;
  /** S1 §9 the duration's message (1–365 whole days), or `null`; never for an ongoing campaign. */
  readonly durationError: string | null;
  /** Each field's problem now (`quickPromoteFieldErrors`), for inline messages. */
  readonly fieldErrors?: QuickPromoteFieldErrors;
  /** The campaign's start day (`YYYY-MM-DD`): the end date's earliest choice. */
  readonly today?: string;
  /** Whether `QUICK_PROMOTE.SUBMIT` would send (a Pin and a valid form, S1 §5). */
  readonly canSubmit: boolean;
  /** S1 §7 the campaign the save created (`resource_response.data.campaign_id`), once saved. */
  readonly campaignId: string | null;
  /** S1 §2 the billing link of the saved campaign on the ads host, once saved. */
  readonly billingUrl: string | null;
}

const campaignIdOf = (result: unknown): string | null => {
  const id = result !== null && typeof result === 'object' ? (result as Record<string, unknown>)['campaign_id'] : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
};

/**
 * S1 §2 / §9 the live checks of the quick-promote form, computed by the same rules the machine
 * sends with (`validateQuickPromoteBudget`, `validateQuickPromoteDuration`, `buildQuickPromotePayload`),
 * and the S1 §2 billing link once a campaign exists. `adsHost` is the caller's configuration.
 */
export function selectQuickPromoteFormChecks(
  snapshot: QuickPromoteSnapshot,
  options: { readonly adsHost?: string } = {},
): QuickPromoteFormChecks {
  const { context } = snapshot;
  const defaults = quickPromoteDefaults(context.country);
  const campaignId = campaignIdOf(context.result);
  return {
    currency: defaults.currency,
    minBudget: defaults.minBudget,
    maxBudget: defaults.maxBudget,
    budgetError: validateQuickPromoteBudget(context.form.budget, context.country),
    durationError: context.form.is_ongoing ? null : validateQuickPromoteDuration(context.form.duration),
    fieldErrors: quickPromoteFieldErrors(context.form, { country: context.country, today: context.today }),
    today: context.today,
    canSubmit:
      buildQuickPromotePayload(context.form, {
        pinId: context.pinId,
        productGroupId: context.productGroupId,
        country: context.country,
        today: context.today,
      }).kind === 'send',
    campaignId,
    billingUrl:
      campaignId === null
        ? null
        : quickPromoteBillingUrl({
            advertiserId: context.advertiserId,
            campaignId,
            ...(options.adsHost !== undefined ? { adsHost: options.adsHost } : {}),
          }),
  };
}
