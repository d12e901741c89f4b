/**
 * The quick-promote form's own checks (issue 20 newcomer trial #1, #2, #6, #7): field errors in the
 * product's words before sending, the server's same check, duration and end date linked, who may
 * promote which Pin, and whether a campaign is still running. S1 §3, §5, §7, §9.
 */
import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import type { QuickPromoteForm } from '../entities.js';
import { QUICK_PROMOTE_MESSAGES } from '../messages.js';
import {
  conversionTagChoices,
  QUICK_PROMOTE_AGE_BUCKETS,
  toggleTargeting,
  buildQuickPromotePayload,
  checkQuickPromoteRequest,
  isCampaignActive,
  linkQuickPromoteSchedule,
  mayPromotePin,
  pinDisplayTitle,
  promotablePins,
  quickPromoteDurationUntil,
  quickPromoteEndDate,
  quickPromoteFieldErrors,
} from './quick-promote.js';
import { UNTITLED_PIN } from './pin-display.js';
import { normaliseWebLink, WEB_LINK_MESSAGES } from './web-link.js';

const form: QuickPromoteForm = {
  name: 'Fresh bread',
  destination_url: 'https://bakes.example/bread',
  budget: 4,
  duration: 10,
  is_ongoing: false,
  advertiser_id: '7',
};

describe('quickPromoteFieldErrors (S1 §3 form, S1 §5, S1 §9)', () => {
  it('a blank ad name and a missing destination are field errors in the product’s words, not a schema message', () => {
    expect(quickPromoteFieldErrors({ ...form, name: '  ', destination_url: '' }, { today: '2026-11-27' })).toEqual({
      name: QUICK_PROMOTE_MESSAGES.nameRequired,
      destination_url: QUICK_PROMOTE_MESSAGES.destinationRequired,
    });
    const built = buildQuickPromotePayload({ ...form, name: '' }, { pinId: '1', today: '2026-11-27' });
    expect(built).toMatchObject({ kind: 'invalid', message: QUICK_PROMOTE_MESSAGES.nameRequired });
  });

  it('an end date in the past is refused; one that disagrees with the days too', () => {
    expect(quickPromoteFieldErrors({ ...form, inclusive_end_date: '2026-11-01' }, { today: '2026-11-27' })).toEqual({
      inclusive_end_date: QUICK_PROMOTE_MESSAGES.endDateInPast,
    });
    expect(quickPromoteFieldErrors({ ...form, inclusive_end_date: '2026-12-31' }, { today: '2026-11-27' })).toEqual({
      inclusive_end_date: QUICK_PROMOTE_MESSAGES.endDateMismatch,
    });
    expect(quickPromoteFieldErrors({ ...form, inclusive_end_date: '2026-12-06' }, { today: '2026-11-27' })).toEqual({});
    // an ongoing campaign has no end date to check
    expect(quickPromoteFieldErrors({ ...form, is_ongoing: true, inclusive_end_date: '2020-01-01' }, { today: '2026-11-27' })).toEqual({});
  });

  it('www.example.com is a destination (sent as https://); words are not', () => {
    const built = buildQuickPromotePayload({ ...form, destination_url: 'www.bakes.example' }, { pinId: '1', today: '2026-11-27' });
    expect(built.kind === 'send' && built.payload.destination_url).toBe('https://www.bakes.example');
    expect(quickPromoteFieldErrors({ ...form, destination_url: 'my bakery' })).toEqual({ destination_url: WEB_LINK_MESSAGES.invalid });
  });
});

describe('one source of truth for the duration', () => {
  it('the end date follows the days, and the days follow a chosen end date', () => {
    expect(quickPromoteEndDate('2026-11-27', 1)).toBe('2026-11-27');
    expect(quickPromoteEndDate('2026-12-30', 3)).toBe('2027-01-01');
    expect(quickPromoteDurationUntil('2026-11-27', '2026-12-06')).toBe(10);
    expect(linkQuickPromoteSchedule(form, { duration: 3 }, '2026-11-27')).toMatchObject({ duration: 3, inclusive_end_date: '2026-11-29' });
    expect(linkQuickPromoteSchedule(form, { inclusive_end_date: '2026-12-01' }, '2026-11-27')).toMatchObject({
      duration: 5,
      inclusive_end_date: '2026-12-01',
    });
  });

  test.prop([fc.integer({ min: 1, max: 365 }), fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })])(
    'property: the payload’s end date and duration never contradict each other',
    (duration, date) => {
      const today = date.toISOString().slice(0, 10);
      const built = buildQuickPromotePayload({ ...form, duration, inclusive_end_date: '1999-01-01' }, { pinId: '1', today });
      // a stale typed end date is refused rather than sent beside a duration it contradicts
      expect(built.kind).toBe('invalid');
      const linked = linkQuickPromoteSchedule(form, { duration }, today);
      const sent = buildQuickPromotePayload(linked, { pinId: '1', today });
      expect(sent.kind).toBe('send');
      if (sent.kind === 'send') expect(quickPromoteDurationUntil(today, sent.payload.inclusive_end_date ?? '')).toBe(sent.payload.duration);
    },
  );
});

