import { COLLABORATOR_AVATARS_IN_LABEL } from '../constants.js';
import { MESSAGES, SAVING_MESSAGES } from '../messages.js';
import { isValidEmail } from './email.js';
import { compareDisplayNames } from './picker.js';

/** A collaborator as S0 §3 lists them: an id and a full name under either spelling, maybe a username. */
export interface CollaboratorLike {
  readonly id: string;
  readonly full_name?: string;
  readonly fullName?: string;
  readonly username?: string;
}

/** S0 §6 the name a collaborator is shown and sorted by: full name, else username, else empty. */
export function collaboratorDisplayName(user: CollaboratorLike): string {
  for (const name of [user.full_name, user.fullName, user.username]) {
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return '';
}

/**
 * S0 §6 collaborator order: the owner first, then the viewer, then the rest by full name
 * (case-insensitive code-point order, ties in input order). A permutation of the input.
 */
export function orderCollaborators<T extends CollaboratorLike>(
  users: readonly T[],
  roles: { readonly ownerId?: string | null; readonly viewerId?: string | null },
): T[] {
  const rank = (user: T): number => (user.id === roles.ownerId ? 0 : user.id === roles.viewerId ? 1 : 2);
  const ranked = users.map((user) => ({ user, rank: rank(user), name: collaboratorDisplayName(user) }));
  ranked.sort((a, b) => a.rank - b.rank || (a.rank === 2 ? compareDisplayNames(a.name, b.name) : 0));
  return ranked.map((entry) => entry.user);
}

/**
 * S0 §6 accessibility label of the collaborator avatars: at most COLLABORATOR_AVATARS_IN_LABEL (3)
 * are named, in the given order, the rest counted ("Collaborators: Ann, Bob, Cy and 2 others");
 * empty when there are none. Order the list with {@link orderCollaborators} first.
 */
export function collaboratorAvatarsLabel(users: readonly CollaboratorLike[]): string {
  if (users.length === 0) return '';
  const named = users
    .slice(0, COLLABORATOR_AVATARS_IN_LABEL)
    .map((user) => collaboratorDisplayName(user) || SAVING_MESSAGES.unnamedCollaborator);
  return SAVING_MESSAGES.collaboratorAvatars(named, users.length - named.length);
}

/**
 * S0 §4 hint under a typed collaborator e-mail: 'Done!' once picked, 'Click to send!' when the
 * trimmed text is a valid e-mail (S0 §5), else 'Keep typing!'.
 */
export function collaboratorEmailHint(text: string, picked: boolean): string {
  if (picked) return MESSAGES.done;
  return isValidEmail(text.trim()) ? MESSAGES.clickToSend : MESSAGES.keepTyping;
}
