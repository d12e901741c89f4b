/**
 * S1 §2/§7 `/offsite/` and `/offsite` reached in the app: react-ui's `OffsiteRedirect` checks the
 * link (S1 §5) and leaves without a click only for a link the server vouches for (`pin`: a Pin's
 * own link, or a `url` with the server's `token`); any other link is shown and waits for a click,
 * so neither `/offsite?url=…` nor a sign-in's `next=/offsite?url=…` sends anyone away unasked.
 */
import { OffsiteRedirect } from '@pinstack/react-ui';
import type { PageProps } from './page-props.js';

export default function OffsitePage({ search }: PageProps) {
  const query = new URLSearchParams(search);
  return (
    <div className="ps-page">
      <OffsiteRedirect
        // another link is another check (the redirect reads its query once)
        key={search}
        url={query.get('url')}
        pin={query.get('pin')}
        token={query.get('token')}
        isThirdPartyAd={query.get('isThirdPartyAd') === 'true'}
      />
    </div>
  );
}
