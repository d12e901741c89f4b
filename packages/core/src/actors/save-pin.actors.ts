/** The save picker's actors (S0 §4) over the boards and Pins ports (S0 §7). */
import { Effect } from 'effect';
import type { SavePinActors } from '../machines/save-pin/save-pin.types.js';
import { addSectionFormMachine } from '../machines/add-section-form/add-section-form.machine.js';
import { boardCreateFormMachine } from '../machines/board-create-form/board-create-form.machine.js';
import { BoardService } from '../ports/boards.js';
import { addSectionFormActors } from './add-section-form.actors.js';
import { boardCreateFormActors } from './board-create-form.actors.js';
import type { PinService } from '../ports/pins.js';
import { boardPickerRequestOptions } from '../rules/picker.js';
import { savePinCall } from './pin-save.js';
import type { PinSaveContext } from './pin-save.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * What the picker's calls need beyond the actors' inputs (S0 §3, §6): pass the machine's own
 * input (`{ pin, acting }`) and, optionally, the device class and username.
 */
export interface SavePinActorsOptions extends PinSaveContext {
  /** The Pin being saved: its id goes to the picker request as `pin_id` (S0 §3). */
  readonly pin?: { readonly id?: string };
  /** The viewer's username, sent with the picker request (S0 §3). */
  readonly username?: string;
  /** S0 §3 `isDesktop` of the picker request. @default false */
  readonly isDesktop?: boolean;
}

/** The actors `savePinMachine.provide` takes: its three calls and its two create-step form machines. */
export type SavePinPortActors = PortActors<SavePinActors> & {
  readonly boardCreateForm: typeof boardCreateFormMachine;
  readonly addSectionForm: typeof addSectionFormMachine;
};

/**
 * S0 §4 / §7 the five actors of `savePinMachine` on `runtime`: `loadBoards` (BoardPickerBoardsResource
 * with `boardPickerRequestOptions`, advertiser filter of S0 §6), `loadSections`
 * (BoardSectionsRepinResource), the create steps' form machines with their own actors
 * (`boardCreateFormActors`, `addSectionFormActors`) and `savePin` (`pinSaveRequest`).
 */
export function savePinActors(runtime: PortsRuntime<BoardService | PinService>, options: SavePinActorsOptions = {}): SavePinPortActors {
  const acting = options.acting ?? { isAuth: true };
  return {
    // note: the session says whose boards these are; the machine's `viewerId` only sorts them
    loadBoards: portActor(runtime, (_viewer: SavePinActors['loadBoards']['input']) =>
      Effect.flatMap(BoardService, (boards) =>
        boards.getPickerBoards(
          boardPickerRequestOptions({
            pinId: options.pin?.id ?? null,
            username: options.username ?? null,
            isDesktop: options.isDesktop ?? false,
            acting,
          }),
        ),
      ),
    ),
    loadSections: portActor(runtime, ({ boardId }: SavePinActors['loadSections']['input']) =>
      Effect.flatMap(BoardService, (boards) => boards.getSections({ board_id: boardId })),
    ),
    boardCreateForm: boardCreateFormMachine.provide({ actors: boardCreateFormActors(runtime) }),
    addSectionForm: addSectionFormMachine.provide({ actors: addSectionFormActors(runtime) }),
    savePin: portActor(runtime, (input: SavePinActors['savePin']['input']) => savePinCall(input, options)),
  };
}
