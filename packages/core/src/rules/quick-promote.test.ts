import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { ELLIPSIS, QUICK_PROMOTE_STEPS } from '../constants.js';
import type { QuickPromoteDraft, QuickPromoteForm } from '../entities.js';
import { MESSAGES, QUICK_PROMOTE_MESSAGES } from '../messages.js';
import {
  buildQuickPromotePayload,
  currencyForCountry,
  viewerAdvertiser,
  isQuickPromoteBillingInfoValid,
  isQuickPromoteBusinessInfoValid,
  nextQuickPromoteStep,
  promoteUrl,
  quickPromoteBillingUrl,
  quickPromoteCloseAction,
  quickPromoteDefaults,
  quickPromoteDraftFromForm,
  quickPromoteDraftKey,
  quickPromoteErrorArea,
  quickPromoteErrorMessage,
  quickPromoteFormFromDraft,
  quickPromoteModalWidth,
  toMicroCurrency,
  validateQuickPromoteBudget,
  validateQuickPromoteDuration,
} from './quick-promote.js';
import type { QuickPromotePayload, QuickPromoteStepState } from './quick-promote.js';

// Core has no DOM or Node types, so no URLSearchParams: a minimal query parser for assertions.
const parseQuery = (query: string): Map<string, string> =>
  new Map(
    query.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [decodeURIComponent(key), decodeURIComponent(value)] as const;
    }),
  );

const anyString = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('us', ' cz ', 'CONSTRUCTOR', '__proto__'),
);

describe('quickPromoteDefaults (S1 §9)', () => {
  // Every row of S1 §9: [country, duration, daily budget, second tier, minimum, currency]
  it.each([
    ['US', 10, 3, 7, 1, 'USD'],
    ['CZ', 10, 80, 150, 11, 'USD'],
    ['SE', 30, 10, 70, 1, 'SEK'],
    ['NO', 30, 10, 70, 1, 'NOK'],
    ['DK', 30, 10, 50, 1, 'DKK'],
    ['GB', 10, 1, 5, 1, 'GBP'],
    ['AU', 10, 1, 10, 1, 'AUD'],
    ['NZ', 10, 1, 10, 1, 'NZD'],
    ['CA', 10, 1, 9, 1, 'CAD'],
    ['DE', 10, 1, 7, 1, 'EUR'],
    ['BR', 10, 1, 7, 1, 'USD'],
  ] as const)(
    'S1 §9: %s → duration %i, daily %i, second tier %i, minimum %i, %s',
    (country, durationDays, dailyBudget, secondTierBudget, minBudget, currency) => {
      expect(quickPromoteDefaults(country)).toEqual({
        durationDays,
        dailyBudget,
        secondTierBudget,
        minBudget,
        maxBudget: 1_000_000,
        currency,
      });
    },
  );

  it('S1 §9: an unknown code gets the "others" values', () => {
    expect(quickPromoteDefaults('ZZ')).toEqual({
      durationDays: 10,
      dailyBudget: 1,
      secondTierBudget: 7,
      minBudget: 1,
      maxBudget: 1_000_000,
      currency: 'USD',
    });
  });

  it('S1 §9: codes are case-insensitive', () => {
    expect(quickPromoteDefaults('cz')).toEqual(quickPromoteDefaults('CZ'));
    expect(quickPromoteDefaults('se')).toEqual(quickPromoteDefaults('SE'));
    expect(quickPromoteDefaults(' dk ')).toEqual(quickPromoteDefaults('DK'));
  });

  it('S1 §9: no country (undefined or blank) is the default country US', () => {
    expect(quickPromoteDefaults()).toEqual(quickPromoteDefaults('US'));
    expect(quickPromoteDefaults('')).toEqual(quickPromoteDefaults('US'));
    expect(quickPromoteDefaults('   ')).toEqual(quickPromoteDefaults('US'));
    expect(quickPromoteDefaults(null)).toEqual(quickPromoteDefaults('US'));
  });

  it('S1 §9: names of Object.prototype members are just unknown codes', () => {
    expect(quickPromoteDefaults('constructor')).toEqual(quickPromoteDefaults('ZZ'));
    expect(quickPromoteDefaults('__proto__')).toEqual(quickPromoteDefaults('ZZ'));
  });

  test.prop([anyString])('S1 §9 property: total; minimum ≤ default ≤ second tier ≤ maximum', (country) => {
    const d = quickPromoteDefaults(country);
    expect(d.minBudget).toBeLessThanOrEqual(d.dailyBudget);
    expect(d.dailyBudget).toBeLessThanOrEqual(d.secondTierBudget);
    expect(d.secondTierBudget).toBeLessThanOrEqual(d.maxBudget);
    expect([10, 30]).toContain(d.durationDays);
  });
});

