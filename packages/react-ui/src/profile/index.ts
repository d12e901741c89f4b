export { Avatar } from './Avatar.js';
export type { AvatarProps } from './Avatar.js';
export { ProfileEditForm } from './ProfileEditForm.js';
export type { ProfileEditFormProps } from './ProfileEditForm.js';
