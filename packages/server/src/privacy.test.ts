/**
 * Privacy and abuse, round two (issue #21), tried as a hostile client would: what a signed-in
 * stranger learns about other people's e-mail addresses, what one cheap request costs the server,
 * whether sign-in can be turned against its owner, and the headers a browser needs. Each case
 * failed on the server before the fix it names.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isBoardPlaceholderCover,
  MESSAGES,
  SERVER_MESSAGES,
  SIGN_IN_MAX_FAILURES,
  USER_STATE_MAX_NAMES,
  USER_STATE_VALUE_MAX_BYTES,
} from '@pinstack/core';
import { CONTENT_SECURITY_POLICY } from './http/headers.js';
import {
  DEFAULT_RATE_LIMITS,
  SIGN_IN_SLOWDOWN_BASE_MS,
  SIGN_IN_SLOWDOWN_MAX_MS,
  WEBSITE_CHECKS_PER_HOUR,
  WRITE_LIMITS_PER_HOUR,
} from './http/limits.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv } from './config.js';
import { dataOf, errorOf, WireClient } from './testing/client.js';
import * as store from './store/index.js';
import { startTestServer, type TestServer } from './testing/server.js';

let server: TestServer;
const webDist = mkdtempSync(join(tmpdir(), 'pinstack-privacy-web-'));

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Pinstack</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'export {}');
  server = await startTestServer({ webDist });
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

describe('#21 §5 headers a browser needs', () => {
  it('a page carries a CSP without inline scripts, framing refused, and strict-origin-when-cross-origin', async () => {
    const page = await new WireClient(server.url).fetch('/some/page/');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).toBe("'self'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('failures are never stored by a cache: 404 page asset, 404 API, 401, 400', async () => {
    const anonymous = new WireClient(server.url);
    const answers = [
      await anonymous.fetch('/assets/missing-123.js'),
      await anonymous.fetch('/v3/pins/999999999/'),
      await anonymous.fetch('/resource/BoardPickerBoardsResource/get/'),
      await anonymous.fetch('/resource/BoardResource/get/?data=nope'),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 401, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('#21 §2 one cheap request never stalls the server', () => {
  /** The statements the server runs while `run` is answered. */
  // the statements that read the recorded link statuses (the server's own background work, such as
  // the image worker's polling, may run statements meanwhile: a loaded machine showed one)
  const statementsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
    const spy = vi.spyOn(server.db, 'query');
    try {
      await run();
      return spy.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('link_statuses'));
    } finally {
      spy.mockRestore();
    }
  };

  it('/v3/offsite/ with a 4 KB host of 2,000 labels is 400 before any query', async () => {
    const host = `${'a.'.repeat(2000)}example.com`;
    let response: Awaited<ReturnType<WireClient['rest']>> | undefined;
    const statements = await statementsOf(async () => {
      response = await new WireClient(server.url).rest('GET', '/v3/offsite/', { url: `https://${host}/x` });
    });
    expect(response?.status).toBe(400);
    expect(errorOf(response!).message_detail).toBe('url: the host is longer than DNS allows (253 characters, 63 per label)');
    expect(statements).toEqual([]);
  });

  it('/v3/offsite/: a label over 63 characters is 400; a long but legal host is checked in one query, its parents included', async () => {
    const anonymous = new WireClient(server.url);
    const label = (n: number) => 'x'.repeat(n);
    expect((await anonymous.rest('GET', '/v3/offsite/', { url: `https://${label(64)}.example.com/` })).status).toBe(400);
    await store.setLinkStatus(server.db, 'blocked-parent.example', 'blocked');
    // 116 labels, 252 characters: legal, about as deep as DNS allows.
    const deep = `${'a.'.repeat(113)}sub.blocked-parent.example`;
    expect(deep.length).toBe(252);
    expect(deep.length).toBeLessThanOrEqual(253);
    let answer: { redirect_status: string } | undefined;
    const statements = await statementsOf(async () => {
      answer = dataOf(await anonymous.rest('GET', '/v3/offsite/', { url: `https://${deep}/x` }));
    });
    expect(answer?.redirect_status).toBe('blocked');
    expect(statements.length).toBe(1);
    // The most specific recorded domain wins.
    await store.setLinkStatus(server.db, 'sub.blocked-parent.example', 'ok');
    expect(
      dataOf<{ redirect_status: string }>(await anonymous.rest('GET', '/v3/offsite/', { url: `https://${deep}/x` })).redirect_status,
    ).toBe('ok');
  });
});

