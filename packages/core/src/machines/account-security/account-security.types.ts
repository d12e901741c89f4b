/** Issue #21 §4 the account's password and sessions (beyond the spec: expected by users). */

/** The three password fields of the form. */
export type PasswordField = 'current' | 'next' | 'confirm';

/** What the account-security form holds. */
export interface AccountSecurityContext {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
  /** Why the last password change failed (a rule's or the server's message), or `null`. */
  readonly error: string | null;
  /** Why signing out everywhere failed, or `null`. */
  readonly signOutError: string | null;
  /** The password was changed (every other session ended); cleared by the next edit. */
  readonly changed: boolean;
}

/** Account-security events. */
export type AccountSecurityEvent =
  | { readonly type: 'FIELD.CHANGE'; readonly field: PasswordField; readonly value: string }
  | { readonly type: 'PASSWORD.SUBMIT' }
  | { readonly type: 'EVERYWHERE.REQUEST' }
  | { readonly type: 'EVERYWHERE.CONFIRM' }
  | { readonly type: 'EVERYWHERE.CANCEL' };

/** Issue #21 §4 UserPasswordResource update, as the `changePassword` actor receives it. */
export interface ChangePasswordInput {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** What the machine ends with: signed out everywhere, this browser too. */
export interface AccountSecurityOutput {
  readonly signedOut: true;
}

/** Every state, event and actor name of accountSecurityMachine. */
export const accountSecuritySchema = {
  states: ['editing', 'changingPassword', 'confirmingSignOut', 'signingOutEverywhere', 'signedOut'],
  events: ['FIELD.CHANGE', 'PASSWORD.SUBMIT', 'EVERYWHERE.REQUEST', 'EVERYWHERE.CONFIRM', 'EVERYWHERE.CANCEL'],
  actors: ['changePassword', 'signOutEverywhere'],
} as const;

/** A state of accountSecurityMachine. */
export type AccountSecurityState = (typeof accountSecuritySchema.states)[number];
