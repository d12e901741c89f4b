import type { Board, Pin } from '@pinstack/core';
import { OWNING_MESSAGES } from '@pinstack/core/rules';
import { exampleBoards, examplePins } from '@pinstack/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react/pure';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { BoardSettingsModal } from './BoardSettingsModal.js';
import { PinEditModal } from './PinEditModal.js';

const lamp = examplePins.pendantLamp as unknown as Pin;
const kitchen = exampleBoards.kitchen as unknown as Board;

describe('issue #25 owning dialogs (beyond the spec: expected by users)', () => {
  it('PinEditModal offers the sections of the chosen board, and none once another board without sections is chosen', async () => {
    const { runtime } = makeStoryPorts();
    const screen = await render(
      <PinstackProvider runtime={runtime}>
        <PinEditModal
          pin={lamp}
          boards={[kitchen, exampleBoards.travel as unknown as Board]}
          onSaved={vi.fn()}
          onDeleted={vi.fn()}
          onClose={vi.fn()}
        />
      </PinstackProvider>,
    );
    const section = screen.getByRole('combobox', { name: 'Section' });
    await expect.element(section).toHaveValue(exampleSections());
    await screen.getByRole('combobox', { name: 'Board' }).selectOptions('Travel');
    await expect.element(screen.getByRole('combobox', { name: 'Section' })).not.toBeInTheDocument();
  });

  it('BoardSettingsModal: Delete board asks first and names the Pins; Cancel goes back to the settings, nothing deleted', async () => {
    const { runtime } = makeStoryPorts();
    const deleted = vi.fn();
    const screen = await render(
      <PinstackProvider runtime={runtime}>
        <BoardSettingsModal board={kitchen} pinCount={3} onSaved={vi.fn()} onDeleted={deleted} onClose={vi.fn()} />
      </PinstackProvider>,
    );
    await screen.getByRole('button', { name: 'Delete board' }).click();
    await expect.element(screen.getByText(OWNING_MESSAGES.boardDeleteDetail(3))).toBeVisible();
    await screen.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Board settings' })).toBeVisible();
    expect(deleted).not.toHaveBeenCalled();
  });
});

function exampleSections(): string {
  return lamp.section?.id ?? '';
}
