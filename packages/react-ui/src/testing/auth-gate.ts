/**
 * A story-only account gate in front of the in-memory sign-in port: the wire protocol has no
 * answer for `mfa_required` or restriction reasons 0 and 2–6 (see `signInResult`), so stories
 * that show them put this gate where such a server would answer. The password is still checked
 * by the in-memory backend; every other account signs in as before.
 */
import { signInResult } from '@pinstack/core/actors';
import type { AuthSignInResult } from '@pinstack/core/machines';
import { ApiError, AuthService } from '@pinstack/core/ports';
import type { SignInOptions } from '@pinstack/core/ports';
import { portActor } from '@pinstack/core/actors';
import type { PortsRuntime } from '@pinstack/core/actors';
import { Effect } from 'effect';
import type { AuthActors } from '../auth/use-auth.js';

/** Which account the gate holds back, and how. */
export interface AuthGate {
  /** Sign-ins with this e-mail need the multifactor code `code` (S1 §3 sign-in method 6). */
  readonly mfa?: { readonly email: string; readonly code: string };
  /** Sign-ins with this e-mail answer the S1 §3 restriction reason. */
  readonly restriction?: { readonly email: string; readonly reason: number };
}

/** The message of a wrong multifactor code (ours). */
export const WRONG_MFA_CODE = "That code didn't work. Check it and try again.";

const sameLogin = (options: SignInOptions, email: string) => (options.username_or_email ?? '').trim().toLowerCase() === email.toLowerCase();

/** `useAuth`'s `actors` option: the gate's `signIn`. */
export const gatedAuthActors =
  (gate: AuthGate) =>
  (runtime: PortsRuntime<AuthService>): Partial<AuthActors> => ({
    signIn: portActor(runtime, (options: SignInOptions): Effect.Effect<AuthSignInResult, unknown, AuthService> => {
      if (gate.restriction !== undefined && sameLogin(options, gate.restriction.email)) {
        return Effect.succeed({ kind: 'restricted', reason: gate.restriction.reason });
      }
      const mfa = gate.mfa;
      if (mfa === undefined || !sameLogin(options, mfa.email))
        return signInResult(Effect.flatMap(AuthService, (auth) => auth.signIn(options)));
      if (options.mfa_resend === true) return Effect.succeed({ kind: 'mfa_required' });
      const { mfa_token: token, ...credentials } = options;
      if (token === undefined) {
        // the password is checked for real; the session waits for the code
        return Effect.flatMap(AuthService, (auth) =>
          auth.signIn(credentials).pipe(Effect.andThen(auth.signOut()), Effect.as<AuthSignInResult>({ kind: 'mfa_required' })),
        );
      }
      if (token !== mfa.code) {
        return Effect.fail(new ApiError({ call: 'UserSessionResource.create', message: WRONG_MFA_CODE, http_status: 401 }));
      }
      return signInResult(Effect.flatMap(AuthService, (auth) => auth.signIn(credentials)));
    }),
  });
