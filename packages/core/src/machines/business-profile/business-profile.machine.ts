import { assign, fromPromise, log, not, setup } from 'xstate';
import type { BusinessAccessProfile } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { canActAsProfile } from '../../rules/account.js';
import type { BusinessProfileContext, BusinessProfileEvent, BusinessProfileInput } from './business-profile.types.js';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`businessProfileMachine: actor "${name}" not provided; pass it with machine.provide({ actors })`);
};
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : MESSAGES.genericError;

/** S1 §4 / §6: the viewer's own id is always allowed; another profile only when `canActAsProfile` says so. */
const mayActAs = (context: BusinessProfileContext, profileId: unknown): boolean => {
  if (typeof profileId !== 'string' || profileId === '') return false;
  if (profileId === context.viewerId) return true;
  const profile = context.profiles.find((p) => p.id === profileId);
  return profile !== undefined && canActAsProfile(profile);
};

/**
 * S1 §4 business profile switching: the active profile defaults to the viewer's own id; the
 * profiles come from the injected `loadProfiles` (signed-in partners only); the selection is read
 * from and written to session storage through injected actors whose failures are logged and
 * ignored (S1 §8); acting as a profile is honoured only when `canActAsProfile` allows it (S1 §6).
 */
export const businessProfileMachine = setup({
  types: {
    context: {} as BusinessProfileContext,
    events: {} as BusinessProfileEvent,
    input: {} as BusinessProfileInput,
  },
  actors: {
    /** S1 §7 GET /vx/business_access/profiles/. */
    loadProfiles: fromPromise<readonly BusinessAccessProfile[], void>(notProvided('loadProfiles')),
    /** S1 §4 the profile id kept in session storage, or `null`. */
    readSelectedProfile: fromPromise<string | null, void>(notProvided('readSelectedProfile')),
    /** S1 §4 keeps the selected profile id in session storage. */
    writeSelectedProfile: fromPromise<void, { readonly profileId: string }>(notProvided('writeSelectedProfile')),
  },
  actions: {
    storeProfiles: assign((_, params: { profiles: readonly BusinessAccessProfile[] }) => ({
      // note: a malformed answer is treated as no profiles rather than crashing the header
      profiles: Array.isArray(params.profiles) ? params.profiles : [],
      loadError: null,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: messageOf(params.error) })),
    restoreProfile: assign(({ context }, params: { profileId: string | null }) =>
      mayActAs(context, params.profileId) ? { activeProfileId: params.profileId } : {},
    ),
    activate: assign(({ event }) => (event.type === 'PROFILE.SELECT' ? { activeProfileId: event.profileId, refusedProfileId: null } : {})),
    refuse: assign(({ event }) => (event.type === 'PROFILE.SELECT' ? { refusedProfileId: event.profileId } : {})),
    /** S1 §8 inaccessible storage: logged and ignored. */
    logStorageFailure: log(
      (_, params: { operation: string; error: unknown }) =>
        `businessProfileMachine: session storage ${params.operation} failed and was ignored: ${messageOf(params.error)}`,
    ),
  },
  guards: {
    isSignedInPartner: ({ context }) => context.viewerId !== null && context.isPartner,
    canSelect: ({ context, event }) => event.type === 'PROFILE.SELECT' && mayActAs(context, event.profileId),
  },
}).createMachine({
  id: 'businessProfile',
  context: ({ input }) => ({
    viewerId: input.viewer.isAuth && typeof input.viewer.id === 'string' && input.viewer.id !== '' ? input.viewer.id : null,
    isPartner: input.viewer.isPartner === true,
    profiles: [],
    activeProfileId: input.viewer.isAuth && typeof input.viewer.id === 'string' && input.viewer.id !== '' ? input.viewer.id : null,
    refusedProfileId: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      // S1 §7: only signed-in partners have profiles to load; everyone else acts as themselves
      always: { guard: not('isSignedInPartner'), target: 'ready' },
      invoke: {
        id: 'loadProfiles',
        src: 'loadProfiles',
        onDone: { target: 'restoring', actions: { type: 'storeProfiles', params: ({ event }) => ({ profiles: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'PROFILES.RETRY': { guard: 'isSignedInPartner', target: 'loading' } },
    },
    restoring: {
      invoke: {
        id: 'readSelectedProfile',
        src: 'readSelectedProfile',
        onDone: { target: 'ready', actions: { type: 'restoreProfile', params: ({ event }) => ({ profileId: event.output }) } },
        onError: {
          target: 'ready',
          actions: { type: 'logStorageFailure', params: ({ event }) => ({ operation: 'read', error: event.error }) },
        },
      },
    },
    ready: {
      on: {
        'PROFILE.SELECT': [{ guard: 'canSelect', target: 'persisting', actions: 'activate' }, { actions: 'refuse' }],
      },
    },
    persisting: {
      on: {
        // note: re-entering cancels the write still running, so the last choice is the one stored
        'PROFILE.SELECT': [{ guard: 'canSelect', target: 'persisting', reenter: true, actions: 'activate' }, { actions: 'refuse' }],
      },
      invoke: {
        id: 'writeSelectedProfile',
        src: 'writeSelectedProfile',
        input: ({ context }) => ({ profileId: context.activeProfileId ?? '' }),
        onDone: 'ready',
        onError: {
          target: 'ready',
          actions: { type: 'logStorageFailure', params: ({ event }) => ({ operation: 'write', error: event.error }) },
        },
      },
    },
  },
});
