import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { ApiError } from '../../ports/errors.js';
import { MESSAGES } from '../../messages.js';
import { OWNING_MESSAGES } from '../../rules/owning.js';
import { ownerActionMachine } from './owner-action.machine.js';
import { selectOwnerAction } from './owner-action.selectors.js';
import type { OwnerActionPayload } from './owner-action.types.js';

const harness = (confirm: boolean, answer: (payload: OwnerActionPayload) => Promise<unknown>) => {
  const sent: OwnerActionPayload[] = [];
  const results: unknown[] = [];
  const machine = ownerActionMachine.provide({
    actors: { run: fromPromise<unknown, OwnerActionPayload>(({ input }) => (sent.push(input), answer(input))) },
    actions: { succeeded: (_, { result }) => void results.push(result) },
  });
  const actor = createActor(machine, { input: { confirm } }).start();
  return { actor, sent, results, view: () => selectOwnerAction(actor.getSnapshot()) };
};

describe('ownerActionMachine (issue #25 edit and delete, beyond the spec: expected by users)', () => {
  it('an edit runs at once and reports what the backend answered', async () => {
    const h = harness(false, async (payload) => ({ id: payload['id'], title: 'New' }));
    h.actor.send({ type: 'ACTION.REQUEST', payload: { id: '7', title: 'New' } });
    expect(h.view().busy).toBe(true);
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.sent).toEqual([{ id: '7', title: 'New' }]);
    expect(h.results).toEqual([{ id: '7', title: 'New' }]);
    expect(h.actor.getSnapshot().output).toEqual({ result: { id: '7', title: 'New' } });
  });

  it('a delete asks first: nothing is sent until confirmed, and cancel sends nothing', async () => {
    const h = harness(true, async () => undefined);
    h.actor.send({ type: 'ACTION.REQUEST', payload: { id: '7' } });
    expect(h.view()).toMatchObject({ confirming: true, busy: false });
    h.actor.send({ type: 'ACTION.CANCEL' });
    expect(h.view().state).toBe('idle');
    expect(h.sent).toEqual([]);
    h.actor.send({ type: 'ACTION.REQUEST', payload: { id: '7' } });
    h.actor.send({ type: 'ACTION.CONFIRM' });
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.sent).toEqual([{ id: '7' }]);
  });

  it("S0 §8: a refusal goes back to idle with the server's reason, nothing reported as done; a retry can succeed", async () => {
    let refuse = true;
    const h = harness(false, async () => {
      if (refuse)
        throw new ApiError({
          call: 'PinResource.update',
          message: MESSAGES.notAllowed,
          http_status: 403,
          message_detail: OWNING_MESSAGES.onlyPinnerEdits,
        });
      return 'ok';
    });
    h.actor.send({ type: 'ACTION.REQUEST', payload: { id: '7' } });
    await waitFor(h.actor, (s) => s.value === 'idle' && s.context.error !== null);
    expect(h.view().error).toBe(OWNING_MESSAGES.onlyPinnerEdits);
    expect(h.results).toEqual([]);
    refuse = false;
    h.actor.send({ type: 'ACTION.REQUEST', payload: { id: '7' } });
    expect(h.view().error).toBeNull();
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.results).toEqual(['ok']);
  });

  it('S0 §8: a board action still running (2171) says to wait', async () => {
    const h = harness(false, async () => {
      throw new ApiError({ call: 'BoardResource.delete', message: MESSAGES.boardActionInProgress, http_status: 409, api_error_code: 2171 });
    });
    h.actor.send({ type: 'ACTION.REQUEST', payload: {} });
    await waitFor(h.actor, (s) => s.context.error !== null);
    expect(h.view().error).toBe(MESSAGES.boardActionInProgress);
  });

  it('confirm and cancel mean nothing before a request (transitions as data)', () => {
    const [start] = initialTransition(ownerActionMachine, { confirm: true });
    expect(transition(ownerActionMachine, start, { type: 'ACTION.CONFIRM' })[0].value).toBe('idle');
    expect(transition(ownerActionMachine, start, { type: 'ACTION.CANCEL' })[0].value).toBe('idle');
  });
});
