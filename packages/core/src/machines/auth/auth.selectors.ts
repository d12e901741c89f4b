import type { SnapshotFrom } from 'xstate';
import { LOGIN_RESTRICTION_REASONS } from '../../constants.js';
import type { authMachine } from './auth.machine.js';
import type { LoginRestriction } from './auth.types.js';

/** A snapshot of {@link authMachine}. */
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Which sign-in screen shows (S1 §2–§4). */
export type AuthScreen = 'form' | 'signingIn' | 'mfa' | 'restricted' | 'signingUp' | 'signedIn' | 'signedUp';

/** What the sign-in views render (S1 §2–§4, §8). */
export interface AuthView {
  readonly screen: AuthScreen;
  /** A call is running: disable the buttons. */
  readonly busy: boolean;
  /** Message of the last failure. */
  readonly error: string | null;
  /** S1 §4 / §8 a rejected social login's status (or `unknown`). */
  readonly socialRejection: string | null;
  /** S1 §3 restriction reason name and code 0–6. */
  readonly restriction: { readonly name: LoginRestriction; readonly code: number } | null;
  readonly mfaResent: boolean;
  /** S1 §4 the recaptcha local limit was reached at the last attempt. */
  readonly recaptchaRequired: boolean;
  /** S1 §2 where the flow sent the browser. */
  readonly redirectTo: string | null;
}

const SCREENS: readonly AuthScreen[] = ['form', 'signingIn', 'mfa', 'restricted', 'signingUp', 'signedIn', 'signedUp'];

/** S1 §2–§4: the sign-in view model. */
export function selectAuth(snapshot: AuthSnapshot): AuthView {
  const { context } = snapshot;
  const screen = SCREENS.find((name) => snapshot.matches(name)) ?? 'form';
  return {
    screen,
    busy: screen === 'signingIn' || screen === 'signingUp' || snapshot.matches({ mfa: 'resending' }),
    error: context.error,
    socialRejection: context.socialRejection,
    restriction: context.restriction === null ? null : { name: context.restriction, code: LOGIN_RESTRICTION_REASONS[context.restriction] },
    mfaResent: context.mfaResent,
    recaptchaRequired: context.recaptchaRequired,
    redirectTo: context.redirectTo,
  };
}
