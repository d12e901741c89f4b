/**
 * The services no page needs before its first paint (Pins, uploads, users, collaborators, ads,
 * auth, search, browse reads, tracking, web storage): their own chunk, loaded on their first call
 * (the Pins port's as soon as the save picker's boards arrive).
 */
import {
  makeAdsServiceHttp,
  makeAuthServiceHttp,
  makeBrowseServiceHttp,
  makeCollaboratorServiceHttp,
  makePinServiceHttp,
  makeSearchServiceHttp,
  makeTrackingServiceHttp,
  makeUploadServiceHttp,
  makeUserServiceHttp,
  makeWebStorage,
  type ResolvedConfig,
} from '@pinstack/http-adapter';

/** Every deferred service over `config`. */
export function makeDeferredServices(config: ResolvedConfig) {
  return {
    pins: makePinServiceHttp(config),
    uploads: makeUploadServiceHttp(config),
    users: makeUserServiceHttp(config),
    collaborators: makeCollaboratorServiceHttp(config),
    ads: makeAdsServiceHttp(config),
    auth: makeAuthServiceHttp(config),
    search: makeSearchServiceHttp(config),
    browse: makeBrowseServiceHttp(config),
    tracking: makeTrackingServiceHttp(config),
    // the platform's local and session storage (quick-promote drafts, S1 §3)
    local: makeWebStorage(() => globalThis.localStorage),
    session: makeWebStorage(() => globalThis.sessionStorage),
  };
}

/** The deferred services, by name. */
export type DeferredServices = ReturnType<typeof makeDeferredServices>;
