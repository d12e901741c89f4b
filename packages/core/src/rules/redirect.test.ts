import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { AUTH_PAGE_PATHS, EXPIRED_SESSION_CODE, HOME_PATH, IDEAS_PATH } from '../constants.js';
import {
  loadErrorRedirect,
  loginRedirectTarget,
  PATH_ONLY_ORIGIN,
  postLoginRedirect,
  safeRedirect,
  sessionEndedLoginPath,
  sessionEndSignal,
  signupRedirectTarget,
  socialLoginRedirectTarget,
} from './redirect.js';

const OWN = 'https://own.example';
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));

/** A result is safe when running it through safeRedirect again changes nothing. */
const isSafe = (path: string): boolean => path.startsWith('/') && safeRedirect(path, OWN) === path;

describe('S1 §2: loginRedirectTarget', () => {
  it.each(['/login/', '/signup/', '/login', '/SIGNUP/', '/add-account', '/add-account/business/'])(
    'S1 §2: from auth page %s the login redirect goes to /',
    (path) => {
      expect(loginRedirectTarget({ path, search: '?next=/pin/1/' })).toBe(HOME_PATH);
    },
  );

  it('S1 §2: elsewhere it returns to the current path plus query', () => {
    expect(loginRedirectTarget({ path: '/pin/123/', search: '?utm=mail' })).toBe('/pin/123/?utm=mail');
    expect(loginRedirectTarget({ path: '/ideas/', search: '' })).toBe('/ideas/');
  });

  it('S1 §2: a search without its leading ? is still the query', () => {
    expect(loginRedirectTarget({ path: '/pin/1/', search: 'a=1' })).toBe('/pin/1/?a=1');
  });

  it('S1 §2: an unsafe current location is reset to /', () => {
    expect(loginRedirectTarget({ path: '//evil.com', search: '' })).toBe(HOME_PATH);
    expect(loginRedirectTarget({ path: 'https://evil.com/x', search: '' }, OWN)).toBe(HOME_PATH);
  });

  it('S1 §2: an auth page reached through dot segments or an absolute URL still goes to /', () => {
    expect(loginRedirectTarget({ path: '/pin/../login/', search: '' })).toBe(HOME_PATH);
    expect(loginRedirectTarget({ path: `${OWN}/signup/`, search: '' }, OWN)).toBe(HOME_PATH);
  });

  it('S1 §2: paths that merely look like auth pages are kept', () => {
    expect(loginRedirectTarget({ path: '/login-help/', search: '' })).toBe('/login-help/');
    expect(loginRedirectTarget({ path: '/pin/login/', search: '' })).toBe('/pin/login/');
  });

  it('S1 §2: without an own origin absolute URLs are refused, paths still work', () => {
    expect(loginRedirectTarget({ path: `${OWN}/pin/1/`, search: '' })).toBe(HOME_PATH);
    expect(loginRedirectTarget({ path: `${OWN}/pin/1/`, search: '' }, OWN)).toBe('/pin/1/');
    expect(PATH_ONLY_ORIGIN.endsWith('.invalid')).toBe(true);
  });

  test.prop([anyText, anyText])('S1 §2: any location gives a safe path that is not an auth page', (path, search) => {
    const target = loginRedirectTarget({ path, search }, OWN);
    expect(isSafe(target)).toBe(true);
    expect(AUTH_PAGE_PATHS.some((page) => target.toLowerCase().startsWith(page))).toBe(false);
  });
});

describe('S1 §2: socialLoginRedirectTarget', () => {
  it('S1 §2: the social login redirect uses the path only', () => {
    expect(socialLoginRedirectTarget('/pin/123/')).toBe('/pin/123/');
    expect(socialLoginRedirectTarget('/pin/123/?utm=mail#top')).toBe('/pin/123/');
  });

  it.each([...AUTH_PAGE_PATHS, '/add-account/x'])('S1 §2: from %s the social login redirect goes to /', (path) => {
    expect(socialLoginRedirectTarget(path)).toBe(HOME_PATH);
  });

  it('S1 §2: an unsafe path is reset to /', () => {
    expect(socialLoginRedirectTarget('/\\evil.com')).toBe(HOME_PATH);
    expect(socialLoginRedirectTarget(undefined as unknown as string)).toBe(HOME_PATH);
  });

  test.prop([anyText])('S1 §2: any path gives a safe path with no query', (path) => {
    const target = socialLoginRedirectTarget(path, OWN);
    expect(isSafe(target)).toBe(true);
    expect(target.includes('?')).toBe(false);
  });
});

