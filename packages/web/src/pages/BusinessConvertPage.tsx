/**
 * S0 §2 / S1 §2 `/business/convert`: the promotion entry. With `next` (the quick-promote page,
 * `/advertiser/quick_promote`) it goes on there carrying `pinId`; an unsafe `next` goes to `/` and
 * is logged. Without `next` it says what promoting is and offers to choose a Pin (or to log in
 * first), rather than going anywhere unasked (core `businessConvertPlan`).
 */
import { businessConvertPlan } from '@pinstack/core/rules';
import { LinkButton } from '@pinstack/react-ui';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../session.js';
import type { PageProps } from './page-props.js';

export default function BusinessConvertPage({ search }: PageProps) {
  const [location, navigate] = useLocation();
  const { viewer } = useSession();
  const plan = useMemo(() => businessConvertPlan(search, globalThis.location.origin), [search]);
  useEffect(() => {
    if (plan.kind === 'refused') console.warn(`redirect to next refused (${plan.reason}); going to /`);
    if (plan.kind !== 'explain') navigate(plan.to, { replace: true });
  }, [plan, navigate]);
  if (plan.kind !== 'explain')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  const here = `${location}${search === '' ? '' : `?${search}`}`;
  return (
    <section className="ps-page" aria-labelledby="promote-entry-title">
      <h1 id="promote-entry-title">{plan.pinId === null ? 'Promote your Pins' : 'Promote your Pin'}</h1>
      <p>
        Promoting a Pin shows it to more people as an ad, for a daily budget you choose. The ad leads to the Pin's link, or to a page you
        name.
      </p>
      {viewer?.isAuth === true ? (
        <>
          <p>{plan.pinId === null ? 'Start by choosing one of your Pins.' : 'Set up the ad for this Pin.'}</p>
          <Link href={plan.choosePinPath} asChild>
            <LinkButton variant="primary">{plan.pinId === null ? 'Choose a Pin to promote' : 'Promote this Pin'}</LinkButton>
          </Link>
        </>
      ) : viewer !== null ? (
        <>
          <p>Log in to promote your Pins.</p>
          <Link href={`/login/?next=${encodeURIComponent(here)}`} asChild>
            <LinkButton variant="primary">Log in</LinkButton>
          </Link>
        </>
      ) : null}
    </section>
  );
}