describe('currencyForCountry (S1 §9)', () => {
  it.each(['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT'])('S1 §9: %s pays in EUR', (country) => {
    expect(currencyForCountry(country)).toBe('EUR');
  });

  it.each([
    ['AU', 'AUD'],
    ['CA', 'CAD'],
    ['CH', 'CHF'],
    ['DK', 'DKK'],
    ['GB', 'GBP'],
    ['NO', 'NOK'],
    ['NZ', 'NZD'],
    ['SE', 'SEK'],
  ])('S1 §9: %s pays in its own currency %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it.each([['US'], ['CZ'], ['PL'], ['ZZ'], [''], [undefined]])('S1 §9: %s pays in USD (literally CZ → USD)', (country) => {
    expect(currencyForCountry(country)).toBe('USD');
  });

  it('S1 §9: codes are case-insensitive', () => {
    expect(currencyForCountry('gb')).toBe('GBP');
    expect(currencyForCountry('fr')).toBe('EUR');
  });
});

describe('toMicroCurrency (S1 §9)', () => {
  it('S1 §9: the budget is converted by the 1,000,000 multiplier', () => {
    expect(toMicroCurrency(3)).toBe(3_000_000);
    expect(toMicroCurrency(11)).toBe(11_000_000);
    expect(toMicroCurrency(1_000_000)).toBe(1_000_000_000_000);
  });

  it('S1 §9: fractional budgets round to whole micro units', () => {
    expect(toMicroCurrency(0.29)).toBe(290_000);
    expect(toMicroCurrency(19.99)).toBe(19_990_000);
    expect(toMicroCurrency(0.0000004)).toBe(0);
    expect(toMicroCurrency(0.0000005)).toBe(1);
  });

  it('S1 §9: a non-finite amount is NaN (callers validate first)', () => {
    expect(toMicroCurrency(Number.NaN)).toBeNaN();
  });

  test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true })])('S1 §9 property: an integer within half a micro unit', (amount) => {
    const micro = toMicroCurrency(amount);
    expect(Number.isInteger(micro)).toBe(true);
    expect(Math.abs(micro - amount * 1_000_000)).toBeLessThanOrEqual(0.5);
  });
});

describe('validateQuickPromoteBudget (S1 §9)', () => {
  it('S1 §9: CZ minimum budget is 11', () => {
    expect(validateQuickPromoteBudget(11, 'CZ')).toBeNull();
    expect(validateQuickPromoteBudget(10.99, 'CZ')).toBe(QUICK_PROMOTE_MESSAGES.budgetTooLow(11, 'USD'));
  });

  it('S1 §9: every other country has minimum 1', () => {
    expect(validateQuickPromoteBudget(1, 'US')).toBeNull();
    expect(validateQuickPromoteBudget(0.99, 'US')).toBe(QUICK_PROMOTE_MESSAGES.budgetTooLow(1, 'USD'));
    expect(validateQuickPromoteBudget(0.5, 'gb')).toBe(QUICK_PROMOTE_MESSAGES.budgetTooLow(1, 'GBP'));
  });

  it('S1 §9: the maximum is 1,000,000', () => {
    expect(validateQuickPromoteBudget(1_000_000, 'SE')).toBeNull();
    expect(validateQuickPromoteBudget(1_000_000.01, 'SE')).toBe(QUICK_PROMOTE_MESSAGES.budgetTooHigh(1_000_000, 'SEK'));
  });

  it('S1 §9: a non-finite budget is an error', () => {
    for (const budget of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(validateQuickPromoteBudget(budget, 'US')).toBe(QUICK_PROMOTE_MESSAGES.budgetRequired);
    }
  });

  test.prop([fc.double(), anyString])('S1 §9 property: valid exactly between the country limits', (budget, country) => {
    const { minBudget, maxBudget } = quickPromoteDefaults(country);
    expect(validateQuickPromoteBudget(budget, country) === null).toBe(budget >= minBudget && budget <= maxBudget);
  });
});

