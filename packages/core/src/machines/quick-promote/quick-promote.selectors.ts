import type { SnapshotFrom } from 'xstate';
import type { QuickPromoteForm } from '../../entities.js';
import type { QuickPromoteCountryDefaults, QuickPromoteModalWidth } from '../../rules/quick-promote.js';
import {
  buildQuickPromotePayload,
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

/** What the quick-promote modal renders (S1 §2, §4, §8). */
export interface QuickPromoteView {
  readonly screen: QuickPromoteScreen;
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
  /** S1 §2 modal width mode from the viewport width. */
  readonly modalWidth: QuickPromoteModalWidth;
  readonly form: QuickPromoteForm;
  readonly pinId: string | null;
  /** S1 §5 / §9 form problem shown under the form. */
  readonly formError: string | null;
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
  return {
    screen,
    stepIndex: index >= 0 ? index : null,
    reading: context.reading,
    step,
    steps,
    saved: context.saved,
    modalWidth: quickPromoteModalWidth(context.width),
    form: context.form,
    pinId: context.pinId,
    formError: context.formError,
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
    canSubmit:
      buildQuickPromotePayload(context.form, { pinId: context.pinId, productGroupId: context.productGroupId, country: context.country })
        .kind === 'send',
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
