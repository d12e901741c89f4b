import { MESSAGES } from '@pinstack/core';
import { exampleAccounts } from '@pinstack/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react/pure';
import { PinstackProvider } from '../provider/PinstackProvider.js';
import { makeStoryPorts } from '../testing/story-ports.js';
import { AccountSecurityPanel } from './AccountSecurityPanel.js';

const ada = exampleAccounts.ada;

const setup = async () => {
  const ports = makeStoryPorts();
  const onSignedOut = vi.fn();
  const screen = await render(
    <PinstackProvider runtime={ports.runtime}>
      <AccountSecurityPanel onSignedOut={onSignedOut} />
    </PinstackProvider>,
  );
  return { ports, onSignedOut, screen };
};

describe('AccountSecurityPanel (#21 §4 password and sessions)', () => {
  it('Enter in the last field sends the form, and the notice lands in a live region that was already there', async () => {
    const { ports, screen } = await setup();
    const status = screen.getByRole('status');
    await expect.element(status).toBeInTheDocument();
    await screen.getByLabelText('Current password').fill(ada.password);
    await screen.getByLabelText('New password', { exact: true }).fill('a brand new password');
    await screen.getByLabelText('Type the new password again').fill('a brand new password');
    await userEvent.keyboard('{Enter}');
    await expect.element(status).toHaveTextContent(MESSAGES.passwordChanged);
    expect(() => ports.adapter.backend.signIn({ username_or_email: ada.email, password: 'a brand new password' }, 0)).not.toThrow();
  });

  it('the fields are password fields the browser can fill and save: current-password, then new-password twice', async () => {
    const { screen } = await setup();
    for (const [label, autocomplete] of [
      ['Current password', 'current-password'],
      ['New password', 'new-password'],
      ['Type the new password again', 'new-password'],
    ] as const) {
      const field = screen.getByLabelText(label, { exact: true });
      await expect.element(field).toHaveAttribute('type', 'password');
      await expect.element(field).toHaveAttribute('autocomplete', autocomplete);
    }
  });

  it('signing out everywhere tells the app once', async () => {
    const { onSignedOut, screen } = await setup();
    await screen.getByRole('button', { name: 'Sign out everywhere' }).click();
    await screen.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
