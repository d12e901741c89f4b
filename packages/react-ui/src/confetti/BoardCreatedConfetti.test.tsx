import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { BoardCreatedConfetti } from './BoardCreatedConfetti.js';

describe('BoardCreatedConfetti (S0 §2/§9)', () => {
  // first: canvas-confetti keeps the one worker it makes for the page's life
  it('draws without a worker (the page CSP allows no blob: worker)', async () => {
    const made: unknown[] = [];
    const original = window.Worker;
    window.Worker = class extends original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        made.push(url);
      }
    };
    try {
      const screen = await render(<BoardCreatedConfetti />);
      await expect.poll(() => document.querySelectorAll('canvas').length).toBeGreaterThan(0);
      expect(made).toEqual([]);
      await screen.unmount();
    } finally {
      window.Worker = original;
    }
  });

  it('loads canvas-confetti on mount and draws on a canvas; unmounting clears it', async () => {
    const screen = await render(<BoardCreatedConfetti />);
    await expect.poll(() => document.querySelectorAll('canvas').length).toBeGreaterThan(0);
    await screen.unmount();
    await expect.poll(() => document.querySelectorAll('canvas').length).toBe(0);
  });
});
