export { mobilePinCreateMachine } from './mobile-pin-create.machine.js';
export { selectMobilePinCreate } from './mobile-pin-create.selectors.js';
export type { MobilePinCreateView } from './mobile-pin-create.selectors.js';
export { mobilePinCreateSchema } from './mobile-pin-create.types.js';
export type {
  CreatePinInput,
  MobilePinCreateContext,
  MobilePinCreateEvent,
  MobilePinCreateInput,
  MobilePinCreateState,
} from './mobile-pin-create.types.js';