describe('#21 §2 writes per account are limited, in the database, with Retry-After', () => {
  const HOUR = 60 * 60 * 1000;
  const two = { max: 2, windowMs: HOUR };
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({
      rateLimits: { pinWritesAccount: two, boardWritesAccount: two, sectionWritesAccount: two, userStateWritesAccount: two },
    });
  });
  afterAll(async () => {
    expect(limited.errors).toEqual([]);
    await limited.dispose();
  });

  const refusedForWrites = (response: Awaited<ReturnType<WireClient['rest']>>) => {
    expect(response.status).toBe(429);
    expect(errorOf(response)).toMatchObject({ http_status: 429, message: SERVER_MESSAGES.tooManyWrites });
    const retry = Number(response.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(HOUR / 1000);
    expect(response.headers.get('cache-control')).toBe('no-store');
  };

  it('production limits are on by default: Pins, boards, sections, invites and user state per account and hour', () => {
    expect(DEFAULT_RATE_LIMITS.pinWritesAccount).toEqual({ max: WRITE_LIMITS_PER_HOUR.pins, windowMs: HOUR });
    expect(DEFAULT_RATE_LIMITS.boardWritesAccount).toEqual({ max: WRITE_LIMITS_PER_HOUR.boards, windowMs: HOUR });
    expect(DEFAULT_RATE_LIMITS.sectionWritesAccount).toEqual({ max: WRITE_LIMITS_PER_HOUR.sections, windowMs: HOUR });
    expect(DEFAULT_RATE_LIMITS.userStateWritesAccount).toEqual({ max: WRITE_LIMITS_PER_HOUR.userState, windowMs: HOUR });
    expect(DEFAULT_RATE_LIMITS.invitesAccount.max).toBeGreaterThan(0);
  });

  it('Pins (created and repinned together) past the limit are 429 with Retry-After; another account still saves', async () => {
    const pinner = new WireClient(limited.url);
    await pinner.signUp('bulkpinner');
    const board = dataOf<{ id: string }>(await pinner.create('BoardResource', { name: 'Bulk' }));
    const pin = dataOf<{ id: string }>(
      await pinner.create('PinResource', { board_id: board.id, image_url: 'https://images.example.com/1.jpg' }),
    );
    // note: the repin goes to a second board (a repin into the board that holds the Pin is refused, #20)
    const second = dataOf<{ id: string }>(await pinner.create('BoardResource', { name: 'Bulk too' }));
    expect((await pinner.create('RepinResource', { board_id: second.id, pin_id: pin.id })).status).toBe(200);
    refusedForWrites(await pinner.create('PinResource', { board_id: board.id, image_url: 'https://images.example.com/3.jpg' }));
    refusedForWrites(await pinner.create('RepinResource', { board_id: board.id, pin_id: pin.id }));
    expect(dataOf<unknown[]>(await pinner.get('BoardFeedResource', { board_id: board.id })).length).toBe(1);
    expect(dataOf<unknown[]>(await pinner.get('BoardFeedResource', { board_id: second.id })).length).toBe(1);
    // The count lives in the database (every instance on it shares it), per account.
    const rows = await limited.db.query<{ hits: number }>(`SELECT hits FROM rate_limits WHERE bucket = 'pinWritesAccount'`);
    expect(rows.map((r) => r.hits)).toEqual([4]);
    const other = new WireClient(limited.url);
    await other.signUp('otherpinner');
    const own = dataOf<{ id: string }>(await other.create('BoardResource', { name: 'Mine' }));
    expect((await other.create('PinResource', { board_id: own.id, image_url: 'https://images.example.com/4.jpg' })).status).toBe(200);
  });

  it('boards, sections and user state past their limits are 429 with Retry-After', async () => {
    const writer = new WireClient(limited.url);
    await writer.signUp('bulkwriter');
    const board = dataOf<{ id: string }>(await writer.create('BoardResource', { name: 'One' }));
    expect((await writer.update('BoardResource', { board_id: board.id, name: 'Renamed' })).status).toBe(200);
    refusedForWrites(await writer.create('BoardResource', { name: 'Three' }));
    for (const name of ['A', 'B']) expect((await writer.create('BoardSectionResource', { board_id: board.id, name })).status).toBe(200);
    refusedForWrites(await writer.create('BoardSectionResource', { board_id: board.id, name: 'C' }));
    for (const value of [1, 2]) expect((await writer.create('UserStateResource', { state: 'seen', value })).status).toBe(200);
    refusedForWrites(await writer.create('UserStateResource', { state: 'seen', value: 3 }));
  });

  it('issue #25: Pin edits and deletes, board archives and section renames count as writes too; past the limit 429 and nothing changed', async () => {
    const writer = new WireClient(limited.url);
    await writer.signUp('bulkeditor');
    const board = dataOf<{ id: string }>(await writer.create('BoardResource', { name: 'Edits' }));
    const pin = dataOf<{ id: string }>(
      await writer.create('PinResource', { board_id: board.id, image_url: 'https://images.example.com/5.jpg' }),
    );
    expect((await writer.update('PinResource', { id: pin.id, title: 'Once' })).status).toBe(200);
    refusedForWrites(await writer.update('PinResource', { id: pin.id, title: 'Twice' }));
    refusedForWrites(await writer.delete('PinResource', { id: pin.id }));
    expect(dataOf<{ title: string }>(await writer.rest('GET', `/v3/pins/${pin.id}/`)).title).toBe('Once');
    expect((await writer.create('BoardArchiveResource', { board_id: board.id })).status).toBe(200);
    refusedForWrites(await writer.delete('BoardArchiveResource', { board_id: board.id }));
    const section = dataOf<{ id: string }>(await writer.create('BoardSectionResource', { board_id: board.id, name: 'A' }));
    expect((await writer.update('BoardSectionResource', { section_id: section.id, name: 'B' })).status).toBe(200);
    refusedForWrites(await writer.update('BoardSectionResource', { section_id: section.id, name: 'C' }));
  });
});

