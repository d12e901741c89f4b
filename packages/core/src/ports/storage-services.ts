/**
 * The local and session storage ports themselves (S0 §9, S1 §3, S1 §4), apart from the typed
 * helpers of `storage.ts`: an app provides them at start, while the helpers (and the JSON schemas
 * they read with) load with the flows that use them (issue #22, `npm run size`).
 */
import { Context, type Effect, type Option } from 'effect';
import type { StorageError } from './errors.js';

/** String key/value storage, as the browser's Storage offers it. */
export interface KeyValueStorageShape {
  /** The stored value, or none. */
  readonly get: (key: string) => Effect.Effect<Option.Option<string>, StorageError>;
  /** Stores a value (quota and privacy modes can refuse). */
  readonly set: (key: string, value: string) => Effect.Effect<void, StorageError>;
  /** Removes a value; removing a missing key succeeds. */
  readonly remove: (key: string) => Effect.Effect<void, StorageError>;
}

/** Storage that outlives the tab (browser `localStorage`). */
export class LocalStorage extends Context.Service<LocalStorage, KeyValueStorageShape>()('@pinstack/core/LocalStorage') {}

/** Storage for this tab only (browser `sessionStorage`); S1 §4 keeps the selected profile here. */
export class SessionStorage extends Context.Service<SessionStorage, KeyValueStorageShape>()('@pinstack/core/SessionStorage') {}
