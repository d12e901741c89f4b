/**
 * Local and session storage ports (S0 §9 upsell seen list, S1 §3 quick-promote drafts, S1 §4
 * selected business profile). S1 §8 "Inaccessible storage: logged and ignored": the raw ports fail
 * with `StorageError`; the typed helpers below log it and carry on with the empty value.
 */
import { Effect, Option, Schema } from 'effect';
import { UPSELL_SEEN_STORAGE_KEY } from '../constants.js';
import type { QuickPromoteDraft } from '../entities.js';
import { quickPromoteDraftKey } from '../rules/promote-links.js';
import type { StorageError } from './errors.js';
import { type KeyValueStorageShape, LocalStorage, SessionStorage } from './storage-services.js';

export { type KeyValueStorageShape, LocalStorage, SessionStorage };

/** S1 §4 session-storage key of the selected business profile id. */
export const SELECTED_BUSINESS_PROFILE_STORAGE_KEY = 'selected_business_profile_id';

const SeenIds = Schema.fromJsonString(Schema.Array(Schema.String));

const QuickPromoteDraftJson = Schema.fromJsonString(
  Schema.Struct({
    pin: Schema.String,
    dailyBudget: Schema.Number,
    destinationUrl: Schema.optional(Schema.String),
    duration: Schema.Number,
    locale: Schema.optional(Schema.String),
    name: Schema.String,
    interests: Schema.optional(Schema.Array(Schema.String)),
    ages: Schema.optional(Schema.Array(Schema.String)),
    genders: Schema.optional(Schema.Array(Schema.String)),
    adType: Schema.optional(Schema.String),
  }),
);

// S1 §8: storage failures are logged and ignored, so a broken storage never breaks a flow.
const logged =
  <A>(fallback: A) =>
  (error: StorageError) =>
    Effect.as(Effect.logWarning(`storage ${error.operation} ${error.key} failed: ${error.message}`), fallback);

const readJson = <A, I>(storage: KeyValueStorageShape, key: string, schema: Schema.Codec<A, I>): Effect.Effect<Option.Option<A>> =>
  storage
    .get(key)
    .pipe(Effect.map(Option.flatMap((raw) => Schema.decodeUnknownOption(schema)(raw))), Effect.catch(logged(Option.none<A>())));

/** S0 §4 / §9 the upsell seen list under `claiming_upsells_seen` in local storage. */
export const storedUpsellsSeen = {
  /** The ids seen so far; an unreadable or malformed list reads as empty. */
  read: (): Effect.Effect<readonly string[], never, LocalStorage> =>
    Effect.flatMap(LocalStorage, (storage) => readJson(storage, UPSELL_SEEN_STORAGE_KEY, SeenIds)).pipe(
      Effect.map(Option.getOrElse((): readonly string[] => [])),
    ),
  /** S0 §4 marks an upsell seen (on display); keeps the other ids and never duplicates. */
  add: (id: string): Effect.Effect<void, never, LocalStorage> =>
    Effect.gen(function* () {
      const storage = yield* LocalStorage;
      const seen = yield* storedUpsellsSeen.read();
      if (seen.includes(id)) return;
      yield* storage.set(UPSELL_SEEN_STORAGE_KEY, JSON.stringify([...seen, id])).pipe(Effect.catch(logged(undefined)));
    }),
};

/** S1 §3 saved quick-promote drafts, one per Pin and advertiser, in local storage. */
export const storedQuickPromoteDrafts = {
  /** The saved draft, or none when absent, unreadable or malformed. */
  read: (pinId: string, advertiserId: string): Effect.Effect<Option.Option<QuickPromoteDraft>, never, LocalStorage> =>
    Effect.flatMap(LocalStorage, (storage) => readJson(storage, quickPromoteDraftKey(pinId, advertiserId), QuickPromoteDraftJson)),
  /** Saves the draft, replacing an earlier one. */
  write: (pinId: string, advertiserId: string, draft: QuickPromoteDraft): Effect.Effect<void, never, LocalStorage> =>
    Effect.flatMap(LocalStorage, (storage) => storage.set(quickPromoteDraftKey(pinId, advertiserId), JSON.stringify(draft))).pipe(
      Effect.catch(logged(undefined)),
    ),
  /** Forgets the draft (after a successful promotion). */
  remove: (pinId: string, advertiserId: string): Effect.Effect<void, never, LocalStorage> =>
    Effect.flatMap(LocalStorage, (storage) => storage.remove(quickPromoteDraftKey(pinId, advertiserId))).pipe(
      Effect.catch(logged(undefined)),
    ),
};

/** S1 §4 the selected business profile id, persisted in session storage. */
export const storedBusinessProfile = {
  /** The selected profile id, or none (callers default to the viewer's own id). */
  read: (): Effect.Effect<Option.Option<string>, never, SessionStorage> =>
    Effect.flatMap(SessionStorage, (storage) => storage.get(SELECTED_BUSINESS_PROFILE_STORAGE_KEY)).pipe(
      Effect.map(Option.filter((id) => id !== '')),
      Effect.catch(logged(Option.none<string>())),
    ),
  /** Persists the selected profile id. */
  write: (profileId: string): Effect.Effect<void, never, SessionStorage> =>
    Effect.flatMap(SessionStorage, (storage) => storage.set(SELECTED_BUSINESS_PROFILE_STORAGE_KEY, profileId)).pipe(
      Effect.catch(logged(undefined)),
    ),
  /** Forgets the selection (back to the viewer's own profile). */
  clear: (): Effect.Effect<void, never, SessionStorage> =>
    Effect.flatMap(SessionStorage, (storage) => storage.remove(SELECTED_BUSINESS_PROFILE_STORAGE_KEY)).pipe(
      Effect.catch(logged(undefined)),
    ),
};
