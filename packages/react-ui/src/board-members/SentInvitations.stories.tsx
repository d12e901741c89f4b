import { SENT_INVITATION_MESSAGES } from '@pinstack/core/rules';
import { CollaboratorService } from '@pinstack/core/ports';
import { exampleBoards, exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refuseCollaboratorWrites } from '../testing/port-overrides.js';
import type { PortKnobs, StoryPorts } from '../testing/story-ports.js';
import { makeStoryPorts, readBack, storyPorts } from '../testing/story-ports.js';
import { SentInvitations } from './SentInvitations.js';

const garden = exampleBoards.garden;
const grace = exampleUsers.grace;

/** Björn (Garden's owner) invites Grace by name and someone by address, as the board page would. */
const withInvitations = async (ports: StoryPorts): Promise<StoryPorts> => {
  await readBack(
    ports,
    Effect.flatMap(CollaboratorService, (c) =>
      c.invite({ board_id: garden.id, invited_user_ids: [grace.id], emails: ['neighbour@example.com'] }),
    ),
  );
  return ports;
};

interface Args extends PortKnobs {
  /** Björn invited Grace and an address before the story starts. */
  readonly invited: boolean;
}

const meta = {
  title: 'People/Pending invitations',
  render: () => <SentInvitations boardId={garden.id} />,
  args: { viewer: 'bjorn', invited: true },
  loaders: [
    async ({ args }) => {
      const ports = makeStoryPorts(args as PortKnobs);
      return { ports: (args as Args).invited ? await withInvitations(ports) : ports };
    },
  ],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What still waits on the backend (read back through the collaborators port). */
const waiting = (loaded: Record<string, unknown>) =>
  readBack(
    storyPorts(loaded),
    Effect.map(
      Effect.flatMap(CollaboratorService, (c) => c.sentInvitations({ board_id: garden.id })),
      (sent) => sent.map((invitation) => invitation.invitee?.id ?? invitation.email),
    ),
  );

/** Issue #25: the person picked (linked, with @username) and the address as typed, each with Cancel invitation. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: SENT_INVITATION_MESSAGES.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: grace.full_name })).toHaveAttribute('href', `/${grace.username}/`);
    await expect(canvas.getByText('neighbour@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel invitation to neighbour@example.com' })).toBeVisible();
  },
};

/** Issue #25: cancelling asks first (Keep it focused, changes nothing), then the invitation is gone, on the backend too. */
export const Cancel: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Cancel invitation to ${grace.full_name}` }));
    let question = await within(document.body).findByRole('dialog', { name: `Cancel the invitation to ${grace.full_name}?` });
    await expect(within(question).getByRole('button', { name: SENT_INVITATION_MESSAGES.keep })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: SENT_INVITATION_MESSAGES.keep }));
    await expect(await waiting(loaded)).toEqual([grace.id, 'neighbour@example.com']);
    await userEvent.click(canvas.getByRole('button', { name: `Cancel invitation to ${grace.full_name}` }));
    question = await within(document.body).findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: SENT_INVITATION_MESSAGES.cancel }));
    await expect(await canvas.findByText(SENT_INVITATION_MESSAGES.cancelled(grace.full_name))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: grace.full_name })).toBeNull();
    await waitFor(async () => expect(await waiting(loaded)).toEqual(['neighbour@example.com']));
  },
};

/** Issue #25: nothing waits. */
export const Empty: Story = {
  args: { invited: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SENT_INVITATION_MESSAGES.none)).toBeVisible();
  },
};

/** Issue #25: the list is loading (a slow server). */
export const Loading: Story = {
  args: { latencyMs: 60_000, invited: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading invitations…')).toBeVisible();
    await expect(within(canvasElement).getByText('Loading invitations…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Issue #25: the list did not load: it says so, with Try again. */
export const LoadFailed: Story = {
  args: { failureRate: 1, invited: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SENT_INVITATION_MESSAGES.loadFailed);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Issue #25: the cancel fails: the invitation comes back in its place, with the reason. */
export const CancelFails: Story = {
  loaders: [
    async ({ args }) => ({
      ports: refuseCollaboratorWrites(await withInvitations(makeStoryPorts(args as PortKnobs)), {
        http_status: 500,
        message: 'Uh oh! Something went wrong.',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel invitation to neighbour@example.com' }));
    const question = await within(document.body).findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: SENT_INVITATION_MESSAGES.cancel }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SENT_INVITATION_MESSAGES.cancelFailed);
    await expect(canvas.getByRole('button', { name: 'Cancel invitation to neighbour@example.com' })).toBeVisible();
  },
};
