export { profileChanges, profileEditMachine } from './profile-edit.machine.js';
export { selectProfileEdit } from './profile-edit.selectors.js';
export type { ProfileEditView } from './profile-edit.selectors.js';
export * from './profile-edit.types.js';
