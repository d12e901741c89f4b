/**
 * Issue 25 "URLs follow" a username change: a page asked for under a name its owner gave up (the
 * server still finds them) replaces its URL with the same path under the current name.
 */
import { renamedPath } from '@pinstack/core/rules';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Replaces the URL once `current` (the owner's username now) differs from the `asked` one. */
export function useRenamedRedirect(asked: string, current: string | null | undefined): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (current === null || current === undefined || current === '') return;
    const moved = renamedPath(location, asked, current);
    if (moved !== null) navigate(`${moved}${search === '' ? '' : `?${search}`}`, { replace: true });
  }, [asked, current, location, search, navigate]);
}
