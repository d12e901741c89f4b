export { PinDescriptionField, PinTitleField } from './PinTextFields.js';
export type { PinDescriptionFieldProps, PinTitleFieldProps } from './PinTextFields.js';
