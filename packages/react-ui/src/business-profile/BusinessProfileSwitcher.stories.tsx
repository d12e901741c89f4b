import type { Viewer } from '@pinstack/core';
import { SELECTED_BUSINESS_PROFILE_STORAGE_KEY } from '@pinstack/core/ports';
import { exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { storyPorts } from '../testing/story-ports.js';
import { BusinessProfileSwitcher } from './BusinessProfileSwitcher.js';
import { useBusinessProfile } from './use-business-profile.js';

type Handle = 'emeka' | 'lena' | 'grace';
interface Args extends PortKnobs {
  readonly viewer: Handle;
}

function Header({ viewer }: Args) {
  const user = exampleUsers[viewer];
  const input: { viewer: Viewer } = {
    viewer: { isAuth: true, id: user.id, username: user.username, fullName: user.full_name, isPartner: true },
  };
  const { view, send } = useBusinessProfile(input);
  return (
    <div style={{ width: 520 }}>
      <BusinessProfileSwitcher view={view} send={send} viewer={{ id: user.id, name: user.full_name }} />
      <p>{view.showHeader ? `Acting as ${view.activeProfileId ?? user.id}` : 'One profile: no header'}</p>
    </div>
  );
}

const meta = {
  title: 'Account/Business-profile switcher',
  render: (args) => <Header {...args} />,
  args: { viewer: 'emeka' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1 §4 Emeka has his own account and Acme's profile (MFA met): the header shows both. */
export const SeveralProfiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Emeka Okafor/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Acme Outdoors/ })).not.toBeChecked();
  },
};

/** S1 §4 / §6 acting as Acme (MFA met) is honoured and persisted in session storage. */
export const SwitchPersisted: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Acme Outdoors/ }));
    await expect(canvas.getByRole('radio', { name: /Acme Outdoors/ })).toBeChecked();
    await waitFor(() =>
      expect(storyPorts(loaded).adapter.sessionStorage.get(SELECTED_BUSINESS_PROFILE_STORAGE_KEY)).toContain(exampleUsers.grace.id),
    );
  },
};

/** S1 §6 Lena on Kavárna Praha: no MFA and not OWNER, so acting as it is refused. */
export const RefusedWithoutMfa: Story = {
  args: { viewer: 'lena' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Kavárna Praha/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('To act as Kavárna Praha, turn on two-factor authentication');
    await expect(canvas.getByRole('radio', { name: /Lena Schmidt/ })).toBeChecked();
  },
};

/** S1 §4 Grace's only profile is her own: no header. */
export const OneProfile: Story = {
  args: { viewer: 'grace' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('One profile: no header')).toBeVisible();
  },
};

/** Loading the profiles (slow server). */
export const Loading: Story = { args: { latencyMs: 60_000 } };

/** The profile call fails: the message and Try again. */
export const LoadFailed: Story = {
  args: { failureRate: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