describe('validateQuickPromoteDuration (S1 §9)', () => {
  it('S1 §9: 1 to 365 whole days', () => {
    expect(validateQuickPromoteDuration(1)).toBeNull();
    expect(validateQuickPromoteDuration(365)).toBeNull();
    const message = QUICK_PROMOTE_MESSAGES.durationOutOfRange(1, 365);
    expect(validateQuickPromoteDuration(0)).toBe(message);
    expect(validateQuickPromoteDuration(366)).toBe(message);
    expect(validateQuickPromoteDuration(1.5)).toBe(message);
    expect(validateQuickPromoteDuration(Number.NaN)).toBe(message);
  });

  test.prop([fc.double()])('S1 §9 property: total', (days) => {
    const out = validateQuickPromoteDuration(days);
    expect(out === null).toBe(Number.isInteger(days) && days >= 1 && days <= 365);
  });
});

describe('quickPromoteModalWidth (S1 §2, S1 §9)', () => {
  it.each([
    [0, 'narrow'],
    [869, 'narrow'],
    [869.5, 'narrow'],
    [870, 'medium'],
    [1275, 'medium'],
    [1275.5, 'wide'],
    [1276, 'wide'],
  ] as const)('S1 §9: width %d is %s', (width, mode) => {
    expect(quickPromoteModalWidth(width)).toBe(mode);
  });

  it('S1 §2: an unknown width is narrow; an infinite one wide', () => {
    expect(quickPromoteModalWidth(Number.NaN)).toBe('narrow');
    expect(quickPromoteModalWidth(Number.POSITIVE_INFINITY)).toBe('wide');
  });

  test.prop([fc.double(), fc.double()])('S1 §2 property: total and monotonic in the width', (a, b) => {
    const rank = { narrow: 0, medium: 1, wide: 2 } as const;
    if (a <= b) expect(rank[quickPromoteModalWidth(a)]).toBeLessThanOrEqual(rank[quickPromoteModalWidth(b)]);
  });
});

describe('quickPromoteCloseAction (S1 §2)', () => {
  it('S1 §2: back 3 steps when a pin-builder page is in the stack', () => {
    expect(quickPromoteCloseAction({ pinBuilderInStack: true, closeWindowExperiment: false, historyLength: 5 })).toEqual({
      kind: 'back',
      steps: 3,
    });
  });

  it('S1 §2: back 1 step otherwise', () => {
    expect(quickPromoteCloseAction({ pinBuilderInStack: false, closeWindowExperiment: false, historyLength: 5 })).toEqual({
      kind: 'back',
      steps: 1,
    });
  });

  it('S1 §2: closes the window with the experiment on and a history of 1 or less', () => {
    expect(quickPromoteCloseAction({ pinBuilderInStack: true, closeWindowExperiment: true, historyLength: 1 })).toEqual({
      kind: 'close_window',
    });
    expect(quickPromoteCloseAction({ pinBuilderInStack: false, closeWindowExperiment: true, historyLength: 0 })).toEqual({
      kind: 'close_window',
    });
  });

  it('S1 §2: with the experiment on but a longer history it steps back', () => {
    expect(quickPromoteCloseAction({ pinBuilderInStack: false, closeWindowExperiment: true, historyLength: 2 })).toEqual({
      kind: 'back',
      steps: 1,
    });
  });

  it('S1 §2: without the experiment a short history still steps back', () => {
    expect(quickPromoteCloseAction({ pinBuilderInStack: false, closeWindowExperiment: false, historyLength: 1 })).toEqual({
      kind: 'back',
      steps: 1,
    });
  });

  test.prop([fc.boolean(), fc.boolean(), fc.double()])(
    'S1 §2 property: total; closes the window only when allowed',
    (pinBuilderInStack, closeWindowExperiment, historyLength) => {
      const action = quickPromoteCloseAction({ pinBuilderInStack, closeWindowExperiment, historyLength });
      if (action.kind === 'close_window') expect(closeWindowExperiment && historyLength <= 1).toBe(true);
      else expect(action.steps).toBe(pinBuilderInStack ? 3 : 1);
    },
  );
});

