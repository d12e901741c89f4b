import { linkHostName } from '@pinstack/core';
import type { Db } from '../db/db.js';
import { returned } from './returned.js';

/** An advertiser (S0 §3 / S1 §3). */
export interface AdvertiserRow {
  readonly id: string;
  readonly owner_user_id: string;
  readonly name: string;
  readonly country: string;
  readonly billing_type: string | null;
  readonly merchant_id: string | null;
}

const ADVERTISER_COLUMNS = 'id, owner_user_id, name, country, billing_type, merchant_id';

/** Creates an advertiser owned by `ownerId`. */
export async function insertAdvertiser(
  db: Db,
  advertiser: { ownerId: string; name: string; country: string; billingType?: string; merchantId?: string },
): Promise<AdvertiserRow> {
  const rows = await db.query<AdvertiserRow>(
    `INSERT INTO advertisers (owner_user_id, name, country, billing_type, merchant_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${ADVERTISER_COLUMNS}`,
    [advertiser.ownerId, advertiser.name, advertiser.country, advertiser.billingType ?? null, advertiser.merchantId ?? null],
  );
  return returned(rows, 'insertAdvertiser');
}

/** One advertiser. */
export async function advertiserById(db: Db, id: string): Promise<AdvertiserRow | undefined> {
  return (await db.query<AdvertiserRow>(`SELECT ${ADVERTISER_COLUMNS} FROM advertisers WHERE id = $1`, [id]))[0];
}

/** Lets a user work for an advertiser it does not own (S0 §6 non-owner). */
export async function addAdvertiserMember(db: Db, advertiserId: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO advertiser_members (advertiser_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [advertiserId, userId]);
}

/** True when the user owns or works for the advertiser. */
export async function worksForAdvertiser(db: Db, advertiserId: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM advertisers a WHERE a.id = $1 AND (a.owner_user_id = $2
       OR EXISTS (SELECT 1 FROM advertiser_members m WHERE m.advertiser_id = a.id AND m.user_id = $2))`,
    [advertiserId, userId],
  );
  return rows.length > 0;
}

/** A business access profile the viewer may act as (S1 §3), with the profile's user. */
export interface BusinessProfileRow {
  readonly profile_user_id: string;
  readonly member_user_id: string;
  readonly permissions: readonly string[];
  readonly mfa_required: boolean;
  readonly member_mfa_enabled: boolean;
  readonly username: string;
  readonly full_name: string;
  readonly image_medium_url: string | null;
}

const PROFILE_SELECT = `
SELECT bp.profile_user_id, bp.member_user_id, bp.permissions, bp.mfa_required, m.mfa_enabled AS member_mfa_enabled,
  u.username, u.full_name, u.image_medium_url
FROM business_profiles bp JOIN users u ON u.id = bp.profile_user_id JOIN users m ON m.id = bp.member_user_id`;

/** The profiles a member may switch to. */
export async function profilesOfMember(db: Db, memberId: string): Promise<BusinessProfileRow[]> {
  return db.query<BusinessProfileRow>(`${PROFILE_SELECT} WHERE bp.member_user_id = $1 ORDER BY lower(u.username)`, [memberId]);
}

/** The member's access to one profile, if any. */
export async function profileAccess(db: Db, profileUserId: string, memberId: string): Promise<BusinessProfileRow | undefined> {
  return (
    await db.query<BusinessProfileRow>(`${PROFILE_SELECT} WHERE bp.profile_user_id = $1 AND bp.member_user_id = $2`, [
      profileUserId,
      memberId,
    ])
  )[0];
}

/** Grants a member access to a business profile. */
export async function grantProfileAccess(
  db: Db,
  access: { profileUserId: string; memberId: string; permissions: readonly string[]; mfaRequired: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO business_profiles (profile_user_id, member_user_id, permissions, mfa_required) VALUES ($1, $2, $3, $4)
     ON CONFLICT (profile_user_id, member_user_id) DO UPDATE SET permissions = EXCLUDED.permissions,
       mfa_required = EXCLUDED.mfa_required`,
    [access.profileUserId, access.memberId, access.permissions, access.mfaRequired],
  );
}