describe('#21 §2 UserStateResource quota: over it is 400 and nothing is stored', () => {
  const stored = async (userId: string) =>
    (
      await server.db.query<{ n: number; bytes: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(octet_length(value)), 0)::int AS bytes FROM user_states WHERE user_id = $1`,
        [userId],
      )
    )[0];

  it(`a value over ${USER_STATE_VALUE_MAX_BYTES} bytes, and a name past ${USER_STATE_MAX_NAMES}, are refused before anything is written`, async () => {
    const client = new WireClient(server.url);
    const me = await client.signUp('statehoarder');
    const huge = await client.create('UserStateResource', { state: 'blob', value: 'x'.repeat(900_000) });
    expect(huge.status).toBe(400);
    expect(errorOf(huge)).toMatchObject({
      message: SERVER_MESSAGES.userStateTooLarge,
      message_detail: `value: at most ${USER_STATE_VALUE_MAX_BYTES} bytes`,
    });
    expect(await stored(me.id)).toEqual({ n: 0, bytes: 0 });
    const names = Array.from({ length: USER_STATE_MAX_NAMES }, (_, i) => `flag_${i}`);
    // Concurrent new names cannot slip past the count.
    const answers = await Promise.all(
      [...names, 'extra_1', 'extra_2'].map((state) => client.create('UserStateResource', { state, value: true })),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(USER_STATE_MAX_NAMES);
    expect(answers.filter((a) => a.status === 400).every((a) => errorOf(a).message === SERVER_MESSAGES.userStateTooMany)).toBe(true);
    expect((await stored(me.id))?.n).toBe(USER_STATE_MAX_NAMES);
  });
});

describe('#21 §1, issue 25 BoardInviteResource never tells the sender which addresses have accounts, nor who blocked them', () => {
  it('inviting an address with an account and one without gives the same answer but for the address (both pending)', async () => {
    const owner = new WireClient(server.url);
    await new WireClient(server.url).signUp('hasaccount');
    await owner.signUp('inviter');
    const board = dataOf<{ id: string }>(await owner.create('BoardResource', { name: 'Shared' }));
    const shape = async (address: string) => {
      const answer = await owner.create('BoardInviteResource', { board_id: board.id, emails: [address] });
      expect(answer.status).toBe(200);
      return JSON.stringify(dataOf(answer)).replaceAll(address, '<address>');
    };
    const registered = await shape('hasaccount@example.com');
    expect(registered).toContain('"pending_emails":["<address>"]');
    expect(registered).not.toContain('hasaccount');
    expect(registered).toBe(await shape('no-account-here@example.com'));
  });

  it("issue 25: a secret board's invitation carries its placeholder, not its cover: its media is the members' only until the invitee accepts", async () => {
    const owner = new WireClient(server.url);
    const invitee = new WireClient(server.url);
    await owner.signUp('secretcoverowner');
    const inviteeUser = await invitee.signUp('secretcoverinvitee');
    const board = dataOf<{ id: string }>(await owner.create('BoardResource', { name: 'Surprise', privacy: 'secret' }));
    expect((await owner.create('PinResource', { board_id: board.id, image_url: 'https://images.example.com/6.jpg' })).status).toBe(200);
    const cover = dataOf<{ image_cover_url?: string | null }>(await owner.get('BoardResource', { board_id: board.id })).image_cover_url;
    expect(cover).toEqual(expect.any(String));
    expect((await owner.create('BoardInviteResource', { board_id: board.id, invited_user_ids: [inviteeUser.id] })).status).toBe(200);
    const [invitation] = dataOf<{ board: { privacy?: string; image_cover_url?: string | null } }[]>(
      await invitee.get('BoardInvitationsResource'),
    );
    expect(invitation?.board.privacy).toBe('secret');
    expect(invitation?.board.image_cover_url).not.toBe(cover);
    expect(isBoardPlaceholderCover(invitation?.board.image_cover_url)).toBe(true);
  });

  it('issue 25: an invitee who blocked the sender gets no invitation, and the answer is the one a stranger gets', async () => {
    const owner = new WireClient(server.url);
    const blocker = new WireClient(server.url);
    const other = new WireClient(server.url);
    const ownerUser = await owner.signUp('blockedinviter');
    const blockerUser = await blocker.signUp('blocksinviter');
    const otherUser = await other.signUp('doesnotblock');
    expect((await blocker.create('UserBlockResource', { blocked_user_id: ownerUser.id })).status).toBe(200);
    const board = dataOf<{ id: string }>(await owner.create('BoardResource', { name: 'Blocked or not' }));
    const shape = async (userId: string, email: string) => {
      const byId = await owner.create('BoardInviteResource', { board_id: board.id, invited_user_ids: [userId] });
      const byMail = await owner.create('BoardInviteResource', { board_id: board.id, emails: [email] });
      expect([byId.status, byMail.status]).toEqual([200, 200]);
      return JSON.stringify([dataOf(byId), dataOf(byMail)])
        .replaceAll(userId, '<id>')
        .replaceAll(email, '<address>');
    };
    expect(await shape(blockerUser.id, 'blocksinviter@example.com')).toBe(await shape(otherUser.id, 'doesnotblock@example.com'));
    expect(dataOf<unknown[]>(await blocker.get('BoardInvitationsResource'))).toEqual([]);
    expect(dataOf<unknown[]>(await other.get('BoardInvitationsResource'))).toHaveLength(2);
    // issue #25: the owner's list of what waits reads alike for both: pending, blocked or not, an account behind an address or not
    type Sent = { id: string; invitee: { id: string } | null; email: string | null; created_at: string };
    const sent = dataOf<Sent[]>(await owner.get('BoardSentInvitationsResource', { board_id: board.id }));
    const masked = (userId: string, email: string) =>
      JSON.stringify(
        sent
          .filter((i) => i.invitee?.id === userId || i.email === email)
          .map((i) => ({ ...i, id: '', created_at: '', invitee: i.invitee === null ? null : `<${i.invitee.id}>` })),
      )
        .replaceAll(userId, '<id>')
        .replaceAll(email, '<address>');
    expect(masked(blockerUser.id, 'blocksinviter@example.com')).toBe(masked(otherUser.id, 'doesnotblock@example.com'));
    expect(masked(blockerUser.id, 'blocksinviter@example.com')).not.toBe('[]');
  });
});

describe('#21 §4 sign-in cannot be turned against its owner (production limits, behind a trusted proxy)', () => {
  let proxied: TestServer;
  const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  const from = (address: string, login: string, password: string) =>
    new WireClient(proxied.url).send('POST', '/resource/UserSessionResource/create/', {
      body: JSON.stringify({ options: { username_or_email: login, password } }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    });

  beforeAll(async () => {
    proxied = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS, trustedProxies: LOOPBACK });
    for (const name of ['owner1', 'owner2']) await new WireClient(proxied.url).signUp(name, 'the owner password');
  });
  afterAll(async () => {
    expect(proxied.errors).toEqual([]);
    await proxied.dispose();
  });

  it('five wrong passwords from one address refuse that address (429, Retry-After), not the owner signing in elsewhere', async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await from('203.0.113.9', 'owner1', `guess ${i}`)).status).toBe(401);
    const refused = await from('203.0.113.9', 'owner1', 'the owner password');
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(MESSAGES.tooManySignIns);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    proxied.delays.length = 0;
    expect((await from('198.51.100.7', 'owner1@example.com', 'the owner password')).status).toBe(200);
    // The owner waited a little (the account had failures), and was let in.
    expect(proxied.delays).toEqual([SIGN_IN_SLOWDOWN_BASE_MS]);
  });

  it('guesses spread over many addresses are slowed down more and more (never refused); the owner still gets in', async () => {
    proxied.delays.length = 0;
    const guesses = 12;
    for (let i = 0; i < guesses; i++) expect((await from(`192.0.2.${i + 1}`, 'owner2', `guess ${i}`)).status).toBe(401);
    const slowed = Array.from({ length: guesses - SIGN_IN_MAX_FAILURES }, (_, i) =>
      Math.min(SIGN_IN_SLOWDOWN_MAX_MS, SIGN_IN_SLOWDOWN_BASE_MS * 2 ** i),
    );
    expect(proxied.delays).toEqual(slowed);
    expect((await from('198.51.100.8', 'owner2', 'the owner password')).status).toBe(200);
    expect(proxied.delays.at(-1)).toBe(SIGN_IN_SLOWDOWN_MAX_MS);
  });
});

describe('#21 §4 password change and sign out everywhere', () => {
  it('a session alone cannot guess the password: wrong current passwords count as failed sign-ins (429 past 5)', async () => {
    const client = new WireClient(server.url);
    await client.signUp('stolensession', 'the real password');
    const change = (old: string) => client.update('UserPasswordResource', { old_password: old, new_password: 'a brand new password' });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      const wrong = await change(`guess ${i}`);
      expect(wrong.status).toBe(400);
      expect(errorOf(wrong).message).toBe(SERVER_MESSAGES.wrongCurrentPassword);
    }
    const refused = await change('the real password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a password change rotates this client’s session and ends the others; sign out everywhere ends them all', async () => {
    const here = new WireClient(server.url);
    const there = new WireClient(server.url);
    await here.signUp('rotator', 'the first password');
    expect((await there.signIn('rotator', 'the first password')).status).toBe(200);
    const before = here.session;
    expect(
      (await here.update('UserPasswordResource', { old_password: 'the first password', new_password: 'the second password' })).status,
    ).toBe(200);
    expect(here.session).toBeDefined();
    expect(here.session).not.toBe(before);
    expect((await here.get('BoardPickerBoardsResource')).status).toBe(200);
    expect(errorOf(await there.get('BoardPickerBoardsResource'))).toMatchObject({ http_status: 401, api_error_code: 7 });
    // The old cookie is dead too, not only the other client.
    const replay = new WireClient(server.url);
    replay.cookies.set('pinstack_session', before ?? '');
    expect((await replay.get('BoardPickerBoardsResource')).status).toBe(401);
    expect((await there.signIn('rotator', 'the second password')).status).toBe(200);
    expect((await here.delete('UserSessionsResource')).status).toBe(200);
    expect(here.session).toBeUndefined();
    expect((await there.get('BoardPickerBoardsResource')).status).toBe(401);
    const sessions = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'rotator'`,
    );
    expect(sessions[0]?.n).toBe(0);
  });
});

