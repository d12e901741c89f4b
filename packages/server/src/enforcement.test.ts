/**
 * Server enforcement of the rules the client shows (S0 §5/§6, S1 §5/§6/§9), each through the same
 * @pinstack/core function, over real HTTP on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOARD_NAME_MAX_LENGTH,
  CONCURRENT_BOARD_ACTION_CODE,
  MESSAGES,
  MICRO_CURRENCY_MULTIPLIER,
  OWNER_PERMISSION,
  SERVER_MESSAGES,
  type Board,
  type BoardPickerResponse,
  type BoardSection,
  type Pin,
} from '@pinstack/core';
import * as store from './store/index.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
let dana: WireClient;
let danaId: string;
let sam: WireClient;
let samId: string;

const IMAGE = 'https://img.example/pin.jpg';

beforeAll(async () => {
  server = await startTestServer();
  dana = new WireClient(server.url);
  danaId = (await dana.signUp('dana')).id;
  sam = new WireClient(server.url);
  samId = (await sam.signUp('sam')).id;
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
});

async function board(client: WireClient, name: string, extra: object = {}): Promise<Board> {
  return dataOf<Board>(await client.create('BoardResource', { name, ...extra }));
}

async function pin(client: WireClient, boardId: string, extra: object = {}): Promise<Pin> {
  return dataOf<Pin>(await client.create('PinResource', { board_id: boardId, image_url: IMAGE, title: 't', ...extra }));
}

describe('S0 §5 board name', () => {
  it("S0 §5: a blank name is 400 Don't forget to name your board!", async () => {
    const response = await dana.create('BoardResource', { name: '   ' });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(MESSAGES.boardNameRequired);
  });

  it(`S0 §9 (ours): a name over ${BOARD_NAME_MAX_LENGTH} code points is 400; exactly ${BOARD_NAME_MAX_LENGTH} is fine`, async () => {
    const tooLong = await dana.create('BoardResource', { name: 'a'.repeat(BOARD_NAME_MAX_LENGTH + 1) });
    expect(errorOf(tooLong).message).toBe(MESSAGES.boardNameTooLong(BOARD_NAME_MAX_LENGTH));
    expect((await board(dana, '😀'.repeat(BOARD_NAME_MAX_LENGTH))).name).toBe('😀'.repeat(BOARD_NAME_MAX_LENGTH));
  });

  it('S0 §5: the name is stored trimmed and the created board comes back whole', async () => {
    const created = await board(dana, '  Cosy corners  ', { description: 'nooks' });
    expect(created).toMatchObject({ name: 'Cosy corners', privacy: 'public', owner: { id: danaId }, section_count: 0 });
    expect(dataOf(await dana.get('BoardResource', { board_id: created.id }))).toEqual(created);
  });

  it('S0 §5: renaming applies the same rule', async () => {
    const created = await board(dana, 'Rename me');
    expect(errorOf(await dana.update('BoardResource', { board_id: created.id, name: '' })).message).toBe(MESSAGES.boardNameRequired);
    expect(dataOf(await dana.update('BoardResource', { board_id: created.id, name: ' Renamed ' }))).toMatchObject({ name: 'Renamed' });
  });
});

describe('S0 §5 sections', () => {
  it('S0 §5: the section name is trimmed; blank is 400', async () => {
    const b = await board(dana, 'With sections');
    const section = dataOf<BoardSection>(await dana.create('BoardSectionResource', { board_id: b.id, name: '  Lighting ' }));
    expect(section).toMatchObject({ title: 'Lighting', board_id: b.id });
    const blank = await dana.create('BoardSectionResource', { board_id: b.id, name: ' \t ' });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(SERVER_MESSAGES.sectionNameRequired);
    expect(dataOf<BoardSection[]>(await dana.get('BoardSectionsRepinResource', { board_id: b.id })).map((s) => s.title)).toEqual([
      'Lighting',
    ]);
  });

  it('S0 §7: initial_pins are moved into the new section', async () => {
    const b = await board(dana, 'Initial pins');
    const p = await pin(dana, b.id);
    const section = dataOf<BoardSection & { pin_count: number }>(
      await dana.create('BoardSectionResource', { board_id: b.id, name: 'Storage', initial_pins: [p.id] }),
    );
    expect(section.pin_count).toBe(1);
    const feed = dataOf<Pin[]>(await dana.get('BoardFeedResource', { board_id: b.id, section_id: section.id }));
    expect(feed.map((x) => x.id)).toEqual([p.id]);
  });
});

describe('S0 §5 moving Pins', () => {
  it('S0 §5: identical source and target board and section is 400', async () => {
    const b = await board(dana, 'Move source');
    const p = await pin(dana, b.id);
    const selectAll = await dana.update('BulkEditSelectAllResource', { board_id: b.id, new_board_id: b.id, pin_ids: [p.id] });
    expect(selectAll.status).toBe(400);
    expect(errorOf(selectAll).message).toBe(MESSAGES.identicalMove);
    expect(errorOf(await dana.update('BulkEditResource', { board_id: b.id, pin_ids: [p.id] })).message).toBe(MESSAGES.identicalMove);
  });

  it('S0 §4: a move to another board and section lands there, with the saved Pin carrying board and section', async () => {
    const from = await board(dana, 'From');
    const to = await board(dana, 'To');
    const section = dataOf<BoardSection>(await dana.create('BoardSectionResource', { board_id: to.id, name: 'Target' }));
    const p = await pin(dana, from.id);
    expect(
      dataOf(
        await dana.update('BulkEditSelectAllResource', {
          board_id: from.id,
          new_board_id: to.id,
          new_section_id: section.id,
          pin_ids: [p.id],
        }),
      ),
    ).toEqual({ moved: 1 });
    expect(dataOf<Pin>(await dana.rest('GET', `/v3/pins/${p.id}/`))).toMatchObject({
      board: { id: to.id, name: 'To' },
      section: { id: section.id, title: 'Target' },
    });
    // BoardSectionPinsResource delete takes it out of the section, keeping it on the board.
    expect(dataOf(await dana.delete('BoardSectionPinsResource', { section_id: section.id, pins: [p.id] }))).toEqual({ removed: 1 });
    expect(dataOf<Pin>(await dana.rest('GET', `/v3/pins/${p.id}/`)).section).toBeNull();
    // BoardSectionEditResource puts it back.
    expect(dataOf(await dana.update('BoardSectionEditResource', { section_id: section.id, pins: [p.id] }))).toEqual({ moved: 1 });
  });

  it("S0 §6: Pins cannot be moved onto or off someone else's board", async () => {
    const mine = await board(dana, 'Mine');
    const theirs = await board(sam, 'Theirs');
    const myPin = await pin(dana, mine.id);
    const theirPin = await pin(sam, theirs.id);
    expect((await dana.update('BulkEditResource', { board_id: theirs.id, pin_ids: [myPin.id] })).status).toBe(403);
    expect((await dana.update('BulkEditResource', { board_id: mine.id, pin_ids: [theirPin.id] })).status).toBe(403);
    expect(dataOf<Pin>(await sam.rest('GET', `/v3/pins/${theirPin.id}/`)).board?.id).toBe(theirs.id);
  });

  it('S0 §8: a board action while another holds the board is 409 with api_error_code 2171', async () => {
    const b = await board(dana, 'Busy');
    const other = await board(dana, 'Elsewhere');
    const p = await pin(dana, b.id);
    // Another server process (or request) holds the board's action lock.
    expect(await store.acquireBoardLock(server.db, b.id, 'other-process', 30_000)).toBe(true);
    const busy = await dana.update('BulkEditResource', { board_id: other.id, pin_ids: [p.id] });
    expect(busy.status).toBe(409);
    expect(errorOf(busy)).toMatchObject({ api_error_code: CONCURRENT_BOARD_ACTION_CODE, message: MESSAGES.boardActionInProgress });
    expect((await dana.update('BoardResource', { board_id: b.id, name: 'x' })).status).toBe(409);
    await store.releaseBoardLock(server.db, b.id, 'other-process');
    expect((await dana.update('BulkEditResource', { board_id: other.id, pin_ids: [p.id] })).status).toBe(200);
  });

  it('S0 §8: concurrent moves on one board: at most one wins at a time, the rest are 409 2171, none fail otherwise', async () => {
    const b = await board(dana, 'Race');
    const targets = await Promise.all([1, 2, 3, 4].map((n) => board(dana, `Race target ${n}`)));
    const pins = await Promise.all(targets.map(() => pin(dana, b.id)));
    const responses = await Promise.all(pins.map((p, i) => dana.update('BulkEditResource', { board_id: targets[i]!.id, pin_ids: [p.id] })));
    for (const r of responses) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(errorOf(r).api_error_code).toBe(CONCURRENT_BOARD_ACTION_CODE);
    }
    expect(responses.some((r) => r.status === 200)).toBe(true);
    expect(await server.db.query('SELECT 1 FROM board_action_locks')).toEqual([]);
  });

  it('an expired lock (crashed holder) does not block forever', async () => {
    const b = await board(dana, 'Stale lock');
    await server.db.query(
      `INSERT INTO board_action_locks (board_id, holder, expires_at) VALUES ($1, 'crashed', now() - interval '1 second')`,
      [b.id],
    );
    expect((await dana.update('BoardResource', { board_id: b.id, name: 'Fresh' })).status).toBe(200);
  });
});

/** Issue 25: the invitee accepts every invitation waiting for them (an invite alone makes nobody a collaborator). */
async function acceptInvitations(client: WireClient): Promise<void> {
  for (const invitation of dataOf<{ id: string }[]>(await client.get('BoardInvitationsResource'))) {
    expect((await client.update('BoardInvitationResource', { invitation_id: invitation.id, answer: 'accept' })).status).toBe(200);
  }
}

