import { describe, expect, it } from 'vitest';
import type { Pin, QuickPromoteForm } from '../entities.js';
import { fc, test } from '../testing/property.js';
import { businessConvertPlan, prefillQuickPromoteDestination, promotablePins, quickPromotePinPreviewSize } from './quick-promote.js';
import { queryParam } from './redirect.js';

const ORIGIN = 'https://pinstack.example';
const form: QuickPromoteForm = { name: 'Spring', budget: 3, duration: 10, is_ongoing: true, advertiser_id: 'adv-1' };
const pin = (id: string, pinnerId?: string): Pick<Pin, 'id' | 'pinner'> => ({
  id,
  ...(pinnerId !== undefined ? { pinner: { id: pinnerId } } : {}),
});

describe('promotablePins (S1 §2 pin selection: the viewer’s own Pins)', () => {
  it('keeps the viewer’s own Pins in order, each once', () => {
    const pins = [pin('1', 'me'), pin('2', 'you'), pin('3', 'me'), pin('1', 'me'), pin('4')];
    expect(promotablePins(pins, 'me').map((p) => p.id)).toEqual(['1', '3']);
  });

  it('a viewer without an id has none', () => {
    expect(promotablePins([pin('1', 'me')], null)).toEqual([]);
    expect(promotablePins([pin('1', '')], '')).toEqual([]);
  });

  test.prop([
    fc.array(fc.record({ id: fc.string({ maxLength: 3 }), owner: fc.constantFrom('me', 'you', 'them') })),
    fc.constantFrom('me', 'you'),
  ])('property: only the viewer’s, no id twice, a subsequence of the input', (rows, viewer) => {
    const pins = rows.map((row) => pin(row.id, row.owner));
    const kept = promotablePins(pins, viewer);
    expect(kept.every((p) => p.pinner?.id === viewer && p.id !== '')).toBe(true);
    expect(new Set(kept.map((p) => p.id)).size).toBe(kept.length);
    // the same objects, in the input's order
    const positions = kept.map((p) => pins.indexOf(p));
    expect(positions.every((at, i) => at >= 0 && (i === 0 || at > (positions[i - 1] ?? -1)))).toBe(true);
    expect(promotablePins(kept, viewer)).toEqual(kept);
  });
});

describe('prefillQuickPromoteDestination (S1 §3 destination_url from the chosen Pin)', () => {
  it('a blank destination takes the Pin’s link', () => {
    expect(prefillQuickPromoteDestination(form, 'https://shop.example/tent').destination_url).toBe('https://shop.example/tent');
    expect(prefillQuickPromoteDestination({ ...form, destination_url: '  ' }, ' https://shop.example/ ').destination_url).toBe(
      'https://shop.example/',
    );
  });

  it('what the advertiser typed stays; the previous Pin’s link is replaced by the new one', () => {
    const typed = { ...form, destination_url: 'https://my.example/landing' };
    expect(prefillQuickPromoteDestination(typed, 'https://shop.example/tent', 'https://shop.example/old')).toBe(typed);
    const prefilled = { ...form, destination_url: 'https://shop.example/old' };
    expect(prefillQuickPromoteDestination(prefilled, 'https://shop.example/tent', 'https://shop.example/old').destination_url).toBe(
      'https://shop.example/tent',
    );
  });

  it('a Pin without a web link leaves it blank, and clears one prefilled from the previous Pin', () => {
    expect(prefillQuickPromoteDestination(form, null)).toBe(form);
    expect(prefillQuickPromoteDestination(form, 'javascript:alert(1)')).toBe(form);
    const prefilled = { ...form, destination_url: 'https://shop.example/old' };
    expect(prefillQuickPromoteDestination(prefilled, null, 'https://shop.example/old')).not.toHaveProperty('destination_url');
  });

  test.prop([fc.option(fc.webUrl(), { nil: null }), fc.option(fc.webUrl(), { nil: null }), fc.webUrl()])(
    'property: a typed destination (not the previous link) is never replaced',
    (link, previous, typed) => {
      fc.pre(typed !== previous);
      const mine = { ...form, destination_url: typed };
      expect(prefillQuickPromoteDestination(mine, link, previous)).toBe(mine);
    },
  );

  test.prop([fc.webUrl()])('property: a blank destination becomes any web link, and the rest of the form is kept', (link) => {
    const filled = prefillQuickPromoteDestination(form, link);
    expect(filled).toEqual({ ...form, destination_url: link.trim() });
  });
});

