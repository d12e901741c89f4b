import type { Pin } from '@pinstack/core';
import { describe, expect, it } from 'vitest';
import { estimateCardHeight, knownShape, noteSize } from './image-sizes.js';

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