describe('S0 §6 collaborators', () => {
  it('a collaborator may save to the board; a stranger may not (403)', async () => {
    const shared = await board(sam, 'Shared garden');
    expect((await sam.create('BoardInviteResource', { board_id: shared.id, invited_user_ids: [danaId], emails: [] })).status).toBe(200);
    await acceptInvitations(dana);
    const joined = dataOf<Board>(await sam.get('BoardResource', { board_id: shared.id }));
    expect(joined.collaborating_users?.map((u) => u.id)).toEqual([danaId]);
    const saved = await pin(dana, shared.id);
    expect(saved.board?.id).toBe(shared.id);
    const eve = new WireClient(server.url);
    await eve.signUp('eve');
    expect((await eve.create('PinResource', { board_id: shared.id, image_url: IMAGE })).status).toBe(403);
    // Only the owner invites or deletes.
    expect((await dana.create('BoardInviteResource', { board_id: shared.id, invited_user_ids: [samId], emails: [] })).status).toBe(403);
    expect((await dana.delete('BoardResource', { board_id: shared.id })).status).toBe(403);
    // issue #25: and only the owner changes its settings; nothing changes
    for (const change of [{ name: 'Dana garden' }, { description: 'mine' }, { privacy: 'secret' }]) {
      expect((await dana.update('BoardResource', { board_id: shared.id, ...change })).status).toBe(403);
    }
    expect(dataOf<Board>(await sam.get('BoardResource', { board_id: shared.id }))).toMatchObject({
      name: 'Shared garden',
      privacy: 'public',
    });
    // a secret board of others is 404 for the same change (nothing tells it exists)
    const hidden = await board(sam, 'Hidden garden', { privacy: 'secret' });
    expect((await eve.update('BoardResource', { board_id: hidden.id, name: 'x' })).status).toBe(404);
  });
});

