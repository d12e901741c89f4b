import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { SAVE_SCENARIOS, SUCCESS_MODAL_SUPPRESSED_SCENARIOS } from '../constants.js';
import {
  afterMobilePinCreate,
  createPinPageMode,
  mobileRepinRedirect,
  mobileSaveToast,
  saveSuccessPresentation,
  splitHttpUrl,
} from './mobile.js';

const OWN = ['www.pinstack.com', 'pinstack.com'];

describe('mobileRepinRedirect', () => {
  it('S0 §2: an own-site /pin/{digits}/ url redirects to /pin/{id}/repin/x/', () => {
    expect(mobileRepinRedirect('https://www.pinstack.com/pin/123456/', OWN)).toBe('/pin/123456/repin/x/');
    expect(mobileRepinRedirect('http://pinstack.com/pin/42/details/?utm=x#top', OWN)).toBe('/pin/42/repin/x/');
  });

  it('S0 §2: the /amp prefix is allowed', () => {
    expect(mobileRepinRedirect('https://www.pinstack.com/amp/pin/99/', OWN)).toBe('/pin/99/repin/x/');
  });

  it('S0 §2: the host matches exactly, case-insensitively, ignoring port and userinfo', () => {
    expect(mobileRepinRedirect('https://WWW.PinStack.com/pin/7/', OWN)).toBe('/pin/7/repin/x/');
    expect(mobileRepinRedirect('https://www.pinstack.com:443/pin/7/', OWN)).toBe('/pin/7/repin/x/');
    expect(mobileRepinRedirect('https://m.pinstack.com/pin/7/', OWN)).toBeNull();
    expect(mobileRepinRedirect('https://www.pinstack.com.evil.com/pin/7/', OWN)).toBeNull();
    expect(mobileRepinRedirect('https://www.pinstack.com@evil.com/pin/7/', OWN)).toBeNull();
    expect(mobileRepinRedirect('https://evil.com\\@www.pinstack.com/pin/7/', OWN)).toBeNull();
  });

  it('S0 §2: other paths, non-digit ids and non-http urls do not redirect', () => {
    for (const url of [
      'https://www.pinstack.com/pin/abc/',
      'https://www.pinstack.com/pin/123',
      'https://www.pinstack.com/ann/pin/1/',
      'https://www.pinstack.com/amp/amp/pin/1/',
      'https://www.pinstack.com/?next=/pin/1/',
      'javascript://www.pinstack.com/pin/1/',
      '/pin/1/',
      '',
    ]) {
      expect(mobileRepinRedirect(url, OWN)).toBeNull();
    }
  });

  it('S0 §2: an own host with a port, as location.host gives it off 80/443, matches that port (issue 20)', () => {
    const local = ['127.0.0.1:4173'];
    expect(mobileRepinRedirect('http://127.0.0.1:4173/pin/10014/', local)).toBe('/pin/10014/repin/x/');
    expect(mobileRepinRedirect('http://127.0.0.1:9999/pin/10014/', local)).toBeNull();
    expect(mobileRepinRedirect('http://127.0.0.1/pin/10014/', local)).toBeNull();
    expect(mobileRepinRedirect('https://www.pinstack.com/pin/7/', ['www.pinstack.com:443'])).toBe('/pin/7/repin/x/');
    expect(mobileRepinRedirect('http://www.pinstack.com/pin/7/', ['www.pinstack.com:80'])).toBe('/pin/7/repin/x/');
  });

  test.prop([fc.domain(), fc.integer({ min: 1, max: 65535 }), fc.bigInt({ min: 0n }), fc.constantFrom('http', 'https')])(
    'S0 §2 property: a Pin url of the page’s own location.host (any port) redirects to its id',
    (host, port, id, scheme) => {
      expect(mobileRepinRedirect(`${scheme}://${host}:${port}/pin/${id}/`, [`${host}:${port}`])).toBe(`/pin/${id}/repin/x/`);
    },
  );

  it('S0 §2: with no own hosts nothing redirects', () => {
    expect(mobileRepinRedirect('https://www.pinstack.com/pin/1/', [])).toBeNull();
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ unit: 'grapheme' })])(
    'S0 §2 property: total; a redirect is always /pin/{digits}/repin/x/',
    (url, junk) => {
      for (const candidate of [url, junk, url + junk]) {
        const out = mobileRepinRedirect(candidate, OWN);
        if (out !== null) expect(out).toMatch(/^\/pin\/\d+\/repin\/x\/$/);
      }
    },
  );

  test.prop([fc.constantFrom('http', 'https', 'HTTPS'), fc.constantFrom(...OWN), fc.boolean(), fc.bigInt({ min: 0n }), fc.webPath()])(
    'S0 §2 property: every own-site pin url redirects to its id',
    (scheme, host, amp, id, rest) => {
      const url = `${scheme}://${host}${amp ? '/amp' : ''}/pin/${id}/${rest.replace(/^\//, '')}`;
      expect(mobileRepinRedirect(url, OWN)).toBe(`/pin/${id}/repin/x/`);
    },
  );
});

