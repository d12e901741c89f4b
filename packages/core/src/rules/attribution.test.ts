import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { BROWSER_KINDS } from '../constants.js';
import type { BrowserKind } from './account.js';
import { attributionReport, type AttributionImpression } from './attribution.js';

const full: AttributionImpression = {
  isPromoted: true,
  browser: BROWSER_KINDS.chrome,
  features: { attributionReporting: true, keepAlive: true },
  hostname: 'www.pinstack.example',
  mainSiteHostname: 'www.pinstack.example',
  sourceEventId: '1234567890',
  destination: ['https://shop.example/products/1?x=y', 'https://SHOP.example', 'https://other.example'],
  expiry: 86_400,
  priority: 0,
  advertiserId: '549',
  campaignId: '626',
  sourceEventType: 'impression',
};

describe('attributionReport', () => {
  it('S1 §7: sent on an impression of a promoted Pin in Chrome, keep-alive, with every field', () => {
    expect(attributionReport(full)).toEqual({
      status: 'send',
      keepAlive: true,
      options: {
        source_event_id: '1234567890',
        destination: ['https://shop.example', 'https://other.example'],
        expiry: 86_400,
        priority: 0,
        advertiser_id: '549',
        campaign_id: '626',
        source_event_type: 'impression',
      },
    });
  });

  it('S1 §7: hostname only when not the main site', () => {
    const on = attributionReport({ ...full, hostname: 'WWW.pinstack.example.' });
    expect(on.status === 'send' && 'hostname' in on.options).toBe(false);
    const off = attributionReport({ ...full, hostname: 'ca.Pinstack.example' });
    expect(off.status === 'send' ? off.options.hostname : null).toBe('ca.pinstack.example');
    const unknown = attributionReport({ ...full, hostname: '' });
    expect(unknown.status === 'send' && 'hostname' in unknown.options).toBe(false);
  });

  it('S1 §7: an organic Pin is not reported at all', () => {
    expect(attributionReport({ ...full, isPromoted: false })).toEqual({ status: 'not-applicable' });
  });

  it('S1 §7/§8: other browsers are skipped, Edge included', () => {
    for (const browser of [BROWSER_KINDS.other, BROWSER_KINDS.safari, BROWSER_KINDS.firefox, BROWSER_KINDS.edge]) {
      expect(attributionReport({ ...full, browser })).toEqual({ status: 'skipped', reason: 'unsupported-browser' });
    }
  });

  it('S1 §8: unsupported browser features → skipped, naming them', () => {
    expect(attributionReport({ ...full, features: { attributionReporting: false, keepAlive: true } })).toEqual({
      status: 'skipped',
      reason: 'unsupported-feature',
      features: ['attributionReporting'],
    });
    expect(attributionReport({ ...full, features: { attributionReporting: false, keepAlive: false } })).toEqual({
      status: 'skipped',
      reason: 'unsupported-feature',
      features: ['attributionReporting', 'keepAlive'],
    });
  });

  it('S1 §8: missing parameters → missing, naming every one', () => {
    expect(
      attributionReport({
        ...full,
        sourceEventId: ' ',
        destination: ['http://shop.example', 'javascript:alert(1)', 'not a url'],
        expiry: 0,
        priority: 1.5,
        advertiserId: null,
        campaignId: undefined,
        sourceEventType: '',
      }),
    ).toEqual({
      status: 'missing',
      fields: ['sourceEventId', 'destination', 'expiry', 'priority', 'advertiserId', 'campaignId', 'sourceEventType'],
    });
    expect(attributionReport({ ...full, destination: [] })).toEqual({ status: 'missing', fields: ['destination'] });
    expect(attributionReport({ ...full, expiry: Number.NaN })).toEqual({ status: 'missing', fields: ['expiry'] });
  });

  it('S1 §7: edge values: expiry 1 and a negative priority are sent', () => {
    const decision = attributionReport({ ...full, expiry: 1, priority: -5 });
    expect(decision.status === 'send' ? [decision.options.expiry, decision.options.priority] : null).toEqual([1, -5]);
  });
});