describe('S0 §6 board picker', () => {
  it('lists owned and collaborated boards with a cover (a placeholder until a board has Pins), not archived, by name with digit-led names last', async () => {
    const viewer = new WireClient(server.url);
    const me = await viewer.signUp('picker');
    const names = ['banana', 'Apple', '2024 plans', 'cherry'];
    for (const name of names) await pin(viewer, (await board(viewer, name)).id);
    await board(viewer, 'No cover yet');
    const archived = await board(viewer, 'Archived');
    await pin(viewer, archived.id);
    await store.archiveBoard(server.db, archived.id, me.id);
    const collab = await board(sam, 'sam collab');
    await pin(sam, collab.id);
    await sam.create('BoardInviteResource', { board_id: collab.id, invited_user_ids: [me.id], emails: [] });
    await acceptInvitations(viewer);
    await pin(sam, (await board(sam, 'sam only')).id);

    const picker = dataOf<BoardPickerResponse>(await viewer.get('BoardPickerBoardsResource', { field_set_key: 'board_picker' }));
    expect(picker.all_boards.map((b) => b.name)).toEqual(['Apple', 'banana', 'cherry', 'No cover yet', 'sam collab', '2024 plans']);
    // S0 §3 shortlist of 2: the boards this viewer saved to most recently.
    expect(picker.boards_shortlist.map((b) => b.name)).toEqual(['cherry', '2024 plans']);
  });
});

