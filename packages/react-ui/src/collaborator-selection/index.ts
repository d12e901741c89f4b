export { CollaboratorPicker } from './CollaboratorPicker.js';
export type { CollaboratorPickerProps } from './CollaboratorPicker.js';
export { useCollaboratorSelection } from './use-collaborator-selection.js';
export type { CollaboratorSelectionBinding } from './use-collaborator-selection.js';
