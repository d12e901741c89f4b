import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { BROWSER_KINDS, RECAPTCHA_MAX_TIMESTAMPS, RECAPTCHA_WINDOW_SECONDS } from '../constants.js';
import type { BusinessAccessProfile, Viewer } from '../entities.js';
import { MESSAGES } from '../messages.js';
import {
  aggregateSaveText,
  canActAsProfile,
  canUseGoogleOneTap,
  facebookLocale,
  facebookLoginCredentials,
  isExcludedShopPlatform,
  isFacebookOnlyAuth,
  isOfAge,
  recaptchaLimitReached,
  recordRecaptcha,
  socialLoginRejection,
  socialSignupPayload,
  splitFullName,
  validateImageDimensions,
} from './account.js';

const anyString = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const HOUR_MS = RECAPTCHA_WINDOW_SECONDS * 1000;

describe('splitFullName (S1 §5)', () => {
  it('S1 §5: the first word is the first name, the rest the last name', () => {
    expect(splitFullName('  Ada  Lovelace King ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace King' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });

  test.prop([anyString])('S1 §5 property: total; rejoining gives the whitespace-normalised name', (name) => {
    const { firstName, lastName } = splitFullName(name);
    const words = name
      .trim()
      .split(/\s+/u)
      .filter((w) => w !== '');
    expect([firstName, lastName].filter((p) => p !== '').join(' ')).toBe(words.join(' '));
    expect(/\s/u.test(firstName)).toBe(false);
  });
});

describe('isOfAge (S1 §5, S1 §9)', () => {
  const now = new Date(Date.UTC(2026, 10, 21, 12));

  it('S1 §9: exactly 18 years ago today is of age; one day short is not', () => {
    expect(isOfAge(new Date(Date.UTC(2008, 10, 21)), now)).toBe(true);
    expect(isOfAge(new Date(Date.UTC(2008, 10, 22)), now)).toBe(false);
  });

  it('S1 §5: the age is configurable', () => {
    expect(isOfAge(new Date(Date.UTC(2013, 10, 21)), now, 13)).toBe(true);
    expect(isOfAge(new Date(Date.UTC(2013, 10, 22)), now, 13)).toBe(false);
  });

  it('S1 §5: born on 29 February comes of age on 1 March of a non-leap year', () => {
    const born = new Date(Date.UTC(2008, 1, 29));
    expect(isOfAge(born, new Date(Date.UTC(2026, 1, 28, 23)))).toBe(false);
    expect(isOfAge(born, new Date(Date.UTC(2026, 2, 1)))).toBe(true);
  });

  it('S1 §5: invalid dates, future births and non-finite ages are not of age', () => {
    expect(isOfAge(new Date(Number.NaN), now)).toBe(false);
    expect(isOfAge(new Date(Date.UTC(2030, 0, 1)), now)).toBe(false);
    expect(isOfAge(new Date(Date.UTC(1990, 0, 1)), now, Number.NaN)).toBe(false);
  });

  test.prop([fc.date(), fc.date(), fc.double()])('S1 §5 property: total on any dates and ages', (born, at, years) => {
    expect(typeof isOfAge(born, at, years)).toBe('boolean');
  });

  // Bounded so that `later` stays inside the Date range (an out-of-range date is invalid, never of age).
  const birthDates = fc.date({ min: new Date(Date.UTC(1800, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true });
  test.prop([birthDates, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 10_000 })])(
    'S1 §5 property: once of age, staying of age later',
    (born, years, laterDays) => {
      const at = new Date(born.getTime() + years * 366 * 86_400_000);
      const later = new Date(at.getTime() + laterDays * 86_400_000);
      if (isOfAge(born, at, years)) expect(isOfAge(born, later, years)).toBe(true);
    },
  );
});

describe('validateImageDimensions (S1 §5, S1 §9)', () => {
  it('S1 §9: 120 by 120 is accepted; 119 on either side is an error', () => {
    expect(validateImageDimensions({ width: 120, height: 120 })).toBeNull();
    expect(validateImageDimensions({ width: 119, height: 500 })).toBe(MESSAGES.invalidImage);
    expect(validateImageDimensions({ width: 500, height: 119 })).toBe(MESSAGES.invalidImage);
  });

  it('S1 §5: unknown sizes are an error', () => {
    expect(validateImageDimensions({ width: Number.NaN, height: 200 })).toBe(MESSAGES.invalidImage);
  });

  test.prop([fc.double(), fc.double()])('S1 §5 property: accepted exactly when both sides exceed 119', (width, height) => {
    expect(validateImageDimensions({ width, height }) === null).toBe(width > 119 && height > 119);
  });
});

describe('isExcludedShopPlatform (S1 §5)', () => {
  it('S1 §5: Shopify and WooCommerce are excluded in one check, any case', () => {
    expect(isExcludedShopPlatform('Shopify')).toBe(true);
    expect(isExcludedShopPlatform('WooCommerce')).toBe(true);
    expect(isExcludedShopPlatform(' SHOPIFY ')).toBe(true);
    expect(isExcludedShopPlatform('BigCommerce')).toBe(false);
    expect(isExcludedShopPlatform(undefined)).toBe(false);
  });

  test.prop([anyString])('S1 §5 property: total', (s) => {
    expect(typeof isExcludedShopPlatform(s)).toBe('boolean');
  });
});

describe('canActAsProfile (S1 §6)', () => {
  const profile = (permissions: string[], viewerMeetsMfaRequirement: boolean): BusinessAccessProfile => ({
    id: 'b1',
    permissions,
    user: { username: 'acme' },
    viewerMeetsMfaRequirement,
  });

  it('S1 §6: honoured when the viewer meets the MFA requirement', () => {
    expect(canActAsProfile(profile(['ANALYST'], true))).toBe(true);
  });

  it('S1 §6: honoured for an OWNER without MFA', () => {
    expect(canActAsProfile(profile(['OWNER'], false))).toBe(true);
  });

  it('S1 §6: refused without MFA and without OWNER', () => {
    expect(canActAsProfile(profile(['ADMIN', 'owner'], false))).toBe(false);
  });

  test.prop([fc.array(anyString), fc.boolean()])('S1 §6 property: MFA or OWNER', (permissions, mfa) => {
    expect(canActAsProfile(profile(permissions, mfa))).toBe(mfa || permissions.includes('OWNER'));
  });
});

describe('isFacebookOnlyAuth (S1 §6)', () => {
  const viewer = (facebook: boolean, google: boolean, hasPassword?: boolean): Viewer => ({
    isAuth: true,
    socialNetwork: { facebook: { connected: facebook }, gplus: { connected: google } },
    ...(hasPassword === undefined ? {} : { hasPassword }),
  });

  it('S1 §6: Facebook connected, Google not, no password', () => {
    expect(isFacebookOnlyAuth(viewer(true, false, false))).toBe(true);
  });

  it.each([
    ['Facebook not connected', viewer(false, false, false)],
    ['Google also connected', viewer(true, true, false)],
    ['a password set', viewer(true, false, true)],
    ['no social networks', { isAuth: true, hasPassword: false }],
  ])('S1 §6: not Facebook-only with %s', (_why, v) => {
    expect(isFacebookOnlyAuth(v)).toBe(false);
  });

  it('S1 §6: an unknown password field counts as no password', () => {
    expect(isFacebookOnlyAuth(viewer(true, false))).toBe(true);
  });
});

describe('canUseGoogleOneTap (S1 §6)', () => {
  const base = { experimentEnabled: true, browser: BROWSER_KINDS.chrome, browserVersion: 122, surface: 'desktop' } as const;

  it('S1 §6: Chrome on desktop from version 122', () => {
    expect(canUseGoogleOneTap(base)).toBe(true);
    expect(canUseGoogleOneTap({ ...base, browserVersion: 121 })).toBe(false);
  });

  it('S1 §6: Chrome on mobile and Edge from version 131', () => {
    expect(canUseGoogleOneTap({ ...base, surface: 'mobile', browserVersion: 130 })).toBe(false);
    expect(canUseGoogleOneTap({ ...base, surface: 'mobile', browserVersion: 131 })).toBe(true);
    expect(canUseGoogleOneTap({ ...base, browser: BROWSER_KINDS.edge, browserVersion: 130 })).toBe(false);
    expect(canUseGoogleOneTap({ ...base, browser: BROWSER_KINDS.edge, browserVersion: 131 })).toBe(true);
    expect(canUseGoogleOneTap({ ...base, browser: BROWSER_KINDS.edge, surface: 'mobile', browserVersion: 131 })).toBe(true);
  });

  it('S1 §6: unsupported browsers never, whatever the version', () => {
    for (const browser of [BROWSER_KINDS.safari, BROWSER_KINDS.firefox, BROWSER_KINDS.ie, BROWSER_KINDS.opera, BROWSER_KINDS.other]) {
      expect(canUseGoogleOneTap({ ...base, browser, browserVersion: 999 })).toBe(false);
    }
  });

  it('S1 §6: experiment-gated', () => {
    expect(canUseGoogleOneTap({ ...base, experimentEnabled: false, browserVersion: 999 })).toBe(false);
  });

  test.prop([fc.boolean(), fc.constantFrom(...Object.values(BROWSER_KINDS)), fc.double(), fc.constantFrom('desktop', 'mobile')])(
    'S1 §6 property: never below 122, always gated',
    (experimentEnabled, browser, browserVersion, surface) => {
      const ok = canUseGoogleOneTap({ experimentEnabled, browser, browserVersion, surface });
      if (ok) expect(experimentEnabled && browserVersion >= 122).toBe(true);
      if (browserVersion >= 131 && experimentEnabled && (browser === BROWSER_KINDS.chrome || browser === BROWSER_KINDS.edge)) {
        expect(ok).toBe(true);
      }
    },
  );
});

describe('aggregateSaveText (S1 §6)', () => {
  const visitor = { isAuth: false, experimentEnabled: true };

  it('S1 §6: shown to visitors when the count is above 1', () => {
    expect(aggregateSaveText({ ...visitor, count: 2 })).toBe('2 saves');
    expect(aggregateSaveText({ ...visitor, count: 12_345 })).toBe('12,345 saves');
  });

  it('S1 §6: not shown for a count of 1 or less', () => {
    expect(aggregateSaveText({ ...visitor, count: 1 })).toBeNull();
    expect(aggregateSaveText({ ...visitor, count: 0 })).toBeNull();
  });

  it('S1 §6: not shown to signed-in viewers or without the experiment', () => {
    expect(aggregateSaveText({ isAuth: true, experimentEnabled: true, count: 50 })).toBeNull();
    expect(aggregateSaveText({ isAuth: false, experimentEnabled: false, count: 50 })).toBeNull();
  });

  test.prop([fc.boolean(), fc.boolean(), fc.double()])(
    'S1 §6 property: total; shown only when all conditions hold',
    (isAuth, experimentEnabled, count) => {
      const text = aggregateSaveText({ isAuth, experimentEnabled, count });
      if (text !== null) expect(!isAuth && experimentEnabled && count > 1).toBe(true);
    },
  );
});

describe('socialLoginRejection (S1 §4, S1 §8)', () => {
  it("S1 §4: 'connected' is accepted", () => {
    expect(socialLoginRejection('connected')).toBeNull();
  });

  it('S1 §8: any other status is the rejection reason', () => {
    expect(socialLoginRejection('not_authorized')).toBe('not_authorized');
    expect(socialLoginRejection('Connected')).toBe('Connected');
  });

  it("S1 §4: no usable status is rejected as 'unknown'", () => {
    expect(socialLoginRejection(undefined)).toBe('unknown');
    expect(socialLoginRejection(null)).toBe('unknown');
    expect(socialLoginRejection('')).toBe('unknown');
    expect(socialLoginRejection(42)).toBe('unknown');
  });

  test.prop([fc.anything()])('S1 §4 property: total; null only for connected', (status) => {
    const out = socialLoginRejection(status);
    expect(out === null).toBe(status === 'connected');
  });
});

describe('facebookLoginCredentials (S1 §3)', () => {
  it('S1 §3: facebook_id, facebook_token and facebook_autologin false', () => {
    expect(facebookLoginCredentials('fb1', 'tok')).toEqual({ facebook_id: 'fb1', facebook_token: 'tok', facebook_autologin: false });
  });
});

describe('socialSignupPayload (S1 §3)', () => {
  const profile = {
    id: '1001',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    gender: 'female',
    birthday: '12/10/1990',
    picture: { data: { url: 'https://img.example/ada.jpg', is_silhouette: false } },
  };

  it('S1 §3: type facebook with id, token, birthday, e-mail, names, gender and image', () => {
    expect(socialSignupPayload(profile, 'tok')).toEqual({
      type: 'facebook',
      facebook_id: '1001',
      facebook_token: 'tok',
      birthday: '12/10/1990',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 'female',
      image_url: 'https://img.example/ada.jpg',
    });
  });

  it('S1 §3: image_url is omitted when the picture is a silhouette', () => {
    const out = socialSignupPayload({ ...profile, picture: { data: { url: 'https://img.example/s.jpg', is_silhouette: true } } }, 'tok');
    expect(out).not.toHaveProperty('image_url');
  });

  it('S1 §8: empty profile data or no token sends nothing', () => {
    expect(socialSignupPayload({}, 'tok')).toBeNull();
    expect(socialSignupPayload(null, 'tok')).toBeNull();
    expect(socialSignupPayload(profile, '')).toBeNull();
  });

  it('S1 §3: missing optional fields are left out, not sent as undefined', () => {
    expect(socialSignupPayload({ id: '7' }, 'tok')).toEqual({ type: 'facebook', facebook_id: '7', facebook_token: 'tok' });
  });

  test.prop([
    fc.record(
      {
        id: anyString,
        first_name: anyString,
        email: anyString,
        picture: fc.record(
          { data: fc.record({ url: anyString, is_silhouette: fc.boolean() }, { requiredKeys: [] }) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    anyString,
  ])('S1 §3 property: total; a silhouette never yields image_url', (p, token) => {
    const out = socialSignupPayload(p, token);
    if (out !== null && p.picture?.data?.is_silhouette === true) expect(out).not.toHaveProperty('image_url');
  });
});

describe('facebookLocale (S1 §7)', () => {
  it.each([
    ['es', 'es_LA'],
    ['es_ES', 'es_LA'],
    ['es-MX', 'es_LA'],
    ['es-419', 'es_LA'],
    ['ar', 'ar_AR'],
    ['ar_SA', 'ar_AR'],
    ['en_AU', 'en_US'],
    ['en-au', 'en_US'],
    ['de', 'de_DE'],
    ['fr', 'fr_FR'],
    ['it', 'it_IT'],
    ['ja', 'ja_JP'],
    ['nl', 'nl_NL'],
    ['tr', 'tr_TR'],
  ])('S1 §7: %s maps to %s', (locale, expected) => {
    expect(facebookLocale(locale)).toBe(expected);
  });

  it.each([
    ['en_GB', 'en_GB'],
    ['fr-CA', 'fr_CA'],
    ['pt-br', 'pt_BR'],
    ['zh-Hant-TW', 'zh_TW'],
    ['en', 'en_US'],
    ['pt', 'en_US'],
    ['', 'en_US'],
    ['not a locale', 'en_US'],
  ])('S1 §7 (our decision): %s maps to %s', (locale, expected) => {
    expect(facebookLocale(locale)).toBe(expected);
  });

  test.prop([anyString])('S1 §7 property: total; always an xx_YY locale', (locale) => {
    expect(facebookLocale(locale)).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/u);
  });
});

describe('recordRecaptcha (S1 §4, S1 §9)', () => {
  const now = 10 * HOUR_MS;

  it('S1 §9: at most 3 timestamps are kept, the newest', () => {
    expect(recordRecaptcha([now - 3000, now - 2000, now - 1000], now)).toEqual([now - 2000, now - 1000, now]);
  });

  it('S1 §9: a timestamp exactly 3600 s old is kept; one ms older is dropped', () => {
    expect(recordRecaptcha([now - HOUR_MS], now)).toEqual([now - HOUR_MS, now]);
    expect(recordRecaptcha([now - HOUR_MS - 1], now)).toEqual([now]);
  });

  it('S1 §9 (our decision): timestamps in the future and non-finite ones are dropped', () => {
    expect(recordRecaptcha([now + 1, Number.NaN, Number.POSITIVE_INFINITY], now)).toEqual([now]);
  });

  it('S1 §9 (our decision): a non-finite now records nothing', () => {
    expect(recordRecaptcha([now], Number.NaN)).toEqual([]);
  });

  it('S1 §4: the limit is reached with 3 attempts inside the window', () => {
    expect(recaptchaLimitReached([now - 2, now - 1], now)).toBe(false);
    expect(recaptchaLimitReached([now - 3, now - 2, now - 1], now)).toBe(true);
    expect(recaptchaLimitReached([now - HOUR_MS - 1, now - 2, now - 1], now)).toBe(false);
  });

  test.prop([fc.array(fc.oneof(fc.double(), fc.integer({ min: 0, max: 20 * HOUR_MS }))), fc.integer({ min: 0, max: 20 * HOUR_MS })])(
    'S1 §9 property: keeps at most 3, all within 3600 s of now and not after it, sorted, including now',
    (timestamps, nowMs) => {
      const out = recordRecaptcha(timestamps, nowMs);
      expect(out.length).toBeLessThanOrEqual(RECAPTCHA_MAX_TIMESTAMPS);
      expect(out).toContain(nowMs);
      for (const t of out) {
        expect(t).toBeLessThanOrEqual(nowMs);
        expect(nowMs - t).toBeLessThanOrEqual(HOUR_MS);
      }
      expect([...out].sort((a, b) => a - b)).toEqual(out);
    },
  );

  test.prop([fc.array(fc.double()), fc.double()])('S1 §9 property: total on any numbers', (timestamps, nowMs) => {
    expect(recordRecaptcha(timestamps, nowMs).length).toBeLessThanOrEqual(RECAPTCHA_MAX_TIMESTAMPS);
    expect(typeof recaptchaLimitReached(timestamps, nowMs)).toBe('boolean');
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 3 * HOUR_MS }), { maxLength: 10 })])(
    'S1 §4 property: recording attempts one by one never keeps more than 3',
    (attempts) => {
      const sorted = [...attempts].sort((a, b) => a - b);
      let stored: number[] = [];
      for (const t of sorted) stored = recordRecaptcha(stored, t);
      expect(stored.length).toBeLessThanOrEqual(RECAPTCHA_MAX_TIMESTAMPS);
    },
  );
});
