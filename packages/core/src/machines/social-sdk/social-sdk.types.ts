/** S1 §7 / §8 loading the social SDK script by locale. */
import { SOCIAL_SDK_VERSION } from '../../constants.js';
import { facebookLocale } from '../../rules/account.js';

/**
 * S1 §7 where the social SDK script is served from. Our decision (not shown): the SDK's public
 * host; the locale is a path segment and the version a hash parameter, as the SDK's own embed
 * snippet does.
 * @default 'https://connect.facebook.net'
 */
export const SOCIAL_SDK_SCRIPT_HOST = 'https://connect.facebook.net';

/**
 * S1 §7 the social SDK script URL for a viewer's locale: `{host}/{facebookLocale(locale)}/sdk.js#version=v2.7`,
 * e.g. `es-MX` → `https://connect.facebook.net/es_LA/sdk.js#version=v2.7`. Any string is accepted
 * (an unparsable locale falls back to `en_US`, per `facebookLocale`).
 * @default version {@link SOCIAL_SDK_VERSION} ('v2.7')
 */
export function socialSdkScriptUrl(locale: string, version: string = SOCIAL_SDK_VERSION): string {
  return `${SOCIAL_SDK_SCRIPT_HOST}/${facebookLocale(locale)}/sdk.js#version=${encodeURIComponent(version)}`;
}

/** S1 §3 profile data the SDK hands back (picture, id, first_name, last_name, email, gender, birthday); kept as received. */
export type SocialProfileData = Readonly<Record<string, unknown>>;

/** What the caller starts the SDK loader with (S1 §7). */
export interface SocialSdkInput {
  /** The viewer's locale (`es-MX`, `en_AU`, …), mapped with `facebookLocale`. */
  readonly locale: string;
}

/** Why the loader logs (S1 §8: these are "logged only", never shown). */
export type SocialSdkLogReason = 'script-failed' | 'missing-global' | 'empty-profile-data';

/** Payload of the injected `logSocialSdk` action (S1 §8). */
export interface SocialSdkLogEntry {
  readonly reason: SocialSdkLogReason;
  /** The script URL (script and global failures) — what a log reader needs to reproduce it. */
  readonly scriptUrl: string;
  /** Checks of the SDK global made so far. */
  readonly checks: number;
  /** The loader's failure, for `script-failed`. */
  readonly cause?: unknown;
}

/** The loader's memory (S1 §7). */
export interface SocialSdkContext {
  readonly scriptUrl: string;
  /** Checks of the SDK global made so far, 0–20. */
  readonly checks: number;
  /** The last non-empty profile data received, or `null`. */
  readonly profile: SocialProfileData | null;
}

/** Events from the sign-in view (S1 §7). */
export type SocialSdkEvent =
  /** The SDK answered a profile-data request; `data` is whatever it returned. */
  | { readonly type: 'PROFILE.RECEIVED'; readonly data: unknown }
  /** The social account was signed out or its profile discarded. */
  | { readonly type: 'PROFILE.CLEAR' };

/** What the loader ends with: only `unavailable` is final, so `available` is always false (S1 §8). */
export interface SocialSdkOutput {
  readonly available: false;
}

/** Every state, event, action, guard, actor and delay name of socialSdkMachine. */
export const socialSdkSchema = {
  states: ['loadingScript', 'checkingGlobal', 'waitingToCheck', 'ready.idle', 'ready.profiled', 'unavailable'],
  events: ['PROFILE.RECEIVED', 'PROFILE.CLEAR'],
  actions: ['logSocialSdk', 'countCheck', 'setProfile', 'clearProfile'],
  guards: ['hasGlobal', 'canCheckAgain', 'isEmptyProfile'],
  actors: ['loadScript', 'hasSdkGlobal'],
  delays: ['scriptLoadRetry'],
} as const;

/** Names in {@link socialSdkSchema}, as types. */
export interface SocialSdkSchema {
  readonly state: (typeof socialSdkSchema.states)[number];
  readonly event: SocialSdkEvent['type'];
  readonly action: (typeof socialSdkSchema.actions)[number];
  readonly guard: (typeof socialSdkSchema.guards)[number];
  readonly actor: (typeof socialSdkSchema.actors)[number];
  readonly delay: (typeof socialSdkSchema.delays)[number];
}

/**
 * S1 §8 "empty profile data": our reading — anything that is not an object with at least one field
 * (null, undefined, a primitive, an array, `{}`). Such data is logged only and never replaces a
 * profile already received.
 */
export function isEmptySocialProfile(data: unknown): boolean {
  return typeof data !== 'object' || data === null || Array.isArray(data) || Object.keys(data).length === 0;
}
