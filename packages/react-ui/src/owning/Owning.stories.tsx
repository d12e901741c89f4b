import type { Board, BoardSection, Pin } from '@pinstack/core';
import { OWNING_MESSAGES } from '@pinstack/core/rules';
import { BoardService, PinService } from '@pinstack/core/ports';
import { exampleBoards, examplePins, exampleSections } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect, Result } from 'effect';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { BoardSettingsModal } from './BoardSettingsModal.js';
import { PinEditModal } from './PinEditModal.js';
import { SectionManager } from './SectionManager.js';

interface Args extends PortKnobs {
  readonly what: 'pin' | 'board' | 'protectedBoard' | 'sections';
  readonly onSaved: (value: unknown) => void;
  readonly onDeleted: () => void;
}

const lamp = examplePins.pendantLamp as unknown as Pin;
const kitchen = exampleBoards.kitchen as unknown as Board;
const travel = exampleBoards.travel as unknown as Board;
const sections = [exampleSections.lighting, exampleSections.cabinets] as unknown as BoardSection[];

function Owning({ what, onSaved, onDeleted }: Args) {
  const [closed, setClosed] = useState(false);
  const [shown, setShown] = useState<readonly BoardSection[]>(sections);
  if (closed) return <p>Closed</p>;
  if (what === 'pin')
    return <PinEditModal pin={lamp} boards={[kitchen, travel]} onSaved={onSaved} onDeleted={onDeleted} onClose={() => setClosed(true)} />;
  if (what === 'sections')
    return (
      <SectionManager
        boardId={kitchen.id}
        sections={shown}
        onChanged={(section) => {
          onSaved(section);
          if (section === null) setShown((list) => list.slice(1));
        }}
      />
    );
  const board = what === 'board' ? kitchen : (exampleBoards.acmeSummer as unknown as Board);
  return <BoardSettingsModal board={board} pinCount={2} onSaved={onSaved} onDeleted={onDeleted} onClose={() => setClosed(true)} />;
}

const meta = {
  title: 'Owning/Edit and delete',
  parameters: { layout: 'fullscreen' },
  render: (args) => <Owning {...args} />,
  args: { what: 'pin', onSaved: fn(), onDeleted: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Issue #25 the saver edits a Pin: the title and board change, the backend has them (read back). */
export const EditPin: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const form = dialog(canvasElement);
    await expect(form.getByRole('heading', { name: 'Edit this Pin' })).toBeVisible();
    const title = form.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Copper pendant');
    await userEvent.selectOptions(form.getByLabelText('Board'), travel.name);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const saved = await readBack(
      storyPorts(loaded),
      Effect.flatMap(PinService, (pins) => pins.getPin({ id: lamp.id })),
    );
    await expect(saved.title).toBe('Copper pendant');
    await expect(saved.board?.id).toBe(travel.id);
  },
};

