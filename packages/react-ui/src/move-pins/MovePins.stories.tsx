import type { Pin } from '@pinstack/core';
import { PinService } from '@pinstack/core/ports';
import { exampleBoards, examplePins } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { MovePins } from './MovePins.js';

const kitchen = { boardId: exampleBoards.kitchen.id };
const pins = [examplePins.pendantLamp, examplePins.openShelves] as unknown as Pin[];

const meta = {
  title: 'Saving/Move Pins',
  component: MovePins,
  render: ({ source, pins: feed, targets }) => <MovePins source={source} pins={feed} targets={targets} />,
  args: {
    source: kitchen,
    pins,
    targets: [
      { label: exampleBoards.travel.name, location: { boardId: exampleBoards.travel.id } },
      { label: exampleBoards.kitchen.name, location: kitchen },
    ],
  },
} satisfies Meta<Parameters<typeof MovePins>[0] & PortKnobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S0 §4 the board's Pins, none selected: `Move` disabled. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move' })).toBeDisabled();
  },
};

/** S0 §4 move a Pin to another board: it leaves this feed at once and is on the other board (read back). */
export const MoveToAnotherBoard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: examplePins.pendantLamp.title }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(canvas.queryByRole('checkbox', { name: examplePins.pendantLamp.title })).toBeNull();
    await waitFor(async () => {
      const pin = await readBack(
        storyPorts(loaded),
        Effect.flatMap(PinService, (service) => service.getPin({ id: examplePins.pendantLamp.id })),
      );
      await expect(pin.board?.id).toBe(exampleBoards.travel.id);
    });
  },
};

/** S0 §5 an identical move (to the board it is on) is refused before sending, with the message. */
export const IdenticalMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: examplePins.openShelves.title }));
    await userEvent.selectOptions(canvas.getByLabelText('Move to'), exampleBoards.kitchen.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('These Pins are already there.');
  },
};

/** S0 §4/§8 the server fails: the Pins come back to this feed and the error shows. */
export const MoveFailsAndRollsBack: Story = {
  args: { failureRate: 1, latencyMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: examplePins.pendantLamp.title }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(canvas.queryByRole('checkbox', { name: examplePins.pendantLamp.title })).toBeNull();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Uh oh! Something went wrong.');
    await expect(canvas.getByRole('checkbox', { name: examplePins.pendantLamp.title })).toBeVisible();
  },
};
