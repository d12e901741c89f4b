/**
 * S1 §3 ad create parameters: which of campaignId, objectiveType, catalogsFeedId, catalogId,
 * productGroupId, managedClientId and resumeLastDraft apply to an ads-create page, and the path
 * (S1 §2 `ads.create`) that carries them.
 */
import { OBJECTIVE_TYPES } from '../constants.js';
import { adManagerPath, type ObjectiveType } from './routes.js';

/** Objective type whose ads may name a catalogs feed (S1 §3 "catalog sales only"). */
const CATALOG_SALES: ObjectiveType = 'CATALOG_SALES';

/** An id a caller may pass: a string or a whole number. */
export type AdCreateId = string | number;

/**
 * What a caller knows when opening the ads-create page. S1 §3 ad create parameters.
 * `partialCreate` says the ad is added to an existing campaign (the only case a campaign id
 * applies to). Every field is optional; absent, blank and invalid values are left out.
 */
export interface AdCreateInput {
  readonly advertiserId?: AdCreateId | null;
  /** @default false */
  readonly partialCreate?: boolean;
  readonly campaignId?: AdCreateId | null;
  readonly objectiveType?: ObjectiveType | string | null;
  readonly catalogsFeedId?: AdCreateId | null;
  readonly catalogId?: AdCreateId | null;
  readonly productGroupId?: AdCreateId | null;
  readonly managedClientId?: AdCreateId | null;
  /** @default false */
  readonly resumeLastDraft?: boolean | null;
}

/** The S1 §3 ad create parameters that apply, as query values, in the spec's order. */
export interface AdCreateQuery {
  readonly campaignId?: string;
  readonly objectiveType?: ObjectiveType;
  readonly catalogsFeedId?: string;
  readonly catalogId?: string;
  readonly productGroupId?: string;
  readonly managedClientId?: string;
  readonly resumeLastDraft?: 'true';
}

/** A parameter name of S1 §3 ad create. */
export type AdCreateParameterName = keyof AdCreateQuery;

/**
 * Why a given parameter was left out (S1 §3): `not-partial-create` (campaign id on a full
 * create), `not-catalog-sales` (catalogs feed id for another objective), `invalid` (not an id or
 * not one of `OBJECTIVE_TYPES`).
 */
export type AdCreateDropReason = 'not-partial-create' | 'not-catalog-sales' | 'invalid';

/** A parameter that was given but does not apply. S1 §3. */
export interface AdCreateDropped {
  readonly name: AdCreateParameterName;
  readonly reason: AdCreateDropReason;
}

/** The outcome of `adCreateParameters`. S1 §3. */
export interface AdCreateParameters {
  /** True only when a partial create was asked for and a valid campaign id came with it. */
  readonly partialCreate: boolean;
  readonly query: AdCreateQuery;
  /** Given values that were left out, for the caller's log. */
  readonly dropped: readonly AdCreateDropped[];
}

// Ids travel in a URL: letters, digits, `_` and `-` only, so nothing needs decoding twice.
const ID_PATTERN = /^[A-Za-z0-9_-]+$/u;

/** The id as text, `undefined` when absent or blank, `null` when given but not an id. */
function idText(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return ID_PATTERN.test(trimmed) ? trimmed : null;
}

const isObjectiveType = (value: unknown): value is ObjectiveType =>
  typeof value === 'string' && (OBJECTIVE_TYPES as readonly string[]).includes(value);

/**
 * The S1 §3 ad create parameters that apply: campaignId only for a partial create, objectiveType
 * only when it is one of `OBJECTIVE_TYPES` (exact spelling), catalogsFeedId only with the
 * CATALOG_SALES objective, catalogId, productGroupId and managedClientId when they are ids,
 * resumeLastDraft only when true. Ids are trimmed; a number must be a non-negative safe integer,
 * a string letters, digits, `_` and `-`. Given values that do not apply are listed in `dropped`.
 * Never throws.
 */
export function adCreateParameters(input: AdCreateInput): AdCreateParameters {
  const given: Readonly<Partial<AdCreateInput>> = input !== null && typeof input === 'object' ? input : {};
  const query: { -readonly [Name in AdCreateParameterName]?: AdCreateQuery[Name] } = {};
  const dropped: AdCreateDropped[] = [];
  const drop = (name: AdCreateParameterName, reason: AdCreateDropReason): void => {
    dropped.push({ name, reason });
  };

  const campaignId = idText(given.campaignId);
  const wantsPartial = given.partialCreate === true;
  if (campaignId === null) drop('campaignId', 'invalid');
  else if (campaignId !== undefined) {
    if (wantsPartial) query.campaignId = campaignId;
    else drop('campaignId', 'not-partial-create');
  }

  const objective = given.objectiveType;
  if (isObjectiveType(objective)) query.objectiveType = objective;
  else if (objective !== undefined && objective !== null && !(typeof objective === 'string' && objective.trim() === ''))
    drop('objectiveType', 'invalid');

  const feedId = idText(given.catalogsFeedId);
  if (feedId === null) drop('catalogsFeedId', 'invalid');
  else if (feedId !== undefined) {
    if (query.objectiveType === CATALOG_SALES) query.catalogsFeedId = feedId;
    else drop('catalogsFeedId', 'not-catalog-sales');
  }

  for (const name of ['catalogId', 'productGroupId', 'managedClientId'] as const) {
    const id = idText(given[name]);
    if (id === null) drop(name, 'invalid');
    else if (id !== undefined) query[name] = id;
  }

  if (given.resumeLastDraft === true) query.resumeLastDraft = 'true';

  return { partialCreate: query.campaignId !== undefined, query, dropped };
}

/**
 * The ads-create page path (S1 §2 `ads.create`, prefixed by the advertiser when known) with the
 * S1 §3 parameters that apply as its query, in the spec's order, each encoded. Never throws.
 */
export function adCreatePath(input: AdCreateInput): string {
  const advertiser = idText(input?.advertiserId);
  const base = adManagerPath('ads.create', { advertiserId: typeof advertiser === 'string' ? advertiser : null });
  const pairs = Object.entries(adCreateParameters(input).query).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? base : `${base}?${pairs.join('&')}`;
}
