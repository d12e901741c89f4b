import type { Pin } from '../../entities.js';
import type { PinToSave } from '../save-pin/save-pin.types.js';

/** S0 §4 mobile Pin creation: the Pin and how the page was opened (for the after-save navigation). */
export interface MobilePinCreateInput {
  readonly pin: PinToSave;
  readonly openedAsPopup: boolean;
  /** `history.length` of the page. */
  readonly historyLength: number;
  /** True when the page was reached through the mobile board-create flow (/board/create/). */
  readonly fromBoardCreate: boolean;
}

/** S0 §4 mobile Pin creation: the machine's memory. */
export interface MobilePinCreateContext extends MobilePinCreateInput {
  readonly target: { readonly boardId: string; readonly boardName: string; readonly sectionId: string | null } | null;
  readonly created: Pin | null;
}

/** S0 §4 mobile Pin creation events: create onto a board (and section) picked on the page. */
export type MobilePinCreateEvent = {
  readonly type: 'PIN.CREATE';
  readonly boardId: string;
  readonly boardName: string;
  readonly sectionId?: string | null;
};

/** S0 §7 Create-Pin action input: boardId, sectionId, Pin state. */
export interface CreatePinInput {
  readonly boardId: string;
  readonly sectionId: string | null;
  readonly pin: PinToSave;
}

/** S0 §4: every state, event, action and actor name of mobilePinCreateMachine. */
export const mobilePinCreateSchema = {
  states: ['idle', 'creating', 'success'],
  events: ['PIN.CREATE'],
  actions: ['showToast', 'navigate', 'closeWindow'],
  actors: ['createPin'],
} as const;

/** S0 §4: a state of mobilePinCreateMachine. */
export type MobilePinCreateState = (typeof mobilePinCreateSchema.states)[number];
