import type { Pin } from '@pinstack/core';
import { describe, expect, it } from 'vitest';
import { estimateCardHeight, knownShape, noteSize, shapeChangedOnLoad } from './image-sizes.js';

const loaded = (naturalWidth: number, naturalHeight: number) => ({ naturalWidth, naturalHeight });

describe('knownShape (issue 20 §3: a card keeps the height its image had when drawn again)', () => {
  it('a Pin whose variants carry no size and whose source url differs: the card notes its thumbnail, and its height is estimated from that note', () => {
    // the card loads (and notes) pinThumb — the variant's url — not imageUrl, the source it was saved from
    const pin: Pin = {
      id: 'p-unsized',
      imageUrl: '/source/p.jpg',
      images: { orig: { url: '/media/p-unsized/orig.jpg', width: 0, height: 0 } },
    };
    expect(estimateCardHeight(pin, 200)).toBeCloseTo(200 * (4 / 3) + 44);
    noteSize('/media/p-unsized/orig.jpg', loaded(800, 400));
    expect(knownShape(pin)).toEqual({ width: 800, height: 400 });
    expect(estimateCardHeight(pin, 200)).toBeCloseTo(100 + 44);
  });

  it('a Pin saved from an image url (no variants): its url is the thumbnail, noted and read alike', () => {
    const pin: Pin = { id: 'p-url', imageUrl: '/source/url-only.jpg' };
    expect(knownShape(pin)).toBeUndefined();
    noteSize('/source/url-only.jpg', loaded(300, 600));
    expect(knownShape(pin)).toEqual({ width: 300, height: 600 });
    expect(estimateCardHeight(pin, 236)).toBeCloseTo(472 + 44);
  });

  it('sized variants win over any note, and a Pin without a picture has no shape', () => {
    const pin: Pin = { id: 'p-sized', images: { '236x': { url: '/media/s/236x.jpg', width: 236, height: 118 } } };
    noteSize('/media/s/236x.jpg', loaded(100, 900));
    expect(knownShape(pin)).toEqual({ width: 236, height: 118 });
    expect(knownShape({ id: 'p-none' })).toBeUndefined();
  });
});

describe('shapeChangedOnLoad (a card whose image had no size is placed again once it loads)', () => {
  it('an image drawn without a known shape (no width/height: no height until it loads) asks the grid to measure again', () => {
    // the newcomer trial: a Pin without sizes, loaded uncached, overlapped the row below it
    const pin: Pin = { id: 'p-pasted', imageUrl: '/media/pasted.236x.webp' };
    const drawnWith = knownShape(pin);
    expect(drawnWith).toBeUndefined();
    const image = loaded(236, 393);
    noteSize('/media/pasted.236x.webp', image);
    expect(shapeChangedOnLoad(drawnWith, image)).toBe(true);
    // drawn again, the card reserves that shape: a later load of the same image changes nothing
    expect(shapeChangedOnLoad(knownShape(pin), image)).toBe(false);
  });

  it('a known shape, loaded at that shape (any variant, rounded to whole pixels): no new render', () => {
    expect(shapeChangedOnLoad({ width: 300, height: 500 }, loaded(236, 393))).toBe(false);
    expect(shapeChangedOnLoad({ width: 300, height: 500 }, loaded(736, 1227))).toBe(false);
  });

  it('a known shape the image does not have (sizes that were wrong): measured again', () => {
    expect(shapeChangedOnLoad({ width: 300, height: 400 }, loaded(400, 300))).toBe(true);
  });

  it('an image that failed (no natural size) changes nothing', () => {
    expect(shapeChangedOnLoad(undefined, loaded(0, 0))).toBe(false);
  });
});
