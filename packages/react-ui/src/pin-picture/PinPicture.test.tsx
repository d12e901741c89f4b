import type { PinImages } from '@pinstack/core';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { PinPicture } from './PinPicture.js';

const IMAGES: PinImages = {
  '236x': { url: '/media/t.236x.jpg', webpUrl: '/media/t.236x.webp', width: 236, height: 315 },
  '474x': { url: '/media/t.474x.jpg', webpUrl: '/media/t.474x.webp', width: 474, height: 632 },
  orig: { url: '/media/t.orig.jpg', webpUrl: '/media/t.orig.webp', width: 1200, height: 1600 },
};

describe('PinPicture (issue 24 §3)', () => {
  it('offers every variant with the slot as sizes, reserves the shape, and paints the colour behind', async () => {
    const screen = await render(
      <div style={{ width: 183 }}>
        <PinPicture images={IMAGES} sizes="183px" color="#336699" alt="Photo" />
      </div>,
    );
    const img = screen.getByRole('img', { name: 'Photo' }).element() as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/t.236x.jpg');
    expect(img.getAttribute('srcset')).toBe('/media/t.236x.jpg 236w, /media/t.474x.jpg 474w, /media/t.orig.jpg 1200w');
    expect(img.getAttribute('sizes')).toBe('183px');
    expect(Math.round(img.getBoundingClientRect().height)).toBe(244);
    expect(getComputedStyle(img).backgroundColor).toBe('rgb(51, 102, 153)');
    expect(img.parentElement?.querySelector('source')?.getAttribute('srcset')).toBe(
      '/media/t.236x.webp 236w, /media/t.474x.webp 474w, /media/t.orig.webp 1200w',
    );
  });

  it('S0 §3: a colour that is not a hex colour is not written into the style', async () => {
    const screen = await render(
      <PinPicture images={IMAGES} sizes="236px" color="red; background-image: url(//evil.example/x)" alt="Photo" />,
    );
    const img = screen.getByRole('img', { name: 'Photo' }).element() as HTMLImageElement;
    expect(img.style.background).toBe('');
  });

  it('nothing to show: no image', async () => {
    const screen = await render(
      <div data-testid="empty">
        <PinPicture images={undefined} sizes="236px" alt="Photo" />
      </div>,
    );
    expect(screen.getByTestId('empty').element().childElementCount).toBe(0);
  });
});
