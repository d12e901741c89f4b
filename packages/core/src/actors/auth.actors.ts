/** Sign-in and sign-up actors (S1 §3, §4) over the account port (wire protocol "Sessions"). */
import { Effect, Predicate } from 'effect';
import { LOGIN_RESTRICTION_REASONS } from '../constants.js';
import type { User, Viewer } from '../entities.js';
import type { AuthSignInResult } from '../machines/auth/auth.types.js';
import type { AuthServiceError, SignInOptions, SignUpOptions } from '../ports/auth.js';
import { AuthService } from '../ports/auth.js';
import { portActor } from './run-port-call.js';
import type { PortActors, PortsRuntime } from './run-port-call.js';

// note: the wire protocol's only refusal with a S1 §3 meaning is 429, too many failed sign-ins
const HTTP_TOO_MANY_REQUESTS = 429;

/**
 * S1 §3 the sign-in answer the auth machine reads, from `AuthService.signIn`: the viewer →
 * `signed_in`; an `ApiError` 429 → `restricted` with reason 1 (`rate_limited`); every other failure
 * stays a failure (401 bad password → the form shows its message). The wire protocol has no answer
 * for `mfa_required` or reasons 0, 2–6, so a port never produces them.
 */
export function signInResult<R>(signIn: Effect.Effect<Viewer, AuthServiceError, R>): Effect.Effect<AuthSignInResult, AuthServiceError, R> {
  return signIn.pipe(
    Effect.map((viewer): AuthSignInResult => ({ kind: 'signed_in', viewer })),
    Effect.catchIf(
      (error) => Predicate.isTagged(error, 'ApiError') && error.http_status === HTTP_TOO_MANY_REQUESTS,
      (): Effect.Effect<AuthSignInResult> => Effect.succeed({ kind: 'restricted', reason: LOGIN_RESTRICTION_REASONS.rate_limited }),
    ),
  );
}

/**
 * S1 §3 / §4 the actors of `authMachine` on `runtime`: `signIn` (UserSessionResource create, read
 * by {@link signInResult}; the MFA resend goes the same way) and `signUp` (UserRegisterResource create).
 */
export function authActors(runtime: PortsRuntime<AuthService>): PortActors<{
  readonly signIn: { readonly input: SignInOptions; readonly output: AuthSignInResult };
  readonly signUp: { readonly input: SignUpOptions; readonly output: User };
}> {
  return {
    signIn: portActor(runtime, (options: SignInOptions) => signInResult(Effect.flatMap(AuthService, (auth) => auth.signIn(options)))),
    signUp: portActor(runtime, (options: SignUpOptions) => Effect.flatMap(AuthService, (auth) => auth.signUp(options))),
  };
}
