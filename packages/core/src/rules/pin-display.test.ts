import { describe, expect, it } from 'vitest';
import { fc, test } from '../testing/property.js';
import { ELLIPSIS } from '../constants.js';
import { PIN_TITLE_FROM_DESCRIPTION_MAX, pinFullImage, pinThumb, pinTitle, UNTITLED_PIN, type PinFace } from './pin-display.js';

const maybeUrl = fc.option(fc.webUrl(), { nil: undefined });
const pinArb: fc.Arbitrary<PinFace> = fc.record(
  {
    title: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
    description: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
    imageUrl: fc.webUrl(),
    images: fc.record(
      {
        '236x': maybeUrl.map((u) => (u === undefined ? undefined : { url: u })),
        orig: maybeUrl.map((u) => (u === undefined ? undefined : { url: u })),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<PinFace>;

const urlsOf = (pin: PinFace): string[] =>
  [pin.images?.['236x']?.url, pin.images?.orig?.url, pin.imageUrl].filter((u): u is string => typeof u === 'string' && u !== '');

describe('pinThumb / pinFullImage (S0 §3 Pin images: 236x and orig, imageUrl)', () => {
  it('S0 §3: a tile takes 236x first, the closeup orig first', () => {
    const pin = {
      imageUrl: 'https://a/created.jpg',
      images: { '236x': { url: 'https://a/236.jpg' }, orig: { url: 'https://a/orig.jpg' } },
    };
    expect(pinThumb(pin)).toBe('https://a/236.jpg');
    expect(pinFullImage(pin)).toBe('https://a/orig.jpg');
    expect(pinThumb({ imageUrl: 'https://a/created.jpg' })).toBe('https://a/created.jpg');
    expect(pinFullImage({ images: { '236x': { url: 'https://a/236.jpg' } } })).toBe('https://a/236.jpg');
    expect(pinThumb({})).toBeNull();
    expect(pinFullImage({ imageUrl: '' })).toBeNull();
  });

  test.prop([pinArb])("S0 §3: both pick one of the Pin's own pictures, and find one whenever it has one", (pin) => {
    const urls = urlsOf(pin);
    for (const picked of [pinThumb(pin), pinFullImage(pin)]) {
      if (urls.length === 0) expect(picked).toBeNull();
      else expect(urls).toContain(picked);
    }
    const small = pin.images?.['236x']?.url;
    if (small !== undefined && small !== '') expect(pinThumb(pin)).toBe(small);
    const large = pin.images?.orig?.url;
    if (large !== undefined && large !== '') expect(pinFullImage(pin)).toBe(large);
  });
});

describe('pinTitle (S0 §3 title, description)', () => {
  it("S0 §3: the title, else the description's first words, else Untitled Pin", () => {
    expect(pinTitle({ title: '  Bread  ', description: 'A loaf' })).toBe('Bread');
    expect(pinTitle({ title: ' ', description: 'A bright kitchen with open shelves and windows' })).toBe(
      `A bright kitchen with open shelves and${ELLIPSIS}`,
    );
    expect(pinTitle({ title: null, description: null })).toBe(UNTITLED_PIN);
  });

  test.prop([pinArb])('S0 §3: never blank, a non-blank title as typed (trimmed), else at most the cap and an ellipsis', (pin) => {
    const name = pinTitle(pin);
    expect(name.trim()).not.toBe('');
    const title = pin.title?.trim() ?? '';
    if (title !== '') expect(name).toBe(title);
    else expect(Array.from(name).length).toBeLessThanOrEqual(Math.max(PIN_TITLE_FROM_DESCRIPTION_MAX + 1, UNTITLED_PIN.length));
  });
});
