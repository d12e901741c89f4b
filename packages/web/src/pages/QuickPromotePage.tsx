/**
 * S1 §2 the quick-promote page (`/advertiser/{advertiserId}/quick-promote/`, and the `next` of
 * `/business/convert`, `/advertiser/quick_promote?pinId=`): the Pin to promote (`pinId`) in
 * react-ui's quick-promote flow for the advertiser, whose country sets the S1 §9 budget rules. Being
 * the quick-promote page, it follows S1 §2's second reading: GDPR consent, pin selection, the page,
 * (tag,) business, billing, success. Pin selection offers the Pin the link named and the viewer's
 * own Pins (UserPinsResource, `promotablePins`, more on request), or says there are none and links
 * to the pin builder; the destination URL starts as the Pin's link. Without an advertiser in the url
 * it goes to the viewer's own (the viewer read carries its id and country); a viewer without one
 * first creates an ad account.
 */
import type { Advertiser, Pin } from '@pinstack/core';
import { AdsService, PinService } from '@pinstack/core/ports';
import { COUNTRIES, promotablePins, quickPromoteDefaults, viewerAdvertiser } from '@pinstack/core/rules';
import { BoundQuickPromoteModal, Button, TextField } from '@pinstack/react-ui';
import { inAppMoveCount } from '../history.js';
import { Effect } from 'effect';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';
import './page-form.css';

export default function QuickPromotePage({ route, search }: PageProps) {
  const { viewer, setViewer } = useSession();
  const [, navigate] = useLocation();
  const pinId = new URLSearchParams(search).get('pinId');
  const advertiserId = route.params['advertiserId'] ?? null;
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
        onCreated={(advertiser) => {
          // the viewer now has an ad account (the Pin page reads its campaigns with it)
          setViewer({ ...viewer, advertiser: viewerAdvertiser(advertiser) });
          navigate(
            `/advertiser/${encodeURIComponent(advertiser.id)}/quick-promote/${pinId === null ? '' : `?pinId=${encodeURIComponent(pinId)}`}`,
            {
              replace: true,
            },
          );
        }}
      />
    );
  return <Promote advertiserId={advertiserId} pinId={pinId} />;
}

/** A page of the viewer's own Pins, and the bookmark of the next (`null` on the last). */
interface OwnPins {
  readonly pins: readonly Pin[];
  readonly bookmark: string | null;
}

/** Where the account's GDPR consent to promoting is remembered (S1 §2 reading (2); the spec stores it nowhere). */
const consentKey = (viewerId: string) => `pinstack:promote-consent:${viewerId}`;

function consentGiven(viewerId: string): boolean {
  try {
    return globalThis.localStorage.getItem(consentKey(viewerId)) === 'yes';
  } catch {
    return false;
  }
}

function rememberConsent(viewerId: string): void {
  try {
    globalThis.localStorage.setItem(consentKey(viewerId), 'yes');
  } catch {
    // S1 §8 inaccessible storage: ignored (the step is asked again)
  }
}

function Promote({ advertiserId, pinId }: { readonly advertiserId: string; readonly pinId: string | null }) {
  const [, navigate] = useLocation();
  const { viewer } = useSession();
  const username = viewer?.username ?? '';
  const data = useRead(`promote:${advertiserId}:${pinId ?? ''}:${username}`, async (backend) => {
    const [read, own] = await Promise.all([
      backend.run(
        Effect.all({
          advertiser: Effect.flatMap(AdsService, (ads) => ads.getAdvertiser({ advertiser_id: advertiserId })),
          pinned: pinId === null ? Effect.succeed(null) : Effect.flatMap(PinService, (p) => p.getPin({ id: pinId })),
        }),
      ),
      // S1 §2 pin selection offers the viewer's own Pins
      username === ''
        ? Promise.resolve({ ok: true as const, value: { items: [] as readonly Pin[], bookmark: null } })
        : backend.browse.userPins(username, null),
    ]);
    if (!read.ok) return read;
    if (!own.ok) return own;
    return { ok: true as const, value: { ...read.value, own: { pins: own.value.items, bookmark: own.value.bookmark } satisfies OwnPins } };
  });
  const [more, setMore] = useState<OwnPins | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { backend } = useSession();
  if (data.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (data.status === 'failed') return <LoadFailure message={data.message} httpStatus={data.httpStatus} code={data.code} />;
  const { advertiser, pinned } = data.value;
  const own = more ?? data.value.own;
  // the Pin the link named comes first (it was asked for), then the viewer's own, each once
  // one rule for who may promote (mayPromotePin): the named Pin only when it is the viewer's own copy
  const chosen = pinned === null ? [] : promotablePins([pinned], viewer?.id);
  const pins = promotablePins([...chosen, ...own.pins], viewer?.id);
  const preselected = chosen.length > 0;
  const viewerId = viewer?.id ?? '';
  const showMore =
    own.bookmark === null || backend === null
      ? undefined
      : async () => {
          setLoadingMore(true);
          const next = await backend.browse.userPins(username, own.bookmark);
          setLoadingMore(false);
          if (next.ok) setMore({ pins: [...own.pins, ...next.value.items], bookmark: next.value.bookmark });
        };
  const country = advertiser.country ?? null;
  const defaults = quickPromoteDefaults(country);
  return (
    <section className="ps-page" aria-labelledby="promote-title">
      <h1 id="promote-title">Promote with {advertiser.name ?? 'your ad account'}</h1>
      <BoundQuickPromoteModal
        input={{
          advertiserId: advertiser.id,
          pinId: preselected ? pinId : null,
          // S1 §3 the destination URL starts as the Pin's link
          pinLink: preselected ? (pinned?.link ?? null) : null,
          // chosen on its page or in the success dialog: the choose step is skipped
          pinPreselected: preselected,
          // consent given once is remembered for the account
          consented: viewerId !== '' && consentGiven(viewerId),
          country,
          locale: navigator.language,
          form: { name: '', budget: defaults.dailyBudget, duration: defaults.durationDays, is_ongoing: true, advertiser_id: advertiser.id },
          businessInfoValid: true,
          billingInfoValid: true,
          width: globalThis.innerWidth,
          reading: 'page',
        }}
        pins={pins}
        {...(showMore !== undefined ? { onMorePins: () => void showMore() } : {})}
        loadingMorePins={loadingMore}
        createPinHref="/pin-builder/"
        onConsent={() => viewerId !== '' && rememberConsent(viewerId)}
        // S1 §2 closing goes back; opened straight from a link (nothing of the app behind), to the Pin or home
        historyBack={(steps) => {
          if (inAppMoveCount() >= steps) globalThis.history.go(-steps);
          else navigate(pinId === null ? '/' : `/pin/${encodeURIComponent(pinId)}/`, { replace: true });
        }}
        onFinish={(output) => {
          if (output.outcome === 'finished') navigate(pinId === null ? '/' : `/pin/${encodeURIComponent(pinId)}/`, { replace: true });
        }}
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
        <label className="ps-select">
          Country
          <select value={country} required onChange={(event) => setCountry(event.target.value)}>
            {COUNTRIES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        {error !== null ? (
          <p role="alert" className="ps-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={busy || name.trim() === ''}>
          Continue
        </Button>
      </form>
    </section>
  );
}
