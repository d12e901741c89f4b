/** S1 §4 / §6 / §8 business profile switching. */
import type { BusinessAccessProfile, Viewer } from '../../entities.js';

/** What the caller starts profile switching with (S1 §3 viewer). */
export interface BusinessProfileInput {
  readonly viewer: Viewer;
}

/** The switcher's memory (S1 §4). */
export interface BusinessProfileContext {
  /** The viewer's own id, or `null` for a visitor. */
  readonly viewerId: string | null;
  /** Only signed-in partners have business access profiles (S1 §7). */
  readonly isPartner: boolean;
  readonly profiles: readonly BusinessAccessProfile[];
  /** S1 §4 the profile acted as; defaults to the viewer's own id. */
  readonly activeProfileId: string | null;
  /** S1 §6 the last profile the viewer picked but may not act as. */
  readonly refusedProfileId: string | null;
  /** Message of a failed profile load. */
  readonly loadError: string | null;
}

/** Events of the profile header (S1 §4). */
export type BusinessProfileEvent =
  /** Act as this profile (or the viewer's own id to stop acting as another). */
  | { readonly type: 'PROFILE.SELECT'; readonly profileId: string }
  /** Load the profiles again after a failure. */
  | { readonly type: 'PROFILES.RETRY' };

/** Every state, event, actor, action and guard name of businessProfileMachine. */
export const businessProfileSchema = {
  states: ['loading', 'loadFailed', 'restoring', 'ready', 'persisting'],
  events: ['PROFILE.SELECT', 'PROFILES.RETRY'],
  actors: ['loadProfiles', 'readSelectedProfile', 'writeSelectedProfile'],
  actions: ['storeProfiles', 'storeLoadError', 'restoreProfile', 'activate', 'refuse', 'logStorageFailure'],
  guards: ['isSignedInPartner', 'canSelect'],
} as const;

/** Names in {@link businessProfileSchema}, as types. */
export interface BusinessProfileSchema {
  readonly state: (typeof businessProfileSchema.states)[number];
  readonly event: BusinessProfileEvent['type'];
  readonly actor: (typeof businessProfileSchema.actors)[number];
  readonly action: (typeof businessProfileSchema.actions)[number];
  readonly guard: (typeof businessProfileSchema.guards)[number];
}
