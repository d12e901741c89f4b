/**
 * S1 §2/§7 `/offsite/` reached inside the app: the check-only call decides whether the link may
 * open (S1 §5 `offsiteAllowed`); allowed links open, blocked ones say so.
 */
import { offsiteAllowed, offsiteCheckParams } from '@pinstack/core/rules';
import { AdsService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useEffect } from 'react';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';

export default function OffsitePage({ search }: PageProps) {
  const query = new URLSearchParams(search);
  const url = query.get('url') ?? '';
  const pin = query.get('pin') ?? undefined;
  const check = useRead(`offsite:${search}`, (backend) => {
    const params = offsiteCheckParams({ url, ...(pin === undefined ? {} : { pinId: pin }) });
    return backend.run(
      Effect.flatMap(AdsService, (ads) =>
        ads.checkOffsite({ url: params['url'] ?? url, ...(params['pin_id'] === undefined ? {} : { pin_id: params['pin_id'] }) }),
      ),
    );
  });
  const allowed = check.status === 'done' && offsiteAllowed(check.value.redirect_status);
  useEffect(() => {
    if (allowed && check.status === 'done') globalThis.location.replace(check.value.url);
  }, [allowed, check]);
  if (check.status === 'failed') return <LoadFailure message={check.message} />;
  if (check.status === 'loading' || allowed)
    return (
      <p className="ps-loading" role="status">
        Leaving Pinstack…
      </p>
    );
  return (
    <section className="ps-page" aria-labelledby="offsite-title">
      <h1 id="offsite-title">This link is blocked</h1>
      <p>We blocked this link because it may be unsafe.</p>
    </section>
  );
}
