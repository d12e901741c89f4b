/**
 * The in-memory backend (`VITE_PINSTACK_BACKEND=memory`): every port over the fixtures' in-memory
 * adapter, seeded with the named examples, living in the page (a reload starts it afresh).
 */
import { AuthService } from '@pinstack/core';
import { makeInMemoryAdapter } from '@pinstack/fixtures';
import { Effect, ManagedRuntime } from 'effect';
import type { WebBackend } from './backend.js';
import { runOutcome } from './outcome.js';

/** A fresh in-memory backend with the examples, signed out. */
export function makeMemoryBackend(): WebBackend {
  const adapter = makeInMemoryAdapter();
  const runtime = ManagedRuntime.make(adapter.layer);
  return {
    kind: 'memory',
    runtime,
    viewer: () => Promise.resolve(adapter.backend.viewer(adapter.sessionToken())),
    run: (effect) => runOutcome(runtime, effect),
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
