/**
 * Rows → wire objects with the S0 §3 / S1 §3 field names. A created object is returned whole
 * (wire-protocol.md), so these are used by reads and writes alike.
 */
import {
  projectBoard,
  projectPin,
  projectSection,
  projectUser,
  projectViewer,
  type Advertiser,
  type BoardSection,
  type BoardSummary,
  type Campaign,
  type Pin,
  type User,
  type Viewer,
} from '@pinstack/core';
import type { AdvertiserRow, BoardRow, CampaignRow, PinRow, SectionRow, UserRow } from '../store/index.js';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** S0 §3 Board as `viewerId` sees it ('' when signed out): core's projection, plus its Pin count (and advertiser). */
export function boardView(row: BoardRow, viewerId: string): BoardSummary & { advertiser_id?: string } {
  return {
    ...projectBoard(
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        ownerId: row.owner_id,
        ownerUsername: row.owner_username,
        privacy: row.privacy,
        description: row.description,
        layout: row.layout,
        collaborators: row.collaborators,
        sectionCount: row.section_count,
        coverUrl: row.cover_url,
        archivedByViewerAt: iso(row.archived_at),
      },
      viewerId,
    ),
    pin_count: row.pin_count,
    ...(row.advertiser_id !== null ? { advertiser_id: row.advertiser_id } : {}),
  };
}

/** S0 §3 Board section with its preview Pins. */
export function sectionView(row: SectionRow): BoardSection & { pin_count: number; name_source: number } {
  return {
    ...projectSection({ id: row.id, boardId: row.board_id, title: row.title, slug: row.slug, previewUrls: row.preview_urls }),
    pin_count: row.pin_count,
    name_source: row.name_source,
  };
}

/** S0 §3 Pin, carrying `board` and `section` (wire-protocol.md): core's projection, plus when and how it was saved. */
export function pinView(row: PinRow): Pin & { created_at: string; method?: string } {
  const size = row.image_url !== null ? { url: row.image_url, width: row.image_width ?? 0, height: row.image_height ?? 0 } : undefined;
  return {
    ...projectPin({
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      ...(row.image_url !== null ? { imageUrl: row.image_url } : {}),
      // issue 24: every variant the pipeline made; an image stored before it has one size for both
      ...(row.images !== null ? { images: row.images } : size !== undefined ? { images: { '236x': size, orig: size } } : {}),
      isPromoted: false,
      promotedIsRemovable: false,
      board: { id: row.board_id, name: row.board_name, url: `/${row.board_owner_username}/${row.board_slug}/`, layout: row.board_layout },
      section: row.section_id !== null ? { id: row.section_id, title: row.section_title ?? '' } : null,
      pinner: {
        id: row.pinner_id,
        username: row.pinner_username,
        full_name: row.pinner_full_name,
        ...(row.pinner_image_url !== null ? { image_medium_url: row.pinner_image_url } : {}),
      },
      color: row.color,
      guid: row.guid,
    }),
    created_at: new Date(row.created_at).toISOString(),
    ...(row.method !== null ? { method: row.method } : {}),
  };
}

/** S0 §3 User (public fields only: never the e-mail or the hash): core's projection. */
export function userView(row: UserRow, followedByMe?: boolean): User {
  return projectUser(row, followedByMe);
}

/** S1 §3 Viewer of a signed-in user. */
export function viewerView(row: UserRow, advertiser: AdvertiserRow | undefined): Viewer {
  return projectViewer({
    user: row,
    isPartner: row.is_partner,
    hasPassword: true,
    facebookConnected: false,
    advertiser: advertiser === undefined ? undefined : advertiserView(advertiser),
    createdAt: new Date(row.created_at).toISOString(),
  });
}

/** A stored quick-promote campaign, read back (AdvertiserCampaignsResource). */
export function campaignView(row: CampaignRow): Campaign {
  return {
    campaign_id: row.id,
    advertiser_id: row.advertiser_id,
    pin_id: row.pin_id,
    campaign_name: row.campaign_name,
    budget_in_micro_currency: Number(row.budget_in_micro_currency),
    duration: row.duration,
    is_ongoing: row.is_ongoing,
    destination_url: row.destination_url,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** S0 §3 / S1 §3 Advertiser. */
export function advertiserView(row: AdvertiserRow): Advertiser {
  return {
    id: row.id,
    owner_user_id: row.owner_user_id,
    name: row.name,
    country: row.country,
    ...(row.billing_type !== null ? { billing_type: row.billing_type } : {}),
    ...(row.merchant_id !== null ? { merchant_id: row.merchant_id } : {}),
  };
}