describe('S1 §2: signupRedirectTarget', () => {
  it('S1 §2: signup goes to the given URL', () => {
    expect(signupRedirectTarget('/pin/9/')).toBe('/pin/9/');
    expect(signupRedirectTarget(`${OWN}/ideas/?a=1`, OWN)).toBe('/ideas/?a=1');
  });

  it.each([undefined, '', '   ', '/'])('S1 §2: signup with url %j goes to /', (url) => {
    expect(signupRedirectTarget(url)).toBe(HOME_PATH);
  });

  it('S1 §2: an unsafe signup url is reset to /', () => {
    expect(signupRedirectTarget('javascript:alert(1)')).toBe(HOME_PATH);
    expect(signupRedirectTarget('https://evil.com/', OWN)).toBe(HOME_PATH);
  });

  test.prop([fc.option(anyText, { nil: undefined })])('S1 §2: any url gives a safe path', (url) => {
    expect(isSafe(signupRedirectTarget(url, OWN))).toBe(true);
  });
});

describe('S1 §2: postLoginRedirect', () => {
  it('S1 §2: honours next', () => {
    expect(postLoginRedirect('?next=/pin/1/')).toBe('/pin/1/');
    expect(postLoginRedirect('?next=%2Fpin%2F1%2F')).toBe('/pin/1/');
  });

  it('S1 §2: carries the other query parameters onto next', () => {
    expect(postLoginRedirect('?utm=mail&next=/pin/1/&ref=a%20b')).toBe('/pin/1/?utm=mail&ref=a%20b');
  });

  it("S1 §2: carried parameters merge into next's own query, before its hash", () => {
    expect(postLoginRedirect('?next=%2Fsearch%2F%3Fq%3Dred%23top&utm=mail')).toBe('/search/?q=red&utm=mail#top');
  });

  it("S1 §2: a parameter next already has keeps next's value", () => {
    expect(postLoginRedirect('?next=%2Fsearch%2F%3Fq%3Dred&q=blue&x=1')).toBe('/search/?q=red&x=1');
  });

  it('S1 §2: only the first next is honoured; the others are not carried', () => {
    expect(postLoginRedirect('?next=/a/&next=/b/&x=1')).toBe('/a/?x=1');
  });

  it('S1 §2: without next the target is / with the other parameters', () => {
    expect(postLoginRedirect('')).toBe(HOME_PATH);
    expect(postLoginRedirect('?utm=mail')).toBe('/?utm=mail');
  });

  it('S1 §2: an unsafe next is reset to / (the other parameters still come along)', () => {
    expect(postLoginRedirect('?next=//evil.com')).toBe(HOME_PATH);
    expect(postLoginRedirect('?next=https%3A%2F%2Fevil.com%2F&x=1', OWN)).toBe('/?x=1');
    expect(postLoginRedirect('?next=javascript:alert(1)')).toBe(HOME_PATH);
  });

  it('S1 §2: a same-origin absolute next becomes its path', () => {
    expect(postLoginRedirect(`?next=${encodeURIComponent(`${OWN}/pin/2/`)}`, OWN)).toBe('/pin/2/');
  });

  it('S1 §2: a bad own origin gives /', () => {
    expect(postLoginRedirect('?next=/pin/1/', 'not a url')).toBe(HOME_PATH);
  });

  const name = fc.stringMatching(/^[a-z]{1,6}$/u).filter((n) => n !== 'next');
  test.prop([fc.uniqueArray(fc.tuple(name, fc.string()), { selector: ([n]) => n, maxLength: 4 })])(
    'S1 §2: every other parameter reaches the target with its value',
    (params) => {
      const search = `?next=%2Fpin%2F1%2F${params.map(([n, v]) => `&${n}=${encodeURIComponent(v)}`).join('')}`;
      const target = postLoginRedirect(search, OWN);
      const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
      expect(target.startsWith('/pin/1/')).toBe(true);
      const decoded = query === '' ? [] : query.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
      // Values come back as the URL parser decodes them (lone surrogates become U+FFFD).
      const expected = params.map(([n, v]) => [n, decodeURIComponent(encodeURIComponent(v.replace(/[\ud800-\udfff]/gu, '\ufffd')))]);
      expect(decoded).toEqual(expected);
    },
  );

  test.prop([anyText])('S1 §2: any search gives a safe path', (search) => {
    expect(isSafe(postLoginRedirect(search, OWN))).toBe(true);
  });
});

