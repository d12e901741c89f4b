/** Web Storage adapters of the LocalStorage / SessionStorage ports (S1 §8 inaccessible storage). */
import { describe, expect, it } from 'vitest';
import { test, fc } from '@pinstack/core/testing';
import { Cause, Effect, Exit, Logger, Option } from 'effect';
import { LocalStorage, SessionStorage, storedBusinessProfile, storedUpsellsSeen, UPSELL_ID } from '@pinstack/core';
import { makeWebStorage, readCookie, webStorageLayer, type WebStorageLike } from './index.js';

const memory = (): WebStorageLike & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

describe('web storage adapter', () => {
  it('get/set/remove go to the Storage object', async () => {
    const store = memory();
    const s = makeWebStorage(() => store);
    await Effect.runPromise(s.set('k', 'v'));
    expect(await Effect.runPromise(s.get('k'))).toEqual(Option.some('v'));
    await Effect.runPromise(s.remove('k'));
    expect(await Effect.runPromise(s.get('k'))).toEqual(Option.none());
  });

  it('S1 §8: a throwing storage (quota, sandbox) or a missing one is a StorageError, not a throw', async () => {
    const throwing = makeWebStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const exit = await Effect.runPromiseExit(throwing.get('k'));
    expect(Exit.isFailure(exit) && Cause.findErrorOption(exit.cause)).toEqual(
      Option.some(expect.objectContaining({ _tag: 'StorageError', operation: 'get', key: 'k', message: 'denied' })),
    );
    const missing = makeWebStorage(() => undefined);
    expect(Exit.isFailure(await Effect.runPromiseExit(missing.set('k', 'v')))).toBe(true);
  });

  it('the typed helpers run over the layer; in Node (no storage) they log and carry on', async () => {
    const local = memory();
    const session = memory();
    const program = Effect.gen(function* () {
      yield* storedUpsellsSeen.add(UPSELL_ID);
      yield* storedBusinessProfile.write('biz');
      return [yield* storedUpsellsSeen.read(), yield* storedBusinessProfile.read()] as const;
    });
    const withStores = webStorageLayer(
      () => local,
      () => session,
    );
    expect(await Effect.runPromise(Effect.provide(program, withStores))).toEqual([[UPSELL_ID], Option.some('biz')]);
    expect(session.map.get('selected_business_profile_id')).toBe('biz');
    const absent = await Effect.runPromise(program.pipe(Effect.provide(webStorageLayer()), Effect.provide(Logger.layer([]))));
    expect(absent).toEqual([[], Option.none()]);
    // the tags are the core's, so any core program needing storage accepts this layer
    expect(LocalStorage.key).toContain('LocalStorage');
    expect(SessionStorage.key).toContain('SessionStorage');
  });
});

describe('readCookie (wire protocol csrftoken)', () => {
  it('finds a cookie among others, decoding it', () => {
    expect(readCookie('a=1; csrftoken=abc%3D; b=2', 'csrftoken')).toBe('abc=');
    expect(readCookie('xcsrftoken=1; csrftoken=2', 'csrftoken')).toBe('2');
  });
  it('is undefined when absent, and keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('', 'csrftoken')).toBeUndefined();
    expect(readCookie(undefined, 'csrftoken')).toBeUndefined();
    expect(readCookie('csrftoken=%E0%A4%A', 'csrftoken')).toBe('%E0%A4%A');
  });
});

describe('readCookie totality', () => {
  test.prop([fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })])(
    'never throws; a cookie it writes itself is read back',
    (other, value) => {
      expect(() => readCookie(other, 'csrftoken')).not.toThrow();
      const cookies = `a=1; csrftoken=${encodeURIComponent(value)}; b=2`;
      expect(readCookie(cookies, 'csrftoken')).toBe(value);
    },
  );
});
