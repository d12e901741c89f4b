export { ProfileEditForm } from './ProfileEditForm.js';
export type { ProfileEditFormProps } from './ProfileEditForm.js';
