import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { User } from '../../entities.js';
import { PROFILE_MESSAGES } from '../../rules/profile.js';
import { fc, test } from '../../testing/property.js';
import { profileEditMachine } from './profile-edit.machine.js';
import { selectProfileEdit } from './profile-edit.selectors.js';
import type { SaveProfileInput } from './profile-edit.types.js';

const fields = { full_name: 'Ada Lovelace', username: 'ada', about: '', website_url: '' };

const harness = (
  answer: (input: SaveProfileInput) => Promise<User> = async (input) => ({
    id: '1',
    username: input.username ?? 'ada',
    full_name: input.full_name ?? 'Ada Lovelace',
  }),
) => {
  const calls: SaveProfileInput[] = [];
  const machine = profileEditMachine.provide({
    actors: {
      saveProfile: fromPromise<User, SaveProfileInput>(async ({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { fields, avatarUrl: null } }).start();
  return { actor, calls, view: () => selectProfileEdit(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('profileEditMachine (issue 25: the owner edits name, username, about, website, avatar)', () => {
  it('nothing changed: Save is off and sends nothing; a change sends only what changed, trimmed', async () => {
    const h = harness();
    expect(h.view().canSave).toBe(false);
    h.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'FIELD.CHANGE', field: 'about', value: 'Counting engines.' });
    h.actor.send({ type: 'FIELD.CHANGE', field: 'website_url', value: ' https://ada.example/ ' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.view().saving).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ about: 'Counting engines.', website_url: 'https://ada.example/' }]);
    expect(h.view()).toMatchObject({ savedText: PROFILE_MESSAGES.saved, canSave: false });
  });

  it('field problems show on Save and block it; fixing the field clears the way', async () => {
    const h = harness();
    h.actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'no spaces' });
    expect(h.view().problems).toEqual({});
    h.actor.send({ type: 'SUBMIT' });
    expect(h.view().problems).toEqual({ username: PROFILE_MESSAGES.usernameRule });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'ada_new' });
    expect(h.view().problems).toEqual({});
    h.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ username: 'ada_new' }]);
    expect(h.view().savedUsername).toBe('ada_new');
  });

  it("the server's refusal (a taken username) is shown and the form kept; the next change clears it", async () => {
    const h = harness(async () => {
      throw { _tag: 'ApiError', message: 'That username is taken.', http_status: 400 };
    });
    h.actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'grace' });
    h.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ notice: 'That username is taken.', saving: false, fields: { username: 'grace' } });
    h.actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'grace2' });
    expect(h.view().notice).toBeNull();
  });

  it('a new avatar is sent by its upload id; removing sends null', async () => {
    const h = harness();
    h.actor.send({ type: 'AVATAR.SET', uploadId: 'u9', imageUrl: '/media/u9.png' });
    expect(h.view().avatarUrl).toBe('/media/u9.png');
    h.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    h.actor.send({ type: 'AVATAR.REMOVE' });
    h.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ avatar_upload_id: 'u9' }, { avatar_upload_id: null }]);
  });

  test.prop([fc.record({ full_name: fc.string({ maxLength: 20 }), about: fc.string({ maxLength: 20 }) })])(
    'property: what is sent is exactly the fields that differ from the saved profile',
    async (edit) => {
      const h = harness();
      h.actor.send({ type: 'FIELD.CHANGE', field: 'full_name', value: edit.full_name });
      h.actor.send({ type: 'FIELD.CHANGE', field: 'about', value: edit.about });
      h.actor.send({ type: 'SUBMIT' });
      await vi.advanceTimersByTimeAsync(0);
      const expected = {
        ...(edit.full_name.trim() !== fields.full_name ? { full_name: edit.full_name.trim() } : {}),
        ...(edit.about !== fields.about ? { about: edit.about } : {}),
      };
      expect(h.calls).toEqual(Object.keys(expected).length === 0 ? [] : [expected]);
      h.actor.stop();
    },
  );
});