describe('businessConvertPlan (S0 §2 /business/convert, S1 §2 redirects)', () => {
  it('S1 §2: with next, go there carrying pinId', () => {
    expect(businessConvertPlan('?next=/advertiser/quick_promote&pinId=42', ORIGIN)).toEqual({
      kind: 'continue',
      to: '/advertiser/quick_promote?pinId=42',
    });
    expect(businessConvertPlan('next=%2Fadvertiser%2Fquick_promote%3Fref%3Dx', ORIGIN)).toEqual({
      kind: 'continue',
      to: '/advertiser/quick_promote?ref=x',
    });
    expect(businessConvertPlan('?next=/advertiser/quick_promote&pinId=a%26b', ORIGIN)).toEqual({
      kind: 'continue',
      to: '/advertiser/quick_promote?pinId=a%26b',
    });
  });

  it('S1 §2: an unsafe next goes to / with its reason', () => {
    expect(businessConvertPlan('?next=https://evil.example/&pinId=1', ORIGIN)).toMatchObject({ kind: 'refused', to: '/' });
    expect(businessConvertPlan('?next=//evil.example/', ORIGIN)).toMatchObject({ kind: 'refused', to: '/' });
  });

  it('without next (or a blank one, or one back here) it explains and offers to choose a Pin', () => {
    expect(businessConvertPlan('', ORIGIN)).toEqual({ kind: 'explain', pinId: null, choosePinPath: '/advertiser/quick_promote' });
    expect(businessConvertPlan('?next=', ORIGIN)).toEqual({ kind: 'explain', pinId: null, choosePinPath: '/advertiser/quick_promote' });
    expect(businessConvertPlan('?pinId=7', ORIGIN)).toEqual({
      kind: 'explain',
      pinId: '7',
      choosePinPath: '/advertiser/quick_promote?pinId=7',
    });
    expect(businessConvertPlan('?next=/business/convert/', ORIGIN)).toMatchObject({ kind: 'explain' });
  });

  it('pinId goes in the query before a fragment', () => {
    expect(businessConvertPlan('?next=%2Fa%3Fb%3D1%23top&pinId=9', ORIGIN)).toEqual({ kind: 'continue', to: '/a?b=1&pinId=9#top' });
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])(
    'property: always a path on this site, never a loop',
    (next, pinId) => {
      const query = `?next=${encodeURIComponent(next)}${pinId === undefined ? '' : `&pinId=${encodeURIComponent(pinId)}`}`;
      const plan = businessConvertPlan(query, ORIGIN);
      const to = plan.kind === 'explain' ? plan.choosePinPath : plan.to;
      expect(to.startsWith('/')).toBe(true);
      expect(to.startsWith('//')).toBe(false);
      expect(to.split(/[?#]/u)[0]?.replace(/\/+$/u, '')).not.toBe('/business/convert');
      if (plan.kind !== 'refused' && pinId !== undefined && pinId.trim() !== '') {
        // the last pinId wins over one the next itself carried
        const query = (to.split('#')[0] ?? '').slice(to.indexOf('?'));
        expect(
          new Set(
            query
              .slice(1)
              .split('&')
              .filter((pair) => pair.startsWith('pinId=')),
          ),
        ).toContain(`pinId=${encodeURIComponent(pinId.trim())}`);
      }
    },
  );
});

describe('queryParam', () => {
  it('reads a parameter with or without the ?, decoded; null when absent', () => {
    expect(queryParam('?a=1&b=x%20y', 'b')).toBe('x y');
    expect(queryParam('a=1&a=2', 'a')).toBe('1');
    expect(queryParam('', 'a')).toBeNull();
    expect(queryParam('?a', 'a')).toBe('');
  });
});

describe('quickPromotePinPreviewSize (S0 §9 Pin preview 236 × 335, S1 §2 width modes)', () => {
  it('a tall Pin shows whole: 236 × 354 fits 335 tall at its ratio, not a 236-wide banner', () => {
    expect(quickPromotePinPreviewSize({ width: 236, height: 354 }, 'medium')).toEqual({ width: 223, height: 335 });
    expect(quickPromotePinPreviewSize({ width: 1080, height: 1920 }, 'wide')).toEqual({ width: 188, height: 335 });
    expect(quickPromotePinPreviewSize({ width: 1200, height: 600 }, 'wide')).toEqual({ width: 236, height: 118 });
  });

  it('narrow: a thumbnail of at most 120 × 180 beside the title', () => {
    expect(quickPromotePinPreviewSize({ width: 236, height: 354 }, 'narrow')).toEqual({ width: 120, height: 180 });
    expect(quickPromotePinPreviewSize({ width: 1080, height: 1920 }, 'narrow')).toEqual({ width: 101, height: 180 });
  });

  it('an unknown size is null', () => {
    expect(quickPromotePinPreviewSize(null, 'wide')).toBeNull();
    expect(quickPromotePinPreviewSize({ width: 0, height: 100 }, 'narrow')).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1, max: 10_000 }),
    fc.integer({ min: 1, max: 10_000 }),
    fc.constantFrom('narrow' as const, 'medium' as const, 'wide' as const),
  ])('property: within the box, one side on it, the ratio kept (to rounding)', (width, height, mode) => {
    const size = quickPromotePinPreviewSize({ width, height }, mode);
    const box = mode === 'narrow' ? { width: 120, height: 180 } : { width: 236, height: 335 };
    expect(size).not.toBeNull();
    if (size === null) return;
    expect(size.width).toBeLessThanOrEqual(box.width);
    expect(size.height).toBeLessThanOrEqual(box.height);
    expect(size.width === box.width || size.height === box.height).toBe(true);
    // rounding moves each side by at most half a pixel (a 1-pixel floor aside)
    const scale = Math.min(box.width / width, box.height / height);
    expect(Math.abs(size.width - width * scale)).toBeLessThanOrEqual(Math.max(0.5, 1 - width * scale));
    expect(Math.abs(size.height - height * scale)).toBeLessThanOrEqual(Math.max(0.5, 1 - height * scale));
  });
});
