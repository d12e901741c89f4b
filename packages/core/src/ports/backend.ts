import type { AdsService } from './ads.js';
import type { AuthService } from './auth.js';
import type { BoardService } from './boards.js';
import type { CollaboratorService } from './collaborators.js';
import type { PinService } from './pins.js';
import type { SearchService } from './search.js';
import type { TrackingService } from './tracking.js';
import type { UploadService } from './uploads.js';
import type { UserService } from './users.js';

/**
 * Every port a backend answers (S0 §7, S1 §7 calls): what an adapter's Layer provides and what the
 * contract suite exercises. Storage ports are the platform's, not the backend's, so they are apart.
 */
export type BackendServices =
  | BoardService
  | PinService
  | UploadService
  | UserService
  | CollaboratorService
  | AdsService
  | AuthService
  | SearchService
  | TrackingService;
