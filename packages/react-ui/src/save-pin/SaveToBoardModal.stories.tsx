import type { Pin } from '@pinstack/core';
import type { SavePinInput, SavePinOutput } from '@pinstack/core/machines';
import { BoardService, PinService } from '@pinstack/core/ports';
import { exampleBoards, examplePins, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { SaveToBoardModal } from './SaveToBoardModal.js';

interface Args extends PortKnobs {
  readonly input: SavePinInput;
  readonly onFinish: (output: SavePinOutput) => void;
}

// Björn's Pin on Garden, a board Ada collaborates on: her picker marks Garden as holding it (S0 §8)
const pin = examplePins.mossTile;
const ada: SavePinInput['acting'] = { isAuth: true, viewerId: exampleUsers.ada.id };

const meta = {
  title: 'Saving/Save to board modal',
  render: (args) => <SaveToBoardModal input={args.input} onFinish={args.onFinish} username="ada" isDesktop />,
  args: { input: { pin: { id: pin.id }, acting: ada }, onFinish: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** The Pin as the server now has it (read back through the Pins port). */
const savedPin = (loaded: Record<string, unknown>, id: string): Promise<Pin> =>
  readBack(
    storyPorts(loaded),
    Effect.flatMap(PinService, (pins) => pins.getPin({ id })),
  );

/** S0 §2 `Choose board` while the boards load (a slow server shows the spinner). */
export const LoadingBoards: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(dialog(canvasElement).getByRole('heading', { name: 'Choose board' })).toBeVisible();
  },
};

/** S0 §2 `Choose board`: the viewer's boards with covers, and the `Create board` row (the bottom button is the mobile page's). */
export const ChooseBoard: Story = {
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(await modal.findByRole('option', { name: exampleBoards.travel.name })).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    await expect(modal.getByRole('option', { name: 'Create board' })).toBeVisible();
  },
};

/** Issue #25: a secret board shows a lock named `Secret board` (the option's name says it); a public one none. */
export const SecretBoardLocked: Story = {
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    const secret = await modal.findByRole('option', { name: `${exampleBoards.surpriseParty.name} Secret board` });
    await expect(within(secret).getByRole('img', { name: 'Secret board' })).toBeVisible();
    const open = modal.getByRole('option', { name: exampleBoards.travel.name });
    await expect(within(open).queryByRole('img', { name: 'Secret board' })).toBeNull();
  },
};

/** S0 §2 over 3 boards: `Top choices` and `All boards`, virtualised (5,000 boards). */
export const FiveThousandBoards: Story = {
  args: { extraBoards: 5000 },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(await modal.findByRole('group', { name: 'All boards' }, { timeout: 5000 })).toBeVisible();
    // virtualised once react-window has loaded (the first 100 rows show meanwhile): only a window
    // of the 5,000 rows is in the document
    await waitFor(() => expect(modal.getAllByRole('option').length).toBeLessThan(60), { timeout: 5000 });
    await userEvent.type(modal.getByRole('combobox', { name: 'Search' }), '4321');
    await expect(await modal.findByRole('option', { name: 'Board 4321' })).toBeVisible();
  },
};

/** S0 §2 keyboard: search, arrows and Enter choose a board; the Pin is saved there (read back). */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const modal = dialog(canvasElement);
    const search = await modal.findByRole('combobox', { name: 'Search' });
    await modal.findByRole('option', { name: exampleBoards.travel.name });
    await userEvent.type(search, 'trav');
    await userEvent.keyboard('{ArrowDown}');
    const active = search.getAttribute('aria-activedescendant');
    await expect(active).not.toBeNull();
    await expect(canvasElement.ownerDocument.getElementById(active ?? '')).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.ownerDocument.getElementById(active ?? '')).toHaveTextContent(exampleBoards.travel.name);
    await userEvent.keyboard('{Enter}');
    await expect(await modal.findByRole('heading', { name: `Saved to ${exampleBoards.travel.name}` })).toBeVisible();
    await userEvent.click(await modal.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect((await savedPin(loaded, output.pin?.id ?? '')).board?.id).toBe(exampleBoards.travel.id);
  },
};

/**
 * S0 §2/§4 on a mobile-class device (a feed card's or a Pin page's `Save`): choosing a board saves
 * and ends the flow with the toast for the app to show; no success view with `Done` first.
 */
