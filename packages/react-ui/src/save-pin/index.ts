export { SaveToBoardModal, SaveToBoardSteps, saveToBoardTitle } from './SaveToBoardModal.js';
export type { SaveToBoardModalProps, SaveToBoardStepsProps, SuccessOptions } from './SaveToBoardModal.js';
export { PickerList } from './PickerList.js';
export type { PickerGroup, PickerListProps, PickerOption } from './PickerList.js';
export { SensitiveNoticeView } from './SensitiveNotice.js';
export type { SensitiveNoticeProps } from './SensitiveNotice.js';
export { useSavePin } from './use-save-pin.js';
export type { SavePinBinding, UseSavePinOptions } from './use-save-pin.js';
