import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { PIN_CREATE_PIXEL_EVENTS, SUCCESS_POPUP_AUTO_CLOSE_MS } from '../../constants.js';
import type { Pin } from '../../entities.js';
import type { CreatePinInput } from '../mobile-pin-create/mobile-pin-create.types.js';
import { bookmarkletPopupMachine } from './bookmarklet-popup.machine.js';
import { selectBookmarkletPopup } from './bookmarklet-popup.selectors.js';
import type { BookmarkletPopupInput, TrackPixelParams } from './bookmarklet-popup.types.js';

const input = (guid?: string): BookmarkletPopupInput => ({
  pin: { imageUrl: 'https://site.example/a.jpg', link: 'https://site.example/', ...(guid ? { guid } : {}) },
  path: '/pin/create/button/',
  query: { url: 'https://site.example/' },
});

const harness = (
  i: BookmarkletPopupInput,
  opts: { image?: () => Promise<{ width: number; height: number }>; create?: (n: number) => Promise<Pin> } = {},
) => {
  const pixels: TrackPixelParams[] = [];
  let closes = 0;
  let creates = 0;
  const machine = bookmarkletPopupMachine.provide({
    actors: {
      loadImage: fromPromise(opts.image ?? (async () => ({ width: 600, height: 900 }))),
      createPin: fromPromise<Pin, CreatePinInput>(() => (opts.create ?? (async () => ({ id: 'p1' })))(++creates)),
    },
    actions: { trackPixel: (_, p) => void pixels.push(p), closeWindow: () => void (closes += 1) },
  });
  const actor = createActor(machine, { input: i }).start();
  return { actor, pixels, closes: () => closes, view: () => selectBookmarkletPopup(actor.getSnapshot()) };
};

const create = { type: 'PIN.CREATE', boardId: 'b1', boardName: 'Travel' } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('bookmarkletPopupMachine (S0 §4 bookmarklet popup)', () => {
  it('S0 §4: loading image → ready → creating → success, and the window closes after 10 s', async () => {
    const h = harness(input('g-1'));
    expect(h.view()).toMatchObject({ state: 'loadingImage', loading: true, canPick: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({
      state: 'ready',
      canPick: true,
      image: { url: 'https://site.example/a.jpg', width: 600, height: 900 },
    });
    h.actor.send(create);
    expect(h.view().state).toBe('creating');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'success', headline: 'Saved to Travel' });
    expect(h.pixels).toEqual([
      expect.objectContaining({ event: PIN_CREATE_PIXEL_EVENTS.success, pin_id: 'p1', path: '/pin/create/button/' }),
    ]);
    await vi.advanceTimersByTimeAsync(SUCCESS_POPUP_AUTO_CLOSE_MS - 1);
    expect(h.closes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.closes()).toBe(1);
    expect(h.actor.getSnapshot().output).toEqual({ pin: { id: 'p1' } });
  });

  it('S0 §7: no success pixel for a Pin without a guid', async () => {
    const h = harness(input());
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().state).toBe('success');
    expect(h.pixels).toEqual([]);
  });

  it('S0 §4/§7: a failure logs the pin_create_fail pixel, shows the error and allows a retry', async () => {
    const h = harness(input(), {
      create: async (n) => {
        if (n === 1) throw { message: 'Save failed' };
        return { id: 'p2' };
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'ready', error: 'Save failed' });
    expect(h.pixels).toEqual([expect.objectContaining({ event: PIN_CREATE_PIXEL_EVENTS.fail, url: 'https://site.example/' })]);
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'success', error: null });
  });

  it('S0 §8: an image that does not load still leaves the popup usable', async () => {
    const h = harness(input(), { image: async () => Promise.reject(new Error('404')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'ready', canPick: true, image: null });
  });

  it('closing from the success view closes the window at once, and only once', async () => {
    const h = harness(input());
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send(create);
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send({ type: 'CLOSE' });
    expect(h.closes()).toBe(1);
    await vi.advanceTimersByTimeAsync(SUCCESS_POPUP_AUTO_CLOSE_MS);
    expect(h.closes()).toBe(1);
  });

  it('transitions as data: PIN.CREATE is ignored before the image is ready', () => {
    const [s0] = initialTransition(bookmarkletPopupMachine, input());
    expect(transition(bookmarkletPopupMachine, s0, create)[0].value).toBe('loadingImage');
  });
});
