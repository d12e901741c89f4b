import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import {
  CREATE_PIN_LOGIN_MARKER_PARAM,
  boardCreatePagePath,
  createPinPagePath,
  createPinPagePlan,
  mobileCreatePageNavigation,
  parseCreatePinPageUrl,
  sectionCreatePagePath,
} from './create-pin-page.js';
import type { CreatePinPageRequest } from './create-pin-page.js';
import { PATH_ONLY_ORIGIN, safeRedirect, safeRedirectWithReason } from './redirect.js';

const OWN = ['www.pinstack.test'];

function parsed(href: string): CreatePinPageRequest {
  const result = parseCreatePinPageUrl(href);
  if (!result.ok) throw new Error(`expected ${href} to parse, got ${result.error}`);
  return result.request;
}

const anyText = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string());
const field = fc.option(
  fc
    .string({ unit: 'grapheme', minLength: 1 })
    .map((s) => s.trim())
    .filter((s) => s !== ''),
  { nil: null },
);
const request = fc.record({
  method: fc.constantFrom('create', 'button', 'bookmarklet', 'extension', 'x_1-y'),
  action: fc.constantFrom('create' as const, 'repin' as const),
  url: field,
  media: field,
  description: field,
  color: field,
  guid: field,
});

describe('parseCreatePinPageUrl (S0 §2 create-Pin page URL)', () => {
  it('S0 §2: {method} defaults to create', () => {
    for (const href of ['/pin/create', '/pin/create/', 'https://www.pinstack.test/pin/create/', 'www/pin/create', 'pin/create//']) {
      expect(parsed(href).method, href).toBe('create');
    }
  });

  it('S0 §2: reads the method, the url, media, description, color and guid query fields', () => {
    const request = parsed(
      'https://www.pinstack.test/pin/create/button/?url=https%3A%2F%2Fshop.test%2Fa%3Fb%3D1&media=https%3A%2F%2Fimg.test%2F1.jpg&description=Blue+lamp%20%E2%9C%A8&color=%23aabbcc&guid=g-1#top',
    );
    expect(request).toEqual({
      method: 'button',
      saveMethod: 'button',
      action: 'create',
      url: 'https://shop.test/a?b=1',
      media: 'https://img.test/1.jpg',
      description: 'Blue lamp ✨',
      color: '#aabbcc',
      guid: 'g-1',
      returnedFromLogin: false,
    });
  });

  it('S0 §2: the action parameter may be repin (any case); anything else is a create', () => {
    expect(parsed('/pin/create/button/?action=repin').action).toBe('repin');
    expect(parsed('/pin/create/button/?action=REPIN').action).toBe('repin');
    expect(parsed('/pin/create/button/?action=delete').action).toBe('create');
    expect(parsed('/pin/create/button/').action).toBe('create');
  });

  it('S0 §1/§2: a button page without a guid saves as button_external (pinCreationMethod)', () => {
    expect(parsed('/pin/create/button/?url=x').saveMethod).toBe('button_external');
    expect(parsed('/pin/create/button/?guid=%20').saveMethod).toBe('button_external');
    expect(parsed('/pin/create/button/?guid=g').saveMethod).toBe('button');
    expect(parsed('/pin/create/bookmarklet/').saveMethod).toBe('bookmarklet');
  });

  it('S0 §2: blank, missing and badly encoded fields are null; the first repeated field wins', () => {
    const request = parsed('/pin/create/?url=&media=%E0%A4%A&description=%20%20&guid=a&guid=b&color');
    expect(request).toMatchObject({ url: null, media: null, description: null, color: null, guid: 'a' });
  });

  it('S0 §2: other paths and non-identifier methods are errors, not crashes', () => {
    expect(parseCreatePinPageUrl('/pin/123/')).toEqual({ ok: false, error: 'not_create_pin_page' });
    expect(parseCreatePinPageUrl('/pin/create/button/extra/')).toEqual({ ok: false, error: 'not_create_pin_page' });
    expect(parseCreatePinPageUrl('')).toEqual({ ok: false, error: 'not_create_pin_page' });
    expect(parseCreatePinPageUrl('/pin/create/%3Cscript%3E/')).toEqual({ ok: false, error: 'bad_method' });
    expect(parseCreatePinPageUrl('/pin/create/%E0%A4%A/')).toEqual({ ok: false, error: 'bad_method' });
    expect(parseCreatePinPageUrl(undefined as unknown as string)).toEqual({ ok: false, error: 'not_create_pin_page' });
  });

  it('S0 §2: the signed-out return marker is read back', () => {
    expect(parsed(`/pin/create/?${CREATE_PIN_LOGIN_MARKER_PARAM}=1`).returnedFromLogin).toBe(true);
  });

  test.prop([anyText])('S0 §2: total on any string', (href) => {
    const result = parseCreatePinPageUrl(href);
    if (result.ok) expect(result.request.method).toMatch(/^[a-z0-9_-]+$/i);
    else expect(['not_create_pin_page', 'bad_method']).toContain(result.error);
  });

  test.prop([anyText])('S0 §2: total on any query text', (query) => {
    const result = parseCreatePinPageUrl(`/pin/create/button/?${query}`);
    expect(result.ok).toBe(true);
    if (result.ok)
      for (const value of [result.request.url, result.request.description]) expect(value === null || value.trim() === value).toBe(true);
  });

  test.prop([
    fc.record({
      method: anyText,
      action: fc.constantFrom('create' as const, 'repin' as const),
      url: anyText,
      media: anyText,
      description: anyText,
      color: anyText,
      guid: anyText,
    }),
    fc.boolean(),
  ])('S0 §2: createPinPagePath is total and always builds a create-Pin page', (req, marker) => {
    const result = parseCreatePinPageUrl(createPinPagePath(req, marker));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request.returnedFromLogin).toBe(marker);
  });

  test.prop([request, fc.boolean()])('S0 §2: createPinPagePath is read back to the same request', (req, marker) => {
    expect(parsed(createPinPagePath(req, marker))).toEqual({
      ...req,
      saveMethod: req.method === 'button' && req.guid === null ? 'button_external' : req.method,
      returnedFromLogin: marker,
    });
  });
});

