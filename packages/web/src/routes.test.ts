import { AD_MANAGER_ROUTES, adManagerPath, createPinPagePath, type AdManagerRouteKey } from '@pinstack/core/rules';
import { fc, test } from '@pinstack/core/testing';
import { describe, expect } from 'vitest';
import { PAGE_TITLES, POPUP_PAGES, resolveRoute } from './routes.js';

describe('resolveRoute: S0 §2 routes', () => {
  test.each([
    ['/pin/create/bookmarklet/', 'createPin', { method: 'bookmarklet' }],
    ['/pin/create/button', 'createPin', { method: 'button' }],
    ['/pin/create/', 'createPin', {}],
    ['/board/create/', 'boardCreate', {}, true],
    ['/board/42/create_section/', 'sectionCreate', { id: '42' }, true],
    ['/pin/7/', 'pin', { id: '7' }],
    ['/pin/7', 'pin', { id: '7' }],
    ['/pin/7/repin/x/', 'repin', { id: '7' }, true],
    ['/dana/', 'profile', { username: 'dana' }],
    ['/dana/kitchen-ideas/', 'board', { username: 'dana', slug: 'kitchen-ideas' }],
    ['/settings/claim/', 'settingsClaim', {}, true],
    ['/settings/', 'settings', {}, true],
    ['/invitations/', 'invitations', {}, true],
    ['/settings/profile/', 'profileSettings', {}, true],
    ['/business/convert', 'businessConvert', {}],
  ] as const)('%s → %s', (path, page, params, signIn?: true) => {
    expect(resolveRoute(path)).toEqual({ page, params, ...(signIn ? { signIn } : {}) });
  });

  test('createPinPagePath output resolves to the create-Pin page (S0 §2)', () => {
    const path = createPinPagePath({
      method: 'bookmarklet',
      action: 'create',
      url: 'https://a.example/',
      media: null,
      description: null,
      color: null,
      guid: null,
    });
    expect(resolveRoute(path.split('?')[0] ?? '').page).toBe('createPin');
  });
});

describe('resolveRoute: S1 §2 routes', () => {
  test.each([
    ['/', 'home'],
    ['/ideas/', 'home'],
    ['/login/', 'login'],
    ['/signup/', 'signup'],
    ['/offsite/', 'offsite'],
    ['/offsite', 'offsite'],
    ['/search/pins/', 'search'],
    ['/advertiser/quick_promote', 'quickPromote'],
    ['/advertiser/quick-promote/', 'quickPromote'],
  ] as const)('%s → %s', (path, page) => {
    expect(resolveRoute(path).page).toBe(page);
  });

  test('every ad-manager route, with and without an advertiser, names its route key', () => {
    for (const key of Object.keys(AD_MANAGER_ROUTES) as AdManagerRouteKey[]) {
      const params = { advertiserId: '549', campaignId: '12', productGroupId: '3' } as never;
      const prefixed = adManagerPath(key, params).split(/[?#]/)[0] ?? '';
      // note: routes sharing a path (the #conversionsAPI anchors) resolve to the first key of that path
      expect(AD_MANAGER_ROUTES[resolveRoute(prefixed).adRoute ?? 'home'].path).toBe(AD_MANAGER_ROUTES[key].path);
      expect(resolveRoute(prefixed).params['advertiserId']).toBe('549');
      if (key !== 'home') {
        const bare = adManagerPath(key, { campaignId: '12', productGroupId: '3' } as never).split(/[?#]/)[0] ?? '';
        expect(AD_MANAGER_ROUTES[resolveRoute(bare).adRoute ?? 'home'].path).toBe(AD_MANAGER_ROUTES[key].path);
      }
    }
  });

  test('path parameters are decoded', () => {
    expect(resolveRoute('/advertiser/5%2F4/campaign-insights/c%20d/').params).toEqual({ advertiserId: '5/4', campaignId: 'c d' });
  });

  test('unknown paths and badly encoded segments are not found (S1 §2: → / with the error)', () => {
    expect(resolveRoute('/a/b/c/d/').page).toBe('notFound');
    expect(resolveRoute('/pin/%E0%A4%A/').page).toBe('notFound');
    expect(resolveRoute('/resource/x/').page).toBe('notFound');
  });

  test.prop([fc.string()])('never throws, and a profile is never a reserved first segment', (path) => {
    const route = resolveRoute(`/${path}`);
    if (route.page === 'profile' || route.page === 'board')
      expect(['pin', 'board', 'resource', 'assets']).not.toContain(route.params['username']);
  });
});

describe('page titles and chrome (issue 20)', () => {
  test('S0 §2: the create-Pin page is a popup-style page; every other page has the banner', () => {
    expect([...POPUP_PAGES]).toEqual(['createPin']);
    expect(POPUP_PAGES.has(resolveRoute('/pin/create/bookmarklet/').page)).toBe(true);
    expect(POPUP_PAGES.has(resolveRoute('/pin/7/').page)).toBe(false);
  });

  test('no page title names the specification or another product', () => {
    for (const title of Object.values(PAGE_TITLES)) expect(title ?? '').not.toMatch(/spec|Pinterest/i);
  });
});

describe('route rows: who may see a page (S0 §6, S1 §2)', () => {
  test('S1 §2: saving, creating, settings, invitations and promoting are rows a signed-out viewer logs in for; browsing is not', () => {
    for (const path of [
      '/pin/7/repin/x/',
      '/board/create/',
      '/board/4/create_section/',
      '/settings/',
      '/settings/claim/',
      '/settings/profile/',
      '/invitations/',
      '/advertiser/549/quick-promote/',
      '/quick-promote/',
    ])
      expect(resolveRoute(path).signIn, path).toBe(true);
    for (const path of [
      '/',
      '/pin/7/',
      '/pin/create/',
      '/search/',
      '/dana/',
      '/dana/kitchen/',
      '/login/',
      '/signup/',
      '/offsite/',
      '/business/convert',
    ])
      expect(resolveRoute(path).signIn, path).toBeUndefined();
  });

  test.prop([fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)])(
    'S1 §2: every id on a signed-in row needs sign-in; the same id on a browsing row does not',
    (id) => {
      expect(resolveRoute(`/pin/${id}/repin/x/`).signIn).toBe(true);
      expect(resolveRoute(`/board/${id}/create_section/`).signIn).toBe(true);
      expect(resolveRoute(`/advertiser/${id}/quick-promote/`).signIn).toBe(true);
      expect(resolveRoute(`/pin/${id}/`).signIn).toBeUndefined();
    },
  );
});
