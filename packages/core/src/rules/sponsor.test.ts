import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { SPONSORSHIP_GROUPED_STATUSES } from '../constants.js';
import { isGroupedSponsorshipStatus, sponsorHref, sponsorLabel } from './sponsor.js';

const acme = { name: 'Acme', link: 'https://acme.example/', username: 'acme' };

describe('isGroupedSponsorshipStatus', () => {
  it('S0 §3: statuses 0, 2 and 3 form one group; 1 and 4 do not', () => {
    expect(SPONSORSHIP_GROUPED_STATUSES).toEqual([0, 2, 3]);
    for (const s of [0, 2, 3]) expect(isGroupedSponsorshipStatus(s)).toBe(true);
    for (const s of [1, 4, -1, 2.5]) expect(isGroupedSponsorshipStatus(s)).toBe(false);
  });

  it('S0 §5: compared by unit code, so a code string is the same status', () => {
    expect(isGroupedSponsorshipStatus('2')).toBe(true);
    expect(isGroupedSponsorshipStatus(' 3 ')).toBe(true);
    expect(isGroupedSponsorshipStatus('1')).toBe(false);
    expect(isGroupedSponsorshipStatus('two')).toBe(false);
    expect(isGroupedSponsorshipStatus(null)).toBe(false);
  });
});

describe('sponsorLabel', () => {
  it('S0 §5: a grouped status reads "Paid partnership" and names no sponsor', () => {
    expect(sponsorLabel({ status: 0, sponsor: acme, euAdStringExperiment: false, isPromoted: false })).toEqual({
      prefix: '',
      text: 'Paid partnership',
      sponsor: null,
      plainText: 'Paid partnership',
    });
  });

  it('S0 §5: another status reads "Paid partnership with {name}", linked to the sponsor link', () => {
    expect(sponsorLabel({ status: 1, sponsor: acme, euAdStringExperiment: false, isPromoted: false })).toEqual({
      prefix: '',
      text: 'Paid partnership with',
      sponsor: { name: 'Acme', href: '/offsite/?url=https%3A%2F%2Facme.example%2F' },
      plainText: 'Paid partnership with Acme',
    });
  });

  it('S0 §5: the sponsor name is linked only when a link or username exists', () => {
    expect(
      sponsorLabel({ status: 1, sponsor: { name: 'Acme', username: 'acme' }, euAdStringExperiment: false, isPromoted: false })?.sponsor,
    ).toEqual({
      name: 'Acme',
      href: '/acme/',
    });
    expect(sponsorLabel({ status: 1, sponsor: { name: 'Acme' }, euAdStringExperiment: false, isPromoted: false })?.sponsor).toEqual({
      name: 'Acme',
      href: null,
    });
  });

  it("S0 §5 / S1 §9: the EU-ad-string experiment prefixes 'Ad • ' when the Pin is not promoted", () => {
    expect(sponsorLabel({ status: 1, sponsor: acme, euAdStringExperiment: true, isPromoted: false })?.plainText).toBe(
      'Ad • Paid partnership with Acme',
    );
    expect(sponsorLabel({ status: 1, sponsor: acme, euAdStringExperiment: true, isPromoted: true })?.prefix).toBe('');
    expect(sponsorLabel({ status: 2, sponsor: acme, euAdStringExperiment: true, isPromoted: false })?.plainText).toBe(
      'Ad • Paid partnership',
    );
  });

  it('S0 §5: no sponsorship status, no label', () => {
    expect(sponsorLabel({ status: undefined, sponsor: acme, euAdStringExperiment: true, isPromoted: false })).toBeNull();
    expect(sponsorLabel({ status: 'n/a', sponsor: acme, euAdStringExperiment: false, isPromoted: false })).toBeNull();
  });

  it('S0 §5: a sponsor without a name is not named', () => {
    expect(
      sponsorLabel({ status: 1, sponsor: { name: ' ', username: 'x' }, euAdStringExperiment: false, isPromoted: false })?.plainText,
    ).toBe('Paid partnership');
  });

  test.prop([
    fc.oneof(fc.integer({ min: -2, max: 6 }), fc.string(), fc.constant(null), fc.constant(undefined), fc.double()),
    fc.option(fc.record({ name: fc.option(fc.string()), link: fc.option(fc.string()), username: fc.option(fc.string()) })),
    fc.boolean(),
    fc.boolean(),
  ])('S0 §5 property: total; grouped never names; plainText is prefix + text (+ name)', (status, sponsor, eu, promoted) => {
    const label = sponsorLabel({ status, sponsor, euAdStringExperiment: eu, isPromoted: promoted });
    if (label === null) return;
    if (isGroupedSponsorshipStatus(status)) expect(label.sponsor).toBeNull();
    expect(label.prefix).toBe(eu && !promoted ? 'Ad • ' : '');
    expect(label.plainText).toBe(`${label.prefix}${label.text}${label.sponsor ? ` ${label.sponsor.name}` : ''}`);
  });
});

describe('sponsorHref', () => {
  it('S0 §5: only http(s) links are followed, through /offsite/ (S1 §2); others fall back to the profile', () => {
    expect(sponsorHref({ link: 'javascript:alert(1)', username: 'acme' })).toBe('/acme/');
    expect(sponsorHref({ link: 'https://user@evil.example/', username: null })).toBeNull();
    expect(sponsorHref({ link: 'HTTP://acme.example/shop?x=1' })).toBe('/offsite/?url=HTTP%3A%2F%2Facme.example%2Fshop%3Fx%3D1');
    expect(sponsorHref({ username: 'a b' })).toBe('/a%20b/');
  });

  test.prop([fc.record({ link: fc.option(fc.string()), username: fc.option(fc.string()) })])(
    'S0 §5 property: an href is an /offsite/ link to an http(s) URL or a profile path',
    (sponsor) => {
      const href = sponsorHref(sponsor);
      if (href !== null) expect(href).toMatch(/^(\/offsite\/\?url=https?%3A%2F%2F|\/[^/])/i);
    },
  );
});
