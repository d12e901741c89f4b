import type { Pin } from '@pinstack/core';
import { LOADING_INDICATOR_DURATION_MS } from '@pinstack/core';
import { examplePins } from '@pinstack/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { PinCloseup } from '../pin-closeup/PinCloseup.js';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { Button } from '../primitives/Button.js';
import { LinkButton } from '../primitives/LinkButton.js';
import { SendButton } from './SendButton.js';

const pin = { ...(examplePins.pendantLamp as unknown as Pin), link: null };

// The Pin page's row on a phone (390 px wide, the trial's m14/m15/m25): Send, Edit, Promote, Save.
const runtime = makeStoryPorts().runtime;
const row = () => (
  <PinstackProvider runtime={runtime}>
    <div style={{ width: '390px' }}>
      <PinCloseup
        pin={pin}
        actions={
          <>
            <SendButton url="https://pinstack.example/pin/1/" />
            <Button>Edit</Button>
            <LinkButton href="/promote/">Promote</LinkButton>
            <Button variant="primary">Save</Button>
          </>
        }
      />
    </div>
  </PinstackProvider>
);

const boxes = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('button, a')]
    .filter((element) => ['Send', 'Edit', 'Promote', 'Save'].includes(element.textContent ?? ''))
    .map((element) => element.getBoundingClientRect());

afterEach(() => vi.useRealTimers());

describe('Send on the Pin page (issue #25) at 390 px', () => {
  it('every action is inside the page and one height, also once "Link copied" shows; it goes away after the S0 §4 indicator time (4000 ms)', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => {} } });
    const screen = await render(row());
    const page = screen.container.getBoundingClientRect();
    const check = () => {
      const rects = boxes(screen.container);
      expect(rects).toHaveLength(4);
      for (const rect of rects) {
        expect(rect.left).toBeGreaterThanOrEqual(page.left);
        expect(rect.right).toBeLessThanOrEqual(page.left + 390);
        expect(rect.height).toBe(rects[0]?.height);
      }
    };
    check();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Link copied');
    check();
    vi.advanceTimersByTime(LOADING_INDICATOR_DURATION_MS - 1);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Link copied');
    vi.advanceTimersByTime(1);
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });
});
