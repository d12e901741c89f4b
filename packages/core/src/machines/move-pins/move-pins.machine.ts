import { assign, fromPromise, setup } from 'xstate';
import type { Pin } from '../../entities.js';
import { moveErrorMessage, movePinsPayload, validateMove } from '../../rules/move.js';
import type { PinLocation } from '../../rules/move.js';
import { failureFields, notProvided } from '../saving-support.js';
import type { MovePinsCallInput, MovePinsContext, MovePinsEvent, MovePinsInput, PinFeeds } from './move-pins.types.js';

/** S0 §4 the key of a board's feed, or of one section's feed within it. */
export function feedKey(location: PinLocation): string {
  return location.sectionId ? `${location.boardId}/${location.sectionId}` : location.boardId;
}

// S0 §4: the moved Pins leave the source feed and join the target feed at once.
function optimistic(feeds: PinFeeds, from: PinLocation, to: PinLocation, pinIds: readonly string[]): PinFeeds {
  const source = feeds[feedKey(from)] ?? [];
  const moving = source.filter((pin) => pinIds.includes(pin.id));
  const movingIds = new Set(moving.map((pin) => pin.id));
  // Only Pins found in the source replace their copies in the target; others stay where they are.
  const target = (feeds[feedKey(to)] ?? []).filter((pin) => !movingIds.has(pin.id));
  return { ...feeds, [feedKey(from)]: source.filter((pin) => !pinIds.includes(pin.id)), [feedKey(to)]: [...moving, ...target] };
}

/**
 * S0 §4/§5/§8 moving Pins between boards or sections: checked up front (validateMove), applied to
 * the feeds at once, sent with the `movePins` actor (S0 §7 BulkEditSelectAllResource update), and
 * reverted with moveErrorMessage's text when the call fails. Provide `movePins` with `machine.provide`.
 */
export const movePinsMachine = setup({
  types: {} as { context: MovePinsContext; input: MovePinsInput; events: MovePinsEvent },
  actors: {
    movePins: fromPromise<unknown, MovePinsCallInput>(notProvided('movePins')),
  },
  guards: {
    validMove: ({ event }) => event.type === 'PINS.MOVE' && validateMove(event.from, event.to) === null && event.pinIds.length > 0,
  },
}).createMachine({
  id: 'movePins',
  context: ({ input }) => ({ feeds: input.feeds ?? {}, actingAsSubjectId: input.actingAsSubjectId ?? null, pending: null, error: null }),
  initial: 'idle',
  on: {
    'FEED.SET': { actions: assign({ feeds: ({ context, event }) => ({ ...context.feeds, [feedKey(event.location)]: event.pins }) }) },
  },
  states: {
    idle: {
      on: {
        'PINS.MOVE': [
          {
            guard: 'validMove',
            target: 'moving',
            actions: assign(({ context, event }) => ({
              error: null,
              pending: {
                from: event.from,
                to: event.to,
                pinIds: event.pinIds,
                before: pick(context.feeds, [feedKey(event.from), feedKey(event.to)]),
              },
              feeds: optimistic(context.feeds, event.from, event.to, event.pinIds),
            })),
          },
          // S0 §5: identical source and target fail outright, nothing is sent.
          { actions: assign({ error: ({ event }) => validateMove(event.from, event.to) }) },
        ],
        'ERROR.DISMISS': { actions: assign({ error: null }) },
      },
    },
    moving: {
      invoke: {
        id: 'movePins',
        src: 'movePins',
        input: ({ context }) =>
          movePinsPayload({
            from: context.pending?.from ?? { boardId: '' },
            to: context.pending?.to ?? { boardId: '' },
            pinIds: context.pending?.pinIds ?? [],
            actingAsSubjectId: context.actingAsSubjectId,
          }),
        onDone: { target: 'idle', actions: assign({ pending: null }) },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            feeds: { ...context.feeds, ...(context.pending?.before ?? {}) },
            pending: null,
            error: moveErrorMessage(failureFields(event.error)),
          })),
        },
      },
    },
  },
});

function pick(feeds: PinFeeds, keys: readonly string[]): Record<string, readonly Pin[]> {
  return Object.fromEntries(keys.map((key) => [key, feeds[key] ?? []]));
}
