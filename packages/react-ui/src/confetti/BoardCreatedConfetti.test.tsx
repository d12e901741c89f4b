import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { BoardCreatedConfetti } from './BoardCreatedConfetti.js';

describe('BoardCreatedConfetti (S0 §2/§9)', () => {
  it('loads canvas-confetti on mount and draws on a canvas; unmounting clears it', async () => {
    const screen = await render(<BoardCreatedConfetti />);
    await expect.poll(() => document.querySelectorAll('canvas').length).toBeGreaterThan(0);
    await screen.unmount();
    await expect.poll(() => document.querySelectorAll('canvas').length).toBe(0);
  });
});
