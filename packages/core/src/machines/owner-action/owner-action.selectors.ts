import type { SnapshotFrom } from 'xstate';
import type { ownerActionMachine } from './owner-action.machine.js';
import type { OwnerActionState } from './owner-action.types.js';

/** Issue #25 what an owner's action shows: its step, whether it is busy, and its failure. */
export interface OwnerActionView {
  readonly state: OwnerActionState;
  /** The confirmation is open (a delete asks first). */
  readonly confirming: boolean;
  /** The call is running: buttons disabled, nothing changed yet. */
  readonly busy: boolean;
  readonly done: boolean;
  /** The server's message after a failure (S0 §8), else `null`. */
  readonly error: string | null;
}

/** Issue #25: projects an ownerActionMachine snapshot to what a view needs. */
export function selectOwnerAction(snapshot: SnapshotFrom<typeof ownerActionMachine>): OwnerActionView {
  const state = snapshot.value as OwnerActionState;
  return {
    state,
    confirming: state === 'confirming',
    busy: state === 'running',
    done: state === 'done',
    error: snapshot.context.error,
  };
}
