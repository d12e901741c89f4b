import { and, assign, fromPromise, setup } from 'xstate';
import type { User } from '../../entities.js';
import { profileFieldProblems } from '../../rules/profile.js';
import { failureText, notProvided } from '../saving-support.js';
import type { ProfileEditContext, ProfileEditEvent, ProfileEditInput, SaveProfileInput } from './profile-edit.types.js';

/** What changed since the form opened, as POST /v3/users/me/ takes it (trimmed; a blank website is `null`). */
export function profileChanges(context: ProfileEditContext): SaveProfileInput {
  const { fields, initial } = context;
  const changes: { -readonly [K in keyof SaveProfileInput]: SaveProfileInput[K] } = {};
  if (fields.username.trim() !== initial.username) changes.username = fields.username.trim();
  if (fields.full_name.trim() !== initial.full_name.trim()) changes.full_name = fields.full_name.trim();
  if (fields.about !== initial.about) changes.about = fields.about;
  if (fields.website_url.trim() !== initial.website_url.trim()) changes.website_url = fields.website_url.trim() || null;
  if (context.avatarUploadId !== undefined) changes.avatar_upload_id = context.avatarUploadId;
  return changes;
}

/**
 * Issue 25 (beyond the spec: expected by users): the owner edits their profile: display name,
 * username, about text, website and avatar. Saving checks core's `profileFieldProblems` first and
 * shows them by field; then only what changed is sent (`saveProfile`: POST /v3/users/me/). A
 * refusal (a taken username) is shown and the form kept; a save that went through says so and
 * gives the saved profile (its username: the app moves to the new URL).
 */
export const profileEditMachine = setup({
  types: {} as { context: ProfileEditContext; input: ProfileEditInput; events: ProfileEditEvent },
  actors: {
    saveProfile: fromPromise<User, SaveProfileInput>(notProvided('saveProfile')),
  },
  guards: {
    valid: ({ context }) => Object.keys(profileFieldProblems(context.fields)).length === 0,
    changed: ({ context }) => Object.keys(profileChanges(context)).length > 0,
  },
}).createMachine({
  id: 'profileEdit',
  initial: 'editing',
  context: ({ input }) => ({
    initial: input.fields,
    fields: input.fields,
    avatarUrl: input.avatarUrl,
    avatarUploadId: undefined,
    showProblems: false,
    notice: null,
    saved: null,
  }),
  on: {
    'FIELD.CHANGE': {
      target: '.editing',
      actions: assign(({ context, event }) => ({ fields: { ...context.fields, [event.field]: event.value }, notice: null })),
    },
    'AVATAR.SET': {
      target: '.editing',
      actions: assign(({ event }) => ({ avatarUploadId: event.uploadId, avatarUrl: event.imageUrl, notice: null })),
    },
    'AVATAR.REMOVE': { target: '.editing', actions: assign({ avatarUploadId: null, avatarUrl: null, notice: null }) },
  },
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: and(['valid', 'changed']), target: 'saving' }, { actions: assign({ showProblems: true }) }],
      },
    },
    saving: {
      on: {
        // nothing changes while the save is sent
        'FIELD.CHANGE': {},
        'AVATAR.SET': {},
        'AVATAR.REMOVE': {},
      },
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => profileChanges(context),
        onDone: {
          target: 'saved',
          actions: assign(({ context, event }) => {
            const fields = {
              ...context.fields,
              username: event.output.username,
              full_name: event.output.full_name ?? context.fields.full_name,
            };
            return { saved: event.output, initial: fields, fields, avatarUploadId: undefined, showProblems: false };
          }),
        },
        onError: { target: 'editing', actions: assign({ notice: ({ event }) => failureText(event.error) }) },
      },
    },
    saved: {
      on: { SUBMIT: { target: 'editing', reenter: true, actions: assign({ showProblems: true }) } },
    },
  },
});