export const MobileSaveEndsWithToast: Story = {
  args: { input: { pin: { id: pin.id }, acting: ada, isMobile: true } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args, loaded }) => {
    const modal = dialog(canvasElement);
    await userEvent.click(await modal.findByRole('option', { name: exampleBoards.travel.name }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect(output.toast?.text).toBe(`Saved to ${exampleBoards.travel.name}`);
    await expect(output.toast?.action?.href).toBe(`/pin/${output.pin?.id}`);
    await expect(modal.queryByRole('button', { name: 'Done' })).toBeNull();
    await expect((await savedPin(loaded, output.pin?.id ?? '')).board?.id).toBe(exampleBoards.travel.id);
  },
};

/** S0 §2 after a save focus moves into the success view, onto its main action `See it now` (S0 §4). */
export const FocusMovesToSuccess: Story = {
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await userEvent.click(await modal.findByRole('option', { name: exampleBoards.travel.name }));
    await expect(await modal.findByRole('heading', { name: `Saved to ${exampleBoards.travel.name}` })).toBeVisible();
    await waitFor(() => expect(modal.getByRole('link', { name: 'See it now' })).toHaveFocus());
  },
};

/** Keyboard: Tab and Shift+Tab cycle through the dialog's stops and never land on `<body>` or the page behind. */
export const TabStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body).getByRole('dialog');
    const modal = dialog(canvasElement);
    await modal.findByRole('option', { name: exampleBoards.travel.name });
    const visited = new Set<Element | null>();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(body.contains(doc.activeElement) && doc.activeElement !== doc.body).toBe(true);
      visited.add(doc.activeElement);
    }
    // the close button, the search field and the boards list at least: it cycled, not stuck
    await expect(visited.size).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 8; i++) {
      await userEvent.tab({ shift: true });
      await expect(body.contains(doc.activeElement) && doc.activeElement !== doc.body).toBe(true);
    }
  },
};

/** S0 §4 choose section then save: a board with sections asks `Choose section`. */
export const ChooseSectionThenSave: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const modal = dialog(canvasElement);
    await userEvent.click(await modal.findByRole('option', { name: exampleBoards.kitchen.name }));
    await expect(await modal.findByRole('heading', { name: 'Choose section' })).toBeVisible();
    await userEvent.click(await modal.findByRole('option', { name: 'Lighting' }));
    await expect(await modal.findByRole('heading', { name: `Saved to Lighting in ${exampleBoards.kitchen.name}` })).toBeVisible();
    await userEvent.click(await modal.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect(await savedPin(loaded, output.pin?.id ?? '')).toMatchObject({ section: { title: 'Lighting' } });
  },
};

/** S0 §4 create board then save: the new board is saved into under `Board created` (its 2600 ms self-dismiss is the machine's, tested in core). */
export const CreateBoardThenSave: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const modal = dialog(canvasElement);
    await modal.findByRole('option', { name: exampleBoards.travel.name });
    await userEvent.click(modal.getByRole('option', { name: 'Create board' }));
    await expect(await modal.findByRole('heading', { name: 'Create board' })).toBeVisible();
    await userEvent.type(await modal.findByLabelText('Name'), 'Shelving{Enter}');
    await expect(await modal.findByRole('heading', { name: 'Board created' })).toBeVisible();
    await userEvent.click(await modal.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect(await savedPin(loaded, output.pin?.id ?? '')).toMatchObject({ board: { name: 'Shelving' } });
  },
};

/** S0 §4 add a section and save into it. */
export const AddSectionThenSave: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const modal = dialog(canvasElement);
    await userEvent.click(await modal.findByRole('option', { name: exampleBoards.kitchen.name }));
    await userEvent.click(await modal.findByRole('option', { name: 'Create section' }));
    await expect(await modal.findByRole('heading', { name: 'Create section' })).toBeVisible();
    await userEvent.type(await modal.findByLabelText('Name'), 'Shelves');
    await userEvent.click(modal.getByRole('button', { name: 'Add' }));
    await expect(await modal.findByRole('heading', { name: `Saved to Shelves in ${exampleBoards.kitchen.name}` })).toBeVisible();
    await userEvent.click(await modal.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalled());
    const output = (args.onFinish as ReturnType<typeof fn>).mock.calls[0]?.[0] as SavePinOutput;
    await expect(await savedPin(loaded, output.pin?.id ?? '')).toMatchObject({ section: { title: 'Shelves' } });
  },
};

