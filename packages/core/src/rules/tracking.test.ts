import { fc, test } from '../testing/property.js';
import { describe, expect, it } from 'vitest';
import { pinCreatePixel } from './tracking.js';

describe('pinCreatePixel', () => {
  it('S0 §7: sent on success with a guid: client web, event pin_create_success, pin_id, path and query fields', () => {
    expect(
      pinCreatePixel({
        outcome: 'success',
        guid: 'g1',
        pinId: '42',
        path: '/pin/create/button/',
        query: { url: 'https://x.example', guid: 'g1' },
      }),
    ).toEqual({
      url: 'https://x.example',
      guid: 'g1',
      client: 'web',
      event: 'pin_create_success',
      path: '/pin/create/button/',
      pin_id: '42',
    });
  });

  it('S0 §7: not sent on success without a guid', () => {
    expect(pinCreatePixel({ outcome: 'success', pinId: '42', path: '/pin/create/button/' })).toBeNull();
    expect(pinCreatePixel({ outcome: 'success', guid: ' ', pinId: '42', path: '/p' })).toBeNull();
  });

  it('S0 §7: always sent on failure, guid or not, with event pin_create_fail', () => {
    expect(pinCreatePixel({ outcome: 'failure', path: '/pin/create/button/' })).toEqual({
      client: 'web',
      event: 'pin_create_fail',
      path: '/pin/create/button/',
    });
  });

  it("S0 §7: query fields cannot override the pixel's own fields", () => {
    const pixel = pinCreatePixel({
      outcome: 'failure',
      path: '/real',
      query: { client: 'evil', event: 'x', path: '/fake', pin_id: '666', description: 'hi' },
    });
    expect(pixel).toEqual({ client: 'web', event: 'pin_create_fail', path: '/real', description: 'hi' });
  });

  test.prop([
    fc.constantFrom('success', 'failure') as fc.Arbitrary<'success' | 'failure'>,
    fc.option(fc.string()),
    fc.option(fc.string()),
    fc.string(),
    fc.dictionary(fc.string(), fc.string()),
  ])('S0 §7 property: total; sent exactly on failure or on success with a guid', (outcome, guid, pinId, path, query) => {
    const pixel = pinCreatePixel({ outcome, guid, pinId, path, query });
    expect(pixel !== null).toBe(outcome === 'failure' || (typeof guid === 'string' && guid.trim() !== ''));
    if (pixel) {
      expect(pixel.client).toBe('web');
      expect(pixel.event).toBe(outcome === 'success' ? 'pin_create_success' : 'pin_create_fail');
      expect(pixel.path).toBe(path);
    }
  });
});
