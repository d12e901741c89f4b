import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { UPSELL_CONNECT_PATH, UPSELL_DISMISS_DELAY_MS } from '../../constants.js';
import { MESSAGES } from '../../messages.js';
import { photoUpsellMachine } from './photo-upsell.machine.js';
import { selectPhotoUpsell } from './photo-upsell.selectors.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const open = () => {
  const markSeen = vi.fn();
  const actor = createActor(photoUpsellMachine.provide({ actions: { markSeen } })).start();
  return { actor, markSeen, view: () => selectPhotoUpsell(actor.getSnapshot()) };
};

describe('photoUpsellMachine (S0 §4/§9 photo-service upsell)', () => {
  it('S0 §9: marked seen on display, once', () => {
    const h = open();
    expect(h.markSeen).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPSELL_DISMISS_DELAY_MS);
    h.actor.send({ type: 'UPSELL.DISMISS' });
    expect(h.markSeen).toHaveBeenCalledTimes(1);
  });

  it('S0 §9: the dismiss button works only after 2000 ms', () => {
    const h = open();
    expect(h.view()).toMatchObject({ canDismiss: false, title: MESSAGES.upsellTitle, connectHref: UPSELL_CONNECT_PATH });
    h.actor.send({ type: 'UPSELL.DISMISS' });
    expect(h.view()).toMatchObject({ state: 'showing', closed: false });
    vi.advanceTimersByTime(UPSELL_DISMISS_DELAY_MS - 1);
    expect(h.view().canDismiss).toBe(false);
    vi.advanceTimersByTime(1);
    expect(h.view().canDismiss).toBe(true);
    h.actor.send({ type: 'UPSELL.DISMISS' });
    expect(h.view()).toMatchObject({ state: 'dismissed', closed: true });
  });

  it('S0 §2: Connect now leaves for the claim page at any time', () => {
    const h = open();
    h.actor.send({ type: 'UPSELL.CONNECT' });
    expect(h.view()).toMatchObject({ state: 'connected', closed: true });
  });
});
