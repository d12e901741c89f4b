/**
 * Issue 25 (beyond the spec: expected by users), from an empty database with two pinners: an invite
 * is an invitation the invitee answers. The inviter invites from the board page (by name, or by an
 * address nobody has yet); the invitee sees the header's badge and the list, accepts or declines;
 * only an accepted board reaches their picker and profile; a collaborator leaves, the owner removes
 * one; someone blocked cannot invite. Each step is read back over the API.
 */
import { BoardScreen } from '../pages/boards.js';
import { BoardPeopleScreen, InvitationsScreen } from '../pages/invitations.js';
import { Api, newPinner } from '../support.js';
import { expect, Screens, test, unique } from './support.js';

// note: each journey walks several pages in two browsers, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

const pickerNames = async (api: Api): Promise<string[]> =>
  (await api.read<{ all_boards: { name: string }[] }>('BoardPickerBoardsResource', {})).all_boards.map((board) => board.name);
const profileBoardNames = async (api: Api, username: string): Promise<string[]> =>
  (await api.read<{ name: string }[]>('UserBoardsResource', { username })).map((board) => board.name);
const boardUrl = async (api: Api, boardId: string): Promise<string> =>
  (await api.read<{ url: string }>('BoardResource', { board_id: boardId })).url;

test('an invite by name waits for the invitee: the badge, Accept, the board in their picker and profile, then Leave board', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  const owner = otherPinner;
  const ownerScreens = new Screens(owner.page, test.info());
  const name = `Cabin ${unique()}`;
  const boardId = await owner.api.createBoard(name);
  await owner.api.createPin({ board_id: boardId, title: `Log stove ${unique()}` });
  const url = await boardUrl(owner.api, boardId);

  // the owner invites the pinner from the board page
  await owner.page.goto(url);
  await new BoardScreen(owner.page, ownerScreens).seeBoard(name, { pins: 1 });
  await new BoardPeopleScreen(owner.page, ownerScreens).invite(pinner.username, pinner.fullName);

  // nothing joined yet: not in the pinner's picker nor on their profile
  expect(await pickerNames(api)).not.toContain(name);
  expect(await profileBoardNames(api, pinner.username)).not.toContain(name);

  // the invitee sees the badge, the list, and accepts
  await page.goto('/');
  const invitations = new InvitationsScreen(page, screens);
  await invitations.openFromHeader(1);
  await invitations.seeInvitation(owner.pinner.fullName, name);
  await invitations.accept(name);
  expect(await pickerNames(api)).toContain(name);
  expect(await profileBoardNames(api, pinner.username)).toContain(name);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Invitations/ })).toHaveCount(0);

  // on the board: the pinner is a collaborator and may leave
  await invitations.openJoinedBoard(name);
  const people = new BoardPeopleScreen(page, screens);
  await people.seeCollaborator(pinner.fullName);
  await screens.capture('board people');
  await people.leave(name);
  await expect.poll(() => pickerNames(api)).not.toContain(name);
  expect(await profileBoardNames(api, pinner.username)).not.toContain(name);
});

test('an invite to an address with no account waits for sign-up with it; declining ends it and nothing joins', async ({
  browser,
  baseURL,
  page,
  screens,
  api,
  pinner: owner,
}) => {
  const name = `Herbs ${unique()}`;
  const boardId = await api.createBoard(name);
  const newcomer = newPinner('Nia Later');
  await page.goto(await boardUrl(api, boardId));
  await new BoardPeopleScreen(page, screens).inviteByEmail(newcomer.email);

  // the address signs up afterwards, in a browser of its own
  const context = await browser.newContext({ baseURL });
  try {
    const theirPage = await context.newPage();
    const theirApi = new Api(theirPage.request);
    await theirApi.signUp(newcomer);
    const invitations = new InvitationsScreen(theirPage, new Screens(theirPage, test.info()));
    await theirPage.goto('/');
    await invitations.openFromHeader(1);
    await invitations.seeInvitation(owner.fullName, name);
    await invitations.decline(name);
    await invitations.seeNone();
    expect(await pickerNames(theirApi)).not.toContain(name);
  } finally {
    await context.close();
  }
});

test('the owner removes a collaborator; someone the pinner blocked cannot invite them, and the answer says nothing', async ({
  page,
  screens,
  api,
  pinner,
  otherPinner,
}) => {
  // the pinner owns a board the other pinner joined (invited and accepted over the API)
  const name = `Garden ${unique()}`;
  const boardId = await api.createBoard(name);
  await api.write('POST', 'BoardInviteResource', { board_id: boardId, invited_user_ids: [otherPinner.pinner.id] });
  const [invitation] = await otherPinner.api.read<{ id: string }[]>('BoardInvitationsResource', {});
  await otherPinner.api.write('PUT', 'BoardInvitationResource', { invitation_id: invitation?.id, answer: 'accept' });
  await page.goto(await boardUrl(api, boardId));
  const people = new BoardPeopleScreen(page, screens);
  await people.seeCollaborator(otherPinner.pinner.fullName);
  await people.remove(otherPinner.pinner.fullName, name);
  await expect.poll(() => pickerNames(otherPinner.api)).not.toContain(name);

  // blocked: their invite succeeds for them, and never reaches the pinner
  await api.write('POST', 'UserBlockResource', { blocked_user_id: otherPinner.pinner.id });
  const theirs = await otherPinner.api.createBoard(`Shed ${unique()}`);
  await otherPinner.api.write('POST', 'BoardInviteResource', { board_id: theirs, invited_user_ids: [pinner.id] });
  await otherPinner.api.write('POST', 'BoardInviteResource', { board_id: theirs, emails: [pinner.email] });
  const invitations = new InvitationsScreen(page, screens);
  await invitations.open();
  await invitations.seeNone();
  await screens.capture('no invitations');
});
