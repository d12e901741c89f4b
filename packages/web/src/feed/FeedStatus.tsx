/** Under a paged list: loading, the failure (S1 §2 load errors redirect), or nothing more. */
import { LoadFailure } from '../pages/LoadFailure.js';
import type { PagedList } from './use-paged-list.js';

export function FeedStatus({ list, empty }: { readonly list: PagedList<unknown>; readonly empty: string }) {
  if (list.failure !== null)
    return <LoadFailure message={list.failure.message} httpStatus={list.failure.status} code={list.failure.code} />;
  if (list.loading)
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  return list.items.length === 0 ? <p>{empty}</p> : null;
}