describe('#21 §4 a website is claimed only once verified, read with the safe fetcher', () => {
  it('the server does not read sites on private addresses unless PINSTACK_FETCH_ALLOW_PRIVATE=1', async () => {
    const hits: string[] = [];
    const site = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('<meta name="pinstack-site-verification" content="anything">');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const client = new WireClient(server.url);
      await client.signUp('intranetsite');
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
      expect((await client.rest('POST', '/v3/users/me/', { website_url: url })).status).toBe(200);
      const refused = await client.rest('POST', '/v3/users/website/verify/');
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toMatchObject({
        message: SERVER_MESSAGES.websiteNotVerified,
        message_detail: 'the website could not be read: 127.0.0.1 is not on the public internet',
      });
      expect(hits).toEqual([]);
      expect(dataOf<{ listed_website_verified: boolean }>(await client.rest('GET', '/v3/users/settings')).listed_website_verified).toBe(
        false,
      );
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
    expect(configFromEnv({ PINSTACK_FETCH_ALLOW_PRIVATE: '1' }).fetchAllowPrivate).toBe(true);
    expect(configFromEnv({}).fetchAllowPrivate).toBe(false);
  });

  it(`website checks are limited per account (${WEBSITE_CHECKS_PER_HOUR} an hour), each being a fetch of another site`, async () => {
    const client = new WireClient(server.url);
    await client.signUp('checkchecker');
    await client.rest('POST', '/v3/users/me/', { website_url: 'http://10.0.0.1/' });
    for (let i = 0; i < WEBSITE_CHECKS_PER_HOUR; i++) expect((await client.rest('POST', '/v3/users/website/verify/')).status).toBe(400);
    const limited = await client.rest('POST', '/v3/users/website/verify/');
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toBe(SERVER_MESSAGES.tooManyWebsiteChecks);
  });
});
