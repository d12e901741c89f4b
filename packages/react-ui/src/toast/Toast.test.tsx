import { TOAST_DURATION_MS } from '@pinstack/core';
import { mobileSaveToast } from '@pinstack/core/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { Toast } from './Toast.js';

afterEach(() => vi.useRealTimers());

describe('Toast (S0 §2/§9)', () => {
  it('dismisses itself after TOAST_DURATION_MS (5000 ms), not before', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    await render(<Toast toast={mobileSaveToast({ boardName: 'Travel', pinId: 'p1' })} onDismiss={onDismiss} />);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
