import {
  CURRENCY_BY_COUNTRY,
  NEXT_QUERY_PARAM,
  PIN_IMAGE_MAX_HEIGHT,
  PIN_PREVIEW_WIDTH,
  PROMOTE_CONVERT_PATH,
  QUICK_PROMOTE_NEXT_PATH,
  DEFAULT_CURRENCY,
  DEFAULT_TARGET_GENDERS,
  MICRO_CURRENCY_MULTIPLIER,
  QUICK_PROMOTE_ADS_CLIENT_TYPE,
  QUICK_PROMOTE_CLOSE_BACK_DEFAULT,
  QUICK_PROMOTE_CLOSE_BACK_WITH_PIN_BUILDER,
  QUICK_PROMOTE_CLOSE_WINDOW_MAX_HISTORY,
  QUICK_PROMOTE_DEFAULT_BUDGET,
  QUICK_PROMOTE_DEFAULT_BUDGET_OTHERS,
  QUICK_PROMOTE_DEFAULT_COUNTRY,
  QUICK_PROMOTE_DEFAULT_DURATION_DAYS,
  QUICK_PROMOTE_LONG_DURATION_COUNTRIES,
  QUICK_PROMOTE_LONG_DURATION_DAYS,
  QUICK_PROMOTE_MAX_BUDGET,
  QUICK_PROMOTE_MAX_DURATION_DAYS,
  QUICK_PROMOTE_MIN_BUDGET,
  QUICK_PROMOTE_MIN_BUDGET_OTHERS,
  QUICK_PROMOTE_MIN_DURATION_DAYS,
  QUICK_PROMOTE_MODAL_BREAKPOINTS,
  QUICK_PROMOTE_SECOND_TIER_BUDGET,
  QUICK_PROMOTE_SECOND_TIER_BUDGET_OTHERS,
  QUICK_PROMOTE_STEPS,
} from '../constants.js';
import type { OBJECTIVE_TYPES } from '../constants.js';
import type { Advertiser, Pin, QuickPromoteDraft, QuickPromoteForm, Viewer } from '../entities.js';
import { MESSAGES, QUICK_PROMOTE_MESSAGES } from '../messages.js';
import { fitImageWithin } from './closeup.js';
import { splitHttpUrl } from './mobile.js';
import { queryParam, safeRedirectWithReason } from './redirect.js';
import { pinTitle } from './pin-display.js';
import { truncateCampaignName } from './text.js';
import { normaliseWebLink } from './web-link.js';

// ---- S1 §9 per-country constants ----

/** S1 §9 a currency the quick-promote flow can charge in. */
export type QuickPromoteCurrency = (typeof CURRENCY_BY_COUNTRY)[keyof typeof CURRENCY_BY_COUNTRY] | typeof DEFAULT_CURRENCY;

/** S1 §9 quick-promote defaults and limits of one country. */
export interface QuickPromoteCountryDefaults {
  readonly durationDays: number;
  readonly dailyBudget: number;
  readonly secondTierBudget: number;
  readonly minBudget: number;
  readonly maxBudget: number;
  readonly currency: QuickPromoteCurrency;
}

/** Upper-cased, trimmed country code; blank or missing → the default country (S1 §9). */
function countryCode(country: string | null | undefined): string {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return code === '' ? QUICK_PROMOTE_DEFAULT_COUNTRY : code;
}

// Own keys only: a code such as `CONSTRUCTOR` must not reach Object.prototype.
function lookup<T extends object>(table: T, code: string): T[keyof T] | undefined {
  return Object.hasOwn(table, code) ? table[code as keyof T] : undefined;
}

/**
 * Currency of a country, case-insensitively: EUR for AT, BE, DE, ES, FI, FR, IE, IT, NL, PT; AUD,
 * CAD, CHF, DKK, GBP, NOK, NZD, SEK for their own countries; `USD` otherwise (literally: CZ → USD).
 * S1 §9 currency by country.
 * @default USD
 */
export function currencyForCountry(country: string | null | undefined): QuickPromoteCurrency {
  return lookup(CURRENCY_BY_COUNTRY, countryCode(country)) ?? DEFAULT_CURRENCY;
}

/**
 * S1 §3 Viewer.advertiser of the viewer's own advertiser: its id, country (upper-cased; the S1 §9
 * default country when it has none) and S1 §9 currency (`currencyForCountry`), and its `merchant_id` when it has one.
 * The server and the in-memory fake build the viewer with it, so both answer the same currency.
 */
export function viewerAdvertiser(advertiser: Advertiser): NonNullable<Viewer['advertiser']> {
  const country = countryCode(advertiser.country);
  return {
    id: advertiser.id,
    country,
    currency: currencyForCountry(country),
    ...(advertiser.merchant_id !== undefined ? { merchant_id: advertiser.merchant_id } : {}),
  };
}

/**
 * Quick-promote defaults of a country: duration, default and second-tier daily budget, minimum
 * and maximum budget, currency. Codes are case-insensitive; no country (missing or blank) is the
 * default country US; an unknown code gets the "others" values.
 * S1 §9.
 * @default country = QUICK_PROMOTE_DEFAULT_COUNTRY ('US')
 */
