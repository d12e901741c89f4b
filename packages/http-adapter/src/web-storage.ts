/**
 * `LocalStorage` / `SessionStorage` over the browser's Web Storage. Access can throw (privacy
 * modes, quota, sandboxed frames); each throw becomes a `StorageError` (S1 §8: logged and ignored).
 */
import { Effect, Layer, Option } from 'effect';
import { LocalStorage, SessionStorage, StorageError, type KeyValueStorageShape } from '@pinstack/core';
import { describeError } from './client.js';

/** The subset of the DOM `Storage` interface used. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A key/value storage over a Web Storage getter; the getter itself may throw (e.g. `window.localStorage` in a sandbox). */
export function makeWebStorage(storage: () => WebStorageLike | undefined): KeyValueStorageShape {
  const attempt = <A>(operation: StorageError['operation'], key: string, run: (s: WebStorageLike) => A) =>
    Effect.try({
      try: () => {
        const s = storage();
        if (s === undefined) throw new Error('storage is not available');
        return run(s);
      },
      catch: (cause) => new StorageError({ operation, key, message: describeError(cause), cause }),
    });
  return {
    get: (key) =>
      Effect.map(
        attempt('get', key, (s) => s.getItem(key)),
        Option.fromNullishOr,
      ),
    set: (key, value) => attempt('set', key, (s) => s.setItem(key, value)),
    remove: (key) => attempt('remove', key, (s) => s.removeItem(key)),
  };
}

type StorageGlobals = { localStorage?: WebStorageLike; sessionStorage?: WebStorageLike };

/** `LocalStorage` and `SessionStorage` from the platform's `localStorage`/`sessionStorage` (absent in Node: every call fails with `StorageError`). */
export const webStorageLayer = (
  local: () => WebStorageLike | undefined = () => (globalThis as StorageGlobals).localStorage,
  session: () => WebStorageLike | undefined = () => (globalThis as StorageGlobals).sessionStorage,
): Layer.Layer<LocalStorage | SessionStorage> =>
  Layer.merge(Layer.succeed(LocalStorage, makeWebStorage(local)), Layer.succeed(SessionStorage, makeWebStorage(session)));
