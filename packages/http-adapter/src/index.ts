/**
 * @pinstack/http-adapter: every port of @pinstack/core over HTTP, speaking wire-protocol.md.
 * `makeHttpAdapter(config)` gives one Layer with all of them.
 */
import type { BackendServices } from '@pinstack/core';
import { Layer } from 'effect';
import {
  AdsService,
  AuthService,
  BoardService,
  BrowseService,
  CollaboratorService,
  PinService,
  SearchService,
  TrackingService,
  UploadService,
  UserService,
} from '@pinstack/core';
import { makeAdsServiceHttp } from './ads.js';
import { makeAuthServiceHttp } from './auth.js';
import { makeBoardServiceHttp } from './boards.js';
import { makeBrowseServiceHttp } from './browse.js';
import { makeCollaboratorServiceHttp } from './collaborators.js';
import { resolveConfig, type HttpAdapterConfig } from './config.js';
import { makePinServiceHttp } from './pins.js';
import { makeSearchServiceHttp } from './search.js';
import { makeTrackingServiceHttp } from './tracking.js';
import { platformUploader } from './uploader.js';
import { makeUploadServiceHttp } from './uploads.js';
import { makeUserServiceHttp } from './users.js';

export * from './config.js';
export * from './routes.js';
export {
  buildRequest,
  decodeEnvelope,
  decodeEnvelopeWithBookmark,
  encodeOptions,
  formatPath,
  isAbortError,
  queryString,
} from './client.js';
export type { BuiltRequest, CallRequest } from './client.js';
export { makeAdsServiceHttp } from './ads.js';
export { makeAuthServiceHttp } from './auth.js';
export { makeBoardServiceHttp } from './boards.js';
export { makeBrowseServiceHttp } from './browse.js';
export { makeCollaboratorServiceHttp } from './collaborators.js';
export { makePinServiceHttp } from './pins.js';
export { makeSearchServiceHttp } from './search.js';
export { makeTrackingServiceHttp } from './tracking.js';
export { lazyPlatformUploader } from './lazy-uploader.js';
export { platformUploader, xhrUploader, type XhrLike } from './uploader.js';
export { makeUploadServiceHttp, uploadForm } from './uploads.js';
export { makeUserServiceHttp } from './users.js';
export * from './web-storage.js';

/** Every HTTP-backed port `makeHttpAdapter` provides: the backend's and the browse reads. */
export type HttpServices = BackendServices | BrowseService;

/**
 * One Layer providing every HTTP port of the core over `config.baseUrl` (wire-protocol.md). The
 * typeahead cache (S1 §7) belongs to the returned adapter, so build it once per app.
 */
export function makeHttpAdapter(config: HttpAdapterConfig): Layer.Layer<HttpServices> {
  const resolved = resolveConfig(config, platformUploader);
  return Layer.mergeAll(
    Layer.succeed(BoardService, makeBoardServiceHttp(resolved)),
    Layer.succeed(BrowseService, makeBrowseServiceHttp(resolved)),
    Layer.succeed(PinService, makePinServiceHttp(resolved)),
    Layer.succeed(UploadService, makeUploadServiceHttp(resolved)),
    Layer.succeed(UserService, makeUserServiceHttp(resolved)),
    Layer.succeed(CollaboratorService, makeCollaboratorServiceHttp(resolved)),
    Layer.succeed(AdsService, makeAdsServiceHttp(resolved)),
    Layer.succeed(AuthService, makeAuthServiceHttp(resolved)),
    Layer.succeed(SearchService, makeSearchServiceHttp(resolved)),
    Layer.succeed(TrackingService, makeTrackingServiceHttp(resolved)),
  );
}
