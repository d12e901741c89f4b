import { selectBoardCreateForm } from '@pinstack/core/machines';
import type { boardCreateFormMachine } from '@pinstack/core/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BoardNameSuggestions } from '../board-title-suggestions/BoardNameSuggestions.js';
import { BoardCreateForm } from './BoardCreateForm.js';

/** Props of {@link BoundBoardCreateForm}. */
export interface BoundBoardCreateFormProps {
  /** A running board create form (the save picker's `Create board` step). */
  readonly actor: ActorRefFrom<typeof boardCreateFormMachine>;
  /** @default false */
  readonly cancellable?: boolean;
  /** The Pin being saved, when it exists: its board-name suggestions show under the name (S0 §2/§9). */
  readonly pinId?: string | null;
}

/** S0 §4 the board create form bound to a running `boardCreateFormMachine` actor (re-renders on its snapshots). */
export function BoundBoardCreateForm({ actor, cancellable = false, pinId = null }: BoundBoardCreateFormProps) {
  const view = useSelector(actor, selectBoardCreateForm);
  return (
    <BoardCreateForm
      view={view}
      send={actor.send}
      cancellable={cancellable}
      nameHint={
        pinId === null ? null : (
          <BoardNameSuggestions pinId={pinId} current={view.name} onPick={(title) => actor.send({ type: 'NAME.CHANGE', value: title })} />
        )
      }
    />
  );
}