describe('createPinPagePlan (S0 §2 create-Pin page behaviour)', () => {
  const page = parsed(
    '/pin/create/button/?url=https%3A%2F%2Fwww.pinstack.test%2Famp%2Fpin%2F42%2F&media=https%3A%2F%2Fi.test%2F1.jpg&guid=g',
  );

  it('S0 §2: signed in → desktop popup or mobile picker', () => {
    expect(createPinPagePlan({ isAuth: true, isMobile: false, request: page, ownHosts: OWN })).toEqual({ kind: 'desktop_popup' });
    expect(createPinPagePlan({ isAuth: true, isMobile: true, request: { ...page, url: 'https://shop.test/' }, ownHosts: OWN })).toEqual({
      kind: 'mobile_picker',
    });
  });

  it('S0 §2: signed-in mobile with an own-site /amp/pin/{digits}/ url redirects to /pin/{id}/repin/x/', () => {
    expect(createPinPagePlan({ isAuth: true, isMobile: true, request: page, ownHosts: OWN })).toEqual({
      kind: 'redirect',
      to: '/pin/42/repin/x/',
    });
    expect(createPinPagePlan({ isAuth: true, isMobile: true, request: page, ownHosts: ['other.test'] })).toEqual({ kind: 'mobile_picker' });
  });

  it('S0 §2: signed out on mobile → redirected to /', () => {
    expect(createPinPagePlan({ isAuth: false, isMobile: true, request: page, ownHosts: OWN })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('S0 §2: signed out on desktop → login panel whose return url is this page plus the marker', () => {
    const plan = createPinPagePlan({ isAuth: false, isMobile: false, request: page, ownHosts: OWN });
    expect(plan).toEqual({
      kind: 'login_panel',
      returnUrl: `/pin/create/button/?url=https%3A%2F%2Fwww.pinstack.test%2Famp%2Fpin%2F42%2F&media=https%3A%2F%2Fi.test%2F1.jpg&guid=g&${CREATE_PIN_LOGIN_MARKER_PARAM}=1`,
    });
    if (plan.kind === 'login_panel') expect(parsed(plan.returnUrl)).toEqual({ ...page, returnedFromLogin: true });
  });

  test.prop([anyText, anyText, anyText, fc.boolean()])(
    'S0 §2: the login-panel return url always passes safeRedirect and keeps the marker',
    (url, description, media, repin) => {
      const raw = parseCreatePinPageUrl(
        `/pin/create/button/?url=${url}&description=${description}&media=${media}${repin ? '&action=repin' : ''}`,
      );
      if (!raw.ok) return;
      const plan = createPinPagePlan({
        isAuth: false,
        isMobile: false,
        request: raw.request,
        ownHosts: OWN,
        ownOrigin: 'https://www.pinstack.test',
      });
      expect(plan.kind).toBe('login_panel');
      if (plan.kind !== 'login_panel') return;
      expect(safeRedirectWithReason(plan.returnUrl, PATH_ONLY_ORIGIN).rejected).toBeNull();
      expect(safeRedirect(plan.returnUrl, 'https://www.pinstack.test')).toBe(plan.returnUrl);
      expect(parsed(plan.returnUrl).returnedFromLogin).toBe(true);
    },
  );

  test.prop([fc.boolean(), fc.boolean(), request, fc.array(anyText)])(
    'S0 §2: every viewer gets a plan; redirects stay on site',
    (isAuth, isMobile, req, ownHosts) => {
      const plan = createPinPagePlan({ isAuth, isMobile, request: parsed(createPinPagePath(req)), ownHosts });
      if (plan.kind === 'redirect') expect(plan.to).toMatch(/^\/(?:pin\/\d+\/repin\/x\/)?$/);
      expect(plan.kind === 'login_panel').toBe(!isAuth && !isMobile);
    },
  );
});

describe('mobile create pages (S0 §2)', () => {
  it('S0 §2: /board/create/ and /board/{id}/create_section/ with the id encoded', () => {
    expect(boardCreatePagePath()).toBe('/board/create/');
    expect(sectionCreatePagePath('123')).toBe('/board/123/create_section/');
    expect(sectionCreatePagePath('a/b?c')).toBe('/board/a%2Fb%3Fc/create_section/');
  });

  it('S0 §2: the Pin travels as navigation state; a picked board goes to its section page', () => {
    const pin = parsed('/pin/create/?media=m');
    expect(mobileCreatePageNavigation(pin)).toEqual({ path: '/board/create/', state: { pin } });
    expect(mobileCreatePageNavigation(pin, '')).toEqual({ path: '/board/create/', state: { pin } });
    expect(mobileCreatePageNavigation(pin, '9')).toEqual({ path: '/board/9/create_section/', state: { pin } });
  });

  test.prop([fc.string({ unit: 'grapheme', minLength: 1 })])('S0 §2: a section page path has exactly the board segment', (id) => {
    const path = sectionCreatePagePath(id);
    expect(path.split('/')).toHaveLength(5);
    expect(decodeURIComponent(path.split('/')[2] ?? '')).toBe(id);
  });
});
