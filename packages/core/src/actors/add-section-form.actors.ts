/** The add section form's actor (S0 §4) over the boards port (S0 §7 BoardSectionResource create). */
import { Effect } from 'effect';
import type { BoardSection } from '../entities.js';
import type { CreateSectionInput } from '../machines/add-section-form/add-section-form.types.js';
import { BoardService } from '../ports/boards.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * S0 §4 / §7 the `createSection` actor of `addSectionFormMachine` on `runtime`: sends the payload
 * the machine built with `sectionCreatePayload` (trimmed name, name_source, orbac_subject_id) as is.
 */
export function addSectionFormActors(
  runtime: PortsRuntime<BoardService>,
): PortActors<{ readonly createSection: { readonly input: CreateSectionInput; readonly output: BoardSection } }> {
  return {
    createSection: portActor(runtime, (payload: CreateSectionInput) =>
      Effect.flatMap(BoardService, (boards) => boards.createSection(payload)),
    ),
  };
}
