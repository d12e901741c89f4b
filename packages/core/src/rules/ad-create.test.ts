import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { OBJECTIVE_TYPES } from '../constants.js';
import { adCreateParameters, adCreatePath, type AdCreateInput } from './ad-create.js';

describe('adCreateParameters', () => {
  it('S1 §3: campaignId only for a partial create', () => {
    expect(adCreateParameters({ partialCreate: true, campaignId: '549' })).toEqual({
      partialCreate: true,
      query: { campaignId: '549' },
      dropped: [],
    });
    expect(adCreateParameters({ campaignId: '549' })).toEqual({
      partialCreate: false,
      query: {},
      dropped: [{ name: 'campaignId', reason: 'not-partial-create' }],
    });
    expect(adCreateParameters({ partialCreate: false, campaignId: 549 }).query).toEqual({});
  });

  it('S1 §3: a partial create without a usable campaign id is a full create', () => {
    expect(adCreateParameters({ partialCreate: true }).partialCreate).toBe(false);
    expect(adCreateParameters({ partialCreate: true, campaignId: '  ' }).partialCreate).toBe(false);
    expect(adCreateParameters({ partialCreate: true, campaignId: '1/2' })).toEqual({
      partialCreate: false,
      query: {},
      dropped: [{ name: 'campaignId', reason: 'invalid' }],
    });
  });

  it('S1 §3: catalogsFeedId only with the CATALOG_SALES objective', () => {
    expect(adCreateParameters({ objectiveType: 'CATALOG_SALES', catalogsFeedId: 'f1' }).query).toEqual({
      objectiveType: 'CATALOG_SALES',
      catalogsFeedId: 'f1',
    });
    expect(adCreateParameters({ objectiveType: 'TRAFFIC', catalogsFeedId: 'f1' })).toEqual({
      partialCreate: false,
      query: { objectiveType: 'TRAFFIC' },
      dropped: [{ name: 'catalogsFeedId', reason: 'not-catalog-sales' }],
    });
    expect(adCreateParameters({ catalogsFeedId: 'f1' }).dropped).toEqual([{ name: 'catalogsFeedId', reason: 'not-catalog-sales' }]);
  });

  it('S1 §3: objectiveType must be one of the thirteen objective types, exactly spelled', () => {
    for (const objectiveType of OBJECTIVE_TYPES) expect(adCreateParameters({ objectiveType }).query).toEqual({ objectiveType });
    expect(adCreateParameters({ objectiveType: 'catalog_sales' }).dropped).toEqual([{ name: 'objectiveType', reason: 'invalid' }]);
    expect(adCreateParameters({ objectiveType: 'CONSIDERATION' }).query).toEqual({});
    expect(adCreateParameters({ objectiveType: '' }).dropped).toEqual([]);
  });

  it('S1 §3: catalogId, productGroupId, managedClientId and resumeLastDraft', () => {
    expect(adCreateParameters({ catalogId: ' 7 ', productGroupId: 0, managedClientId: 'mc_1-a', resumeLastDraft: true }).query).toEqual({
      catalogId: '7',
      productGroupId: '0',
      managedClientId: 'mc_1-a',
      resumeLastDraft: 'true',
    });
    expect(adCreateParameters({ resumeLastDraft: false }).query).toEqual({});
    expect(adCreateParameters({ catalogId: -1, productGroupId: 1.5, managedClientId: 'a b' }).dropped).toEqual([
      { name: 'catalogId', reason: 'invalid' },
      { name: 'productGroupId', reason: 'invalid' },
      { name: 'managedClientId', reason: 'invalid' },
    ]);
  });
});

describe('adCreatePath', () => {
  it('S1 §2/§3: the ads.create route, advertiser prefix, parameters in the spec order', () => {
    expect(adCreatePath({})).toBe('/ads/create/');
    expect(
      adCreatePath({
        advertiserId: 42,
        resumeLastDraft: true,
        managedClientId: 'm',
        productGroupId: 'pg',
        catalogId: 'c',
        catalogsFeedId: 'f',
        objectiveType: 'CATALOG_SALES',
        campaignId: '9',
        partialCreate: true,
      }),
    ).toBe(
      '/advertiser/42/ads/create/?campaignId=9&objectiveType=CATALOG_SALES&catalogsFeedId=f&catalogId=c&productGroupId=pg&managedClientId=m&resumeLastDraft=true',
    );
  });

  it('S1 §3: an advertiser id that is not an id is left out', () => {
    expect(adCreatePath({ advertiserId: '../x' })).toBe('/ads/create/');
  });
});

const idArb = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
);
const inputArb: fc.Arbitrary<AdCreateInput> = fc.record(
  {
    advertiserId: idArb,
    partialCreate: fc.boolean(),
    campaignId: idArb,
    objectiveType: fc.oneof(fc.constantFrom(...OBJECTIVE_TYPES), fc.string({ unit: 'grapheme' }), fc.constant(null)),
    catalogsFeedId: idArb,
    catalogId: idArb,
    productGroupId: idArb,
    managedClientId: idArb,
    resumeLastDraft: fc.option(fc.boolean()),
  },
  { requiredKeys: [] },
);

describe('ad create properties', () => {
  test.prop([inputArb])('S1 §3: total, and the rules hold for any input', (input) => {
    const { partialCreate, query, dropped } = adCreateParameters(input);
    if (query.campaignId !== undefined) expect(input.partialCreate).toBe(true);
    expect(partialCreate).toBe(query.campaignId !== undefined);
    if (query.catalogsFeedId !== undefined) expect(query.objectiveType).toBe('CATALOG_SALES');
    if (query.objectiveType !== undefined) expect(OBJECTIVE_TYPES).toContain(query.objectiveType);
    for (const value of Object.values(query)) expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    const names = dropped.map((d) => d.name);
    for (const name of names) expect(query).not.toHaveProperty(name);
    expect(new Set(names).size).toBe(names.length);
  });

  test.prop([inputArb])('S1 §2/§3: the path is the ads.create route and its query reads back', (input) => {
    const path = adCreatePath(input);
    expect(path).toMatch(/^(\/advertiser\/[A-Za-z0-9_-]+)?\/ads\/create\/(\?.*)?$/);
    const search = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
    const read = Object.fromEntries(search === '' ? [] : search.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
    expect(read).toEqual(adCreateParameters(input).query);
  });

  test.prop([fc.anything()])('S1 §3: never throws on untyped input', (input) => {
    expect(() => adCreatePath(input as AdCreateInput)).not.toThrow();
  });
});
