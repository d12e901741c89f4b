import { PROFILE_MESSAGES, SERVER_MESSAGES } from '@pinstack/core';
import { BrowseService } from '@pinstack/core/ports';
import { exampleUsers } from '@pinstack/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Effect } from 'effect';
import { expect, userEvent, within } from 'storybook/test';
import type { PortKnobs } from '../testing/story-ports.js';
import { readBack, storyPorts } from '../testing/story-ports.js';
import { ProfileEditForm } from './ProfileEditForm.js';

const ada = exampleUsers.ada;

const meta = {
  title: 'People/Edit profile',
  render: () => (
    <ProfileEditForm
      userId={ada.id}
      input={{ fields: { full_name: ada.full_name, username: ada.username, about: '', website_url: '' }, avatarUrl: ada.image_medium_url }}
    />
  ),
  args: {},
} satisfies Meta<PortKnobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile read back through the browse port. */
const profileOf = (loaded: Record<string, unknown>, username: string) =>
  readBack(
    storyPorts(loaded),
    Effect.flatMap(BrowseService, (browse) => browse.user({ username })),
  );

/** Issue 25: about text and website saved; the profile shows them (read back). */
export const EditAndSave: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: PROFILE_MESSAGES.save })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('About'), 'Counting engines.');
    await userEvent.type(canvas.getByLabelText('Website'), 'https://ada.example/');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_MESSAGES.save }));
    await expect(await canvas.findByText(PROFILE_MESSAGES.saved)).toBeVisible();
    await expect(await profileOf(loaded, 'ada')).toMatchObject({ about: 'Counting engines.', website_url: 'https://ada.example/' });
  },
};

/** Issue 25: a new username; the old one still finds the profile, which answers with the new one. */
export const Rename: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, 'ada_l');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_MESSAGES.save }));
    await expect(await canvas.findByText(PROFILE_MESSAGES.saved)).toBeVisible();
    await expect((await profileOf(loaded, 'ada')).username).toBe('ada_l');
  },
};

/** Issue 25: field problems show under their field on Save, and nothing is sent. */
export const FieldProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Website'), 'not a web address');
    const username = canvas.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'a b');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_MESSAGES.save }));
    await expect(canvas.getByText(PROFILE_MESSAGES.websiteRule)).toBeVisible();
    await expect(canvas.getByText(PROFILE_MESSAGES.usernameRule)).toBeVisible();
    await expect(canvas.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Issue 25: a taken username is refused by the server; its message shows and the form is kept. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, 'grace');
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_MESSAGES.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.usernameTaken);
    await expect(field).toHaveValue('grace');
  },
};

/** Issue 25: Remove photo goes back to initials on a colour, and the profile has no image (read back). */
export const RemovePhoto: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_MESSAGES.removeAvatar }));
    await expect(canvas.getByText('AL')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PROFILE_MESSAGES.save }));
    await expect(await canvas.findByText(PROFILE_MESSAGES.saved)).toBeVisible();
    await expect((await profileOf(loaded, 'ada')).image_medium_url).toBeUndefined();
  },
};
