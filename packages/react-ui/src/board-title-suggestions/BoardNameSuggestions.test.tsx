import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { BoardNameSuggestionList } from './BoardNameSuggestions.js';

describe('BoardNameSuggestionList events (S0 §2/§9)', () => {
  it('a click sends the title exactly as given; the current name is pressed', async () => {
    const onPick = vi.fn<(title: string) => void>();
    const screen = await render(
      <BoardNameSuggestionList
        view={{ state: 'shown', loading: false, titles: ['Road  Trips', 'camping'] }}
        current="camping"
        onPick={onPick}
      />,
    );
    await screen.getByRole('button', { name: 'Road Trips' }).click();
    expect(onPick).toHaveBeenCalledWith('Road  Trips');
    await expect.element(screen.getByRole('button', { name: 'camping' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders nothing while loading or without suggestions', async () => {
    const screen = await render(<BoardNameSuggestionList view={{ state: 'loading', loading: true, titles: [] }} onPick={() => {}} />);
    expect(screen.container.textContent).toBe('');
  });
});
