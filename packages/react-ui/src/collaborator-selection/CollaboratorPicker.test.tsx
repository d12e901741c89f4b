import type { CollaboratorSelectionEvent, CollaboratorSelectionView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { CollaboratorPicker } from './CollaboratorPicker.js';

const view = (overrides: Partial<CollaboratorSelectionView> = {}): CollaboratorSelectionView => ({
  query: '',
  searching: false,
  suggestions: [],
  users: [],
  emails: [],
  emailHint: null,
  inviting: false,
  inviteError: null,
  ...overrides,
});

const ann = { id: 'u1', full_name: 'Ann' };
const bob = { id: 'u2', full_name: 'Bob' };

describe('CollaboratorPicker events (S0 §4/§6)', () => {
  it('typing sends QUERY.CHANGE; a suggestion click toggles it; Enter on a valid e-mail picks it and submits nothing', async () => {
    const send = vi.fn<(event: CollaboratorSelectionEvent) => void>();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <CollaboratorPicker
          view={view({
            query: 'sam@example.com',
            emailHint: 'Click to send!',
            suggestions: [{ suggestion: { type: 'user_share_suggestion', user: ann }, picked: false }],
          })}
          send={send}
        />
      </form>,
    );
    await screen.getByLabelText('Invite collaborators').fill('sam@example.co');
    expect(send).toHaveBeenCalledWith({ type: 'QUERY.CHANGE', text: 'sam@example.co' });
    await screen.getByRole('button', { name: 'Ann' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'COLLABORATOR.TOGGLE', user: ann });
    await screen.getByLabelText('Invite collaborators').click();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenLastCalledWith({ type: 'EMAIL.PICK' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the picked people owner first, then the viewer, then by name; invite failures offer retry and skip', async () => {
    const send = vi.fn<(event: CollaboratorSelectionEvent) => void>();
    const screen = await render(
      <CollaboratorPicker
        view={view({ users: [ann, bob], inviteError: 'Uh oh! Something went wrong.' })}
        send={send}
        ownerId="u2"
        viewerId="u2"
      />,
    );
    await expect.element(screen.getByText(/Bob.*Ann/)).toBeVisible();
    await screen.getByRole('button', { name: 'Try again' }).click();
    await screen.getByRole('button', { name: 'Skip' }).click();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['INVITES.RETRY', 'INVITES.SKIP']);
  });
});
