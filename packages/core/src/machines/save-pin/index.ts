export { savePinMachine } from './save-pin.machine.js';
export { savePinForms, selectSavePin } from './save-pin.selectors.js';
export type { SavePinForms, SavePinView } from './save-pin.selectors.js';
export type { SavePinBoardItem, SavePinCreateEvent, SavePinOption } from './save-pin.rows.js';
export { savePinSchema } from './save-pin.types.js';
export type {
  BoardSaveState,
  PinToSave,
  SavePinActors,
  SavePinCallInput,
  SavePinContext,
  SavePinEmitted,
  SavePinEvent,
  SavePinInput,
  SavePinOutput,
  SavePinState,
  SaveScenario,
  SensitiveNotice,
} from './save-pin.types.js';