describe('S1 §2: loadErrorRedirect', () => {
  it('S1 §2: http 404 goes to / with the error shown', () => {
    expect(loadErrorRedirect({ httpStatus: 404 })).toEqual({ to: HOME_PATH, showError: true, rejected: null });
  });

  it('S1 §2: http 401 with api error code 7 goes to / with the error shown', () => {
    expect(loadErrorRedirect({ httpStatus: 401, apiErrorCode: EXPIRED_SESSION_CODE })).toEqual({
      to: HOME_PATH,
      showError: true,
      rejected: null,
    });
  });

  it('S1 §2: unauthenticated ideas pages go to /ideas/ instead', () => {
    expect(loadErrorRedirect({ httpStatus: 404, unauthIdeasPage: true })?.to).toBe(IDEAS_PATH);
    expect(loadErrorRedirect({ httpStatus: 401, apiErrorCode: 7, unauthIdeasPage: true })?.to).toBe(IDEAS_PATH);
  });

  it('S1 §2: 401 with another api error code is not redirected', () => {
    expect(loadErrorRedirect({ httpStatus: 401 })).toBeNull();
    expect(loadErrorRedirect({ httpStatus: 401, apiErrorCode: 8 })).toBeNull();
  });

  it('S1 §2: 301 with a redirect url goes there without an error', () => {
    expect(loadErrorRedirect({ httpStatus: 301, redirectUrl: '/pin/5/' })).toEqual({
      to: '/pin/5/',
      showError: false,
      rejected: null,
    });
    expect(loadErrorRedirect({ httpStatus: 301, redirectUrl: `${OWN}/new/` }, OWN)?.to).toBe('/new/');
  });

  it('S1 §2: 301 to an unsafe url is reset to / and says why (so it can be logged)', () => {
    expect(loadErrorRedirect({ httpStatus: 301, redirectUrl: 'https://evil.com/' }, OWN)).toEqual({
      to: HOME_PATH,
      showError: false,
      rejected: 'other-origin',
    });
  });

  it.each([
    { httpStatus: 301 },
    { httpStatus: 301, redirectUrl: ' ' },
    { httpStatus: 500 },
    { httpStatus: 200, redirectUrl: '/x/' },
    { httpStatus: 302, redirectUrl: '/x/' },
  ])('S1 §2: %j is not redirected', (error) => {
    expect(loadErrorRedirect(error)).toBeNull();
  });

  test.prop([
    fc.record(
      {
        httpStatus: fc.oneof(fc.constantFrom(301, 401, 404), fc.integer()),
        apiErrorCode: fc.oneof(fc.constant(EXPIRED_SESSION_CODE), fc.integer()),
        redirectUrl: anyText,
        unauthIdeasPage: fc.boolean(),
      },
      { requiredKeys: ['httpStatus'] },
    ),
  ])('S1 §2: every redirect target is safe and only 301/401/404 redirect', (error) => {
    const result = loadErrorRedirect(error, OWN);
    if (result === null) return;
    expect([301, 401, 404]).toContain(error.httpStatus);
    expect(isSafe(result.to)).toBe(true);
    expect(result.showError).toBe(error.httpStatus !== 301);
  });
});

describe('S1 §2: a call that finds the session gone (issue 20: signed out in another tab)', () => {
  it('S1 §2: 401 with code 7 ends a signed-in session; 401 without a code asks to check; nothing else does', () => {
    expect(sessionEndSignal({ httpStatus: 401, apiErrorCode: EXPIRED_SESSION_CODE }, true)).toBe('ended');
    expect(sessionEndSignal({ httpStatus: 401 }, true)).toBe('check');
    expect(sessionEndSignal({ httpStatus: 401, apiErrorCode: null }, true)).toBe('check');
    expect(sessionEndSignal({ httpStatus: 403 }, true)).toBe('none');
    expect(sessionEndSignal({ httpStatus: 500, apiErrorCode: EXPIRED_SESSION_CODE }, true)).toBe('none');
    // a refused sign-in is 401 too, while the UI is signed out
    expect(sessionEndSignal({ httpStatus: 401, apiErrorCode: EXPIRED_SESSION_CODE }, false)).toBe('none');
  });

  test.prop([fc.integer({ min: 100, max: 599 }), fc.option(fc.integer({ min: 0, max: 9999 }), { nil: undefined }), fc.boolean()])(
    'S1 §2 property: only a 401 to a signed-in UI ever ends or checks the session',
    (httpStatus, apiErrorCode, signedIn) => {
      const signal = sessionEndSignal({ httpStatus, apiErrorCode }, signedIn);
      if (!signedIn || httpStatus !== 401) expect(signal).toBe('none');
      else expect(signal).toBe(apiErrorCode === EXPIRED_SESSION_CODE ? 'ended' : 'check');
    },
  );

  it('S1 §2: the login page comes back to where the viewer was; from an auth page or an unsafe target, home', () => {
    expect(sessionEndedLoginPath({ path: '/pin/create/bookmarklet/', search: '?url=https%3A%2F%2Fa.example%2F' }, OWN)).toBe(
      `/login/?next=${encodeURIComponent('/pin/create/bookmarklet/?url=https%3A%2F%2Fa.example%2F')}`,
    );
    expect(sessionEndedLoginPath({ path: '/', search: '' }, OWN)).toBe('/login/');
    expect(sessionEndedLoginPath({ path: '/login/', search: '?next=/x/' }, OWN)).toBe('/login/');
    expect(sessionEndedLoginPath({ path: '//evil.example/', search: '' }, OWN)).toBe('/login/');
  });

  test.prop([anyText, anyText])(
    'S1 §2 property: always the login page, whose next (if any) postLoginRedirect keeps on this site',
    (path, search) => {
      const to = sessionEndedLoginPath({ path, search }, OWN);
      expect(to.startsWith('/login/')).toBe(true);
      const back = postLoginRedirect(to.slice('/login/'.length), OWN);
      expect(back.startsWith('/')).toBe(true);
      expect(back.startsWith('//')).toBe(false);
    },
  );
});
