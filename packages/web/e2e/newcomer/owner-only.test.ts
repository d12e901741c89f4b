/**
 * Issue #25 (beyond the spec: expected by users), from an empty database: what stays the owner's.
 * A collaborator saves to a board and manages its sections, but sees no Board settings and the
 * server refuses their rename (403, nothing changed). The owner sees the invitations a board sent
 * that still wait — the person picked, or the address as typed — and cancels one; the invitee's
 * invitation is gone. Each step is read back over the API.
 */
import { BoardOwner } from '../pages/owning.js';
import { BoardPeopleScreen, InvitationsScreen } from '../pages/invitations.js';
import { type Api, expect, Screens, test, unique } from './support.js';

// note: each journey walks several pages in two browsers, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

const boardRead = (api: Api, boardId: string) =>
  api.read<{ name: string; url: string; privacy: string; description?: string }>('BoardResource', { board_id: boardId });

const invitationsOf = async (api: Api): Promise<string[]> =>
  (await api.read<{ board: { name: string } }[]>('BoardInvitationsResource', {})).map((invitation) => invitation.board.name);

test("a collaborator sees no Board settings and the server refuses their rename; the board's sections are still theirs to add", async ({
  api,
  pinner,
  otherPinner,
}) => {
  // the pinner owns the board; the other pinner joins it
  const name = `Recipes of ${pinner.username} ${unique()}`;
  const boardId = await api.createBoard(name);
  await api.write('POST', 'BoardInviteResource', { board_id: boardId, invited_user_ids: [otherPinner.pinner.id] });
  const [invitation] = await otherPinner.api.read<{ id: string }[]>('BoardInvitationsResource', {});
  await otherPinner.api.write('PUT', 'BoardInvitationResource', { invitation_id: invitation?.id, answer: 'accept' });
  const { url } = await boardRead(api, boardId);

  const theirs = otherPinner.page;
  const theirScreens = new Screens(theirs, test.info());
  await theirs.goto(url);
  await expect(theirs.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Board settings' })).toHaveCount(0);
  await theirScreens.capture('collaborator board');
  // the server refuses what the page does not offer, and nothing changes
  for (const change of [{ name: 'Taken over' }, { description: 'mine now' }, { privacy: 'secret' }]) {
    expect(await otherPinner.api.status('PUT', 'BoardResource', { board_id: boardId, ...change })).toBe(403);
  }
  expect(await otherPinner.api.status('DELETE', 'BoardResource', { board_id: boardId })).toBe(403);
  expect(await boardRead(api, boardId)).toMatchObject({ name, privacy: 'public' });
  // sections are for everyone who saves to the board
  const section = `Soups ${unique()}`;
  await new BoardOwner(theirs, theirScreens).addSection(section);
  expect((await api.sections(boardId)).map((s) => s.title ?? s.name)).toEqual([section]);
});

test('the owner sees the invitations a board sent and cancels one; the invitee no longer has it', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const name = `Road trip of ${pinner.username} ${unique()}`;
  const boardId = await api.createBoard(name);
  await page.goto((await boardRead(api, boardId)).url);
  const people = new BoardPeopleScreen(page, screens);
  await people.seeNoPending();
  await people.invite(otherPinner.pinner.username, otherPinner.pinner.fullName);
  const address = `friend-${unique()}@example.com`.toLowerCase();
  await page.getByRole('button', { name: 'Invite more' }).click();
  const field = page.getByLabel('Invite collaborators');
  await field.fill(address);
  await expect(page.getByRole('button', { name: 'Click to send!' })).toBeVisible();
  await field.press('Enter');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await people.seePending([otherPinner.pinner.fullName, address]);
  expect(await invitationsOf(otherPinner.api)).toEqual([name]);

  // cancelled: gone from the owner's list at once, and from the invitee's
  await people.cancelInvitation(otherPinner.pinner.fullName);
  await people.seePending([address]);
  await expect.poll(() => invitationsOf(otherPinner.api)).toEqual([]);
  const invitee = new InvitationsScreen(otherPinner.page, new Screens(otherPinner.page, test.info()));
  await invitee.open();
  await invitee.seeNone();
  // a reload reads the same list back
  await page.reload();
  await people.seePending([address]);
});
