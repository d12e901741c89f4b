import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { PASSWORD_MIN_LENGTH } from '../../rules/enforcement.js';
import { MESSAGES, SERVER_MESSAGES } from '../../messages.js';
import { fc, test } from '../../testing/property.js';
import { accountSecurityMachine, passwordFormProblem } from './account-security.machine.js';
import { selectAccountSecurity } from './account-security.selectors.js';
import type { ChangePasswordInput, PasswordField } from './account-security.types.js';

const wrongPassword = { _tag: 'ApiError', http_status: 400, message: SERVER_MESSAGES.wrongCurrentPassword };
const tooMany = { _tag: 'ApiError', http_status: 429, message: MESSAGES.tooManySignIns, message_detail: 'try again later' };

const harness = (fail: { change?: unknown; everywhere?: unknown } = {}) => {
  const calls: (ChangePasswordInput | 'everywhere')[] = [];
  const machine = accountSecurityMachine.provide({
    actors: {
      changePassword: fromPromise<unknown, ChangePasswordInput>(async ({ input }) => {
        calls.push(input);
        if (fail.change !== undefined) throw fail.change;
        return undefined;
      }),
      signOutEverywhere: fromPromise<unknown, void>(async () => {
        calls.push('everywhere');
        if (fail.everywhere !== undefined) throw fail.everywhere;
        return undefined;
      }),
    },
  });
  const actor = createActor(machine).start();
  const fill = (values: Partial<Record<PasswordField, string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD.CHANGE', field: field as PasswordField, value });
  };
  return { actor, calls, fill, view: () => selectAccountSecurity(actor.getSnapshot()) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('accountSecurityMachine (#21 §4 password and sessions; beyond the spec)', () => {
  it('a filled-in form changes the password, clears the fields and says every other session ended', async () => {
    const h = harness();
    h.fill({ current: 'old password', next: 'new password 1', confirm: 'new password 1' });
    h.actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(h.view().changing).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([{ currentPassword: 'old password', newPassword: 'new password 1' }]);
    expect(h.view()).toMatchObject({ changing: false, current: '', next: '', confirm: '', error: null, notice: MESSAGES.passwordChanged });
    h.fill({ current: 'x' });
    expect(h.view().notice).toBeNull();
  });

  it.each([
    ['no current password', { current: '', next: 'new password 1', confirm: 'new password 1' }, MESSAGES.currentPasswordRequired],
    ['new passwords that differ', { current: 'old', next: 'new password 1', confirm: 'new password 2' }, MESSAGES.newPasswordsDiffer],
    [
      'a new password under the minimum',
      { current: 'old', next: 'short', confirm: 'short' },
      SERVER_MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH),
    ],
  ])('%s is refused before any call, the fields kept', (_why, fields, message) => {
    const h = harness();
    h.fill(fields);
    h.actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(h.calls).toEqual([]);
    expect(h.view()).toMatchObject({ ...fields, error: message, changing: false });
    h.fill({ confirm: `${fields.confirm}!` });
    expect(h.view().error).toBeNull();
  });

  it("the server's refusal is shown by its message (a 429's detail is no sentence), the fields kept", async () => {
    for (const [failure, message] of [
      [wrongPassword, SERVER_MESSAGES.wrongCurrentPassword],
      [tooMany, MESSAGES.tooManySignIns],
      [new Error('socket hang up'), 'socket hang up'],
      [null, MESSAGES.genericError],
    ] as const) {
      const h = harness({ change: failure });
      h.fill({ current: 'old password', next: 'new password 1', confirm: 'new password 1' });
      h.actor.send({ type: 'PASSWORD.SUBMIT' });
      await vi.advanceTimersByTimeAsync(0);
      expect(h.view()).toMatchObject({ error: message, current: 'old password', changing: false, notice: null });
    }
  });

  it('sign out everywhere asks first; cancel keeps everything; confirm ends the machine signed out', async () => {
    const h = harness();
    h.actor.send({ type: 'EVERYWHERE.REQUEST' });
    expect(h.view().confirmingSignOut).toBe(true);
    h.actor.send({ type: 'EVERYWHERE.CANCEL' });
    expect(h.view().confirmingSignOut).toBe(false);
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'EVERYWHERE.REQUEST' });
    h.actor.send({ type: 'EVERYWHERE.CONFIRM' });
    expect(h.view().signingOut).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual(['everywhere']);
    expect(h.view().signedOut).toBe(true);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().output).toEqual({ signedOut: true });
  });

  it('a failed sign out everywhere is shown and nothing ends', async () => {
    const h = harness({ everywhere: { _tag: 'ApiError', http_status: 500, message: MESSAGES.genericError } });
    h.actor.send({ type: 'EVERYWHERE.REQUEST' });
    h.actor.send({ type: 'EVERYWHERE.CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.view()).toMatchObject({ signedOut: false, signingOut: false, signOutError: MESSAGES.genericError, error: null });
    h.actor.send({ type: 'EVERYWHERE.REQUEST' });
    expect(h.view().signOutError).toBeNull();
  });

  it('edits and a second submit wait while a change is on its way', () => {
    const [s0] = initialTransition(accountSecurityMachine);
    let s = s0;
    for (const [field, value] of [
      ['current', 'old password'],
      ['next', 'new password 1'],
      ['confirm', 'new password 1'],
    ] as const)
      [s] = transition(accountSecurityMachine, s, { type: 'FIELD.CHANGE', field, value });
    const [changing] = transition(accountSecurityMachine, s, { type: 'PASSWORD.SUBMIT' });
    const [still] = transition(accountSecurityMachine, changing, { type: 'FIELD.CHANGE', field: 'next', value: 'other' });
    expect(still.value).toBe('changingPassword');
    expect(still.context.next).toBe('new password 1');
  });

  test.prop([fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })])(
    'the form is sent exactly when there is a current password and the new one, typed twice alike, passes the password rule',
    (current, next, confirm) => {
      const sendable = current !== '' && next === confirm && next.length >= PASSWORD_MIN_LENGTH;
      expect(passwordFormProblem({ current, next, confirm }) === null).toBe(sendable);
    },
  );
});
