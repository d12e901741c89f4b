import { portActor } from '@pinstack/core/actors';
import { ownerActionMachine, selectOwnerAction } from '@pinstack/core/machines';
import type { OwnerActionPayload, OwnerActionView } from '@pinstack/core/machines';
import { useMachine } from '@xstate/react';
import type { Effect } from 'effect';
import { useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useOwnerAction} gives its view. */
export interface OwnerActionBinding {
  readonly view: OwnerActionView;
  /** Sends the call's options: runs at once, or opens the confirmation (a delete). */
  readonly request: (payload: OwnerActionPayload) => void;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

/**
 * Issue #25 binds `ownerActionMachine` to one port call (`run`, on the app's ports): an edit runs
 * at once, a delete (`confirm`) asks first; `onDone` gets the backend's answer.
 */
export function useOwnerAction<R>(
  hook: string,
  run: (payload: OwnerActionPayload) => Effect.Effect<unknown, unknown, R>,
  options: { readonly confirm?: boolean; readonly onDone?: (result: unknown) => void } = {},
): OwnerActionBinding {
  const runtime = usePortsRuntime<R>(hook);
  const done = useLatest(options.onDone);
  const call = useLatest(run);
  // note: made once per mount; useMachine keeps the first logic it is given
  const [machine] = useState(() =>
    ownerActionMachine.provide({
      actors: { run: portActor(runtime, (payload: OwnerActionPayload) => call.current(payload)) },
      actions: { succeeded: (_, params) => done.current?.(params.result) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { confirm: options.confirm ?? false } });
  return {
    view: selectOwnerAction(snapshot),
    request: (payload) => send({ type: 'ACTION.REQUEST', payload }),
    confirm: () => send({ type: 'ACTION.CONFIRM' }),
    cancel: () => send({ type: 'ACTION.CANCEL' }),
  };
}

/**
 * A delete's confirmation bound to its action: Delete sends the call's options (once) and confirms;
 * busy and the error come from the action's view (`ConfirmDelete`'s props of it).
 */
export function confirmingDelete(
  action: OwnerActionBinding,
  payload: OwnerActionPayload,
): { readonly busy: boolean; readonly error: string | null; readonly onConfirm: () => void } {
  return {
    busy: action.view.busy,
    error: action.view.error,
    onConfirm: () => {
      if (!action.view.confirming) action.request(payload);
      action.confirm();
    },
  };
}
