import { collaboratorSelectionActors } from '@pinstack/core/actors';
import { collaboratorSelectionMachine, selectCollaboratorSelection } from '@pinstack/core/machines';
import type { CollaboratorSelectionEvent, CollaboratorSelectionView } from '@pinstack/core/machines';
import type { CollaboratorService } from '@pinstack/core/ports';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { usePortsRuntime } from '../provider/PinstackProvider.js';

/** What {@link useCollaboratorSelection} gives its view. */
export interface CollaboratorSelectionBinding {
  readonly view: CollaboratorSelectionView;
  readonly send: (event: CollaboratorSelectionEvent) => void;
  /** The invites are sent (or skipped, or nobody was picked) after `BOARD.SAVED`. */
  readonly done: boolean;
}

/** S0 §4/§7 binds `collaboratorSelectionMachine` to the app's collaborators port. */
export function useCollaboratorSelection(): CollaboratorSelectionBinding {
  const runtime = usePortsRuntime<CollaboratorService>('useCollaboratorSelection');
  const [machine] = useState(() => collaboratorSelectionMachine.provide({ actors: collaboratorSelectionActors(runtime) }));
  const [snapshot, send] = useMachine(machine);
  return { view: selectCollaboratorSelection(snapshot), send, done: snapshot.status === 'done' };
}
