/**
 * The one projection of a backend's records onto the S0 §3 entities the wire carries (wire-protocol.md
 * "Objects"): the reference server (from its rows) and the in-memory fake (from its maps) each say
 * what they know of a board, a Pin or a user, and these functions say what the answer shows, so
 * the two backends cannot drift field by field.
 */
import type {
  Advertiser,
  Board,
  BoardInvitation,
  BoardPrivacy,
  BoardSection,
  CollaboratingUser,
  Pin,
  PinImages,
  User,
  Viewer,
} from '../entities.js';
import { boardCoverFields, boardCoverUrl } from './board-cover.js';
import { invitationCoverUrl } from './invitations.js';
import { viewerAdvertiser } from './quick-promote.js';

/** What a backend knows of a board (S0 §3), to show it to a viewer. */
export interface BoardFacts {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly ownerId: string;
  /** The owner's current username ('' when unknown): the board's URL is `/{username}/{slug}/`. */
  readonly ownerUsername: string;
  readonly privacy: BoardPrivacy;
  readonly description: string;
  readonly layout: string;
  /** The collaborators, in the order they joined. */
  readonly collaborators: readonly CollaboratingUser[];
  readonly sectionCount: number;
  /** The newest image Pin's image (or a fixed cover); `null`/blank: the placeholder (rules/board-cover.ts). */
  readonly coverUrl: string | null;
  /** When the viewer archived the board for themselves (ISO 8601), or `null`. */
  readonly archivedByViewerAt: string | null;
}

/** S0 §3 Board as `viewerId` sees it (`null` or `''` when signed out). */
export function projectBoard(board: BoardFacts, viewerId: string | null): Board {
  const viewer = viewerId ?? '';
  return {
    id: board.id,
    name: board.name,
    url: `/${board.ownerUsername}/${board.slug}/`,
    slug: board.slug,
    privacy: board.privacy,
    description: board.description,
    // S0 §6 assumes every board has a cover: the newest image Pin's, else a placeholder (rules/board-cover.ts)
    ...boardCoverFields(board.id, board.coverUrl),
    section_count: board.sectionCount,
    is_collaborative: board.collaborators.length > 0,
    collaborating_users: board.collaborators.map((u) => ({
      id: u.id,
      ...(u.full_name !== undefined ? { full_name: u.full_name } : {}),
      ...(u.username !== undefined ? { username: u.username } : {}),
    })),
    collaborated_by_me: viewer !== '' && board.collaborators.some((u) => u.id === viewer),
    owner: { id: board.ownerId, username: board.ownerUsername },
    archived_by_me_at: board.archivedByViewerAt,
    type: 'board',
    layout: board.layout,
  };
}

/** What a backend knows of a board section (S0 §3), with the images of its newest Pins (at most 3). */
export interface SectionFacts {
  readonly id: string;
  readonly boardId: string;
  readonly title: string;
  readonly slug: string;
  /** S0 §3 `type`: both spellings occur. @default 'board_section' */
  readonly type?: NonNullable<BoardSection['type']>;
  readonly previewUrls: readonly string[];
  /** The square preview's side, when the backend says. */
  readonly previewSquarePixels?: number;
}

/** S0 §3 Board section: its title (also as `name`) and its preview Pins. */
export function projectSection(section: SectionFacts): BoardSection {
  const pixels = section.previewSquarePixels;
  return {
    id: section.id,
    title: section.title,
    name: section.title,
    slug: section.slug,
    type: section.type ?? 'board_section',
    board_id: section.boardId,
    preview_pins: section.previewUrls.map((url) => ({
      image_medium_url: url,
      image_square_url: url,
      ...(pixels !== undefined ? { image_square_size_pixels: pixels } : {}),
    })),
  };
}

/** What a backend knows of a saved Pin (S0 §3), with its board and section as they are now. */
export interface PinFacts {
  readonly id: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly link: string | null;
  /** The Pin's image (its `orig`), when it has one. */
  readonly imageUrl?: string | undefined;
  /** Every size of the image the backend has (issue 24), when it has one. */
  readonly images?: PinImages | undefined;
  readonly isPromoted: boolean;
  readonly promotedIsRemovable: boolean;
  /** The board it is saved to; `null` when that board is gone. */
  readonly board: { readonly id: string; readonly name: string; readonly url: string; readonly layout: string } | null;
  readonly section: { readonly id: string; readonly title: string } | null;
  readonly pinner: NonNullable<Pin['pinner']>;
  readonly color: string | null;
  readonly guid: string | null;
  /** S0 §3 a video Pin's video; absent when the backend keeps none. */
  readonly video?: Pin['video'];
}

