import { assign, fromPromise, setup } from 'xstate';
import { SCRIPT_LOAD_RETRIES, SCRIPT_LOAD_RETRY_MS } from '../../constants.js';
import { notProvided } from '../saving-support.js';
import type {
  SocialProfileData,
  SocialSdkContext,
  SocialSdkEvent,
  SocialSdkInput,
  SocialSdkLogEntry,
  SocialSdkOutput,
} from './social-sdk.types.js';
import { isEmptySocialProfile, socialSdkScriptUrl } from './social-sdk.types.js';

type Log = { readonly context: SocialSdkContext };
const logEntry =
  (reason: SocialSdkLogEntry['reason']) =>
  ({ context }: Log): SocialSdkLogEntry => ({ reason, scriptUrl: context.scriptUrl, checks: context.checks });

/**
 * S1 §7 / §8 social SDK loader: loads the script for the viewer's locale (`loadScript`, given
 * {@link socialSdkScriptUrl}), then checks for the SDK global (`hasSdkGlobal`) at once and every
 * 100 ms, 20 checks at most. Found: `ready`, where profile data is received (empty data is logged
 * only). A script failure or a global still missing after 20 checks is logged only (`logSocialSdk`)
 * and ends in `unavailable`, which callers treat as "no social sign-in". Provide both actors and
 * the log action with `machine.provide`.
 */
export const socialSdkMachine = setup({
  types: {
    context: {} as SocialSdkContext,
    events: {} as SocialSdkEvent,
    input: {} as SocialSdkInput,
    output: {} as SocialSdkOutput,
  },
  actors: {
    /** Adds the script tag for `url`; resolves when it loaded, rejects when it failed (S1 §7). */
    loadScript: fromPromise<void, { url: string }>(notProvided('loadScript')),
    /** Whether the SDK's global (`window.FB`) exists yet (S1 §8). */
    hasSdkGlobal: fromPromise<boolean, { checks: number }>(notProvided('hasSdkGlobal')),
  },
  actions: {
    /** S1 §8 "logged only": the caller's logger; nothing is shown. */
    logSocialSdk: (_: unknown, params: SocialSdkLogEntry): void => {
      throw new Error(`socialSdkMachine: action "logSocialSdk" not provided (${params.reason}); pass it with machine.provide({ actions })`);
    },
    countCheck: assign(({ context }) => ({ checks: context.checks + 1 })),
    setProfile: assign(({ event }) => (event.type === 'PROFILE.RECEIVED' ? { profile: event.data as SocialProfileData } : {})),
    clearProfile: assign({ profile: null }),
  },
  guards: {
    hasGlobal: (_, params: { found: boolean }) => params.found,
    canCheckAgain: ({ context }) => context.checks < SCRIPT_LOAD_RETRIES,
    isEmptyProfile: ({ event }) => event.type === 'PROFILE.RECEIVED' && isEmptySocialProfile(event.data),
  },
  delays: {
    /** S1 §9 script-load retry interval. */
    scriptLoadRetry: SCRIPT_LOAD_RETRY_MS,
  },
}).createMachine({
  id: 'socialSdk',
  initial: 'loadingScript',
  context: ({ input }) => ({ scriptUrl: socialSdkScriptUrl(input.locale), checks: 0, profile: null }),
  states: {
    loadingScript: {
      invoke: {
        id: 'loadScript',
        src: 'loadScript',
        input: ({ context }) => ({ url: context.scriptUrl }),
        onDone: 'checkingGlobal',
        onError: {
          target: 'unavailable',
          actions: {
            type: 'logSocialSdk',
            params: ({ context, event }) => ({ ...logEntry('script-failed')({ context }), cause: event.error }),
          },
        },
      },
    },
    checkingGlobal: {
      entry: 'countCheck',
      invoke: {
        id: 'hasSdkGlobal',
        src: 'hasSdkGlobal',
        input: ({ context }) => ({ checks: context.checks }),
        onDone: [
          { guard: { type: 'hasGlobal', params: ({ event }) => ({ found: event.output === true }) }, target: 'ready' },
          { guard: 'canCheckAgain', target: 'waitingToCheck' },
          { target: 'unavailable', actions: { type: 'logSocialSdk', params: logEntry('missing-global') } },
        ],
        // note: a check that throws counts as "not there yet", like a missing global
        onError: [
          { guard: 'canCheckAgain', target: 'waitingToCheck' },
          { target: 'unavailable', actions: { type: 'logSocialSdk', params: logEntry('missing-global') } },
        ],
      },
    },
    waitingToCheck: {
      after: { scriptLoadRetry: 'checkingGlobal' },
    },
    ready: {
      initial: 'idle',
      on: {
        'PROFILE.RECEIVED': [
          { guard: 'isEmptyProfile', actions: { type: 'logSocialSdk', params: logEntry('empty-profile-data') } },
          { target: '.profiled', actions: 'setProfile' },
        ],
      },
      states: {
        idle: {},
        profiled: {
          on: { 'PROFILE.CLEAR': { target: 'idle', actions: 'clearProfile' } },
        },
      },
    },
    unavailable: {
      type: 'final',
    },
  },
  output: () => ({ available: false }),
});
