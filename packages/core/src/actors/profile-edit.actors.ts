/** The profile form's actor (issue 25) over the users port (S0 §7 POST /v3/users/me/). */
import { Effect } from 'effect';
import type { User } from '../entities.js';
import type { SaveProfileInput } from '../machines/profile-edit/profile-edit.types.js';
import { UserService } from '../ports/users.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/** Issue 25 the actor of `profileEditMachine` on `runtime`: `saveProfile` sends what changed. */
export function profileEditActors(runtime: PortsRuntime<UserService>): PortActors<{
  readonly saveProfile: { readonly input: SaveProfileInput; readonly output: User };
}> {
  return {
    saveProfile: portActor(
      runtime,
      (changes: SaveProfileInput): Effect.Effect<User, unknown, UserService> =>
        Effect.flatMap(UserService, (users) => users.updateMe(changes)),
    ),
  };
}