/** S0 §3 Pin, carrying `board` and `section` (wire protocol "a saved Pin"). */
export function projectPin(pin: PinFacts): Pin {
  const board = pin.board;
  return {
    id: pin.id,
    entityId: pin.id,
    ...(pin.title !== undefined ? { title: pin.title } : {}),
    ...(pin.description !== undefined ? { description: pin.description } : {}),
    link: pin.link,
    ...(pin.imageUrl !== undefined ? { imageUrl: pin.imageUrl } : {}),
    ...(pin.images !== undefined ? { images: pin.images } : {}),
    isPromoted: pin.isPromoted,
    promotedIsRemovable: pin.promotedIsRemovable,
    board: board === null ? null : { id: board.id, name: board.name, url: board.url },
    section: pin.section,
    pinner: pin.pinner,
    pinnedToBoard: board === null ? null : { id: board.id, name: board.name, layout: board.layout },
    color: pin.color,
    guid: pin.guid,
    ...(pin.video !== undefined ? { video: pin.video } : {}),
  };
}

/** What a backend may show of a user (S0 §3): never the e-mail or the password. */
export interface UserFacts {
  readonly id: string;
  readonly username: string;
  readonly full_name: string;
  readonly image_medium_url?: string | null | undefined;
  readonly image_large_url?: string | null | undefined;
}

/** S0 §3 User; `followedByMe` when the backend knows it for this viewer. */
export function projectUser(user: UserFacts, followedByMe?: boolean): User {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    ...(typeof user.image_medium_url === 'string' ? { image_medium_url: user.image_medium_url } : {}),
    ...(typeof user.image_large_url === 'string' ? { image_large_url: user.image_large_url } : {}),
    ...(followedByMe !== undefined ? { followedByMe } : {}),
  };
}

/** What a backend knows of a pending invitation (issue 25): the board, who sent it and when. */
export interface InvitationFacts {
  readonly id: string;
  readonly board: {
    readonly id: string;
    readonly name: string;
    readonly url: string;
    readonly privacy: BoardPrivacy;
    /** As `BoardFacts.coverUrl`: `null` or blank is the placeholder. */
    readonly coverUrl: string | null;
    readonly owner: { readonly id: string; readonly username?: string; readonly full_name?: string };
  };
  readonly invitedBy: UserFacts;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** Issue 25: a pending invitation as its invitee reads it (BoardInvitationsResource get). */
export function projectInvitation(invitation: InvitationFacts): BoardInvitation {
  const { board, invitedBy } = invitation;
  return {
    id: invitation.id,
    board: {
      id: board.id,
      name: board.name,
      url: board.url,
      privacy: board.privacy,
      // a secret board's media is the members' only: its placeholder to the invitee until they accept
      image_cover_url: invitationCoverUrl({
        id: board.id,
        privacy: board.privacy,
        image_cover_url: boardCoverUrl(board.id, board.coverUrl),
      }),
      owner: board.owner,
    },
    invited_by: {
      id: invitedBy.id,
      username: invitedBy.username,
      full_name: invitedBy.full_name,
      ...(typeof invitedBy.image_medium_url === 'string' ? { image_medium_url: invitedBy.image_medium_url } : {}),
    },
    created_at: invitation.createdAt,
  };
}

/** What a backend knows of a signed-in user, to answer who the viewer is (S1 §3). */
export interface ViewerFacts {
  readonly user: UserFacts;
  readonly isPartner: boolean;
  readonly hasPassword: boolean;
  /** S1 §3 `socialNetwork.facebook.connected`: the account is linked to a Facebook id. */
  readonly facebookConnected: boolean;
  /** The first advertiser the viewer owns, if any. */
  readonly advertiser: Advertiser | undefined;
  /** ISO 8601: when the account was made (S0 §5 promotion threshold). */
  readonly createdAt: string;
}

/** S1 §3 Viewer of a signed-in user; `advertiser` with its S1 §9 currency (`viewerAdvertiser`). */
export function projectViewer(viewer: ViewerFacts): Viewer {
  const image = viewer.user.image_medium_url;
  return {
    isAuth: true,
    id: viewer.user.id,
    username: viewer.user.username,
    fullName: viewer.user.full_name,
    ...(typeof image === 'string' ? { imageMediumUrl: image, imageSmallUrl: image } : {}),
    isPartner: viewer.isPartner,
    hasPassword: viewer.hasPassword,
    socialNetwork: { facebook: { connected: viewer.facebookConnected }, gplus: { connected: false } },
    eligibleForStlTool: false,
    scheduled_pin_count: 0,
    advertiser: viewer.advertiser === undefined ? null : viewerAdvertiser(viewer.advertiser),
    created_at: viewer.createdAt,
  };
}
