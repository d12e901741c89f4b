import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { MESSAGES } from '../../messages.js';
import { movePinsMachine } from './move-pins.machine.js';
import { selectMovePins } from './move-pins.selectors.js';
import type { MovePinsCallInput } from './move-pins.types.js';

const feeds = { b1: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }], 'b2/s1': [{ id: 'p9' }] };
const from = { boardId: 'b1' };
const to = { boardId: 'b2', sectionId: 's1' };
const ids = (pins: readonly { id: string }[]) => pins.map((p) => p.id);

const harness = (answer: () => Promise<unknown>) => {
  const calls: MovePinsCallInput[] = [];
  const machine = movePinsMachine.provide({
    actors: { movePins: fromPromise<unknown, MovePinsCallInput>(({ input }) => (calls.push(input), answer())) },
  });
  const actor = createActor(machine, { input: { feeds, actingAsSubjectId: 'org1' } }).start();
  return { actor, calls, view: () => selectMovePins(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('movePinsMachine (S0 §4 moving Pins)', () => {
  it('S0 §4: the Pins leave the source and join the target at once, then the call confirms it', async () => {
    let confirm = (): void => undefined;
    const h = harness(
      () =>
        new Promise((resolve) => {
          confirm = () => resolve({});
        }),
    );
    h.actor.send({ type: 'PINS.MOVE', from, to, pinIds: ['p1', 'p3'] });
    expect(h.view().moving).toBe(true);
    expect(ids(h.view().feed(from))).toEqual(['p2']);
    expect(ids(h.view().feed(to))).toEqual(['p1', 'p3', 'p9']);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([
      { board_id: 'b1', new_board_id: 'b2', new_section_id: 's1', pin_ids: ['p1', 'p3'], orbac_subject_id: 'org1' },
    ]);
    confirm();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'idle', error: null });
    expect(ids(h.view().feed(to))).toEqual(['p1', 'p3', 'p9']);
  });

  it.each([2171, 2172, 2173])('S0 §8: api_error_code %i reverts and asks to wait for the previous board action', async (code) => {
    const h = harness(async () => Promise.reject({ message: 'Conflict', api_error_code: code }));
    h.actor.send({ type: 'PINS.MOVE', from, to, pinIds: ['p1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view().error).toBe(MESSAGES.boardActionInProgress);
    expect(ids(h.view().feed(from))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(h.view().feed(to))).toEqual(['p9']);
  });

  it('S0 §8: any other failure reverts and shows the server message; a retry then works', async () => {
    let n = 0;
    const h = harness(async () => {
      n += 1;
      if (n === 1) throw { message: 'Board not found' };
      return {};
    });
    h.actor.send({ type: 'PINS.MOVE', from, to, pinIds: ['p2'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'idle', error: 'Board not found' });
    expect(ids(h.view().feed(from))).toEqual(['p1', 'p2', 'p3']);
    h.actor.send({ type: 'PINS.MOVE', from, to, pinIds: ['p2'] });
    expect(h.view().error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(h.view().feed(from))).toEqual(['p1', 'p3']);
  });

  it('S0 §5: identical source and target fail outright; nothing moves and nothing is sent', () => {
    const [s0] = initialTransition(movePinsMachine, { feeds });
    const [s1, actions] = transition(movePinsMachine, s0, {
      type: 'PINS.MOVE',
      from,
      to: { boardId: 'b1', sectionId: null },
      pinIds: ['p1'],
    });
    expect(s1.value).toBe('idle');
    expect(s1.context.error).toBe(MESSAGES.identicalMove);
    expect(s1.context.feeds).toBe(s0.context.feeds);
    expect(actions.filter((a) => a.type === 'xstate.spawnChild')).toEqual([]);
    const [s2] = transition(movePinsMachine, s1, { type: 'ERROR.DISMISS' });
    expect(s2.context.error).toBeNull();
  });

  it('a second move waits: it is ignored while one is being sent', () => {
    const [s0] = initialTransition(movePinsMachine, { feeds });
    const [moving] = transition(movePinsMachine, s0, { type: 'PINS.MOVE', from, to, pinIds: ['p1'] });
    const [still] = transition(movePinsMachine, moving, { type: 'PINS.MOVE', from, to, pinIds: ['p2'] });
    expect(ids(still.context.feeds.b1 ?? [])).toEqual(['p2', 'p3']);
  });

  it('a feed loaded while idle is used by the next move', () => {
    const [s0] = initialTransition(movePinsMachine, {});
    const [s1] = transition(movePinsMachine, s0, { type: 'FEED.SET', location: from, pins: [{ id: 'p5' }] });
    const [s2] = transition(movePinsMachine, s1, { type: 'PINS.MOVE', from, to, pinIds: ['p5'] });
    expect(ids(s2.context.feeds['b2/s1'] ?? [])).toEqual(['p5']);
  });
});
