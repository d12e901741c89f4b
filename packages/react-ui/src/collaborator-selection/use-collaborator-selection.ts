import { collaboratorSelectionActors, type PortsRuntime } from '@pinstack/core/actors';
import { collaboratorSelectionMachine, selectCollaboratorSelection } from '@pinstack/core/machines';
import type { CollaboratorSelectionEvent, CollaboratorSelectionView } from '@pinstack/core/machines';
import type { CollaboratorService } from '@pinstack/core/ports';
import { useBoundMachine } from '../provider/use-bound-machine.js';

/** What {@link useCollaboratorSelection} gives its view. */
export interface CollaboratorSelectionBinding {
  readonly view: CollaboratorSelectionView;
  readonly send: (event: CollaboratorSelectionEvent) => void;
  /** The invites are sent (or skipped, or nobody was picked) after `BOARD.SAVED`. */
  readonly done: boolean;
}

/** S0 §4/§7 binds `collaboratorSelectionMachine` to the app's collaborators port. */
export function useCollaboratorSelection(): CollaboratorSelectionBinding {
  const { view, send, snapshot } = useBoundMachine(
    'useCollaboratorSelection',
    (runtime: PortsRuntime<CollaboratorService>) => collaboratorSelectionMachine.provide({ actors: collaboratorSelectionActors(runtime) }),
    { select: selectCollaboratorSelection },
  );
  return { view, send, done: snapshot.status === 'done' };
}