export function quickPromoteDefaults(country?: string | null): QuickPromoteCountryDefaults {
  const code = countryCode(country);
  const longDuration = (QUICK_PROMOTE_LONG_DURATION_COUNTRIES as readonly string[]).includes(code);
  return {
    durationDays: longDuration ? QUICK_PROMOTE_LONG_DURATION_DAYS : QUICK_PROMOTE_DEFAULT_DURATION_DAYS,
    dailyBudget: lookup(QUICK_PROMOTE_DEFAULT_BUDGET, code) ?? QUICK_PROMOTE_DEFAULT_BUDGET_OTHERS,
    secondTierBudget: lookup(QUICK_PROMOTE_SECOND_TIER_BUDGET, code) ?? QUICK_PROMOTE_SECOND_TIER_BUDGET_OTHERS,
    minBudget: lookup(QUICK_PROMOTE_MIN_BUDGET, code) ?? QUICK_PROMOTE_MIN_BUDGET_OTHERS,
    maxBudget: QUICK_PROMOTE_MAX_BUDGET,
    currency: currencyForCountry(code),
  };
}

/**
 * Budget in micro-currency: `Math.round(amount * MICRO_CURRENCY_MULTIPLIER)`. A non-finite amount
 * gives `NaN`; check it with `validateQuickPromoteBudget` first.
 * S1 §9 micro-currency conversion.
 */
export function toMicroCurrency(amount: number): number {
  return Math.round(amount * MICRO_CURRENCY_MULTIPLIER);
}

/**
 * A daily budget must be a number between the country's minimum and maximum budget (inclusive);
 * returns the message to show, or `null`. Shared by the form and the server.
 * S1 §9 minimum (CZ 11, others 1) and maximum (1,000,000) budget.
 */
export function validateQuickPromoteBudget(budget: number, country?: string | null): string | null {
  if (typeof budget !== 'number' || !Number.isFinite(budget)) return QUICK_PROMOTE_MESSAGES.budgetRequired;
  const { minBudget, maxBudget, currency } = quickPromoteDefaults(country);
  if (budget < minBudget) return QUICK_PROMOTE_MESSAGES.budgetTooLow(minBudget, currency);
  if (budget > maxBudget) return QUICK_PROMOTE_MESSAGES.budgetTooHigh(maxBudget, currency);
  return null;
}

/**
 * A campaign duration must be a whole number of days from `QUICK_PROMOTE_MIN_DURATION_DAYS` (1) to
 * `QUICK_PROMOTE_MAX_DURATION_DAYS` (365, our reading of "other constants 365"); returns the
 * message to show, or `null`.
 * S1 §9.
 */
export function validateQuickPromoteDuration(days: number): string | null {
  return Number.isInteger(days) && days >= QUICK_PROMOTE_MIN_DURATION_DAYS && days <= QUICK_PROMOTE_MAX_DURATION_DAYS
    ? null
    : QUICK_PROMOTE_MESSAGES.durationOutOfRange(QUICK_PROMOTE_MIN_DURATION_DAYS, QUICK_PROMOTE_MAX_DURATION_DAYS);
}

// ---- S1 §2 modal, close, links ----

/** S1 §2 modal width mode. */
export type QuickPromoteModalWidth = 'narrow' | 'medium' | 'wide';

/**
 * Modal width mode: narrow under 870, medium from 870 to 1275, wide above. An unknown (`NaN`) width
 * is narrow, the layout that fits anywhere.
 * S1 §2 / S1 §9 modal width breakpoints.
 */
export function quickPromoteModalWidth(width: number): QuickPromoteModalWidth {
  if (!(width >= QUICK_PROMOTE_MODAL_BREAKPOINTS.medium)) return 'narrow';
  return width <= QUICK_PROMOTE_MODAL_BREAKPOINTS.wide ? 'medium' : 'wide';
}

/** S1 §2 what closing the quick-promote modal does. */
export type QuickPromoteCloseAction = { readonly kind: 'back'; readonly steps: number } | { readonly kind: 'close_window' };

/**
 * Closing the modal: with the close-window experiment on and a history of 1 entry or fewer, close
 * the window (there is nothing to go back to); otherwise go back 3 history steps when a pin-builder
 * page is in the stack, else 1.
 * S1 §2 quick-promote close behaviour.
 */
export function quickPromoteCloseAction(input: {
  pinBuilderInStack: boolean;
  closeWindowExperiment: boolean;
  historyLength: number;
}): QuickPromoteCloseAction {
  if (input?.closeWindowExperiment === true && input.historyLength <= QUICK_PROMOTE_CLOSE_WINDOW_MAX_HISTORY) {
    return { kind: 'close_window' };
  }
  return {
    kind: 'back',
    steps: input?.pinBuilderInStack === true ? QUICK_PROMOTE_CLOSE_BACK_WITH_PIN_BUILDER : QUICK_PROMOTE_CLOSE_BACK_DEFAULT,
  };
}

