import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { BOARD_CREATE_SOURCE, BOARD_NAME_MAX_LENGTH } from '../../constants.js';
import type { Board } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import type { ActingContext } from '../../rules/acting-as.js';
import { boardCreateFormMachine } from './board-create-form.machine.js';
import { selectBoardCreateForm } from './board-create-form.selectors.js';
import type { CreateBoardInput } from './board-create-form.types.js';

const viewer: ActingContext = { isAuth: true, viewerId: 'v1' };
const forAdvertiser: ActingContext = { isAuth: true, viewerId: 'v1', advertiser: { id: 'ad9', owner_user_id: 'someone-else' } };

const harness = (acting: ActingContext, answer: (payload: CreateBoardInput) => Promise<Board>) => {
  const payloads: CreateBoardInput[] = [];
  const created: Board[] = [];
  const machine = boardCreateFormMachine.provide({
    actors: { createBoard: fromPromise<Board, CreateBoardInput>(({ input }) => (payloads.push(input), answer(input))) },
    actions: { boardCreated: (_, params) => void created.push(params.board) },
  });
  const actor = createActor(machine, { input: { acting } }).start();
  return { actor, payloads, created, view: () => selectBoardCreateForm(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('boardCreateFormMachine (S0 §4 board create form)', () => {
  it('S0 §4: editing → saving → success calls back with the board and ends with it', async () => {
    const h = harness(viewer, async (p) => ({ id: 'b1', name: p.name }));
    expect(h.view()).toMatchObject({ title: MESSAGES.createBoard, canSubmit: false, privacy: 'public' });
    h.actor.send({ type: 'NAME.CHANGE', value: '  Lighting  ' });
    h.actor.send({ type: 'PRIVACY.CHANGE', privacy: 'secret' });
    expect(h.view().canSubmit).toBe(true);
    h.actor.send({ type: 'BOARD.SUBMIT' });
    expect(h.view()).toMatchObject({ state: 'saving', saving: true, canSubmit: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.payloads).toEqual([{ name: 'Lighting', privacy: 'secret', aux_data: { source: BOARD_CREATE_SOURCE } }]);
    expect(h.created).toEqual([{ id: 'b1', name: 'Lighting' }]);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().output).toEqual({ board: { id: 'b1', name: 'Lighting' } });
  });

  it('S0 §8: a failure shows message plus detail; Create stays off until the name is edited, then a retry succeeds', async () => {
    let calls = 0;
    const h = harness(viewer, async (p) => {
      calls += 1;
      if (calls === 1) throw { message: 'Could not create board.', message_detail: 'Try a different name.' };
      return { id: 'b2', name: p.name };
    });
    h.actor.send({ type: 'NAME.CHANGE', value: 'Taken' });
    h.actor.send({ type: 'BOARD.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ state: 'editing', createError: 'Could not create board. Try a different name.', canSubmit: false });
    h.actor.send({ type: 'BOARD.SUBMIT' });
    expect(h.view().state).toBe('editing'); // S0 §5: disabled while a create error exists
    h.actor.send({ type: 'NAME.CHANGE', value: 'Taken 2' });
    expect(h.view()).toMatchObject({ createError: null, canSubmit: true });
    h.actor.send({ type: 'BOARD.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.created).toEqual([{ id: 'b2', name: 'Taken 2' }]);
  });

  it('S0 §8: a string error is shown as is; anything else is the generic message', async () => {
    const failing = (error: unknown) => harness(viewer, async () => Promise.reject(error));
    for (const [error, text] of [
      ['Name taken', 'Name taken'],
      [42, MESSAGES.genericError],
    ] as const) {
      const h = failing(error);
      h.actor.send({ type: 'NAME.CHANGE', value: 'X' });
      h.actor.send({ type: 'BOARD.SUBMIT' });
      await vi.advanceTimersByTimeAsync(0);
      expect(h.view().createError).toBe(text);
    }
  });

  it('S0 §5: a blank name and a name over the maximum are refused with their messages', () => {
    const [s0] = initialTransition(boardCreateFormMachine, { acting: viewer });
    const [blank] = transition(boardCreateFormMachine, s0, { type: 'BOARD.SUBMIT' });
    expect(blank.value).toBe('editing');
    expect(blank.context.nameError).toBe(MESSAGES.boardNameRequired);
    const [long] = transition(boardCreateFormMachine, s0, { type: 'NAME.CHANGE', value: 'x'.repeat(BOARD_NAME_MAX_LENGTH + 1) });
    expect(long.context.nameError).toBe(MESSAGES.boardNameTooLong(BOARD_NAME_MAX_LENGTH));
    const [still] = transition(boardCreateFormMachine, long, { type: 'BOARD.SUBMIT' });
    expect(still.value).toBe('editing');
    const [exact] = transition(boardCreateFormMachine, s0, { type: 'NAME.CHANGE', value: 'x'.repeat(BOARD_NAME_MAX_LENGTH) });
    expect(transition(boardCreateFormMachine, exact, { type: 'BOARD.SUBMIT' })[0].value).toBe('saving');
  });

  it('S0 §6: a non-owner working for an advertiser gets a locked protected board and advertiser_id is sent', async () => {
    const h = harness(forAdvertiser, async (p) => ({ id: 'b3', name: p.name, privacy: p.privacy }));
    expect(h.view()).toMatchObject({ privacy: 'protected', privacyLocked: true, canInviteCollaborators: false });
    expect(h.view().privacyNote).toEqual(expect.any(String));
    h.actor.send({ type: 'PRIVACY.CHANGE', privacy: 'public' });
    expect(h.view().privacy).toBe('protected');
    h.actor.send({ type: 'NAME.CHANGE', value: 'Campaign' });
    h.actor.send({ type: 'BOARD.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.payloads[0]).toMatchObject({ privacy: 'protected', advertiser_id: 'ad9' });
  });

  it('a suggested name is used as given (S0 §9) and cancel ends without a board', () => {
    const [s0] = initialTransition(boardCreateFormMachine, { acting: viewer, initialName: 'Kitchen ideas' });
    expect(s0.context).toMatchObject({ name: 'Kitchen ideas', nameError: null });
    const [cancelled] = transition(boardCreateFormMachine, s0, { type: 'FORM.CANCEL' });
    expect(cancelled.status).toBe('done');
    expect(cancelled.output).toEqual({ board: null });
  });

  it('without a provided createBoard the failure says so under the form', async () => {
    const actor = createActor(boardCreateFormMachine, { input: { acting: viewer } }).start();
    actor.send({ type: 'NAME.CHANGE', value: 'X' });
    actor.send({ type: 'BOARD.SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.createError).toMatch(/createBoard actor not provided/);
  });
});