/** Issue #25 a link that is not http(s) is named under the field and Save waits. */
export const BadLink: Story = {
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement);
    const link = form.getByLabelText('Link');
    await userEvent.clear(link);
    await userEvent.type(link, 'example.com');
    await expect(form.getByText(OWNING_MESSAGES.linkInvalid)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/**
 * A title over 500 characters or a description over 5,000 (ours, `pinTextProblem`) is named under
 * its field in words, with a counter near the limit, and Save waits: no schema line (the trial saw
 * `description: Expected a string at most 5000 character(s) long`), nothing silently cut.
 */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const form = dialog(canvasElement);
    const title = form.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('T'.repeat(480));
    await expect(form.getByText('480/500')).toBeVisible();
    await userEvent.paste('T'.repeat(120));
    // the trial's 600 characters: kept as typed (a maxLength cut them silently), named, not saved
    await expect(title).toHaveValue('T'.repeat(600));
    await expect(form.getByText('Please enter no more than 500 characters.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'Lamp');
    await userEvent.clear(form.getByLabelText('Description'));
    await userEvent.paste('D'.repeat(5_001));
    await expect(form.getByText('5,001/5,000')).toBeVisible();
    await expect(form.getByText('Please enter no more than 5000 characters.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.queryByText(/Expected a string/)).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Issue #25 someone else's Pin: the backend refuses (403) and the dialog says who may edit; nothing changed. */
export const Refused: Story = {
  args: { viewer: 'grace' },
  play: async ({ canvasElement, args }) => {
    const form = dialog(canvasElement);
    await userEvent.type(form.getByLabelText('Title'), ' (mine)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(OWNING_MESSAGES.onlyPinnerEdits);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Issue #25 deleting a Pin asks first; confirmed, the Pin is gone (read back: 404). */
export const DeletePin: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Delete Pin' }));
    const confirm = dialog(canvasElement);
    await expect(confirm.getByText(OWNING_MESSAGES.pinDeleteDetail)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Pin' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
    const gone = await readBack(storyPorts(loaded), Effect.result(Effect.flatMap(PinService, (pins) => pins.getPin({ id: lamp.id }))));
    await expect(Result.isFailure(gone)).toBe(true);
  },
};

/** Issue #25 board settings: rename (the URL follows) and make secret; read back. */
export const BoardSettings: Story = {
  args: { what: 'board' },
  play: async ({ canvasElement, args, loaded }) => {
    const form = dialog(canvasElement);
    const name = form.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cooking');
    await userEvent.click(form.getByLabelText('Keep this board secret'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const board = await readBack(
      storyPorts(loaded),
      Effect.flatMap(BoardService, (boards) => boards.getBoard({ board_id: kitchen.id })),
    );
    await expect(board).toMatchObject({ name: 'Cooking', slug: 'cooking', privacy: 'secret' });
  },
};

/** S0 §5 a blank name is named under the field and Save waits. */
export const BlankBoardName: Story = {
  args: { what: 'board' },
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement);
    await userEvent.clear(form.getByLabelText('Name'));
    await expect(form.getByText("Don't forget to name your board!")).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** S0 §6 a protected advertiser board stays protected: no privacy choice, a note instead. */
export const ProtectedBoard: Story = {
  args: { what: 'protectedBoard', viewer: 'emeka' },
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement);
    await expect(form.queryByLabelText('Keep this board secret')).toBeNull();
    await expect(form.getByText(/stays protected/)).toBeVisible();
  },
};

/** Issue #25 archive: the board leaves the picker (S0 §6), read back. */
export const ArchiveBoard: Story = {
  args: { what: 'board' },
  play: async ({ canvasElement, args, loaded }) => {
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Archive board' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const picker = await readBack(
      storyPorts(loaded),
      Effect.flatMap(BoardService, (boards) => boards.getPickerBoards({})),
    );
    await expect(picker.all_boards.map((b) => b.id)).not.toContain(kitchen.id);
  },
};

/** Issue #25 deleting a board names how many Pins go with it. */
export const DeleteBoard: Story = {
  args: { what: 'board' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Delete board' }));
    const confirm = dialog(canvasElement);
    await expect(confirm.getByText(OWNING_MESSAGES.boardDeleteDetail(2))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete board and 2 Pins' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
  },
};

/** S0 §2 `Add section` opens the add-section form; a section is renamed and another deleted (read back). */
export const Sections: Story = {
  args: { what: 'sections' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    const add = dialog(canvasElement);
    await expect(add.getByLabelText('Name')).toHaveAttribute('placeholder', 'Like "Lighting"');
    await userEvent.type(add.getByLabelText('Name'), 'Pantry');
    await userEvent.click(add.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Rename section Cabinets' }));
    const rename = dialog(canvasElement);
    await userEvent.clear(rename.getByLabelText('Name'));
    await userEvent.type(rename.getByLabelText('Name'), 'Cupboards');
    await userEvent.click(rename.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete section Lighting' }));
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Delete section' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(3));
    const titles = (
      await readBack(
        storyPorts(loaded),
        Effect.flatMap(BoardService, (boards) => boards.getSections({ board_id: kitchen.id })),
      )
    ).map((s) => s.title);
    await expect(titles).toEqual(['Cupboards', 'Pantry']);
  },
};
