import type { HashtagAutocompleteEvent, HashtagAutocompleteView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { HashtagFlyoutField } from './HashtagDescriptionField.js';

const open = (activeIndex = -1): HashtagAutocompleteView => ({
  state: 'open',
  text: 'Hi #su',
  caret: 6,
  open: true,
  items: [
    { label: '#summer', pinCount: 1200, active: activeIndex === 0 },
    { label: '#sunset', pinCount: null, active: activeIndex === 1 },
  ],
  activeIndex,
  handledKeys: activeIndex >= 0 ? ['ArrowDown', 'ArrowUp', 'Enter', 'Escape'] : ['ArrowDown', 'ArrowUp', 'Escape'],
});

describe('HashtagFlyoutField events (S0 §2/§5)', () => {
  it('typing sends TEXT.CHANGE with the text and the caret', async () => {
    const send = vi.fn<(event: HashtagAutocompleteEvent) => void>();
    const closed: HashtagAutocompleteView = { ...open(), state: 'closed', open: false, items: [], handledKeys: [], text: '' };
    const screen = await render(<HashtagFlyoutField view={closed} send={send} />);
    await screen.getByLabelText('Description').fill('#s');
    expect(send).toHaveBeenCalledWith({ type: 'TEXT.CHANGE', text: '#s', caret: 2 });
  });

  it('arrow keys and Escape go to the machine only while it handles them; Enter only with a row reached', async () => {
    const send = vi.fn<(event: HashtagAutocompleteEvent) => void>();
    const screen = await render(<HashtagFlyoutField view={open()} send={send} />);
    await screen.getByLabelText('Description').click();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(send).toHaveBeenCalledWith({ type: 'FLYOUT.KEY', key: 'ArrowDown' });
    expect(send).not.toHaveBeenCalledWith({ type: 'FLYOUT.KEY', key: 'Enter' });
    await screen.rerender(<HashtagFlyoutField view={open(1)} send={send} />);
    await expect
      .element(screen.getByLabelText('Description'))
      .toHaveAttribute('aria-activedescendant', expect.stringContaining('option-1'));
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ type: 'FLYOUT.KEY', key: 'Enter' });
  });

  it('a click on a row sends ITEM.PICK without leaving the field; Pin counts are shown', async () => {
    const send = vi.fn<(event: HashtagAutocompleteEvent) => void>();
    const screen = await render(<HashtagFlyoutField view={open()} send={send} />);
    await screen.getByLabelText('Description').click();
    await expect.element(screen.getByRole('option', { name: /#summer/ })).toHaveTextContent('1,200 Pins');
    await screen.getByRole('option', { name: /#sunset/ }).click();
    expect(send).toHaveBeenCalledWith({ type: 'ITEM.PICK', index: 1 });
    expect(send).not.toHaveBeenCalledWith({ type: 'FLYOUT.CLOSE' });
  });
});
