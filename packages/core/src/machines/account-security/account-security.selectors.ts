import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../../messages.js';
import type { accountSecurityMachine } from './account-security.machine.js';

/** Issue #21 §4 what the password and sessions panel shows. */
export interface AccountSecurityView {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
  /** Why the last password change failed, or `null`. */
  readonly error: string | null;
  /** Why signing out everywhere failed, or `null`. */
  readonly signOutError: string | null;
  /** The success line after a change, or `null`. */
  readonly notice: string | null;
  /** The password change is on its way. */
  readonly changing: boolean;
  /** "Sign out everywhere?" is asked. */
  readonly confirmingSignOut: boolean;
  /** Signing out everywhere is on its way. */
  readonly signingOut: boolean;
  /** Signed out everywhere, this browser too. */
  readonly signedOut: boolean;
}

/** Issue #21 §4: projects an accountSecurityMachine snapshot to what the panel needs. */
export function selectAccountSecurity(snapshot: SnapshotFrom<typeof accountSecurityMachine>): AccountSecurityView {
  const { context } = snapshot;
  return {
    current: context.current,
    next: context.next,
    confirm: context.confirm,
    error: context.error,
    signOutError: context.signOutError,
    notice: context.changed ? MESSAGES.passwordChanged : null,
    changing: snapshot.matches('changingPassword'),
    confirmingSignOut: snapshot.matches('confirmingSignOut'),
    signingOut: snapshot.matches('signingOutEverywhere'),
    signedOut: snapshot.matches('signedOut'),
  };
}
