import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createActor, fromPromise } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { QuickPromoteDraft, QuickPromoteForm } from '../../entities.js';
import { quickPromoteMachine } from './quick-promote.machine.js';
import type {
  QuickPromoteDraftRef,
  QuickPromoteEvent,
  QuickPromoteInput,
  QuickPromoteSaveDraftInput,
  QuickPromoteSubmitInput,
} from './quick-promote.types.js';
import { quickPromoteSchema } from './quick-promote.types.js';

const form: QuickPromoteForm = { name: 'Spring sale', budget: 5, duration: 10, is_ongoing: true, advertiser_id: 'adv-1' };
const input: QuickPromoteInput = { advertiserId: 'adv-1', pinId: 'pin-1', form, businessInfoValid: false, billingInfoValid: false };

// Actor results are events here; the live replay sends the same events, so no promise settles on its own.
const allEvents = [
  { type: 'PIN.SELECT', pinId: 'pin-2' },
  { type: 'FORM.UPDATE', values: { name: 'Edited' } },
  { type: 'QUICK_PROMOTE.SUBMIT' },
  { type: 'QUICK_PROMOTE.RETRY' },
  { type: 'STEP.NEXT' },
  { type: 'VIEWPORT.RESIZE', width: 1000 },
  { type: 'QUICK_PROMOTE.CLOSE', historyLength: 4, pinBuilderInStack: true },
  { type: 'xstate.done.actor.loadDraft', output: null },
  { type: 'xstate.error.actor.loadDraft', error: new Error('storage blocked') },
  { type: 'xstate.done.actor.saveDraft', output: undefined },
  { type: 'xstate.error.actor.saveDraft', error: new Error('quota') },
  { type: 'xstate.done.actor.submitQuickPromote', output: { id: 'campaign-1' } },
  { type: 'xstate.error.actor.submitQuickPromote', error: { http_status: 401, message_detail: 'Sign in again' } },
  { type: 'xstate.error.actor.submitQuickPromote', error: { http_status: 500, message_detail: 'Down' } },
] as unknown as QuickPromoteEvent[];
// note: only events the snapshot can take; an unhandled actor error would put a live actor in error
const events = (snapshot: { can: (event: QuickPromoteEvent) => boolean }) => allEvents.filter((event) => snapshot.can(event));

const leafIds = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const hang = () => new Promise<never>(() => {});

describe('quickPromoteMachine paths (xstate/graph)', () => {
  // note: createTestModel refuses machines that invoke actors, so the paths come from getShortestPaths
  const paths = getShortestPaths(quickPromoteMachine, { input, events, serializeState: byValue });

  it('every state of the schema is reachable, and no other', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafIds(step.state))));
    expect([...reached].sort()).toEqual([...quickPromoteSchema.states].sort());
  });

  it('only finished and closed are final, and no other reachable state is a dead end', () => {
    const adjacency = getAdjacencyMap(quickPromoteMachine, { input, events, serializeState: byValue });
    const finals: string[] = [];
    for (const { state, transitions } of Object.values(adjacency)) {
      if (state.status === 'done') {
        finals.push(...leafIds(state));
        continue;
      }
      const targets = Object.values(transitions) as { state: AnyMachineSnapshot }[];
      expect(targets.some((t) => byValue(t.state) !== byValue(state)), `dead end at ${byValue(state)}`).toBe(true);
    }
    expect(finals.sort()).toEqual(['closed', 'finished']);
  });

  /** Replays steps on a live flow whose actors never settle on their own; returns the values passed through. */
  function replay(steps: readonly { event: EventObject }[]) {
    const historyBack = vi.fn();
    const actor = createActor(
      quickPromoteMachine.provide({
        actors: {
          loadDraft: fromPromise<QuickPromoteDraft | null, QuickPromoteDraftRef>(hang),
          saveDraft: fromPromise<void, QuickPromoteSaveDraftInput>(hang),
          submitQuickPromote: fromPromise<unknown, QuickPromoteSubmitInput>(hang),
        },
        actions: { historyBack: (_, params) => historyBack(params), closeWindow: () => {} },
      }),
      { input, logger: () => {} },
    ).start();
    const values = steps.map(({ event }) => {
      // note: done/error events are sent as the settled actors would send them
      if (event.type !== 'xstate.init') actor.send(event as QuickPromoteEvent);
      return actor.getSnapshot().value;
    });
    return { actor, values, historyBack };
  }

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))('a live flow follows %s', (_, path) => {
    const { actor, values, historyBack } = replay(path.steps);
    expect(values).toEqual(path.steps.map((step) => step.state.value));
    if (actor.getSnapshot().matches('closed')) expect(historyBack).toHaveBeenCalledWith({ steps: 3 });
  });

  it('every transition of the model is walked on a live flow', () => {
    const adjacency = getAdjacencyMap(quickPromoteMachine, { input, events, serializeState: byValue });
    const pathTo = new Map(paths.map((path) => [byValue(path.state), path]));
    let walked = 0;
    for (const [key, { state: from, transitions }] of Object.entries(adjacency)) {
      if (from.status === 'done') continue;
      const path = pathTo.get(key);
      expect(path, `no path to ${key}`).toBeDefined();
      for (const { event, state } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
        const { values } = replay([...(path?.steps ?? []), { event }]);
        expect(values.at(-1), `${key} + ${event.type}`).toEqual(state.value);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(30);
  });
});