describe('checkQuickPromoteRequest (the server’s check, same rules)', () => {
  const body = { campaign_name: 'Fresh bread', destination_url: 'https://bakes.example', duration: 10, is_ongoing: false };
  it('refuses a past end date, a blank name and a missing destination with the field', () => {
    expect(checkQuickPromoteRequest({ ...body, inclusive_end_date: '2026-01-01' }, '2026-11-27')).toEqual({
      field: 'inclusive_end_date',
      message: QUICK_PROMOTE_MESSAGES.endDateInPast,
    });
    expect(checkQuickPromoteRequest({ ...body, campaign_name: '' }, '2026-11-27')?.field).toBe('name');
    expect(checkQuickPromoteRequest({ ...body, destination_url: undefined }, '2026-11-27')?.field).toBe('destination_url');
  });
  it('allows the advertiser’s calendar a day either side of the server’s', () => {
    expect(checkQuickPromoteRequest({ ...body, inclusive_end_date: '2026-12-06' }, '2026-11-27')).toBeNull();
    expect(checkQuickPromoteRequest({ ...body, inclusive_end_date: '2026-12-07' }, '2026-11-27')).toBeNull();
    expect(checkQuickPromoteRequest({ ...body, inclusive_end_date: '2026-12-05' }, '2026-11-27')).toBeNull();
    expect(checkQuickPromoteRequest({ ...body, inclusive_end_date: '2026-12-20' }, '2026-11-27')?.field).toBe('inclusive_end_date');
  });
});

describe('who may promote, and one running promotion per Pin', () => {
  it('only the Pin’s pinner (their own copy)', () => {
    expect(mayPromotePin('5', '5')).toBe(true);
    expect(mayPromotePin('5', '6')).toBe(false);
    expect(mayPromotePin(undefined, undefined)).toBe(false);
    expect(mayPromotePin('', '')).toBe(false);
  });
  it('an ongoing campaign runs; a 3-day one ends after 3 days', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isCampaignActive({ is_ongoing: true, duration: 1, created_at: '2020-01-01T00:00:00Z' }, now)).toBe(true);
    expect(isCampaignActive({ is_ongoing: false, duration: 3, created_at: '2026-11-25T00:00:00Z' }, now)).toBe(true);
    expect(isCampaignActive({ is_ongoing: false, duration: 3, created_at: '2026-11-24T11:00:00Z' }, now)).toBe(false);
  });
});

describe('normaliseWebLink', () => {
  it('accepts what people type and keeps other schemes out', () => {
    expect(normaliseWebLink('www.example.com')).toEqual({ kind: 'link', url: 'https://www.example.com' });
    expect(normaliseWebLink(' example.com/a?b=1 ')).toEqual({ kind: 'link', url: 'https://example.com/a?b=1' });
    expect(normaliseWebLink('http://example.com')).toEqual({ kind: 'link', url: 'http://example.com' });
    expect(normaliseWebLink('')).toEqual({ kind: 'empty' });
    for (const bad of ['javascript:alert(1)', 'not a link', 'localhost', 'mailto:a@b.example', 'https://'])
      expect(normaliseWebLink(bad).kind).toBe('invalid');
  });
});

describe('the choose step: one card per Pin, a human name (issue 20 trial #5)', () => {
  it('a Pin saved again to another board is one card; an untitled Pin is named by its description or "Untitled Pin"', () => {
    const me = { id: '9' };
    const pins = [
      { id: '1', pinner: me, title: 'Lamp', imageUrl: '/media/a.png', link: null },
      { id: '2', pinner: me, title: 'Lamp', imageUrl: '/media/a.png', link: null },
      { id: '3', pinner: me, title: '', imageUrl: '/media/b.png', description: 'A bright kitchen with open shelves and plants everywhere' },
      { id: '4', pinner: { id: '8' }, title: 'Not mine', imageUrl: '/media/c.png' },
    ];
    expect(promotablePins(pins, '9').map((pin) => pin.id)).toEqual(['1', '3']);
    expect(pinDisplayTitle(pins[2] ?? {})).toBe('A bright kitchen with open shelves and…');
    expect(pinDisplayTitle({ title: ' ', description: null })).toBe(UNTITLED_PIN);
  });
});

describe('S1 §3 targeting and conversion tag choices', () => {
  it('S1 §3: the age buckets are offered in order, each once', () => {
    expect(new Set(QUICK_PROMOTE_AGE_BUCKETS).size).toBe(QUICK_PROMOTE_AGE_BUCKETS.length);
    expect(QUICK_PROMOTE_AGE_BUCKETS[0]).toBe('18-24');
  });

  test.prop([fc.array(fc.constantFrom(...QUICK_PROMOTE_AGE_BUCKETS)), fc.constantFrom(...QUICK_PROMOTE_AGE_BUCKETS), fc.boolean()])(
    'S1 §3: ticking a bucket keeps every value once and holds it exactly when ticked',
    (list, value, on) => {
      const next = toggleTargeting(list, value, on);
      expect(next.includes(value)).toBe(on);
      expect(next.filter((item) => item === value).length).toBe(on ? 1 : 0);
      expect(next.filter((item) => item !== value)).toEqual(list.filter((item) => item !== value));
    },
  );

  const tagRow = fc.record({
    id: fc.constantFrom('t1', 't2', 't3'),
    label: fc.constantFrom('A', 'B'),
    event: fc.constantFrom('CHECKOUT', 'SIGNUP', 'LEAD'),
  });
  test.prop([
    fc.array(tagRow, { maxLength: 12 }),
    fc.option(fc.record({ conversionTagId: fc.constantFrom('t1', 't2'), conversionEvent: fc.constantFrom('CHECKOUT', 'GONE') }), {
      nil: null,
    }),
  ])(
    "S1 §3 selected_ocpm_tag: one row per tag id, the chosen tag's events each once, and the chosen event always offered",
    (rows, chosen) => {
      const { tags, events } = conversionTagChoices(rows, chosen);
      expect(tags.map((tag) => tag.id)).toEqual([...new Set(rows.map((row) => row.id))]);
      expect(new Set(events).size).toBe(events.length);
      if (chosen !== null) expect(events).toContain(chosen.conversionEvent);
      else expect(events).toEqual([]);
    },
  );
});
