import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { SaveSuccess } from './SaveSuccess.js';

describe('SaveSuccess (S0 §2 success dialog)', () => {
  it('the buttons come from successDialogButtons: partner → grey See it now; no Pin id → only Promote links', async () => {
    const partner = await render(<SaveSuccess pin={{ id: 'p1', imageUrl: 'https://i.example/p1.jpg' }} isPartner />);
    await expect.element(partner.getByRole('link', { name: 'See it now' })).toHaveClass(/secondary/);
    await partner.unmount();
    const noId = await render(<SaveSuccess pin={{ id: '', color: '#000' }} promotionOffered />);
    await expect.element(noId.getByRole('link', { name: 'Promote your Pin' })).toBeVisible();
    expect(noId.container.querySelectorAll('a[href^="/pin/"]')).toHaveLength(0);
  });

  it('a colour tile with an unsafe link is not a link', async () => {
    const screen = await render(<SaveSuccess pin={{ id: 'p2', color: '#123456', link: 'javascript:alert(1)' }} />);
    expect(screen.container.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