/** S0 §8 a failed save shows the server's message; the picker stays for another try. */
export const FailedSave: Story = {
  play: async ({ canvasElement, loaded }) => {
    const modal = dialog(canvasElement);
    await modal.findByRole('option', { name: exampleBoards.travel.name });
    // Another client deletes the board while this list is open: the server refuses the save.
    const { adapter } = storyPorts(loaded);
    adapter.backend.deleteBoard(adapter.sessionToken(), { board_id: exampleBoards.travel.id });
    await userEvent.click(modal.getByRole('option', { name: exampleBoards.travel.name }));
    // S0 §8 shows the server's message_detail: the server's 404 names what is missing
    await expect(await modal.findByRole('alert')).toHaveTextContent('board');
    await expect(modal.getByRole('heading', { name: 'Choose board' })).toBeVisible();
  },
};

/** S0 §8 the board list fails to load: flagged, and `Create board` is still offered. */
export const BoardsFailed: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(await modal.findByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await expect(modal.getByRole('option', { name: 'Create board' })).toBeVisible();
  },
};

/** S0 §2 a sensitive-content notice replaces the picker until accepted. */
export const SensitiveNotice: Story = {
  args: {
    input: {
      pin: { id: pin.id },
      acting: ada,
      notice: {
        severity: 2,
        description: 'This Pin may contain sensitive content.',
        links: [
          { text: 'Learn more', href: '/help/sensitive/' },
          { text: 'Crisis line', href: 'https://help.example/crisis' },
          { text: 'Not a link', href: 'javascript:alert(1)' },
        ],
        actions: [
          { label: 'Show boards' },
          { label: 'Get support', href: '//support.example/' },
          { label: 'Talk to us', href: 'https://support.example/' },
        ],
        footer: 'You can change this in settings.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    // the notice's chunk is fetched when a notice is to show (the picker's path does not carry it)
    await expect(await modal.findByText('This Pin may contain sensitive content.')).toBeVisible();
    // S1 §2/§5: our paths as they are, other sites through /offsite/, anything else unlinked
    await expect(modal.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help/sensitive/');
    await expect(modal.getByRole('link', { name: 'Crisis line' })).toHaveAttribute(
      'href',
      '/offsite/?url=https%3A%2F%2Fhelp.example%2Fcrisis',
    );
    await expect(modal.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/offsite/?url=https%3A%2F%2Fsupport.example%2F');
    await expect(modal.getByText('Not a link')).toBeVisible();
    await expect(modal.queryByRole('link', { name: 'Not a link' })).toBeNull();
    await expect(modal.queryByRole('link', { name: 'Get support' })).toBeNull();
    await expect(modal.queryByRole('combobox')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Show boards' }));
    await expect(await modal.findByRole('combobox', { name: 'Search' })).toBeVisible();
  },
};

/** S0 §8 `Psst! You already saved this Pin to {board}`, and the board holding it is marked. */
export const AlreadySaved: Story = {
  args: {
    input: {
      pin: { id: pin.id, pinnedToBoard: { id: exampleBoards.travel.id, name: exampleBoards.travel.name } },
      acting: ada,
    },
  },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(await modal.findByText(`Psst! You already saved this Pin to ${exampleBoards.travel.name}`)).toBeVisible();
    await expect(modal.getByRole('option', { name: `${exampleBoards.travel.name} Saved` })).toBeVisible();
  },
};

/**
 * S0 §2/§8 the boards already holding this Pin are marked `✓ Saved` (the server's `holds_pin`);
 * choosing one saves nothing and says `Psst! You already saved this Pin to {board}`; the others do not say it.
 */
export const ChooseBoardAlreadyHoldingPin: Story = {
  play: async ({ canvasElement, loaded }) => {
    const modal = dialog(canvasElement);
    const garden = await modal.findByRole('option', { name: `${exampleBoards.garden.name} Saved` });
    await expect(modal.getByRole('option', { name: new RegExp(`^${exampleBoards.travel.name}$`) })).toBeVisible();
    const pinsOnGarden = () =>
      readBack(
        storyPorts(loaded),
        Effect.flatMap(BoardService, (boards) => boards.getBoardFeed({ board_id: exampleBoards.garden.id })),
      );
    const before = (await pinsOnGarden()).length;
    await userEvent.click(garden);
    await expect(await modal.findByRole('status')).toHaveTextContent(`Psst! You already saved this Pin to ${exampleBoards.garden.name}`);
    await expect(modal.getByRole('heading', { name: 'Choose board' })).toBeVisible();
    await expect((await pinsOnGarden()).length).toBe(before);
  },
};
