/**
 * The in-memory backend (`VITE_PINSTACK_BACKEND=memory`): every port over the fixtures' in-memory
 * adapter, seeded with the named examples, living in the page (a reload starts it afresh).
 */
import { makeInMemoryAdapter } from '@pinstack/fixtures';
import { ManagedRuntime } from 'effect';
import type { Outcome, WebBackend } from './backend.js';
import { accountCalls, runOutcome } from './outcome.js';

// The in-memory adapter has no browse reads yet (issue 11 leaves them to the fake's next round):
// the feed, profile and search pages say so instead of showing an empty product.
const NOT_IN_DEMO: Outcome<never> = { ok: false, message: 'This page needs the Pinstack server: run npm start.' };
const notInDemo = () => Promise.resolve(NOT_IN_DEMO);

/** A fresh in-memory backend with the examples, signed out. */
export function makeMemoryBackend(): WebBackend {
  const adapter = makeInMemoryAdapter();
  const runtime = ManagedRuntime.make(adapter.layer);
  return {
    kind: 'memory',
    runtime,
    viewer: () => Promise.resolve(adapter.backend.viewer(adapter.sessionToken())),
    run: (effect) => runOutcome(runtime, effect),
    browse: { homeFeed: notInDemo, profile: notInDemo, userBoards: notInDemo, search: notInDemo },
    ...accountCalls(runtime),
  };
}
