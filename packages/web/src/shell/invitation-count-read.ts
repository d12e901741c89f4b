/**
 * Issue 25: the read behind the header's invitations badge. Its own module, fetched once the
 * backend is here, so the shell (the entry chunk) carries no port tag or Effect code (issue 22's
 * budget: the entry never imports the backend chunk).
 */
import { CollaboratorService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import type { WebBackend } from '../ports/backend.js';

/** How many invitations wait for the signed-in viewer; `null` when the read failed. */
export async function readInvitationCount(backend: WebBackend): Promise<number | null> {
  const outcome = await backend.run(Effect.flatMap(CollaboratorService, (collaborators) => collaborators.invitations()));
  return outcome.ok ? outcome.value.length : null;
}
