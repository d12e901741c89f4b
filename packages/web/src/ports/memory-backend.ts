/**
 * The in-memory backend (`VITE_PINSTACK_BACKEND=memory`): every port over the fixtures' in-memory
 * adapter, seeded with the named examples, living in the page (a reload starts it afresh).
 */
import { makeInMemoryAdapter } from '@pinstack/fixtures';
import { ManagedRuntime } from 'effect';
import type { CallDone, WebBackend } from './backend.js';
import { browseReads } from './browse.js';
import { accountCalls, runOutcome } from './outcome.js';

/** A fresh in-memory backend with the examples, signed out. */
export function makeMemoryBackend(): WebBackend {
  const listeners = new Set<(call: CallDone) => void>();
  const adapter = makeInMemoryAdapter({
    onCallSucceeded: (call) => {
      for (const listener of listeners) listener(call);
    },
  });
  const runtime = ManagedRuntime.make(adapter.layer);
  return {
    kind: 'memory',
    runtime,
    viewer: () => Promise.resolve(adapter.backend.viewer(adapter.sessionToken())),
    run: (effect) => runOutcome(runtime, effect),
    browse: browseReads((effect) => runOutcome(runtime, effect)),
    ...accountCalls(runtime),
    onCallDone: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // note: the in-memory session lives in this page and ends only here, so no call finds it gone
    watchUnauthorized: () => () => undefined,
  };
}
