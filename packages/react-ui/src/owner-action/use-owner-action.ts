import { portActor, type PortsRuntime } from '@pinstack/core/actors';
import { ownerActionMachine, selectOwnerAction } from '@pinstack/core/machines';
import type { OwnerActionPayload, OwnerActionView } from '@pinstack/core/machines';
import type { Effect } from 'effect';
import { useBoundMachine } from '../provider/use-bound-machine.js';
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
  const done = useLatest(options.onDone);
  const call = useLatest(run);
  const { view, send } = useBoundMachine(
    hook,
    (runtime: PortsRuntime<R>) =>
      ownerActionMachine.provide({
        actors: { run: portActor(runtime, (payload: OwnerActionPayload) => call.current(payload)) },
        actions: { succeeded: (_, params) => done.current?.(params.result) },
      }),
    { input: { confirm: options.confirm ?? false }, select: selectOwnerAction },
  );
  return {
    view,
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
