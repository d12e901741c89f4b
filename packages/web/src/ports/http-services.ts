/**
 * The HTTP services no page needs before its first paint (uploads, users, collaborators, ads,
 * auth, search, tracking): their own chunk, loaded on their first call.
 */
import {
  makeAdsServiceHttp,
  makeAuthServiceHttp,
  makeCollaboratorServiceHttp,
  makeSearchServiceHttp,
  makeTrackingServiceHttp,
  makeUploadServiceHttp,
  makeUserServiceHttp,
  type ResolvedConfig,
} from '@pinstack/http-adapter';

/** Every deferred service over `config`. */
export function makeDeferredServices(config: ResolvedConfig) {
  return {
    uploads: makeUploadServiceHttp(config),
    users: makeUserServiceHttp(config),
    collaborators: makeCollaboratorServiceHttp(config),
    ads: makeAdsServiceHttp(config),
    auth: makeAuthServiceHttp(config),
    search: makeSearchServiceHttp(config),
    tracking: makeTrackingServiceHttp(config),
  };
}

/** The deferred services, by name. */
export type DeferredServices = ReturnType<typeof makeDeferredServices>;
