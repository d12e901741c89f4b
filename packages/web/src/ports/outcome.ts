/** Runs one port call on the app's runtime and turns its failure into what the pages show. */
import { AuthService, MESSAGES } from '@pinstack/core';
import type { PortsRuntime } from '@pinstack/core/actors';
import { Cause, Effect, Exit } from 'effect';
import type { Outcome, WebBackend } from './backend.js';

/** The message and status of a port failure (S0 §8, S1 §8: the backend's message is what the UI shows). */
function failureOf(error: unknown): Extract<Outcome<never>, { ok: false }> {
  if (typeof error === 'object' && error !== null) {
    const tagged = error as {
      _tag?: unknown;
      message?: unknown;
      http_status?: unknown;
      api_error_code?: unknown;
      message_detail?: unknown;
    };
    if (tagged._tag === 'ApiError' && typeof tagged.message === 'string') {
      return {
        ok: false,
        message: tagged.message,
        ...(typeof tagged.message_detail === 'string' && tagged.message_detail !== '' ? { detail: tagged.message_detail } : {}),
        ...(typeof tagged.http_status === 'number' ? { status: tagged.http_status } : {}),
        ...(typeof tagged.api_error_code === 'number' ? { code: tagged.api_error_code } : {}),
      };
    }
  }
  return { ok: false, message: MESSAGES.genericError };
}

/** Runs `effect`; a failure becomes `{ ok: false, message }`, a defect is logged and shown as the generic error. */
export async function runOutcome<A, E, R>(runtime: PortsRuntime<R>, effect: Effect.Effect<A, E, R>): Promise<Outcome<A>> {
  const exit = await ('runPromiseExit' in runtime ? runtime.runPromiseExit(effect) : Effect.runPromiseExitWith(runtime)(effect));
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value };
  const failure = Cause.findErrorOption(exit.cause);
  if (failure._tag === 'Some') return failureOf(failure.value);
  console.error(Cause.pretty(exit.cause));
  return { ok: false, message: MESSAGES.genericError };
}

/** The sign-in, sign-out and sign-up calls of a backend over its runtime's account port. */
export function accountCalls(runtime: PortsRuntime<AuthService>): Pick<WebBackend, 'signIn' | 'signOut' | 'signUp'> {
  return {
    signIn: (options) =>
      runOutcome(
        runtime,
        Effect.flatMap(AuthService, (auth) => auth.signIn(options)),
      ),
    signOut: () =>
      runOutcome(
        runtime,
        Effect.flatMap(AuthService, (auth) => auth.signOut()),
      ),
    signUp: (options) =>
      runOutcome(
        runtime,
        Effect.flatMap(AuthService, (auth) => auth.signUp(options)),
      ),
  };
}
