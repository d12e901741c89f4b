/** Password and sessions actors (issue #21 §4) over the account port. */
import { Effect } from 'effect';
import type { ChangePasswordInput } from '../machines/account-security/account-security.types.js';
import { AuthService } from '../ports/auth.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

/**
 * Issue #21 §4 the actors of `accountSecurityMachine` on `runtime`: `changePassword`
 * (UserPasswordResource update) and `signOutEverywhere` (UserSessionsResource delete).
 */
export function accountSecurityActors(runtime: PortsRuntime<AuthService>): PortActors<{
  readonly changePassword: { readonly input: ChangePasswordInput; readonly output: unknown };
  readonly signOutEverywhere: { readonly input: void; readonly output: unknown };
}> {
  return {
    changePassword: portActor(
      runtime,
      ({ currentPassword, newPassword }: ChangePasswordInput): Effect.Effect<unknown, unknown, AuthService> =>
        Effect.flatMap(AuthService, (auth) => auth.changePassword({ old_password: currentPassword, new_password: newPassword })),
    ),
    signOutEverywhere: portActor(
      runtime,
      (): Effect.Effect<unknown, unknown, AuthService> => Effect.flatMap(AuthService, (auth) => auth.signOutEverywhere()),
    ),
  };
}