// The links and the draft key encode ids; they live apart so the save rules can link to quick
// promote without loading its rules (issue 11 §4: the create-Pin page's bytes).
export { promoteUrl, quickPromoteBillingUrl, quickPromoteDraftKey } from './promote-links.js';

// ---- S1 §4 step progression ----

/** S1 §2 / §3 a quick-promote step, in the order of `QUICK_PROMOTE_STEPS`. */
export type QuickPromoteStep = (typeof QUICK_PROMOTE_STEPS)[number];

/** S1 §8 where a quick-promote error is shown. */
export type QuickPromoteErrorArea = 'pin' | 'modal';

/** S1 §4 what `nextQuickPromoteStep` needs. */
export interface QuickPromoteStepState {
  /** The current step, by name or by index into `QUICK_PROMOTE_STEPS`. */
  readonly step: QuickPromoteStep | number;
  /** Whether the flow is at its initial step (just opened, or just saved). */
  readonly isInitial: boolean;
  /** The area of the server error that brought the flow here, if any. */
  readonly serverErrorArea?: QuickPromoteErrorArea | null;
  readonly businessInfoValid: boolean;
  readonly billingInfoValid: boolean;
  /** Whether the flow runs on the quick-promote page itself rather than in a modal. */
  readonly onQuickPromotePage: boolean;
}

/** S1 §4 result of `nextQuickPromoteStep`. */
export type QuickPromoteStepResult = QuickPromoteStep | 'finished' | 'unchanged';

// The error modal is reached only through a server error, so the forward progression skips it.
const PROGRESSION: readonly QuickPromoteStep[] = QUICK_PROMOTE_STEPS.filter((s) => s !== 'error');

function stepName(step: QuickPromoteStep | number): QuickPromoteStep | 'beyond' | null {
  if (typeof step === 'number') {
    if (!Number.isInteger(step) || step < 0) return null;
    return QUICK_PROMOTE_STEPS[step] ?? 'beyond';
  }
  return (QUICK_PROMOTE_STEPS as readonly string[]).includes(step) ? step : null;
}

/**
 * The step after the current one. From the initial step: a server error with area `modal` → the
 * error modal, any other area → `unchanged`; business and billing info both valid → success;
 * only business info valid → the billing form; otherwise the business form, except on the
 * quick-promote page itself → `unchanged`. From any other step: the next one (index plus 1), where
 * the forward order skips the error modal (pin selection → business form → billing form → success);
 * after success or the error modal, or beyond the last step, → `finished`. An unknown step (a name
 * not in `QUICK_PROMOTE_STEPS`, a negative or fractional index) → `unchanged`.
 * S1 §4 quick-promote step progression.
 */
export function nextQuickPromoteStep(state: QuickPromoteStepState): QuickPromoteStepResult {
  if (state.isInitial) {
    if (state.serverErrorArea === 'modal') return 'error';
    if (state.serverErrorArea != null) return 'unchanged';
    if (state.businessInfoValid && state.billingInfoValid) return 'success';
    if (state.businessInfoValid) return 'billing_form';
    return state.onQuickPromotePage ? 'unchanged' : 'business_form';
  }
  const current = stepName(state.step);
  if (current === null) return 'unchanged';
  if (current === 'beyond' || current === 'error') return 'finished';
  return PROGRESSION[PROGRESSION.indexOf(current) + 1] ?? 'finished';
}

// Present: not null/undefined, not a blank string, not an empty array or object.
function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * Business info is valid if a business address or business info is present (a non-blank string,
 * a non-empty object or list).
 * S1 §4.
 */
export function isQuickPromoteBusinessInfoValid(input: { businessAddress?: unknown; businessInfo?: unknown }): boolean {
  return isPresent(input?.businessAddress) || isPresent(input?.businessInfo);
}

/**
 * Billing is valid if a valid billing profile (`isValid: true`) or billing info is present.
 * S1 §4.
 */
export function isQuickPromoteBillingInfoValid(input: {
  billingProfile?: { readonly isValid?: boolean } | null;
  billingInfo?: unknown;
}): boolean {
  return input?.billingProfile?.isValid === true || isPresent(input?.billingInfo);
}

// ---- S1 §8 errors ----

interface ErrorDetail {
  readonly detail: string | null;
  readonly httpStatus: number | null;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

// Accepts the error fields themselves, `{ error }` or a whole failure envelope.
function errorDetail(error: unknown): ErrorDetail {
  const outer = asRecord(error);
  const candidates = [outer, asRecord(outer?.['error']), asRecord(asRecord(outer?.['resource_response'])?.['error'])];
  for (const fields of candidates) {
    const detail = fields?.['message_detail'];
    if (typeof detail === 'string' && detail.trim() !== '') {
      const status = fields?.['http_status'] ?? fields?.['status'];
      return { detail, httpStatus: typeof status === 'number' ? status : null };
    }
  }
  return { detail: null, httpStatus: null };
}

/**
 * Where a quick-promote save failure is shown: with a `message_detail`, area `pin` when the http
 * status is 401, else `modal`; without detail, `modal` (with the generic message of
 * `quickPromoteErrorMessage`). Accepts the error fields, `{ error }` or a failure envelope.
 * S1 §8 quick-promote save failure.
 */
export function quickPromoteErrorArea(error: unknown): QuickPromoteErrorArea {
  const { detail, httpStatus } = errorDetail(error);
  return detail !== null && httpStatus === 401 ? 'pin' : 'modal';
}

/**
 * The text of a quick-promote save failure: its `message_detail`, or the generic
 * `Uh oh! Something went wrong.` when there is none.
 * S1 §8 quick-promote save failure.
 */
export function quickPromoteErrorMessage(error: unknown): string {
  return errorDetail(error).detail ?? MESSAGES.genericError;
}

// ---- S1 §5 / §7 payload ----

type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];
const WEB_CONVERSION: ObjectiveType = 'WEB_CONVERSION';

