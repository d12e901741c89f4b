import type { Pin } from '@pinstack/core';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { PinCloseup } from './PinCloseup.js';

const pin: Pin = {
  id: '1',
  title: 'Brass lamp',
  description: 'Warm light',
  link: 'https://www.example.com/lamp',
  images: { orig: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', width: 1000, height: 500 } },
};

// note: the source link is an OutboundLink, which checks the link through the ports
const runtime = makeStoryPorts().runtime;
const inSpace = (width: number, shown: Pin = pin) => (
  <PinstackProvider runtime={runtime}>
    <div style={{ width }}>
      <PinCloseup pin={shown} headingLevel={2} />
    </div>
  </PinstackProvider>
);

describe('PinCloseup layout (S0 §9)', () => {
  it('follows the width its container gives it, also when that width changes', async () => {
    const screen = await render(inSpace(1200));
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Brass lamp' })).toBeVisible();
    expect(screen.container.querySelector('article')?.dataset['layout']).toBe('double');
    await screen.rerender(inSpace(600));
    await expect.poll(() => screen.container.querySelector('article')?.dataset['layout']).toBe('single');
    await screen.rerender(inSpace(320));
    await expect.poll(() => screen.container.querySelector('article')?.dataset['layout']).toBe('compact');
  });

  it('names the image by its title (issue #25: the description is read once, in the details) and links the source site only for a real URL', async () => {
    const screen = await render(inSpace(600));
    await expect.element(screen.getByRole('img', { name: 'Brass lamp' })).toBeInTheDocument();
    expect(screen.container.textContent?.split('Warm light').length).toBe(2);
    await expect.element(screen.getByRole('link', { name: 'example.com' })).toBeVisible();
    await screen.rerender(inSpace(600, { ...pin, link: 'not a url' }));
    expect(screen.container.querySelector('a')).toBeNull();
  });
});

describe('PinCloseup source link (S1 §2, §5; issue 21 §3)', () => {
  it("links the Pin's site through /offsite/ with the Pin, never straight to the site", async () => {
    const screen = await render(inSpace(600));
    const link = screen.getByRole('link', { name: 'example.com' });
    await expect.element(link).toHaveAttribute('href', `/offsite/?url=${encodeURIComponent(pin.link ?? '')}&pin=${pin.id}`);
  });
});
