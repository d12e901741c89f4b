import type { SnapshotFrom } from 'xstate';
import type { CollaboratorSuggestion } from '../../entities.js';
import { collaboratorEmailHint } from '../../rules/collaborators.js';
import type { collaboratorSelectionMachine } from './collaborator-selection.machine.js';
import type { SuggestedUser } from './collaborator-selection.types.js';

/** S0 §4 what the collaborator picker shows. */
export interface CollaboratorSelectionView {
  readonly query: string;
  readonly searching: boolean;
  /** Suggestions with whether each is picked (toggled by click). */
  readonly suggestions: readonly { readonly suggestion: CollaboratorSuggestion; readonly picked: boolean }[];
  readonly users: readonly SuggestedUser[];
  readonly emails: readonly string[];
  /**
   * S0 §4 'Keep typing!' → 'Click to send!' → 'Done!' under a typed e-mail; `null` while the text
   * has no '@' (our reading of "a typed e-mail": names are searched, not hinted).
   */
  readonly emailHint: string | null;
  readonly inviting: boolean;
  readonly inviteError: string | null;
}

/** S0 §4: projects a collaboratorSelectionMachine snapshot to what the picker needs. */
export function selectCollaboratorSelection(snapshot: SnapshotFrom<typeof collaboratorSelectionMachine>): CollaboratorSelectionView {
  const { context: c } = snapshot;
  const typed = c.query.trim();
  const emailPicked = c.emails.some((e) => e.toLowerCase() === typed.toLowerCase());
  return {
    query: c.query,
    searching: snapshot.matches({ selecting: 'searching' }),
    suggestions: c.suggestions.map((suggestion) => ({
      suggestion,
      picked: suggestion.user
        ? c.users.some((u) => u.id === suggestion.user?.id)
        : c.emails.some((e) => e.toLowerCase() === suggestion.email?.title.toLowerCase()),
    })),
    users: c.users,
    emails: c.emails,
    emailHint: typed.includes('@') ? collaboratorEmailHint(typed, emailPicked) : null,
    inviting: snapshot.matches('inviting'),
    inviteError: snapshot.matches('inviteFailed') ? c.inviteError : null,
  };
}