const browserArb = fc.constantFrom(...(Object.values(BROWSER_KINDS) as BrowserKind[]));
const impressionArb: fc.Arbitrary<AttributionImpression> = fc.record({
  isPromoted: fc.boolean(),
  browser: browserArb,
  features: fc.record({ attributionReporting: fc.boolean(), keepAlive: fc.boolean() }),
  hostname: fc.option(fc.oneof(fc.domain(), fc.string({ unit: 'grapheme' }))),
  mainSiteHostname: fc.oneof(fc.domain(), fc.string({ unit: 'grapheme' })),
  sourceEventId: fc.option(fc.oneof(fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9]{1,19}$/))),
  destination: fc.option(fc.array(fc.oneof(fc.webUrl(), fc.string({ unit: 'binary' })))),
  expiry: fc.option(fc.oneof(fc.integer(), fc.double())),
  priority: fc.option(fc.oneof(fc.integer(), fc.double())),
  advertiserId: fc.option(fc.string({ unit: 'grapheme' })),
  campaignId: fc.option(fc.string({ unit: 'grapheme' })),
  sourceEventType: fc.option(fc.string({ unit: 'grapheme' })),
});

describe('attribution properties', () => {
  test.prop([impressionArb])('S1 §7/§8: total, and a send is always a complete, valid report', (impression) => {
    const decision = attributionReport(impression);
    if (decision.status !== 'send') return;
    expect(impression.isPromoted).toBe(true);
    expect(impression.browser).toBe(BROWSER_KINDS.chrome);
    const { options } = decision;
    expect(options.destination.length).toBeGreaterThan(0);
    for (const origin of options.destination) expect(origin).toMatch(/^https:\/\/[^/]+$/);
    expect(new Set(options.destination).size).toBe(options.destination.length);
    expect(Number.isSafeInteger(options.expiry) && options.expiry > 0).toBe(true);
    expect(Number.isSafeInteger(options.priority)).toBe(true);
    for (const value of [options.source_event_id, options.advertiser_id, options.campaign_id, options.source_event_type]) {
      expect(value).toBe(value.trim());
      expect(value).not.toBe('');
    }
    if (options.hostname !== undefined)
      expect(options.hostname).not.toBe(impression.mainSiteHostname.trim().toLowerCase().replace(/\.$/u, ''));
  });

  test.prop([impressionArb])('S1 §7: organic Pins are never reported, other browsers always skipped', (impression) => {
    const decision = attributionReport(impression);
    if (!impression.isPromoted) expect(decision).toEqual({ status: 'not-applicable' });
    else if (impression.browser !== BROWSER_KINDS.chrome) expect(decision).toEqual({ status: 'skipped', reason: 'unsupported-browser' });
    else if (decision.status === 'missing') expect(decision.fields.length).toBeGreaterThan(0);
  });

  test.prop([fc.anything()])('S1 §8: never throws on untyped input', (input) => {
    expect(() => attributionReport(input as AttributionImpression)).not.toThrow();
  });
});

describe('attribution completeness', () => {
  const nonBlank = fc.string({ unit: 'grapheme', minLength: 1 }).filter((s) => s.trim() !== '');
  test.prop([
    nonBlank,
    fc.array(fc.webUrl({ validSchemes: ['https'] }), { minLength: 1 }),
    fc.integer({ min: 1 }),
    fc.integer(),
    nonBlank,
    nonBlank,
    nonBlank,
  ])(
    'S1 §7: a promoted impression in Chrome with every field valid is always sent, keep-alive',
    (sourceEventId, destination, expiry, priority, advertiserId, campaignId, sourceEventType) => {
      const decision = attributionReport({
        ...full,
        sourceEventId,
        destination,
        expiry,
        priority,
        advertiserId,
        campaignId,
        sourceEventType,
      });
      expect(decision.status).toBe('send');
      expect(decision.status === 'send' && decision.keepAlive).toBe(true);
    },
  );
});
