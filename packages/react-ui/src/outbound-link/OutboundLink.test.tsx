import { exampleOffsiteLinks } from '@pinstack/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { SponsorLabel } from '../sponsor-label/SponsorLabel.js';
import { OutboundLink } from './OutboundLink.js';

describe('OutboundLink events (S1 §2, §5, §7)', () => {
  it('a click checks the link and opens the /offsite/ href once allowed', async () => {
    const openWindow = vi.fn();
    const screen = await render(
      <PinstackProvider runtime={makeStoryPorts().runtime}>
        <OutboundLink url={exampleOffsiteLinks.safe.url} openWindow={openWindow}>
          Visit
        </OutboundLink>
      </PinstackProvider>,
    );
    await screen.getByRole('link', { name: 'Visit' }).click();
    await vi.waitFor(() => expect(openWindow).toHaveBeenCalledWith(`/offsite/?url=${encodeURIComponent(exampleOffsiteLinks.safe.url)}`), {
      timeout: 10_000,
    });
  });

  it('a blocked link says so and does not open', async () => {
    const openWindow = vi.fn();
    const screen = await render(
      <PinstackProvider runtime={makeStoryPorts().runtime}>
        <OutboundLink url={exampleOffsiteLinks.porn.url} openWindow={openWindow}>
          Visit
        </OutboundLink>
      </PinstackProvider>,
    );
    await screen.getByRole('link', { name: 'Visit' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('This link is blocked.');
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('SponsorLabel (S0 §5, S1 §9)', () => {
  it('names an unlinked sponsor when the rule gives no link', async () => {
    const screen = await render(<SponsorLabel status="1" sponsor={{ name: 'Lumen' }} euAdStringExperiment={false} isPromoted={false} />);
    await expect.element(screen.getByText('Lumen')).toBeVisible();
    expect(screen.container.querySelector('a')).toBeNull();
  });
});

describe('SponsorLabel outbound link (S0 §5, S1 §2; issue 21 §3)', () => {
  it("links a sponsor's site through /offsite/, never straight to the site", async () => {
    const screen = await render(
      <SponsorLabel
        status="1"
        sponsor={{ name: 'Lumen', link: 'https://lumen.example/' }}
        euAdStringExperiment={false}
        isPromoted={false}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Lumen' }))
      .toHaveAttribute('href', '/offsite/?url=https%3A%2F%2Flumen.example%2F');
  });
});
