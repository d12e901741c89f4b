/** The board create form's actor (S0 §4) over the boards port (S0 §7 BoardResource create). */
import { Effect } from 'effect';
import type { Board } from '../entities.js';
import type { CreateBoardInput } from '../machines/board-create-form/board-create-form.types.js';
import { BoardService } from '../ports/boards.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S0 §4 / §7 the `createBoard` actor of `boardCreateFormMachine` on `runtime`: sends the payload the
 * machine built with `boardCreatePayload` (privacy, advertiser_id, orbac_subject_id of S0 §6) as is.
 */
export function boardCreateFormActors(
  runtime: PortsRuntime<BoardService>,
): PortActors<{ readonly createBoard: { readonly input: CreateBoardInput; readonly output: Board } }> {
  return {
    createBoard: portActor(runtime, (payload: CreateBoardInput) => Effect.flatMap(BoardService, (boards) => boards.createBoard(payload))),
  };
}
