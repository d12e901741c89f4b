/**
 * Issue 25 invitations to collaborate, as pinners use them: the header's badge, `/invitations/`
 * (Accept / Decline), and a board's people (invite, leave, remove).
 */
import { expect, type Page } from '@playwright/test';
import type { Screens } from '../support.js';

/** The header's invitations link and the `/invitations/` page. */
export class InvitationsScreen {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  /** The header shows `Invitations, {n} pending`; following it opens the list. */
  async openFromHeader(count: number): Promise<void> {
    const link = this.page.getByRole('banner').getByRole('link', { name: `Invitations, ${count} pending` });
    await expect(link).toBeVisible();
    await this.screens.capture('invitations badge', { viewport: true });
    await link.click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  }

  async open(): Promise<void> {
    await this.page.goto('/invitations/');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  }

  async seeInvitation(inviter: string, board: string): Promise<void> {
    await expect(this.page.getByText(`${inviter} invited you to collaborate on ${board}`)).toBeVisible();
    await this.screens.capture('invitations');
  }

  async seeNone(): Promise<void> {
    await expect(this.page.getByText('No invitations right now.')).toBeVisible();
    await expect(this.page.getByRole('banner').getByRole('link', { name: /^Invitations/ })).toHaveCount(0);
  }

  async accept(board: string): Promise<void> {
    await this.page.getByRole('button', { name: `Accept ${board}` }).click();
    await expect(this.page.getByText(`You joined ${board}`)).toBeVisible();
    await this.screens.capture('invitation accepted');
  }

  async decline(board: string): Promise<void> {
    await this.page.getByRole('button', { name: `Decline ${board}` }).click();
    await expect(this.page.getByText(`You declined ${board}`)).toBeVisible();
  }

  /** The confirmation's link to the board joined. */
  async openJoinedBoard(board: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Open board' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: board })).toBeVisible();
  }
}

/** A board's people on its page. */
export class BoardPeopleScreen {
  constructor(
    private readonly page: Page,
    private readonly screens: Screens,
  ) {}

  private get people() {
    return this.page.getByRole('region', { name: 'Collaborators' });
  }

  /** `Invite collaborators`, a person found by `query` and picked by `name`, then `Send invitations`. */
  async invite(query: string, name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite collaborators' }).click();
    await this.page.getByLabel('Invite collaborators').fill(query);
    await this.page.getByRole('button', { name, exact: true }).click();
    await this.screens.capture('invite collaborators');
    await this.page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(this.page.getByText('Invitations sent. They join once they accept.')).toBeVisible();
  }

  /** `Invite collaborators` with a typed e-mail address (Enter picks it), then `Send invitations`. */
  async inviteByEmail(address: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite collaborators' }).click();
    const field = this.page.getByLabel('Invite collaborators');
    await field.fill(address);
    await expect(this.page.getByRole('button', { name: 'Click to send!' })).toBeVisible();
    await field.press('Enter');
    await this.page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(this.page.getByText('Invitations sent. They join once they accept.')).toBeVisible();
  }

  async seeCollaborator(name: string): Promise<void> {
    await expect(this.people.getByRole('link', { name, exact: true })).toBeVisible();
  }

  async dontSeeCollaborator(name: string): Promise<void> {
    await expect(this.people.getByRole('link', { name, exact: true })).toHaveCount(0);
  }

  /** `Leave board`, then the question's `Leave board`. */
  async leave(board: string): Promise<void> {
    await this.people.getByRole('button', { name: 'Leave board' }).click();
    const question = this.page.getByRole('dialog', { name: new RegExp(`^Leave ${board}\\?`) });
    await expect(question).toBeVisible();
    await this.screens.capture('leave question');
    await question.getByRole('button', { name: 'Leave board' }).click();
    await expect(this.page.getByText(`You left ${board}`)).toBeVisible();
  }

  private get pending() {
    return this.page.getByRole('region', { name: 'Pending invitations' });
  }

  /** Issue #25: the owner's list of what waits names each invitee (a person, or an address as typed). */
  async seePending(names: readonly string[]): Promise<void> {
    const list = this.pending.getByRole('list', { name: 'Pending invitations' });
    await expect(list.getByRole('listitem')).toHaveCount(names.length);
    for (const name of names) await expect(list.getByText(name, { exact: true })).toBeVisible();
    await this.screens.capture('pending invitations');
  }

  async seeNoPending(): Promise<void> {
    await expect(this.pending.getByText('No invitations waiting for an answer.')).toBeVisible();
  }

  /** `Cancel invitation to {name}`, then the question's `Cancel invitation` (Keep it is focused first). */
  async cancelInvitation(name: string): Promise<void> {
    await this.pending.getByRole('button', { name: `Cancel invitation to ${name}` }).click();
    const question = this.page.getByRole('dialog', { name: `Cancel the invitation to ${name}?` });
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await this.screens.capture('cancel invitation question');
    await question.getByRole('button', { name: 'Cancel invitation' }).click();
    await expect(question).toHaveCount(0);
    await expect(this.pending.getByText(`Invitation to ${name} cancelled`)).toBeVisible();
  }

  /** `Remove {name}`, then the question's `Remove`. */
  async remove(name: string, board: string): Promise<void> {
    await this.people.getByRole('button', { name: `Remove ${name}` }).click();
    const question = this.page.getByRole('dialog', { name: `Remove ${name} from ${board}?` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Remove' }).click();
    await expect(question).toHaveCount(0);
    await this.dontSeeCollaborator(name);
  }
}
