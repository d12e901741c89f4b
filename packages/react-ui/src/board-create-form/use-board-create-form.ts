import type { Board } from '@pinstack/core';
import { boardCreateFormActors, type PortsRuntime } from '@pinstack/core/actors';
import { boardCreateFormMachine, selectBoardCreateForm } from '@pinstack/core/machines';
import type { BoardCreateFormEvent, BoardCreateFormInput, BoardCreateFormView } from '@pinstack/core/machines';
import type { BoardService } from '@pinstack/core/ports';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';

/** What {@link useBoardCreateForm} gives its view. */
export interface BoardCreateFormBinding {
  readonly view: BoardCreateFormView;
  readonly send: (event: BoardCreateFormEvent) => void;
}

/**
 * S0 §4/§5/§6 binds `boardCreateFormMachine` to the app's boards port: the view model of
 * `selectBoardCreateForm` and the machine's `send`. `onCreated` runs once the board exists.
 */
export function useBoardCreateForm(input: BoardCreateFormInput, onCreated?: (board: Board) => void): BoardCreateFormBinding {
  const created = useLatest(onCreated);
  const { view, send } = useBoundMachine(
    'useBoardCreateForm',
    (runtime: PortsRuntime<BoardService>) =>
      boardCreateFormMachine.provide({
        actors: boardCreateFormActors(runtime),
        actions: { boardCreated: (_, params) => created.current?.(params.board) },
      }),
    { input, select: selectBoardCreateForm },
  );
  return { view, send };
}
