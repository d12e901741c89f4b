import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { LoadingBar } from './LoadingScreen.js';

describe('LoadingBar (S1 §9)', () => {
  it('follows loadingBarPercent of its clock and fills when done', async () => {
    let clock = 0;
    const now = () => clock;
    const screen = await render(<LoadingBar done={false} now={now} />);
    clock = 6000;
    await expect.element(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '95');
    clock = 60_000;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '95');
    await screen.rerender(<LoadingBar done now={now} />);
    await expect.element(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '100');
  });
});
