import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../../messages.js';
import { passwordRefusal } from '../../rules/enforcement.js';
import { failureFields, notProvided } from '../saving-support.js';
import type { AccountSecurityContext, AccountSecurityEvent, AccountSecurityOutput, ChangePasswordInput } from './account-security.types.js';

/** Why the filled-in form cannot be sent: the two new passwords differ, or the new one breaks the password rule. */
export function passwordFormProblem(context: Pick<AccountSecurityContext, 'current' | 'next' | 'confirm'>): string | null {
  if (context.current === '') return MESSAGES.currentPasswordRequired;
  if (context.next !== context.confirm) return MESSAGES.newPasswordsDiffer;
  return passwordRefusal(context.next)?.message ?? null;
}

// note: the message, never message_detail: a 429's Retry-After is no sentence to show
const messageOf = (error: unknown): string => failureFields(error).message ?? MESSAGES.genericError;

const EMPTY = { current: '', next: '', confirm: '' } as const;

/**
 * Issue #21 §4 (beyond the spec: expected by users) the account's password and sessions: change
 * the password (the current one required; the rule's and the server's refusals shown, the fields
 * kept), after which every other session has ended; or sign out everywhere after a confirmation,
 * which ends this session too and so ends the machine.
 */
export const accountSecurityMachine = setup({
  types: {} as { context: AccountSecurityContext; events: AccountSecurityEvent; output: AccountSecurityOutput },
  actors: {
    changePassword: fromPromise<unknown, ChangePasswordInput>(notProvided('changePassword')),
    signOutEverywhere: fromPromise<unknown, void>(notProvided('signOutEverywhere')),
  },
  guards: {
    formSendable: ({ context }) => passwordFormProblem(context) === null,
  },
}).createMachine({
  id: 'accountSecurity',
  context: { ...EMPTY, error: null, signOutError: null, changed: false },
  initial: 'editing',
  output: { signedOut: true },
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': {
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null, changed: false })),
        },
        'PASSWORD.SUBMIT': [
          { guard: 'formSendable', target: 'changingPassword', actions: assign({ error: null, changed: false }) },
          { actions: assign({ error: ({ context }) => passwordFormProblem(context), changed: false }) },
        ],
        'EVERYWHERE.REQUEST': { target: 'confirmingSignOut', actions: assign({ signOutError: null }) },
      },
    },
    changingPassword: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ currentPassword: context.current, newPassword: context.next }),
        onDone: { target: 'editing', actions: assign({ ...EMPTY, changed: true }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    confirmingSignOut: {
      on: {
        'EVERYWHERE.CONFIRM': 'signingOutEverywhere',
        'EVERYWHERE.CANCEL': 'editing',
      },
    },
    signingOutEverywhere: {
      invoke: {
        id: 'signOutEverywhere',
        src: 'signOutEverywhere',
        onDone: 'signedOut',
        onError: { target: 'editing', actions: assign({ signOutError: ({ event }) => messageOf(event.error) }) },
      },
    },
    signedOut: { type: 'final' },
  },
});