describe('promoteUrl (S1 §2)', () => {
  it('S1 §2: /business/convert with next=/advertiser/quick_promote', () => {
    expect(promoteUrl()).toBe('/business/convert?next=/advertiser/quick_promote');
    expect(promoteUrl('')).toBe('/business/convert?next=/advertiser/quick_promote');
  });

  it('S1 §2: plus the pinId when a Pin exists, encoded', () => {
    expect(promoteUrl('123')).toBe('/business/convert?next=/advertiser/quick_promote&pinId=123');
    expect(promoteUrl('a&b=c/d')).toBe('/business/convert?next=/advertiser/quick_promote&pinId=a%26b%3Dc%2Fd');
  });

  test.prop([anyString])('S1 §2 property: total; the pinId round-trips and adds no other parameter', (pinId) => {
    const url = promoteUrl(pinId);
    const query = parseQuery(url.slice(url.indexOf('?') + 1));
    expect(query.get('next')).toBe('/advertiser/quick_promote');
    expect([...query.keys()].every((k) => k === 'next' || k === 'pinId')).toBe(true);
    if (pinId !== '')
      expect(query.get('pinId')).toBe(pinId.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  });
});

describe('quickPromoteBillingUrl (S1 §2)', () => {
  it('S1 §2: /advertiser/{id}/billing/ with campaign_id, objective_type=CLICKTHROUGH, is_quick_promote=true', () => {
    expect(quickPromoteBillingUrl({ advertiserId: '549', campaignId: '626' })).toBe(
      '/advertiser/549/billing/?campaign_id=626&objective_type=CLICKTHROUGH&is_quick_promote=true',
    );
  });

  it('S1 §2: on the ads host when given', () => {
    expect(quickPromoteBillingUrl({ advertiserId: '549', campaignId: '626', adsHost: 'https://ads.example.com/' })).toBe(
      'https://ads.example.com/advertiser/549/billing/?campaign_id=626&objective_type=CLICKTHROUGH&is_quick_promote=true',
    );
  });

  test.prop([anyString, anyString])(
    'S1 §2 property: ids cannot break out of their path segment or parameter',
    (advertiserId, campaignId) => {
      const url = quickPromoteBillingUrl({ advertiserId, campaignId });
      const [path = '', query = ''] = url.split('?');
      expect(path.split('/')).toHaveLength(5);
      const params = parseQuery(query);
      expect(params.get('objective_type')).toBe('CLICKTHROUGH');
      expect(params.get('is_quick_promote')).toBe('true');
      expect([...params.keys()]).toEqual(['campaign_id', 'objective_type', 'is_quick_promote']);
    },
  );
});

describe('nextQuickPromoteStep (S1 §4)', () => {
  const initial: QuickPromoteStepState = {
    step: 'pin_selection',
    isInitial: true,
    businessInfoValid: false,
    billingInfoValid: false,
    onQuickPromotePage: false,
  };

  it("S1 §4: a server error with area 'modal' goes to the error modal", () => {
    expect(nextQuickPromoteStep({ ...initial, serverErrorArea: 'modal', businessInfoValid: true, billingInfoValid: true })).toBe('error');
  });

  it('S1 §4: a server error in another area leaves the step', () => {
    expect(nextQuickPromoteStep({ ...initial, serverErrorArea: 'pin', businessInfoValid: true, billingInfoValid: true })).toBe('unchanged');
  });

  it('S1 §4: business and billing info both valid go to the success modal', () => {
    expect(nextQuickPromoteStep({ ...initial, businessInfoValid: true, billingInfoValid: true })).toBe('success');
  });

  it('S1 §4: only business info valid goes to the billing form', () => {
    expect(nextQuickPromoteStep({ ...initial, businessInfoValid: true })).toBe('billing_form');
  });

  it('S1 §4: otherwise the business form', () => {
    expect(nextQuickPromoteStep(initial)).toBe('business_form');
    expect(nextQuickPromoteStep({ ...initial, billingInfoValid: true })).toBe('business_form');
  });

  it('S1 §4: on the quick-promote page itself the step is not changed', () => {
    expect(nextQuickPromoteStep({ ...initial, onQuickPromotePage: true })).toBe('unchanged');
    expect(nextQuickPromoteStep({ ...initial, onQuickPromotePage: true, businessInfoValid: true })).toBe('billing_form');
  });

  it('S1 §4: later steps advance by one, skipping the error modal', () => {
    const later = { ...initial, isInitial: false };
    expect(nextQuickPromoteStep({ ...later, step: 'pin_selection' })).toBe('business_form');
    expect(nextQuickPromoteStep({ ...later, step: 'business_form' })).toBe('billing_form');
    expect(nextQuickPromoteStep({ ...later, step: 'billing_form' })).toBe('success');
    expect(nextQuickPromoteStep({ ...later, step: 1 })).toBe('billing_form');
  });

  it('S1 §4: beyond the last step means finished', () => {
    const later = { ...initial, isInitial: false };
    expect(nextQuickPromoteStep({ ...later, step: 'success' })).toBe('finished');
    expect(nextQuickPromoteStep({ ...later, step: 'error' })).toBe('finished');
    expect(nextQuickPromoteStep({ ...later, step: QUICK_PROMOTE_STEPS.length })).toBe('finished');
  });

  it('S1 §4: an unknown step is left unchanged', () => {
    const later = { ...initial, isInitial: false };
    expect(nextQuickPromoteStep({ ...later, step: -1 })).toBe('unchanged');
    expect(nextQuickPromoteStep({ ...later, step: 0.5 })).toBe('unchanged');
    expect(nextQuickPromoteStep({ ...later, step: 'gdpr' as never })).toBe('unchanged');
  });

  const stateArb = fc.record({
    step: fc.oneof(fc.constantFrom(...QUICK_PROMOTE_STEPS), fc.integer({ min: -2, max: 8 }), fc.double()),
    isInitial: fc.boolean(),
    serverErrorArea: fc.constantFrom(undefined, null, 'pin' as const, 'modal' as const),
    businessInfoValid: fc.boolean(),
    billingInfoValid: fc.boolean(),
    onQuickPromotePage: fc.boolean(),
  });

  test.prop([stateArb])('S1 §4 property: total; the result is a step, finished or unchanged', (state) => {
    const next = nextQuickPromoteStep(state);
    expect([...QUICK_PROMOTE_STEPS, 'finished', 'unchanged']).toContain(next);
    if (next === 'error') expect(state.isInitial && state.serverErrorArea === 'modal').toBe(true);
  });

  test.prop([fc.constantFrom(...QUICK_PROMOTE_STEPS)])('S1 §4 property: following next from any step reaches finished', (start) => {
    let step: string = start;
    for (let i = 0; i < QUICK_PROMOTE_STEPS.length + 1 && step !== 'finished'; i += 1) {
      step = nextQuickPromoteStep({ ...initial, isInitial: false, step: step as (typeof QUICK_PROMOTE_STEPS)[number] });
    }
    expect(step).toBe('finished');
  });
});

describe('quick-promote info validity (S1 §4)', () => {
  it('S1 §4: business info is valid with a business address or business info', () => {
    expect(isQuickPromoteBusinessInfoValid({ businessAddress: '1 Main St' })).toBe(true);
    expect(isQuickPromoteBusinessInfoValid({ businessInfo: { name: 'Acme' } })).toBe(true);
    expect(isQuickPromoteBusinessInfoValid({ businessAddress: '  ', businessInfo: {} })).toBe(false);
    expect(isQuickPromoteBusinessInfoValid({})).toBe(false);
  });

  it('S1 §4: billing is valid with a valid billing profile or billing info', () => {
    expect(isQuickPromoteBillingInfoValid({ billingProfile: { isValid: true } })).toBe(true);
    expect(isQuickPromoteBillingInfoValid({ billingInfo: { card: 'visa' } })).toBe(true);
    expect(isQuickPromoteBillingInfoValid({ billingProfile: { isValid: false } })).toBe(false);
    expect(isQuickPromoteBillingInfoValid({ billingProfile: null, billingInfo: null })).toBe(false);
  });

  test.prop([fc.anything(), fc.anything()])('S1 §4 property: total on any values', (a, b) => {
    expect(typeof isQuickPromoteBusinessInfoValid({ businessAddress: a, businessInfo: b })).toBe('boolean');
    expect(typeof isQuickPromoteBillingInfoValid({ billingInfo: a })).toBe('boolean');
  });
});

describe('quickPromoteErrorArea / quickPromoteErrorMessage (S1 §8)', () => {
  it("S1 §8: a message_detail with http status 401 is shown in area 'pin'", () => {
    const error = { message_detail: 'Your session expired.', http_status: 401 };
    expect(quickPromoteErrorArea(error)).toBe('pin');
    expect(quickPromoteErrorMessage(error)).toBe('Your session expired.');
  });

  it("S1 §8: a message_detail with another status is shown in area 'modal'", () => {
    const error = { message_detail: 'Budget too low for this country.', http_status: 400 };
    expect(quickPromoteErrorArea(error)).toBe('modal');
    expect(quickPromoteErrorMessage(error)).toBe('Budget too low for this country.');
  });

  it('S1 §8: without detail, a generic modal error (even for 401)', () => {
    expect(quickPromoteErrorArea({ http_status: 401, message: 'Unauthorized' })).toBe('modal');
    expect(quickPromoteErrorMessage({ http_status: 401, message: 'Unauthorized' })).toBe(MESSAGES.genericError);
    expect(quickPromoteErrorArea(new Error('network down'))).toBe('modal');
    expect(quickPromoteErrorMessage(undefined)).toBe(MESSAGES.genericError);
  });

  it('S1 §8: the detail is found inside { error } and a failure envelope too', () => {
    const fields = { message_detail: 'Sign in again', http_status: 401 };
    expect(quickPromoteErrorArea({ error: fields })).toBe('pin');
    expect(quickPromoteErrorArea({ resource_response: { status: 'failure', error: fields } })).toBe('pin');
  });

  test.prop([fc.anything()])('S1 §8 property: total on anything', (error) => {
    expect(['pin', 'modal']).toContain(quickPromoteErrorArea(error));
    expect(typeof quickPromoteErrorMessage(error)).toBe('string');
  });
});

describe('buildQuickPromotePayload (S1 §5, S1 §7)', () => {
  const form: QuickPromoteForm = {
    name: 'Spring sale',
    destination_url: 'https://shop.example/spring',
    budget: 3,
    duration: 10,
    inclusive_end_date: '2026-12-01',
    is_ongoing: false,
    advertiser_id: '549',
  };
  const send = (f: QuickPromoteForm, ctx: Parameters<typeof buildQuickPromotePayload>[1] = { pinId: '42' }): QuickPromotePayload => {
    const result = buildQuickPromotePayload(f, ctx);
    if (result.kind !== 'send') throw new Error(`expected send, got ${result.kind}`);
    return result.payload;
  };

  it('S1 §7: the full payload of a Pin promotion', () => {
    expect(send(form)).toEqual({
      budget_in_micro_currency: 3_000_000,
      campaign_name: 'Spring sale',
      destination_url: 'https://shop.example/spring',
      duration: 10,
      auto_targeting_enabled: false,
      is_ongoing: false,
      start_now: true,
      targeting_spec: { GENDER: ['female', 'male', 'unknown'] },
      advertiser_id: '549',
      ads_client_type: 'quick_promote',
      pin_id: '42',
      flexible_daily_budget_enabled: false,
      inclusive_end_date: '2026-12-01',
    });
  });

  it('S1 §5: saving is skipped when there is no Pin but a product group', () => {
    expect(buildQuickPromotePayload(form, { productGroupId: 'pg1' })).toEqual({ kind: 'skip', reason: 'product_group_without_pin' });
    expect(buildQuickPromotePayload(form, { pinId: '', productGroupId: 'pg1' })).toEqual({
      kind: 'skip',
      reason: 'product_group_without_pin',
    });
  });

  it('S1 §7: without any Pin nothing is sent (the call path needs one)', () => {
    expect(buildQuickPromotePayload(form, {})).toEqual({ kind: 'skip', reason: 'no_pin' });
  });

  it('S1 §7: a product group is sent with the Pin', () => {
    expect(send(form, { pinId: '42', productGroupId: 'pg1' }).product_group_id).toBe('pg1');
  });

  it('S1 §5: the end date is sent only when not ongoing and non-blank', () => {
    expect(send({ ...form, is_ongoing: true })).not.toHaveProperty('inclusive_end_date');
    expect(send({ ...form, inclusive_end_date: '  ' })).not.toHaveProperty('inclusive_end_date');
    expect(send({ ...form, inclusive_end_date: undefined })).not.toHaveProperty('inclusive_end_date');
    expect(send({ ...form, is_ongoing: true }).is_ongoing).toBe(true);
  });

  it('S1 §5: a long campaign name is cut to 62 characters plus an ellipsis', () => {
    expect(send({ ...form, name: 'c'.repeat(64) }).campaign_name).toBe(`${'c'.repeat(62)}${ELLIPSIS}`);
    expect(send({ ...form, name: 'c'.repeat(63) }).campaign_name).toBe('c'.repeat(63));
  });

  it('S1 §9: the budget is sent in micro-currency', () => {
    expect(send({ ...form, budget: 80 }, { pinId: '42', country: 'CZ' }).budget_in_micro_currency).toBe(80_000_000);
    expect(send({ ...form, budget: 12.5 }).budget_in_micro_currency).toBe(12_500_000);
  });

  it('S1 §9: a budget outside the country limits or a bad duration is invalid, not sent', () => {
    expect(buildQuickPromotePayload({ ...form, budget: 10 }, { pinId: '42', country: 'CZ' })).toEqual({
      kind: 'invalid',
      message: QUICK_PROMOTE_MESSAGES.budgetTooLow(11, 'USD'),
      fields: { budget: QUICK_PROMOTE_MESSAGES.budgetTooLow(11, 'USD') },
    });
    expect(buildQuickPromotePayload({ ...form, budget: Number.NaN }, { pinId: '42' })).toEqual({
      kind: 'invalid',
      message: QUICK_PROMOTE_MESSAGES.budgetRequired,
      fields: { budget: QUICK_PROMOTE_MESSAGES.budgetRequired },
    });
    expect(buildQuickPromotePayload({ ...form, duration: 366 }, { pinId: '42' })).toEqual({
      kind: 'invalid',
      message: QUICK_PROMOTE_MESSAGES.durationOutOfRange(1, 365),
      fields: { duration: QUICK_PROMOTE_MESSAGES.durationOutOfRange(1, 365) },
    });
  });

  it('S1 §3: targeting from ages, genders, interests and plus-separated locations', () => {
    const spec = send({
      ...form,
      ages: ['25-34', '35-44'],
      genders: ['female'],
      interests: ['924581335376', '  '],
      locations: ['us', 'CA', 'US'],
      isAutoTargeting: true,
    });
    expect(spec.targeting_spec).toEqual({
      AGE_BUCKET: ['25-34', '35-44'],
      GENDER: ['female'],
      INTEREST: ['924581335376'],
      LOCATION: 'US+CA',
    });
    expect(spec.auto_targeting_enabled).toBe(true);
  });

  it('S1 §3: genders default to female, male, unknown', () => {
    expect(send({ ...form, genders: [] }).targeting_spec.GENDER).toEqual(['female', 'male', 'unknown']);
  });

  it('S1 §7: web conversion adds objective_type and the conversion tag id and event', () => {
    const payload = send({
      ...form,
      ad_type: 'WEB_CONVERSION',
      selected_ocpm_tag: { conversionTagId: '2613', conversionEvent: 'CHECKOUT' },
    });
    expect(payload.objective_type).toBe('WEB_CONVERSION');
    expect(payload.optimization_goal_metadata).toEqual({ conversion_tag_id: '2613', conversion_event: 'CHECKOUT' });
  });

  it('S1 §7: other goals send neither objective_type nor metadata', () => {
    const payload = send({
      ...form,
      ad_type: 'CONSIDERATION',
      selected_ocpm_tag: { conversionTagId: '2613', conversionEvent: 'CHECKOUT' },
    });
    expect(payload).not.toHaveProperty('objective_type');
    expect(payload).not.toHaveProperty('optimization_goal_metadata');
  });

  it('S1 §7: web conversion without a chosen tag sends the objective only', () => {
    const payload = send({ ...form, ad_type: 'WEB_CONVERSION', selected_ocpm_tag: null });
    expect(payload.objective_type).toBe('WEB_CONVERSION');
    expect(payload).not.toHaveProperty('optimization_goal_metadata');
  });

  const formArb: fc.Arbitrary<QuickPromoteForm> = fc.record(
    {
      name: anyString,
      destination_url: anyString,
      budget: fc.oneof(fc.double(), fc.integer({ min: 1, max: 1_000_000 })),
      duration: fc.oneof(fc.double(), fc.integer({ min: 1, max: 365 })),
      inclusive_end_date: anyString,
      is_ongoing: fc.boolean(),
      advertiser_id: anyString,
      ages: fc.array(anyString, { maxLength: 4 }),
      interests: fc.array(anyString, { maxLength: 4 }),
      genders: fc.array(anyString, { maxLength: 4 }),
      ad_type: fc.constantFrom('WEB_CONVERSION', 'CONSIDERATION', 'CATALOG_SALES'),
      selected_ocpm_tag: fc.option(fc.record({ conversionTagId: anyString, conversionEvent: anyString })),
      isAutoTargeting: fc.boolean(),
      locations: fc.array(anyString, { maxLength: 4 }),
    },
    { requiredKeys: ['name', 'budget', 'duration', 'is_ongoing', 'advertiser_id'] },
  );
  const ctxArb = fc.record(
    { pinId: fc.option(anyString), productGroupId: fc.option(anyString), country: fc.option(anyString) },
    { requiredKeys: [] },
  );

  test.prop([formArb, ctxArb])('S1 §5/§7 property: total; every sent payload keeps the fixed fields and rules', (f, ctx) => {
    const result = buildQuickPromotePayload(f, ctx);
    if (result.kind !== 'send') return;
    const p = result.payload;
    expect(p.start_now).toBe(true);
    expect(p.flexible_daily_budget_enabled).toBe(false);
    expect(p.ads_client_type).toBe('quick_promote');
    expect(Number.isInteger(p.budget_in_micro_currency)).toBe(true);
    expect(Array.from(p.campaign_name).length).toBeLessThan(64);
    expect(p.pin_id.trim()).not.toBe('');
    expect(validateQuickPromoteBudget(f.budget, ctx.country)).toBeNull();
    if (f.is_ongoing) expect(p).not.toHaveProperty('inclusive_end_date');
    if (f.ad_type !== 'WEB_CONVERSION') expect(p).not.toHaveProperty('objective_type');
    expect(p.targeting_spec.GENDER.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  test.prop([formArb, anyString])('S1 §5 property: no Pin but a product group is always skipped', (f, productGroupId) => {
    fc.pre(productGroupId.trim() !== '');
    expect(buildQuickPromotePayload(f, { productGroupId })).toEqual({ kind: 'skip', reason: 'product_group_without_pin' });
  });
});

describe('quick-promote drafts (S1 §3)', () => {
  it('S1 §3: one key per Pin and advertiser', () => {
    expect(quickPromoteDraftKey('42', '549')).toBe('quick_promote_draft:42:549');
    expect(quickPromoteDraftKey('42', '549')).not.toBe(quickPromoteDraftKey('549', '42'));
  });

  it('S1 §3: ids containing the separator cannot collide', () => {
    expect(quickPromoteDraftKey('a:b', 'c')).not.toBe(quickPromoteDraftKey('a', 'b:c'));
  });

  test.prop([anyString, anyString, anyString, anyString])(
    'S1 §3 property: distinct (Pin, advertiser) pairs give distinct keys',
    (p1, a1, p2, a2) => {
      fc.pre(p1 !== p2 || a1 !== a2);
      const wellFormed = (s: string) => !/[\uD800-\uDFFF]/.test(s);
      fc.pre([p1, a1, p2, a2].every(wellFormed));
      expect(quickPromoteDraftKey(p1, a1)).not.toBe(quickPromoteDraftKey(p2, a2));
    },
  );

  const form: QuickPromoteForm = {
    name: 'Spring sale',
    destination_url: 'https://shop.example/spring',
    budget: 5,
    duration: 30,
    is_ongoing: true,
    advertiser_id: '549',
    ages: ['25-34'],
    interests: ['9245'],
    genders: ['female'],
    ad_type: 'WEB_CONVERSION',
    selected_ocpm_tag: { conversionTagId: '2613', conversionEvent: 'CHECKOUT' },
    isAutoTargeting: true,
    locations: ['SE'],
  };

  it('S1 §3: a draft keeps the S1 §3 draft fields of the form', () => {
    const draft: QuickPromoteDraft = quickPromoteDraftFromForm(form, '42', 'sv-SE');
    expect(draft).toEqual({
      pin: '42',
      dailyBudget: 5,
      destinationUrl: 'https://shop.example/spring',
      duration: 30,
      locale: 'sv-SE',
      name: 'Spring sale',
      interests: ['9245'],
      ages: ['25-34'],
      genders: ['female'],
      adType: 'WEB_CONVERSION',
    });
  });

  it('S1 §3: restoring a draft over the starting form gives back the form', () => {
    const base: QuickPromoteForm = {
      ...form,
      name: '',
      budget: 10,
      duration: 30,
      ages: [],
      interests: [],
      genders: [],
      destination_url: '',
    };
    expect(quickPromoteFormFromDraft(quickPromoteDraftFromForm(form, '42'), base)).toEqual(form);
  });

  it('S1 §3: a draft without optional fields keeps the starting values', () => {
    const base: QuickPromoteForm = { name: '', budget: 3, duration: 10, is_ongoing: false, advertiser_id: '549', genders: ['male'] };
    expect(quickPromoteFormFromDraft({ pin: '42', dailyBudget: 7, duration: 12, name: 'Mine' }, base)).toEqual({
      ...base,
      name: 'Mine',
      budget: 7,
      duration: 12,
    });
  });
});

describe('viewerAdvertiser (S1 §3 Viewer.advertiser, S1 §9 currency by country)', () => {
  it('carries the advertiser id, its country and that country’s currency, and merchant_id when it has one', () => {
    expect(viewerAdvertiser({ id: 'a1', owner_user_id: 'u1', country: 'de', merchant_id: '700' })).toEqual({
      id: 'a1',
      country: 'DE',
      currency: 'EUR',
      merchant_id: '700',
    });
    expect(viewerAdvertiser({ id: 'a2', owner_user_id: 'u1', country: 'GB' })).toEqual({ id: 'a2', country: 'GB', currency: 'GBP' });
  });

  test.prop([fc.string({ maxLength: 4 })])('the currency is always currencyForCountry of the country it names', (country) => {
    const advertiser = viewerAdvertiser({ id: 'a', owner_user_id: 'u', country });
    expect(advertiser.currency).toBe(currencyForCountry(advertiser.country));
    expect(advertiser.currency).toBe(currencyForCountry(country));
  });
});
