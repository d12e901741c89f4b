import { Suspense, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { preloadable } from './preloadable.js';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

/** A fallback that counts the times it was put on screen. */
let fallbackShown = 0;
function Waiting() {
  useLayoutEffect(() => {
    fallbackShown += 1;
  }, []);
  return <p>Waiting</p>;
}

describe('preloadable (issue 11: a prefetched step shows at once)', () => {
  it('once preloaded, the first render is the component itself: no fallback is ever shown', async () => {
    const step = preloadable(() => Promise.resolve(Greeting));
    await step.preload();
    fallbackShown = 0;
    const screen = await render(
      <Suspense fallback={<Waiting />}>
        <step.Component name="Dana" />
      </Suspense>,
    );
    await expect.element(screen.getByText('Hello Dana')).toBeVisible();
    // a React.lazy of the same loaded module puts the fallback up first (and React then holds the reveal)
    expect(fallbackShown).toBe(0);
  });

  it('rendered before its chunk arrived, it shows the fallback and then the component', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const step = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const screen = await render(
      <Suspense fallback={<Waiting />}>
        <step.Component name="Dana" />
      </Suspense>,
    );
    await expect.element(screen.getByText('Waiting')).toBeVisible();
    arrive(Greeting);
    await expect.element(screen.getByText('Hello Dana')).toBeVisible();
  });
});
