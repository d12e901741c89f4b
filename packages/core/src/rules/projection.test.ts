import { describe, expect, it } from 'vitest';
import { isBoardPlaceholderCover } from './board-cover.js';
import { type BoardFacts, projectBoard, projectInvitation, projectPin, projectSection, projectUser, projectViewer } from './projection.js';

const facts: BoardFacts = {
  id: '7',
  name: 'Lamps',
  slug: 'lamps',
  ownerId: 'u1',
  ownerUsername: 'ada',
  privacy: 'public',
  description: '',
  layout: 'default',
  collaborators: [{ id: 'u2', full_name: 'Bea', username: 'bea' }],
  sectionCount: 2,
  coverUrl: null,
  archivedByViewerAt: null,
};

describe('one projection of a board, a Pin and a user (issue #23 §2; server and fake both use it)', () => {
  it('S0 §3 board: URL from owner and slug, collaborators, the viewer’s own flags', () => {
    const board = projectBoard(facts, 'u2');
    expect(board.url).toBe('/ada/lamps/');
    expect(board.owner).toEqual({ id: 'u1', username: 'ada' });
    expect(board.is_collaborative).toBe(true);
    expect(board.collaborated_by_me).toBe(true);
    expect(board.section_count).toBe(2);
    expect(board.archived_by_me_at).toBeNull();
  });

  it('signed out is null or the empty id alike: nobody collaborates', () => {
    expect(projectBoard(facts, null)).toEqual(projectBoard(facts, ''));
    expect(projectBoard(facts, null).collaborated_by_me).toBe(false);
  });

  it('S0 §6: every board has a cover; its image when known, else the placeholder', () => {
    expect(isBoardPlaceholderCover(projectBoard(facts, null).image_cover_url)).toBe(true);
    expect(projectBoard({ ...facts, coverUrl: 'https://i.example/1.jpg' }, null).image_cover_url).toBe('https://i.example/1.jpg');
  });

  it('S0 §3 Pin: board and pinnedToBoard from one board; absent fields stay absent', () => {
    const pin = projectPin({
      id: 'p1',
      link: null,
      isPromoted: false,
      promotedIsRemovable: false,
      board: { id: '7', name: 'Lamps', url: '/ada/lamps/', layout: 'default' },
      section: null,
      pinner: { id: 'u1' },
      color: null,
      guid: null,
    });
    expect(pin.board).toEqual({ id: '7', name: 'Lamps', url: '/ada/lamps/' });
    expect(pin.pinnedToBoard).toEqual({ id: '7', name: 'Lamps', layout: 'default' });
    expect('title' in pin || 'images' in pin || 'video' in pin).toBe(false);
  });

  it('S0 §3 user: never more than the public fields, whatever the record holds', () => {
    const row = { id: 'u1', username: 'ada', full_name: 'Ada', image_medium_url: null, email: 'ada@example.com', password_hash: 'x' };
    expect(projectUser(row)).toEqual({ id: 'u1', username: 'ada', full_name: 'Ada' });
    expect(projectUser(row, true).followedByMe).toBe(true);
  });

  it('S0 §3 section: its title also as name, board_section by default, a preview per image', () => {
    const section = projectSection({ id: 's1', boardId: '7', title: 'Lamps', slug: 'lamps', previewUrls: ['https://i.example/1.jpg'] });
    expect(section).toEqual({
      id: 's1',
      title: 'Lamps',
      name: 'Lamps',
      slug: 'lamps',
      type: 'board_section',
      board_id: '7',
      preview_pins: [{ image_medium_url: 'https://i.example/1.jpg', image_square_url: 'https://i.example/1.jpg' }],
    });
  });

  it('issue 25 invitation: the board with its cover (placeholder when none) and the inviter’s public fields only', () => {
    const invitation = projectInvitation({
      id: 'i1',
      board: { id: '7', name: 'Lamps', url: '/ada/lamps/', privacy: 'secret', coverUrl: null, owner: { id: 'u1', username: 'ada' } },
      invitedBy: { id: 'u1', username: 'ada', full_name: 'Ada', image_medium_url: null },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(isBoardPlaceholderCover(invitation.board.image_cover_url)).toBe(true);
    expect(invitation.invited_by).toEqual({ id: 'u1', username: 'ada', full_name: 'Ada' });
  });

  it('S1 §3 viewer: signed in, the advertiser with its S1 §9 currency, null without one', () => {
    const facts = {
      user: { id: 'u1', username: 'ada', full_name: 'Ada' },
      isPartner: false,
      hasPassword: true,
      facebookConnected: true,
      advertiser: { id: 'a1', owner_user_id: 'u1', country: 'DE' },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const viewer = projectViewer(facts);
    expect(viewer.isAuth).toBe(true);
    expect(viewer.socialNetwork?.facebook?.connected).toBe(true);
    expect(viewer.advertiser).toEqual({ id: 'a1', country: 'DE', currency: 'EUR' });
    expect(projectViewer({ ...facts, advertiser: undefined }).advertiser).toBeNull();
  });
});
