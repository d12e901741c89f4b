import type { BoardCreateFormEvent, BoardCreateFormView } from '@pinstack/core/machines';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { BoardCreateForm } from './BoardCreateForm.js';

const view = (overrides: Partial<BoardCreateFormView> = {}): BoardCreateFormView => ({
  state: 'editing',
  title: 'Create board',
  name: '',
  nameError: null,
  createError: null,
  privacy: 'public',
  privacyChoices: ['public', 'secret'],
  privacyLocked: false,
  privacyNote: null,
  canInviteCollaborators: true,
  canSubmit: false,
  saving: false,
  board: null,
  ...overrides,
});

describe('BoardCreateForm events (S0 §4/§5/§6)', () => {
  it('typing sends NAME.CHANGE; Enter and Create send BOARD.SUBMIT', async () => {
    const send = vi.fn<(event: BoardCreateFormEvent) => void>();
    const screen = await render(<BoardCreateForm view={view({ name: 'Garden', canSubmit: true })} send={send} />);
    await screen.getByLabelText('Name').fill('Gardens');
    expect(send).toHaveBeenCalledWith({ type: 'NAME.CHANGE', value: 'Gardens' });
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenLastCalledWith({ type: 'BOARD.SUBMIT' });
    send.mockClear();
    await screen.getByRole('button', { name: 'Create' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'BOARD.SUBMIT' });
  });

  it('choosing a privacy sends PRIVACY.CHANGE; Cancel sends FORM.CANCEL', async () => {
    const send = vi.fn<(event: BoardCreateFormEvent) => void>();
    const screen = await render(<BoardCreateForm view={view()} send={send} cancellable />);
    await screen.getByRole('radio', { name: /Secret/ }).click();
    expect(send).toHaveBeenCalledWith({ type: 'PRIVACY.CHANGE', privacy: 'secret' });
    await screen.getByRole('button', { name: 'Cancel' }).click();
    expect(send).toHaveBeenCalledWith({ type: 'FORM.CANCEL' });
  });

  it('a locked privacy cannot be changed and carries its note', async () => {
    const screen = await render(
      <BoardCreateForm
        view={view({
          privacy: 'protected',
          privacyChoices: ['protected'],
          privacyLocked: true,
          privacyNote: "not listed on user's profile",
        })}
        send={() => {}}
      />,
    );
    await expect.element(screen.getByRole('radio', { name: 'Protected' })).toBeDisabled();
    await expect.element(screen.getByRole('group', { name: 'Privacy' })).toHaveAccessibleDescription("not listed on user's profile");
  });

  it('Create is disabled while the machine says so', async () => {
    const screen = await render(
      <BoardCreateForm view={view({ name: 'x'.repeat(51), nameError: 'Please enter no more than 50 characters.' })} send={() => {}} />,
    );
    await expect.element(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect.element(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter no more than 50 characters.');
  });
});
