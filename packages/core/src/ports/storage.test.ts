import { describe, expect, it } from 'vitest';
import { Effect, Layer, Logger, Option } from 'effect';
import { UPSELL_ID, UPSELL_SEEN_STORAGE_KEY } from '../constants.js';
import { quickPromoteDraftKey } from '../rules/quick-promote.js';
import { StorageError } from './errors.js';
import {
  LocalStorage,
  SELECTED_BUSINESS_PROFILE_STORAGE_KEY,
  SessionStorage,
  storedBusinessProfile,
  storedQuickPromoteDrafts,
  storedUpsellsSeen,
  type KeyValueStorageShape,
} from './storage.js';

const mapStorage = (map: Map<string, string>): KeyValueStorageShape => ({
  get: (key) => Effect.sync(() => Option.fromNullishOr(map.get(key))),
  set: (key, value) => Effect.sync(() => void map.set(key, value)),
  remove: (key) => Effect.sync(() => void map.delete(key)),
});

const broken: KeyValueStorageShape = {
  get: (key) => Effect.fail(new StorageError({ operation: 'get', key, message: 'SecurityError' })),
  set: (key) => Effect.fail(new StorageError({ operation: 'set', key, message: 'QuotaExceededError' })),
  remove: (key) => Effect.fail(new StorageError({ operation: 'remove', key, message: 'SecurityError' })),
};

const run = <A>(effect: Effect.Effect<A, never, LocalStorage | SessionStorage>, storage: KeyValueStorageShape) =>
  Effect.runPromise(
    effect.pipe(
      Effect.provide(Layer.merge(Layer.succeed(LocalStorage, storage), Layer.succeed(SessionStorage, storage))),
      Effect.provide(Logger.layer([])),
    ),
  );

describe('storage helpers (S0 §9, S1 §3, S1 §4, S1 §8)', () => {
  it('S0 §9: the upsell seen list lives under claiming_upsells_seen and gains the id once', async () => {
    const map = new Map<string, string>();
    await run(storedUpsellsSeen.add(UPSELL_ID), mapStorage(map));
    await run(storedUpsellsSeen.add(UPSELL_ID), mapStorage(map));
    expect(JSON.parse(map.get(UPSELL_SEEN_STORAGE_KEY) ?? 'null')).toEqual([UPSELL_ID]);
    expect(await run(storedUpsellsSeen.read(), mapStorage(map))).toEqual([UPSELL_ID]);
  });

  it('a malformed seen list reads as empty', async () => {
    const map = new Map([[UPSELL_SEEN_STORAGE_KEY, '{not json']]);
    expect(await run(storedUpsellsSeen.read(), mapStorage(map))).toEqual([]);
  });

  it('S1 §8: inaccessible storage is logged and ignored', async () => {
    expect(await run(storedUpsellsSeen.read(), broken)).toEqual([]);
    await run(storedUpsellsSeen.add(UPSELL_ID), broken);
    expect(await run(storedBusinessProfile.read(), broken)).toEqual(Option.none());
    await run(storedQuickPromoteDrafts.write('p', 'a', { pin: 'p', dailyBudget: 3, duration: 10, name: 'n' }), broken);
  });

  it('S1 §3: drafts are kept per Pin and advertiser', async () => {
    const map = new Map<string, string>();
    const draft = { pin: 'p1', dailyBudget: 3, duration: 10, name: 'Spring', ages: ['18-24'] };
    await run(storedQuickPromoteDrafts.write('p1', 'a1', draft), mapStorage(map));
    expect(map.has(quickPromoteDraftKey('p1', 'a1'))).toBe(true);
    expect(await run(storedQuickPromoteDrafts.read('p1', 'a1'), mapStorage(map))).toEqual(Option.some(draft));
    expect(await run(storedQuickPromoteDrafts.read('p1', 'a2'), mapStorage(map))).toEqual(Option.none());
    await run(storedQuickPromoteDrafts.remove('p1', 'a1'), mapStorage(map));
    expect(map.size).toBe(0);
  });

  it('S1 §4: the selected business profile is persisted in session storage', async () => {
    const map = new Map<string, string>();
    await run(storedBusinessProfile.write('biz-1'), mapStorage(map));
    expect(map.get(SELECTED_BUSINESS_PROFILE_STORAGE_KEY)).toBe('biz-1');
    expect(await run(storedBusinessProfile.read(), mapStorage(map))).toEqual(Option.some('biz-1'));
    await run(storedBusinessProfile.clear(), mapStorage(map));
    expect(await run(storedBusinessProfile.read(), mapStorage(map))).toEqual(Option.none());
  });
});