describe('splitHttpUrl', () => {
  it('S0 §2/§4: host lower-cased without port and userinfo, path without query and hash', () => {
    expect(splitHttpUrl(' https://user:pw@Example.COM:8080/a/b?q#h ')).toEqual({ host: 'example.com', path: '/a/b', port: 8080 });
    expect(splitHttpUrl('http://example.com')).toEqual({ host: 'example.com', path: '/', port: 80 });
    expect(splitHttpUrl('HTTPS://example.com:/x')).toEqual({ host: 'example.com', path: '/x', port: 443 });
    expect(splitHttpUrl('ftp://example.com/')).toBeNull();
    expect(splitHttpUrl('https://exa mple.com/')).toBeNull();
    expect(splitHttpUrl('https:///path')).toBeNull();
  });
});

describe('afterMobilePinCreate', () => {
  it('S0 §4: close the window when opened as a popup or history has at most one entry', () => {
    expect(afterMobilePinCreate({ openedAsPopup: true, historyLength: 5, fromBoardCreate: true })).toBe('close');
    expect(afterMobilePinCreate({ openedAsPopup: false, historyLength: 1, fromBoardCreate: false })).toBe('close');
    expect(afterMobilePinCreate({ openedAsPopup: false, historyLength: 0, fromBoardCreate: true })).toBe('close');
  });

  it('S0 §4: back two steps from the board-create flow with more than two entries (3), else one (2)', () => {
    expect(afterMobilePinCreate({ openedAsPopup: false, historyLength: 3, fromBoardCreate: true })).toEqual({ back: 2 });
    expect(afterMobilePinCreate({ openedAsPopup: false, historyLength: 2, fromBoardCreate: true })).toEqual({ back: 1 });
  });

  it('S0 §4: otherwise one step back', () => {
    expect(afterMobilePinCreate({ openedAsPopup: false, historyLength: 10, fromBoardCreate: false })).toEqual({ back: 1 });
  });

  test.prop([fc.boolean(), fc.double(), fc.boolean()])(
    'S0 §4 property: total; going back never exceeds history minus one',
    (openedAsPopup, historyLength, fromBoardCreate) => {
      const out = afterMobilePinCreate({ openedAsPopup, historyLength, fromBoardCreate });
      if (out !== 'close') {
        expect(openedAsPopup).toBe(false);
        if (!Number.isNaN(historyLength)) expect(out.back).toBeLessThan(historyLength);
      }
    },
  );
});

describe('mobileSaveToast / createPinPageMode', () => {
  it("S0 §2/§9: 'Saved to {{ boardName }}' for 5000 ms with a 'View' link to /pin/{id}", () => {
    expect(mobileSaveToast({ boardName: 'Trips', pinId: '123' })).toEqual({
      text: 'Saved to Trips',
      durationMs: 5000,
      action: { label: 'View', href: '/pin/123' },
    });
  });

  it('S0 §2: no View link without a Pin id; the id is encoded into the path', () => {
    expect(mobileSaveToast({ boardName: 'Trips' }).action).toBeNull();
    expect(mobileSaveToast({ boardName: 'Trips', pinId: 'a/b?c' }).action?.href).toBe('/pin/a%2Fb%3Fc');
    expect(mobileSaveToast({ boardName: 'Trips' }).text).toBe(MESSAGES.savedTo('Trips'));
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined })])(
    'S0 §2 property: total; the toast always names the board and any link stays on /pin/',
    (boardName, pinId) => {
      const toast = mobileSaveToast({ boardName, pinId });
      expect(toast.text).toBe(`Saved to ${boardName}`);
      expect(toast.durationMs).toBe(5000);
      if (toast.action) expect(toast.action.href).toMatch(/^\/pin\/[^/?#]+$/);
    },
  );

  it("S0 §2: signed out on mobile redirects to '/', on desktop shows the login panel", () => {
    expect(createPinPageMode({ isAuth: false, isMobile: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(createPinPageMode({ isAuth: false, isMobile: false })).toEqual({ kind: 'login_panel' });
    expect(createPinPageMode({ isAuth: true, isMobile: true })).toEqual({ kind: 'mobile_picker' });
    expect(createPinPageMode({ isAuth: true, isMobile: false })).toEqual({ kind: 'desktop_popup' });
  });
});

describe('saveSuccessPresentation', () => {
  it('S0 §2: desktop shows the success dialog, mobile the toast alone; S0 §6 suppressed scenarios neither', () => {
    expect(saveSuccessPresentation({ isMobile: false })).toBe('dialog');
    expect(saveSuccessPresentation({ isMobile: true, scenario: 'default' })).toBe('toast');
    expect(saveSuccessPresentation({ isMobile: true, scenario: 'ad_creation' })).toBe('none');
    expect(saveSuccessPresentation({ isMobile: false, scenario: 'business_nux' })).toBe('none');
  });

  test.prop([fc.constantFrom(...SAVE_SCENARIOS), fc.boolean()])(
    'S0 §2/§6 property: suppressed scenarios show nothing; otherwise the device decides',
    (scenario, isMobile) => {
      const shown = saveSuccessPresentation({ isMobile, scenario });
      if ((SUCCESS_MODAL_SUPPRESSED_SCENARIOS as readonly string[]).includes(scenario)) expect(shown).toBe('none');
      else expect(shown).toBe(isMobile ? 'toast' : 'dialog');
    },
  );
});
