import type { User } from '../../entities.js';
import type { ProfileFields } from '../../rules/profile.js';

/** Issue 25: the profile as it is when the form opens. */
export interface ProfileEditInput {
  readonly fields: ProfileFields;
  /** The avatar shown now (`image_medium_url`), `null` for initials. */
  readonly avatarUrl: string | null;
}

/** Issue 25 the profile form's memory. */
export interface ProfileEditContext {
  readonly initial: ProfileFields;
  readonly fields: ProfileFields;
  readonly avatarUrl: string | null;
  /** The new avatar: an upload id, `null` to remove it, `undefined` to leave it. */
  readonly avatarUploadId: string | null | undefined;
  /** Field problems are shown once a save was tried. */
  readonly showProblems: boolean;
  /** The server's refusal of the last save (e.g. the username is taken); `null` when none. */
  readonly notice: string | null;
  /** The profile as saved, once a save went through. */
  readonly saved: User | null;
}

/** Issue 25 events: edit a field, set or remove the avatar, save. */
export type ProfileEditEvent =
  | { readonly type: 'FIELD.CHANGE'; readonly field: keyof ProfileFields; readonly value: string }
  | { readonly type: 'AVATAR.SET'; readonly uploadId: string; readonly imageUrl: string }
  | { readonly type: 'AVATAR.REMOVE' }
  | { readonly type: 'SUBMIT' };

/** Issue 25 POST /v3/users/me/, as the `saveProfile` actor receives it: only what changed. */
export interface SaveProfileInput {
  readonly username?: string;
  readonly full_name?: string;
  readonly about?: string;
  readonly website_url?: string | null;
  readonly avatar_upload_id?: string | null;
}

/** Issue 25: every state, event, guard and actor name of profileEditMachine. */
export const profileEditSchema = {
  states: ['editing', 'saving', 'saved'],
  events: ['FIELD.CHANGE', 'AVATAR.SET', 'AVATAR.REMOVE', 'SUBMIT'],
  guards: ['valid', 'changed'],
  actors: ['saveProfile'],
} as const;