/** Stores a quick-promote campaign (S1 §7); returns its id. */
export async function insertCampaign(
  db: Db,
  campaign: {
    advertiserId: string;
    pinId: string;
    createdBy: string;
    name: string;
    budgetInMicroCurrency: number;
    duration: number;
    isOngoing: boolean;
    payload: unknown;
  },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO campaigns (advertiser_id, pin_id, created_by, campaign_name, budget_in_micro_currency, duration,
       is_ongoing, payload) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
    [
      campaign.advertiserId,
      campaign.pinId,
      campaign.createdBy,
      campaign.name,
      campaign.budgetInMicroCurrency,
      campaign.duration,
      campaign.isOngoing,
      JSON.stringify(campaign.payload),
    ],
  );
  return returned(rows, 'insertCampaign').id;
}

/** A stored quick-promote campaign (S1 §7), as AdvertiserCampaignsResource reads it. */
export interface CampaignRow {
  readonly id: string;
  readonly advertiser_id: string;
  readonly pin_id: string;
  readonly campaign_name: string;
  readonly budget_in_micro_currency: string | number;
  readonly duration: number;
  readonly is_ongoing: boolean;
  readonly destination_url: string | null;
  readonly created_at: Date | string;
}

/** An advertiser's campaigns (or one Pin's), newest first, one window of them. */
export async function campaignsOf(
  db: Db,
  advertiserId: string,
  pinId: string | undefined,
  limit: number,
  offset: number,
): Promise<CampaignRow[]> {
  return db.query<CampaignRow>(
    `SELECT id, advertiser_id, pin_id, campaign_name, budget_in_micro_currency, duration, is_ongoing,
       payload->>'destination_url' AS destination_url, created_at
     FROM campaigns WHERE advertiser_id = $1 AND ($2::text IS NULL OR pin_id = $2)
     ORDER BY created_at DESC, id::bigint DESC LIMIT $3 OFFSET $4`,
    [advertiserId, pinId ?? null, limit, offset],
  );
}

/** A Pin's campaigns, whoever made them: what `isCampaignActive` reads. */
export async function campaignsOfPin(
  db: Db,
  pinId: string,
): Promise<{ is_ongoing: boolean; duration: number; created_at: Date | string }[]> {
  return db.query(`SELECT is_ongoing, duration, created_at FROM campaigns WHERE pin_id = $1`, [pinId]);
}

/**
 * The redirect status recorded for the most specific of `domains` (a host and its parent domains,
 * S1 §5 offsite check), if any: one primary-key lookup of them all, however many there are.
 */
export async function linkStatusOfDomains(db: Db, domains: readonly string[]): Promise<string | undefined> {
  const rows = await db.query<{ redirect_status: string }>(
    `SELECT redirect_status FROM link_statuses WHERE host = ANY($1::text[]) ORDER BY length(host) DESC LIMIT 1`,
    [domains],
  );
  return rows[0]?.redirect_status;
}

/**
 * Records a host's redirect status, the host spelled as the offsite check reads links
 * (`linkHostName`: lower case, punycode, no root dot), so `Blocked.Example.` blocks `blocked.example`.
 */
export async function setLinkStatus(db: Db, host: string, status: string): Promise<void> {
  const name = linkHostName(host);
  if (name === null) throw new Error(`setLinkStatus: not a host name: ${JSON.stringify(host)}`);
  await db.query(
    `INSERT INTO link_statuses (host, redirect_status) VALUES ($1, $2)
     ON CONFLICT (host) DO UPDATE SET redirect_status = EXCLUDED.redirect_status`,
    [name, status],
  );
}

/** A server-wide secret shared by every process on the database, created on first use. */
export async function serverSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db.query(`INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [name, fresh]);
  return returned(await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = $1`, [name]), 'serverSecret').value;
}

/** True when the database has no users yet (first start: load the demo seed). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM users LIMIT 1`)).length === 0;
}

/** Advertisers a user owns, oldest first. */
export async function advertisersOwnedBy(db: Db, userId: string): Promise<AdvertiserRow[]> {
  return db.query<AdvertiserRow>(`SELECT ${ADVERTISER_COLUMNS} FROM advertisers WHERE owner_user_id = $1 ORDER BY created_at, id`, [
    userId,
  ]);
}
