import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { UPSELL_ID } from '../constants.js';
import { isPhotoServiceUrl, markUpsellSeen, shouldShowPhotoUpsell } from './upsell.js';

const all = {
  pageUrl: 'https://www.instagram.com/p/abc/',
  seenIds: [] as string[],
  connected: false,
  listedWebsiteUrl: 'instagram.com/ann',
  experimentEnabled: true,
};

describe('shouldShowPhotoUpsell', () => {
  it('S0 §4: shown when all five conditions hold', () => {
    expect(shouldShowPhotoUpsell(all)).toBe(true);
  });

  it('S0 §4: each condition alone hides it', () => {
    expect(shouldShowPhotoUpsell({ ...all, pageUrl: 'https://example.com/p/abc/' })).toBe(false);
    expect(shouldShowPhotoUpsell({ ...all, seenIds: ['OTHER', UPSELL_ID] })).toBe(false);
    expect(shouldShowPhotoUpsell({ ...all, connected: true })).toBe(false);
    expect(shouldShowPhotoUpsell({ ...all, listedWebsiteUrl: 'https://ann.example.com' })).toBe(false);
    expect(shouldShowPhotoUpsell({ ...all, listedWebsiteUrl: null })).toBe(false);
    expect(shouldShowPhotoUpsell({ ...all, experimentEnabled: false })).toBe(false);
  });

  it('S0 §4/§9: another id in the seen list does not count', () => {
    expect(shouldShowPhotoUpsell({ ...all, seenIds: ['POST_CREATE_UPSELL_V1'] })).toBe(true);
  });

  test.prop([fc.string(), fc.array(fc.constantFrom(UPSELL_ID, 'x')), fc.boolean(), fc.option(fc.string()), fc.boolean()])(
    'S0 §4 property: total; never shown when seen, connected or the experiment is off',
    (pageUrl, seenIds, connected, listedWebsiteUrl, experimentEnabled) => {
      const shown = shouldShowPhotoUpsell({ pageUrl, seenIds, connected, listedWebsiteUrl, experimentEnabled });
      if (seenIds.includes(UPSELL_ID) || connected || !experimentEnabled) expect(shown).toBe(false);
    },
  );
});

describe('isPhotoServiceUrl', () => {
  it('S0 §4: the service domain instagram.com and its subdomains, with or without a scheme', () => {
    for (const url of [
      'https://instagram.com',
      'http://www.Instagram.com/ann',
      'instagram.com/ann',
      '//instagram.com/x',
      ' www.instagram.com ',
    ]) {
      expect(isPhotoServiceUrl(url)).toBe(true);
    }
  });

  it('S0 §4: look-alike hosts are not the service', () => {
    for (const url of [
      'https://notinstagram.com',
      'https://instagram.com.evil.io/',
      'https://instagram.com@evil.io/',
      'ftp://instagram.com',
      '',
      null,
    ]) {
      expect(isPhotoServiceUrl(url)).toBe(false);
    }
  });
});

describe('markUpsellSeen', () => {
  it('S0 §4/§9: marked seen on display under POST_CREATE_UPSELL_V2, once', () => {
    expect(markUpsellSeen([])).toEqual(['POST_CREATE_UPSELL_V2']);
    expect(markUpsellSeen(['A'])).toEqual(['A', UPSELL_ID]);
    expect(markUpsellSeen(['A', UPSELL_ID])).toEqual(['A', UPSELL_ID]);
  });

  test.prop([fc.array(fc.string())])('S0 §4 property: after marking, the upsell is never shown', (seen) => {
    expect(shouldShowPhotoUpsell({ ...all, seenIds: markUpsellSeen(seen) })).toBe(false);
  });
});
