/**
 * S1 §2 the quick-promote page (`/advertiser/{advertiserId}/quick-promote/`, and the `next` of
 * `/business/convert`, `/advertiser/quick_promote?pinId=`): the Pin to promote (`pinId`) in
 * react-ui's quick-promote flow for the advertiser, whose country sets the S1 §9 budget rules. Being
 * the quick-promote page, it follows S1 §2's second reading: GDPR consent, pin selection, the page,
 * (tag,) business, billing, success. Without an advertiser in the url it goes to the viewer's own
 * (the viewer read carries its id and country); a viewer without one first creates an ad account.
 */
import type { Advertiser, Pin } from '@pinstack/core';
import { AdsService, PinService } from '@pinstack/core/ports';
import { quickPromoteDefaults } from '@pinstack/core/rules';
import { BoundQuickPromoteModal, Button, TextField } from '@pinstack/react-ui';
import { Effect } from 'effect';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';

export default function QuickPromotePage({ route, search }: PageProps) {
  const { viewer } = useSession();
  const [location, navigate] = useLocation();
  const pinId = new URLSearchParams(search).get('pinId');
  const advertiserId = route.params['advertiserId'] ?? null;
  useEffect(() => {
    if (viewer !== null && !viewer.isAuth)
      navigate(`/login/?next=${encodeURIComponent(`${location}${search === '' ? '' : `?${search}`}`)}`, { replace: true });
  }, [viewer, location, search, navigate]);
  const own = viewer?.advertiser ?? null;
  useEffect(() => {
    if (advertiserId === null && own !== null)
      navigate(`/advertiser/${encodeURIComponent(own.id)}/quick-promote/${pinId === null ? '' : `?pinId=${encodeURIComponent(pinId)}`}`, {
        replace: true,
      });
  }, [advertiserId, own, pinId, navigate]);
  if (viewer === null || !viewer.isAuth || (advertiserId === null && own !== null)) return null;
  if (advertiserId === null)
    return (
      <CreateAdAccount
        onCreated={(advertiser) =>
          navigate(
            `/advertiser/${encodeURIComponent(advertiser.id)}/quick-promote/${pinId === null ? '' : `?pinId=${encodeURIComponent(pinId)}`}`,
            {
              replace: true,
            },
          )
        }
      />
    );
  return <Promote advertiserId={advertiserId} pinId={pinId} />;
}

function Promote({ advertiserId, pinId }: { readonly advertiserId: string; readonly pinId: string | null }) {
  const [, navigate] = useLocation();
  const data = useRead(`promote:${advertiserId}:${pinId ?? ''}`, (backend) =>
    backend.run(
      Effect.all({
        advertiser: Effect.flatMap(AdsService, (ads) => ads.getAdvertiser({ advertiser_id: advertiserId })),
        pins:
          pinId === null
            ? Effect.succeed<readonly Pin[]>([])
            : Effect.map(
                Effect.flatMap(PinService, (p) => p.getPin({ id: pinId })),
                (pin) => [pin],
              ),
      }),
    ),
  );
  if (data.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (data.status === 'failed') return <LoadFailure message={data.message} httpStatus={data.httpStatus} code={data.code} />;
  const { advertiser, pins } = data.value;
  const country = advertiser.country ?? null;
  const defaults = quickPromoteDefaults(country);
  return (
    <section className="ps-page" aria-labelledby="promote-title">
      <h1 id="promote-title">Promote with {advertiser.name ?? 'your ad account'}</h1>
      <BoundQuickPromoteModal
        input={{
          advertiserId: advertiser.id,
          pinId,
          country,
          locale: navigator.language,
          form: { name: '', budget: defaults.dailyBudget, duration: defaults.durationDays, is_ongoing: true, advertiser_id: advertiser.id },
          businessInfoValid: true,
          billingInfoValid: true,
          width: globalThis.innerWidth,
          reading: 'page',
        }}
        pins={pins}
        onFinish={() => navigate(pinId === null ? '/' : `/pin/${encodeURIComponent(pinId)}/`, { replace: true })}
      />
    </section>
  );
}

function CreateAdAccount({ onCreated }: { readonly onCreated: (advertiser: Advertiser) => void }) {
  const { backend } = useSession();
  const [name, setName] = useState('');
  const [country, setCountry] = useState('US');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (backend === null || busy) return;
    setBusy(true);
    const outcome = await backend.run(
      Effect.flatMap(AdsService, (ads) => ads.createAdvertiser({ name: name.trim(), country: country.trim().toUpperCase() })),
    );
    setBusy(false);
    if (outcome.ok) onCreated(outcome.value);
    else setError(outcome.message);
  };
  return (
    <section className="ps-page" aria-labelledby="ad-account-title">
      <h1 id="ad-account-title">Create an ad account</h1>
      <p>Promoting a Pin needs an ad account; its country sets the currency and budget rules.</p>
      <form className="ps-form" onSubmit={submit}>
        <TextField label="Business name" required value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="Country (two letters)"
          required
          maxLength={2}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          error={error}
        />
        <Button type="submit" variant="primary" disabled={busy || name.trim() === ''}>
          Continue
        </Button>
      </form>
    </section>
  );
}