/**
 * S1 §3 / §7 targeting spec. Keys are ours (the spec shows none): age buckets, genders (default
 * female, male, unknown), interest topic ids, and locations as plus-separated country codes.
 */
export interface QuickPromoteTargetingSpec {
  readonly AGE_BUCKET?: readonly string[];
  readonly GENDER: readonly string[];
  readonly INTEREST?: readonly string[];
  readonly LOCATION?: string;
}

/** S1 §3 the age buckets the form offers, in order (`AGE_BUCKET`; the bucket names are ours, the spec names none). */
export const QUICK_PROMOTE_AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+'] as const;

/**
 * S1 §3 a targeting list (ages, genders, interests) with `value` ticked (`on`) or not: each value
 * once, a newly ticked one last, the others in their order.
 */
export function toggleTargeting(list: readonly string[] | undefined, value: string, on: boolean): string[] {
  const rest = (list ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

/** S1 §3 one of the advertiser's conversion tags and one event it reports (`selected_ocpm_tag`). */
export interface QuickPromoteTagEvent {
  readonly id: string;
  readonly label: string;
  readonly event: string;
}

/**
 * S1 §3 `selected_ocpm_tag` choices: the tags (one row per tag id, the first label, in order of
 * first appearance) and the events of the chosen tag (each once, in order); an event already chosen
 * that the tag no longer lists stays offered first, so the choice on screen is never lost.
 */
export function conversionTagChoices(
  rows: readonly QuickPromoteTagEvent[],
  chosen: { readonly conversionTagId: string; readonly conversionEvent: string } | null | undefined,
): { readonly tags: readonly QuickPromoteTagEvent[]; readonly events: readonly string[] } {
  const tags = rows.filter((tag, index) => rows.findIndex((other) => other.id === tag.id) === index);
  const events = [...new Set(rows.filter((tag) => tag.id === chosen?.conversionTagId).map((tag) => tag.event))];
  if (chosen != null && !events.includes(chosen.conversionEvent)) events.unshift(chosen.conversionEvent);
  return { tags, events };
}

/** S1 §7 body of POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/. */
export interface QuickPromotePayload {
  readonly budget_in_micro_currency: number;
  readonly campaign_name: string;
  readonly destination_url?: string;
  readonly duration: number;
  readonly auto_targeting_enabled: boolean;
  readonly is_ongoing: boolean;
  readonly start_now: true;
  readonly targeting_spec: QuickPromoteTargetingSpec;
  readonly advertiser_id: string;
  readonly ads_client_type: typeof QUICK_PROMOTE_ADS_CLIENT_TYPE;
  readonly pin_id: string;
  readonly product_group_id?: string;
  readonly flexible_daily_budget_enabled: false;
  readonly inclusive_end_date?: string;
  readonly objective_type?: ObjectiveType;
  readonly optimization_goal_metadata?: { readonly conversion_tag_id: string; readonly conversion_event: string };
}

/** What the quick-promote save should do. S1 §5 / §7. */
export type QuickPromotePayloadResult =
  | { readonly kind: 'send'; readonly payload: QuickPromotePayload }
  | { readonly kind: 'skip'; readonly reason: 'product_group_without_pin' | 'no_pin' }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: QuickPromoteFieldErrors };

/** S1 §7 what `buildQuickPromotePayload` needs beyond the form. */
export interface QuickPromotePayloadContext {
  readonly pinId?: string | null;
  readonly productGroupId?: string | null;
  /** Advertiser country, for the budget limits (S1 §9); missing → US. */
  readonly country?: string | null;
  /**
   * The day the campaign starts (`start_now`), `YYYY-MM-DD` in the advertiser's calendar. With it
   * the end date is derived from the duration (the one source of truth) and checked against it.
   */
  readonly today?: string | null;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Plus-separated, upper-cased, de-duplicated country codes (`US+CA`); `undefined` when none. */
function locationSpec(locations: unknown): string | undefined {
  const codes = [...new Set(stringList(locations).map((c) => c.trim().toUpperCase()))];
  return codes.length > 0 ? codes.join('+') : undefined;
}

/**
 * Builds the quick-promote request from the form. Rules: saving is skipped when there is no Pin
 * but a product group (S1 §5), and also when there is no Pin at all, since the call's path needs
 * one; an out-of-range budget or duration is `invalid` with the message to show; the budget is
 * sent in micro-currency, the campaign name truncated (64/62); `destination_url` only with a Pin;
 * `inclusive_end_date` only when not ongoing and non-blank; `start_now` true, `ads_client_type`
 * `quick_promote`, `flexible_daily_budget_enabled` false; genders default to female, male,
 * unknown; `objective_type` and `optimization_goal_metadata` (conversion tag id and event) only for
 * web conversion, the metadata only once a conversion tag is chosen.
 * S1 §5 quick-promote payload, S1 §7 quick-promote call.
 */
export function buildQuickPromotePayload(form: QuickPromoteForm, ctx: QuickPromotePayloadContext = {}): QuickPromotePayloadResult {
  const pinId = nonBlank(ctx?.pinId) ? ctx.pinId : null;
  const productGroupId = nonBlank(ctx?.productGroupId) ? ctx.productGroupId : null;
  if (pinId === null) return { kind: 'skip', reason: productGroupId !== null ? 'product_group_without_pin' : 'no_pin' };

  const fields = quickPromoteFieldErrors(form, ctx);
  const first = QUICK_PROMOTE_FIELDS.map((field) => fields[field]).find((message) => message !== undefined);
  if (first !== undefined) return { kind: 'invalid', message: first, fields };
  const destination = normaliseWebLink(form.destination_url);
  const today = validDay(ctx?.today);

  const ages = stringList(form.ages);
  const interests = stringList(form.interests);
  const genders = stringList(form.genders);
  const location = locationSpec(form.locations);
  const targeting: QuickPromoteTargetingSpec = {
    ...(ages.length > 0 ? { AGE_BUCKET: ages } : {}),
    GENDER: genders.length > 0 ? genders : [...DEFAULT_TARGET_GENDERS],
    ...(interests.length > 0 ? { INTEREST: interests } : {}),
    ...(location !== undefined ? { LOCATION: location } : {}),
  };

  const isOngoing = form.is_ongoing === true;
  const webConversion = form.ad_type === WEB_CONVERSION;
  const tag = form.selected_ocpm_tag;
  const payload: QuickPromotePayload = {
    budget_in_micro_currency: toMicroCurrency(form.budget),
    campaign_name: truncateCampaignName(typeof form.name === 'string' ? form.name : ''),
    ...(destination.kind === 'link' ? { destination_url: destination.url } : {}),
    duration: form.duration,
    auto_targeting_enabled: form.isAutoTargeting === true,
    is_ongoing: isOngoing,
    start_now: true,
    targeting_spec: targeting,
    advertiser_id: form.advertiser_id,
    ads_client_type: QUICK_PROMOTE_ADS_CLIENT_TYPE,
    pin_id: pinId,
    ...(productGroupId !== null ? { product_group_id: productGroupId } : {}),
    flexible_daily_budget_enabled: false,
    // the end date follows from the duration (one source of truth), so the two never disagree
    ...(!isOngoing && today !== null
      ? { inclusive_end_date: quickPromoteEndDate(today, form.duration) }
      : !isOngoing && nonBlank(form.inclusive_end_date)
        ? { inclusive_end_date: form.inclusive_end_date.trim() }
        : {}),
    ...(webConversion ? { objective_type: WEB_CONVERSION } : {}),
    ...(webConversion && tag != null && nonBlank(tag.conversionTagId)
      ? { optimization_goal_metadata: { conversion_tag_id: tag.conversionTagId, conversion_event: tag.conversionEvent } }
      : {}),
  };
  return { kind: 'send', payload };
}

// ---- S1 §3 saved drafts ----

/**
 * The draft to save for a form on a Pin: the S1 §3 draft fields (Pin, daily budget, destination,
 * duration, locale, name, interests, ages, genders, ad type); absent form fields stay absent.
 * S1 §3 saved quick-promote draft.
 */
export function quickPromoteDraftFromForm(form: QuickPromoteForm, pinId: string, locale?: string): QuickPromoteDraft {
  return {
    pin: pinId,
    dailyBudget: form.budget,
    ...(form.destination_url !== undefined ? { destinationUrl: form.destination_url } : {}),
    duration: form.duration,
    ...(locale !== undefined ? { locale } : {}),
    name: form.name,
    ...(form.interests !== undefined ? { interests: [...form.interests] } : {}),
    ...(form.ages !== undefined ? { ages: [...form.ages] } : {}),
    ...(form.genders !== undefined ? { genders: [...form.genders] } : {}),
    ...(form.ad_type !== undefined ? { adType: form.ad_type } : {}),
  };
}

/**
 * A form restored from a saved draft: the draft's fields over `base` (the form the flow would
 * otherwise start with, which supplies what a draft does not keep: advertiser, ongoing flag, end
 * date, conversion tag, auto targeting, locations).
 * S1 §3 saved quick-promote draft.
 */
export function quickPromoteFormFromDraft(draft: QuickPromoteDraft, base: QuickPromoteForm): QuickPromoteForm {
  return {
    ...base,
    name: draft.name,
    budget: draft.dailyBudget,
    duration: draft.duration,
    ...(draft.destinationUrl !== undefined ? { destination_url: draft.destinationUrl } : {}),
    ...(draft.interests !== undefined ? { interests: [...draft.interests] } : {}),
    ...(draft.ages !== undefined ? { ages: [...draft.ages] } : {}),
    ...(draft.genders !== undefined ? { genders: [...draft.genders] } : {}),
    ...(draft.adType !== undefined ? { ad_type: draft.adType } : {}),
  };
}

// ---- S1 §2 the way in: which Pins, from where ----

/**
 * The Pins the choose step offers: the viewer's own (their `pinner` is the viewer), in the order
 * given, each once. A Pin someone else saved is theirs to promote; a viewer without an id has none.
 * S1 §2 pin selection (which Pins are the viewer's to choose is ours: the spec shows the step only).
 */
export function promotablePins<P extends Pick<Pin, 'id' | 'pinner'> & Partial<Pick<Pin, 'title' | 'imageUrl' | 'link' | 'description'>>>(
  pins: readonly P[],
  viewerId: string | null | undefined,
): P[] {
  if (typeof viewerId !== 'string' || viewerId === '') return [];
  const seen = new Set<string>();
  const looks = new Set<string>();
  return pins.filter((pin) => {
    if (!mayPromotePin(pin?.pinner?.id, viewerId) || typeof pin.id !== 'string' || pin.id === '' || seen.has(pin.id)) return false;
    seen.add(pin.id);
    // a Pin saved again to another board is the same picture, title and link: one card (the first)
    const look = typeof pin.imageUrl === 'string' && pin.imageUrl !== '' ? `${pin.imageUrl}\n${pin.title ?? ''}\n${pin.link ?? ''}` : null;
    if (look !== null && looks.has(look)) return false;
    if (look !== null) looks.add(look);
    return true;
  });
}

/** @deprecated the one rule is {@link pinTitle} (`rules/pin-display.ts`); kept as the old name. */
export const pinDisplayTitle = pinTitle;

const isWebLink = (value: string): boolean => splitHttpUrl(value) !== null;

/**
 * The form with its destination URL taken from the chosen Pin's link: filled when the link is an
 * http(s) URL and the destination is blank or still the previous Pin's link (what was prefilled,
 * not what the advertiser typed); otherwise the form unchanged. A Pin without a link leaves a
 * blank destination blank and clears one prefilled from the previous Pin.
 * S1 §3 form `destination_url`, S1 §5 "destination url sent only when a pin is present".
 */
export function prefillQuickPromoteDestination(
  form: QuickPromoteForm,
  link: string | null | undefined,
  previousLink: string | null | undefined = null,
): QuickPromoteForm {
  const current = typeof form.destination_url === 'string' ? form.destination_url.trim() : '';
  const previous = typeof previousLink === 'string' ? previousLink.trim() : '';
  const untouched = current === '' || (previous !== '' && current === previous);
  if (!untouched) return form;
  const next = typeof link === 'string' && isWebLink(link.trim()) ? link.trim() : '';
  if (next === current) return form;
  if (next === '') {
    const { destination_url: _dropped, ...rest } = form;
    return rest;
  }
  return { ...form, destination_url: next };
}

/** S0 §2 / S1 §2 what `/business/convert` does with its query. */
export type BusinessConvertPlan =
  /** Go on to `to`: the safe `next` with `pinId` carried. */
  | { readonly kind: 'continue'; readonly to: string }
  /** An unsafe `next`: `/`, and the reason to log (S1 §2 unsafe targets). */
  | { readonly kind: 'refused'; readonly to: '/'; readonly reason: string }
  /**
   * No `next`: say what promoting is and offer to choose a Pin (`choosePinPath`, the quick-promote
   * page, with `pinId` when one was given) rather than going anywhere unasked.
   */
  | { readonly kind: 'explain'; readonly pinId: string | null; readonly choosePinPath: string };

/**
 * `/business/convert` (the promotion entry): with a safe `next`, go there carrying `pinId`
 * (`&pinId=` or `?pinId=`, URL-encoded); an unsafe `next` goes to `/` with its reason (S1 §2);
 * without `next` (or a blank one) the page explains and offers the quick-promote page for the
 * given Pin, or for choosing one. The "explain" case is ours (beyond the spec: expected by users).
 * S0 §2 route `/business/convert`, S1 §2 "Promote your Pin" and redirects.
 */
export function businessConvertPlan(search: string, ownOrigin: string): BusinessConvertPlan {
  const rawPin = queryParam(search, 'pinId');
  const pinId = rawPin !== null && rawPin.trim() !== '' ? rawPin.trim() : null;
  const withPin = (path: string) => {
    if (pinId === null) return path;
    // the Pin goes in the query, before any fragment
    const hashAt = path.indexOf('#');
    const [head, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
    return `${head}${head.includes('?') ? '&' : '?'}pinId=${encodeURIComponent(pinId)}${hash}`;
  };
  const next = queryParam(search, NEXT_QUERY_PARAM);
  if (next === null || next.trim() === '') return { kind: 'explain', pinId, choosePinPath: withPin(QUICK_PROMOTE_NEXT_PATH) };
  const checked = safeRedirectWithReason(next, ownOrigin);
  if (checked.rejected !== null) return { kind: 'refused', to: '/', reason: checked.rejected };
  // a next that leads back here would loop
  if (checked.path.split(/[?#]/u)[0]?.replace(/\/+$/u, '') === PROMOTE_CONVERT_PATH) {
    return { kind: 'explain', pinId, choosePinPath: withPin(QUICK_PROMOTE_NEXT_PATH) };
  }
  return { kind: 'continue', to: withPin(checked.path) };
}

/** The narrow quick-promote modal's Pin thumbnail box, beside the Pin's title (ours). */
export const QUICK_PROMOTE_THUMBNAIL_BOX = { width: 120, height: 180 } as const;

/**
 * How big the quick-promote modal shows the Pin: its image whole, its ratio kept (a tall Pin is
 * never cropped to a banner) — at most the S0 §9 Pin preview width (236) and Pin image height (335)
 * in the medium and wide modes, and a thumbnail of at most 120 × 180 beside the title in the
 * narrow mode (S1 §2 width modes); `null` when the image's size is not known.
 * S0 §9 Pin preview width and image height, S1 §2 modal width modes.
 */
export function quickPromotePinPreviewSize(
  image: { readonly width: number; readonly height: number } | null | undefined,
  mode: QuickPromoteModalWidth,
): { readonly width: number; readonly height: number } | null {
  return mode === 'narrow'
    ? fitImageWithin(image, QUICK_PROMOTE_THUMBNAIL_BOX.width, QUICK_PROMOTE_THUMBNAIL_BOX.height)
    : fitImageWithin(image, PIN_PREVIEW_WIDTH, PIN_IMAGE_MAX_HEIGHT);
}

// ---- the form's fields, checked before sending and again by the server (issue 20 trial #1, #2) ----

/** The form fields a check can refuse, in the order the form shows them. */
export const QUICK_PROMOTE_FIELDS = ['name', 'destination_url', 'budget', 'duration', 'inclusive_end_date'] as const;

/** A quick-promote form field a check can refuse. */
export type QuickPromoteField = (typeof QUICK_PROMOTE_FIELDS)[number];

/** What is wrong with each refused field, in the product's words (absent: fine). */
export type QuickPromoteFieldErrors = { readonly [F in QuickPromoteField]?: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` that names a real day, as that string; otherwise `null`. */
function validDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value.trim());
  if (match === null) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.trim() ? null : value.trim();
}

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` of `date` in the local calendar of the caller (the form's "today"). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The inclusive end date of a campaign that starts on `startDay` and runs `duration` days: a
 * 1-day campaign ends the day it starts. S1 §3 `duration` and `inclusive_end_date` (one derived
 * from the other: ours, so they cannot contradict each other).
 */
export function quickPromoteEndDate(startDay: string, duration: number): string {
  const start = validDay(startDay);
  if (start === null || !Number.isFinite(duration)) return '';
  return dayOf(dayNumber(start) + Math.max(1, Math.trunc(duration)) - 1);
}

/**
 * The duration in days of a campaign from `startDay` to the inclusive `endDay`; `null` when either
 * is not a day. An end date before the start gives a duration below 1 (refused by the checks).
 */
export function quickPromoteDurationUntil(startDay: string, endDay: string): number | null {
  const start = validDay(startDay);
  const end = validDay(endDay);
  return start === null || end === null ? null : dayNumber(end) - dayNumber(start) + 1;
}

/**
 * The form changed by `values`, with duration and end date kept linked (one source of truth, the
 * duration): a new end date sets the duration (days from `today`, inclusive), a new duration sets
 * the end date. Without `today` the values are applied as they are.
 */
export function linkQuickPromoteSchedule(
  form: QuickPromoteForm,
  values: Partial<QuickPromoteForm>,
  today: string | null | undefined,
): QuickPromoteForm {
  const next: QuickPromoteForm = { ...form, ...values };
  const day = validDay(today);
  if (day === null) return next;
  if (values.inclusive_end_date !== undefined) {
    const days = quickPromoteDurationUntil(day, values.inclusive_end_date);
    return days === null ? next : { ...next, duration: days };
  }
  if (values.duration !== undefined || values.is_ongoing === false) {
    const end = quickPromoteEndDate(day, next.duration);
    return end === '' ? next : { ...next, inclusive_end_date: end };
  }
  return next;
}

/**
 * Every field's problem, in the product's words: a blank ad name; a missing or unreadable
 * destination URL (`normaliseWebLink`: `www.example.com` is fine; S1 §5 sends it whenever a Pin is
 * present, so a Pin without a link needs one typed); the S1 §9 budget and duration bounds; and,
 * for a campaign that is not ongoing, an end date that is not a day, lies before `today`, or
 * disagrees with the duration. An empty object when the form can be sent.
 * S1 §3 form values, S1 §5, S1 §9.
 */
export function quickPromoteFieldErrors(form: QuickPromoteForm, ctx: QuickPromotePayloadContext = {}): QuickPromoteFieldErrors {
  const errors: { [F in QuickPromoteField]?: string } = {};
  if (!nonBlank(form.name)) errors.name = QUICK_PROMOTE_MESSAGES.nameRequired;
  const destination = normaliseWebLink(form.destination_url);
  if (destination.kind === 'empty') errors.destination_url = QUICK_PROMOTE_MESSAGES.destinationRequired;
  else if (destination.kind === 'invalid') errors.destination_url = destination.message;
  const budget = validateQuickPromoteBudget(form.budget, ctx?.country);
  if (budget !== null) errors.budget = budget;
  if (form.is_ongoing !== true) {
    const duration = validateQuickPromoteDuration(form.duration);
    if (duration !== null) errors.duration = duration;
    const today = validDay(ctx?.today);
    const end = nonBlank(form.inclusive_end_date) ? validDay(form.inclusive_end_date) : undefined;
    if (end === null) errors.inclusive_end_date = QUICK_PROMOTE_MESSAGES.endDateInvalid;
    else if (end !== undefined && today !== null) {
      if (end < today) errors.inclusive_end_date = QUICK_PROMOTE_MESSAGES.endDateInPast;
      else if (duration === null && quickPromoteEndDate(today, form.duration) !== end)
        errors.inclusive_end_date = QUICK_PROMOTE_MESSAGES.endDateMismatch;
    }
  } else {
    const duration = validateQuickPromoteDuration(form.duration);
    if (duration !== null) errors.duration = duration;
  }
  return errors;
}

/** What the server checks of a quick-promote body beyond its schema (issue 20 trial #1, #2). */
export interface QuickPromoteRequestFacts {
  readonly campaign_name: string;
  readonly destination_url?: string | undefined;
  readonly duration: number;
  readonly is_ongoing: boolean;
  readonly inclusive_end_date?: string | undefined;
}

/**
 * The server's check of a quick-promote body, by the same rules as the form
 * (`quickPromoteFieldErrors`): the first refused field and its message, or `null`. The server's
 * `today` is a UTC day while the advertiser's calendar may be a day ahead or behind, so an end date
 * passes when it is fine for a start on the day before, of or after `today`.
 * S1 §5, S1 §7, S1 §9.
 */
export function checkQuickPromoteRequest(
  body: QuickPromoteRequestFacts,
  today: string,
  country?: string | null,
): { readonly field: QuickPromoteField; readonly message: string } | null {
  const form: QuickPromoteForm = {
    name: body.campaign_name,
    budget: quickPromoteDefaults(country).dailyBudget,
    duration: body.duration,
    is_ongoing: body.is_ongoing,
    advertiser_id: '',
    ...(body.destination_url !== undefined ? { destination_url: body.destination_url } : {}),
    ...(body.inclusive_end_date !== undefined ? { inclusive_end_date: body.inclusive_end_date } : {}),
  };
  const day = validDay(today);
  const starts = day === null ? [null] : [-1, 0, 1].map((offset) => dayOf(dayNumber(day) + offset));
  let refused: { field: QuickPromoteField; message: string } | null = null;
  for (const start of starts) {
    const errors = quickPromoteFieldErrors(form, { country, today: start });
    const field = QUICK_PROMOTE_FIELDS.find((name) => errors[name] !== undefined);
    if (field === undefined) return null;
    refused ??= { field, message: errors[field] ?? '' };
  }
  return refused;
}

// ---- who may promote which Pin, and whether it already is (issue 20 trial #6, #7) ----

/**
 * Whether `promoterId` may promote a Pin: it is their own copy (its pinner is them: a Pin they
 * created or saved to one of their boards, or, acting as a business profile, that profile's).
 * Someone else's Pin is promoted by saving it first and promoting the copy. The Pin page, the
 * saved-Pin success dialog, the choose step and the server all ask this.
 * S1 §6 ownership ("a viewer owns an object if ids match or is acting as a business profile with
 * that id"); which Pins may be promoted is ours.
 */
export function mayPromotePin(pinnerId: string | null | undefined, promoterId: string | null | undefined): boolean {
  return typeof pinnerId === 'string' && pinnerId !== '' && pinnerId === promoterId;
}

/** A campaign as far as its being active goes. */
export interface CampaignActivity {
  readonly is_ongoing: boolean;
  readonly duration: number;
  /** When it started (`start_now`): an ISO date-time. */
  readonly created_at: string;
}

/**
 * Whether a campaign is still running at `now`: ongoing ones always, others for `duration` days
 * from their start. One active campaign per Pin: a second is refused (ours).
 */
export function isCampaignActive(campaign: CampaignActivity, now: Date): boolean {
  if (campaign.is_ongoing) return true;
  const start = Date.parse(campaign.created_at);
  if (Number.isNaN(start)) return false;
  return now.getTime() < start + Math.max(0, campaign.duration) * DAY_MS;
}
