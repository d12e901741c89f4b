import { MESSAGES, PASSWORD_MIN_LENGTH, SERVER_MESSAGES } from '@pinstack/core';
import { exampleAccounts } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { storyPorts } from '../testing/story-ports.js';
import { AccountSecurityPanel, type AccountSecurityPanelProps } from './AccountSecurityPanel.js';

const ada = exampleAccounts.ada;
const NEW_PASSWORD = 'a brand new password';

type Args = AccountSecurityPanelProps & PortKnobs;

const meta: Meta<Args> = {
  title: 'Account/Password and sign-in',
  component: AccountSecurityPanel,
  render: ({ onSignedOut }) => <AccountSecurityPanel onSignedOut={onSignedOut} />,
  args: { onSignedOut: fn() },
};

export default meta;
type Story = StoryObj<Args>;

const fill = async (canvasElement: HTMLElement, current: string, next: string, confirm = next) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Type the new password again'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

/** Issue #21 §4 the panel as it opens: the password form and "Sign out everywhere". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  },
};

/** The password is changed: the fields empty, the notice says every other device is signed out; the new password signs in. */
export const Changed: Story = {
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, ada.password, NEW_PASSWORD);
    await expect(await within(canvasElement).findByText(MESSAGES.passwordChanged)).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Current password')).toHaveValue('');
    const { backend } = storyPorts(loaded).adapter;
    expect(() => backend.signIn({ username_or_email: ada.email, password: NEW_PASSWORD }, 0)).not.toThrow();
  },
};

/** The change is on its way (a slow server): the button says so and waits. */
export const Changing: Story = {
  args: { latencyMs: 60_000 },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ada.password, NEW_PASSWORD);
    await expect(await within(canvasElement).findByRole('button', { name: 'Changing password…' })).toBeDisabled();
  },
};

/** A wrong current password: the server's refusal, the fields kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not my password', NEW_PASSWORD);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.wrongCurrentPassword);
    await expect(within(canvasElement).getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
  },
};

/** The two new passwords differ, or the new one is too short: said at once, nothing sent. */
export const NewPasswordRefused: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ada.password, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.newPasswordsDiffer);
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.clear(canvas.getByLabelText('Type the new password again'));
    await userEvent.type(canvas.getByLabelText('Type the new password again'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
  },
};

/** "Sign out everywhere" asks first; Cancel leaves everything as it was. */
export const ConfirmSignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(canvas.getByRole('group', { name: 'Sign out on every device, this one too?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** Confirmed: every session ends, this one too, and the app is told. */
export const SignedOutEverywhere: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledTimes(1));
    expect(storyPorts(loaded).adapter.sessionToken()).toBeNull();
  },
};

/** Signing out everywhere failed: said under the button; nothing ended. */
export const SignOutFailed: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};
