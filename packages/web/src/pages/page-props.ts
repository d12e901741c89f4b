import type { ResolvedRoute } from '../routes.js';

/** What every page gets: its resolved route and the query string (without `?`). */
export interface PageProps {
  readonly route: ResolvedRoute;
  readonly search: string;
}
