import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property.js';
import { QUICK_PROMOTE_TITLES, quickPromotePanel, quickPromoteTitle, type QuickPromoteScreen } from './quick-promote.selectors.js';

const screens: readonly QuickPromoteScreen[] = [
  'loading',
  'gdpr',
  'pin_selection',
  'page',
  'tag',
  'submitting',
  'business_form',
  'billing_form',
  'error',
  'success',
  'finished',
  'closed',
];
const whereArb = fc
  .record({
    screen: fc.constantFrom(...screens),
    reading: fc.constantFrom('modal' as const, 'page' as const),
    pinId: fc.option(fc.constant('pin-1'), { nil: null }),
    form: fc.record({ ad_type: fc.constantFrom('WEB_CONVERSION', 'CONSIDERATION', undefined) }),
  })
  // reading (1) has no GDPR, page or tag step
  .filter((where) => where.reading === 'page' || !['gdpr', 'page', 'tag'].includes(where.screen));

describe("quickPromotePanel / quickPromoteTitle (S1 §2 the modal's steps)", () => {
  it('S1 §2 reading (1): pin selection shows the Pins to choose from until one is chosen, then the Pin and the form; sending keeps them', () => {
    expect(quickPromotePanel({ screen: 'pin_selection', pinId: null, form: {} })).toBe('chooser');
    expect(quickPromotePanel({ screen: 'pin_selection', pinId: 'p', form: {} })).toBe('form');
    expect(quickPromotePanel({ screen: 'submitting', reading: 'modal', pinId: 'p', form: {} })).toBe('form');
    expect(quickPromoteTitle({ screen: 'submitting', reading: 'modal', pinId: 'p', form: {} })).toBe(QUICK_PROMOTE_TITLES.submitting);
  });

  it('S1 §2 reading (2): pin selection is its own step; sending stays on the page, or on the tag step for web conversion', () => {
    const page = { reading: 'page' as const, pinId: 'p' };
    expect(quickPromotePanel({ ...page, screen: 'pin_selection', form: {} })).toBe('pins');
    expect(quickPromotePanel({ ...page, screen: 'submitting', form: {} })).toBe('form');
    expect(quickPromoteTitle({ ...page, screen: 'submitting', form: {} })).toBe(QUICK_PROMOTE_TITLES.page);
    expect(quickPromotePanel({ ...page, screen: 'submitting', form: { ad_type: 'WEB_CONVERSION' } })).toBe('tag');
    expect(quickPromoteTitle({ ...page, screen: 'submitting', form: { ad_type: 'WEB_CONVERSION' } })).toBe(QUICK_PROMOTE_TITLES.tag);
  });

  test.prop([whereArb])('S1 §2: an ended flow shows nothing; every other screen has a panel and a title, together', (where) => {
    const ended = where.screen === 'finished' || where.screen === 'closed';
    expect(quickPromotePanel(where) === null).toBe(ended);
    expect(quickPromoteTitle(where) === null).toBe(ended);
    if (!ended) expect(Object.values(QUICK_PROMOTE_TITLES)).toContain(quickPromoteTitle(where));
  });

  test.prop([whereArb])('S1 §2: the Pins to choose from show only without a Pin; the form only with one, or on reading (2)', (where) => {
    const panel = quickPromotePanel(where);
    if (panel === 'chooser') expect(where.pinId).toBeNull();
    if (panel === 'form' && where.reading === 'modal') expect(where.pinId).not.toBeNull();
    if (panel === 'pins' || panel === 'tag') expect(where.reading).toBe('page');
  });
});
