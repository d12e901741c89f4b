import type { SnapshotFrom } from 'xstate';
import type { socialSdkMachine } from './social-sdk.machine.js';
import type { SocialProfileData } from './social-sdk.types.js';

/** A snapshot of {@link socialSdkMachine}. */
export type SocialSdkSnapshot = SnapshotFrom<typeof socialSdkMachine>;

/** What the sign-in view reads from the SDK loader (S1 §7 / §8). */
export interface SocialSdkView {
  /** Still loading the script or waiting for the global: the social button waits. */
  readonly loading: boolean;
  /** The SDK global is there: social sign-in can be offered. */
  readonly ready: boolean;
  /** The SDK could not be loaded: offer no social sign-in (S1 §8, logged only). */
  readonly unavailable: boolean;
  /** The last non-empty profile data, or `null`. */
  readonly profile: SocialProfileData | null;
}

/** S1 §7 / §8: the loader's view model. */
export function selectSocialSdk(snapshot: SocialSdkSnapshot): SocialSdkView {
  const ready = snapshot.matches('ready');
  const unavailable = snapshot.matches('unavailable');
  return { loading: !ready && !unavailable, ready, unavailable, profile: snapshot.context.profile };
}
