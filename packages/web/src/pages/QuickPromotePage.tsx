/**
 * S1 §2 the quick-promote page (`/quick-promote/`, `/advertiser/quick-promote/`, and the `next`
 * of `/business/convert`): the Pin to promote (`pinId`) and the advertiser. The quick-promote form
 * comes from react-ui's quick-promote component; until it is there the page names its parameters.
 */
import AdManagerPage from './AdManagerPage.js';
import type { PageProps } from './page-props.js';

export default function QuickPromotePage(props: PageProps) {
  const pinId = new URLSearchParams(props.search).get('pinId');
  return (
    <>
      <AdManagerPage {...props} route={{ ...props.route, adRoute: props.route.adRoute ?? 'advertiserQuickPromote' }} />
      {pinId === null ? null : <p>Pin to promote: {pinId}</p>}
    </>
  );
}