describe('S0 §6 advertisers and protected boards', () => {
  let advertiserId: string;
  let lee: WireClient;
  beforeAll(async () => {
    const ad = dataOf<{ id: string; owner_user_id: string }>(await sam.create('AdvertiserResource', { name: 'Sam Ads', country: 'cz' }));
    expect(ad).toMatchObject({ owner_user_id: samId, country: 'CZ' });
    advertiserId = ad.id;
    lee = new WireClient(server.url);
    const leeUser = await lee.signUp('lee');
    await store.addAdvertiserMember(server.db, advertiserId, leeUser.id);
  });

  it('S0 §6: a non-owner working for the advertiser gets a protected board whatever privacy was asked', async () => {
    expect(await board(lee, 'Campaign', { privacy: 'secret', advertiser_id: advertiserId })).toMatchObject({
      privacy: 'protected',
      advertiser_id: advertiserId,
    });
  });

  it('S0 §6: the advertiser owner chooses secret or public', async () => {
    expect((await board(sam, 'Owner secret', { privacy: 'secret', advertiser_id: advertiserId })).privacy).toBe('secret');
    expect((await board(sam, 'Owner default', { advertiser_id: advertiserId })).privacy).toBe('public');
  });

  it('someone not working for the advertiser cannot use it (404: it is not shown)', async () => {
    expect((await dana.create('BoardResource', { name: 'x', advertiser_id: advertiserId })).status).toBe(404);
    expect((await dana.get('AdvertiserResource', { advertiser_id: advertiserId })).status).toBe(404);
    expect((await dana.get('BoardPickerBoardsResource', { advertiser_id: advertiserId, filter: 'protected' })).status).toBe(404);
  });

  it("S0 §6: the picker in the advertiser context lists that advertiser's boards", async () => {
    const campaign = await board(lee, 'Spring', { advertiser_id: advertiserId });
    await pin(lee, campaign.id);
    await pin(lee, (await board(lee, 'Personal')).id);
    const picker = dataOf<BoardPickerResponse>(
      await lee.get('BoardPickerBoardsResource', { advertiser_id: advertiserId, filter: 'protected' }),
    );
    // 'Campaign' (the test above, no Pins yet) is the advertiser's too; 'Personal' is not
    expect(picker.all_boards.map((b) => b.name)).toEqual(['Campaign', 'Spring']);
  });

  it('a protected board stays locked: its privacy cannot be changed', async () => {
    const locked = await board(lee, 'Locked', { advertiser_id: advertiserId });
    expect((await lee.update('BoardResource', { board_id: locked.id, privacy: 'public' })).status).toBe(400);
  });

  describe('S1 §9 quick promote budget bounds per country', () => {
    let pinId: string;
    let boardId: string;
    beforeAll(async () => {
      boardId = (await board(sam, 'Promoted')).id;
      pinId = (await pin(sam, boardId)).id;
    });
    // each promotion on a Pin of its own: a Pin already being promoted is refused (409)
    const promote = async (budget: number, duration = 10) => {
      const fresh = (await pin(sam, boardId)).id;
      return sam.rest('POST', `/ads/v4/advertisers/${advertiserId}/pins/${fresh}/quick_promote/`, {
        advertiser_id: advertiserId,
        pin_id: fresh,
        budget_in_micro_currency: budget * MICRO_CURRENCY_MULTIPLIER,
        campaign_name: 'Spring sale',
        destination_url: 'https://spring.example/',
        duration,
        is_ongoing: false,
        start_now: true,
        auto_targeting_enabled: true,
        ads_client_type: 'quick_promote',
        flexible_daily_budget_enabled: false,
      });
    };

    it('S1 §9: CZ minimum budget is 11: 10 is 400, 11 is accepted', async () => {
      expect((await promote(10)).status).toBe(400);
      expect(dataOf<{ campaign_id: string }>(await promote(11)).campaign_id).toMatch(/^\d+$/);
    });

    it('S1 §9: the maximum is 1,000,000', async () => {
      expect((await promote(1_000_000)).status).toBe(200);
      expect((await promote(1_000_001)).status).toBe(400);
    });

    it('S1 §9 (ours): duration outside 1..365 days is 400', async () => {
      expect((await promote(20, 0)).status).toBe(400);
      expect((await promote(20, 366)).status).toBe(400);
    });

    it('a viewer not working for the advertiser cannot promote (404)', async () => {
      const response = await dana.rest('POST', `/ads/v4/advertisers/${advertiserId}/pins/${pinId}/quick_promote/`, {
        budget_in_micro_currency: 20 * MICRO_CURRENCY_MULTIPLIER,
        campaign_name: 'x',
        duration: 5,
        is_ongoing: true,
      });
      expect(response.status).toBe(404);
    });
  });
});

