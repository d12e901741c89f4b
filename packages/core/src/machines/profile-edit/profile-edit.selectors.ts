import type { SnapshotFrom } from 'xstate';
import type { User } from '../../entities.js';
import { PROFILE_MESSAGES, type ProfileFields, profileFieldProblems } from '../../rules/profile.js';
import { profileChanges, type profileEditMachine } from './profile-edit.machine.js';

/** Issue 25: what the profile form shows. */
export interface ProfileEditView {
  readonly fields: ProfileFields;
  /** Each field's problem, once a save was tried. */
  readonly problems: Partial<Record<keyof ProfileFields, string>>;
  readonly avatarUrl: string | null;
  /** Something changed and nothing is being sent. */
  readonly canSave: boolean;
  readonly saving: boolean;
  /** `Profile saved.` after a save went through, until the next change. */
  readonly savedText: string | null;
  /** The username saved last (the app moves to its URL), `null` before. */
  readonly savedUsername: string | null;
  /** The profile as saved last (the app's header shows its name), `null` before. */
  readonly savedProfile: User | null;
  readonly notice: string | null;
}

/** Issue 25: projects a profileEditMachine snapshot to what the form shows. */
export function selectProfileEdit(snapshot: SnapshotFrom<typeof profileEditMachine>): ProfileEditView {
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  return {
    fields: context.fields,
    problems: context.showProblems ? profileFieldProblems(context.fields) : {},
    avatarUrl: context.avatarUrl,
    canSave: !saving && Object.keys(profileChanges(context)).length > 0,
    saving,
    savedText: snapshot.matches('saved') ? PROFILE_MESSAGES.saved : null,
    savedUsername: context.saved?.username ?? null,
    savedProfile: context.saved,
    notice: context.notice,
  };
}