describe('S1 §6 acting as a business profile', () => {
  let brandId: string;
  let manager: WireClient;
  let managerId: string;
  beforeAll(async () => {
    const brand = new WireClient(server.url);
    brandId = (await brand.signUp('brand')).id;
    manager = new WireClient(server.url);
    managerId = (await manager.signUp('manager')).id;
  });

  it('S1 §6: with OWNER the viewer acts as the profile even without MFA; the board belongs to the profile', async () => {
    await store.grantProfileAccess(server.db, {
      profileUserId: brandId,
      memberId: managerId,
      permissions: [OWNER_PERMISSION],
      mfaRequired: true,
    });
    const created = await board(manager, 'Brand board', { orbac_subject_id: brandId });
    expect(created.owner?.id).toBe(brandId);
    const profiles = dataOf<{ id: string; viewerMeetsMfaRequirement: boolean }[]>(
      await manager.rest('GET', '/vx/business_access/profiles/'),
    );
    expect(profiles).toEqual([expect.objectContaining({ id: brandId, viewerMeetsMfaRequirement: false })]);
  });

  it('S1 §6: without OWNER and without meeting MFA, acting as the profile is 403', async () => {
    await store.grantProfileAccess(server.db, {
      profileUserId: brandId,
      memberId: managerId,
      permissions: ['CAMPAIGN_MANAGER'],
      mfaRequired: true,
    });
    expect((await manager.create('BoardResource', { name: 'Nope', orbac_subject_id: brandId })).status).toBe(403);
  });

  it('S1 §6: MFA met without OWNER is honoured', async () => {
    await store.grantProfileAccess(server.db, {
      profileUserId: brandId,
      memberId: managerId,
      permissions: ['CAMPAIGN_MANAGER'],
      mfaRequired: false,
    });
    expect((await board(manager, 'With MFA', { orbac_subject_id: brandId })).owner?.id).toBe(brandId);
  });

  it('acting as a profile one has no access to is 403', async () => {
    expect((await dana.create('BoardResource', { name: 'Hijack', orbac_subject_id: brandId })).status).toBe(403);
  });
});

describe('S1 §5 offsite link check', () => {
  beforeAll(async () => {
    await store.setLinkStatus(server.db, 'blocked.example', 'blocked');
    await store.setLinkStatus(server.db, 'sketchy.example', 'suspicious');
  });

  it.each([
    ['https://blocked.example/x', 'blocked'],
    ['https://www.sketchy.example/y', 'suspicious'],
    ['https://fine.example/z', 'ok'],
  ])('S1 §7: GET /v3/offsite/ reports %s as %s', async (url, status) => {
    expect(dataOf(await dana.rest('GET', '/v3/offsite/', { url, check_only: 'true' }))).toEqual({ redirect_status: status, url });
  });

  it("S1 §5: /offsite/ follows a Pin's link unless its status is blocked or suspicious; it is no open redirect", async () => {
    const b = await board(dana, 'Links');
    const linked = (link: string) => pin(dana, b.id, { link });
    const blockedPin = await linked('https://blocked.example/x');
    const sketchyPin = await linked('https://sketchy.example/x');
    const finePin = await linked('https://fine.example/z');
    expect((await dana.send('GET', `/offsite/?pin=${blockedPin.id}`)).status).toBe(403);
    expect((await dana.send('GET', `/offsite/?pin=${sketchyPin.id}`)).status).toBe(403);
    const ok = await new WireClient(server.url).send(
      'GET',
      `/offsite/?pin=${finePin.id}&url=${encodeURIComponent('https://fine.example/z')}`,
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('https://fine.example/z');
    // Someone else's URL on a Pin, or no Pin at all, is refused.
    expect((await dana.send('GET', `/offsite/?pin=${finePin.id}&url=${encodeURIComponent('https://evil.example/')}`)).status).toBe(400);
    expect((await dana.send('GET', `/offsite/?url=${encodeURIComponent('https://fine.example/z')}`)).status).toBe(400);
  });
});
