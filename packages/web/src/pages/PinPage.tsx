/**
 * `/pin/{id}/`: the Pin closeup (react-ui's S0 §9 layout), its `Save` button opening the
 * save-to-board modal (signed out: log in to save), `Promote` on the viewer's own Pin when promotion
 * is offered (S1 §6, to `/business/convert`), and with `?share=true` the share panel (S0 §2).
 */
import { MESSAGES } from '@pinstack/core';
import { isCampaignActive, promoteUrl } from '@pinstack/core/rules';
import { AdsService } from '@pinstack/core/ports';
import { Button, LinkButton, PinCloseup, SaveToBoardModal } from '@pinstack/react-ui';
import { PinService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useState } from 'react';
import { Link } from 'wouter';
import { isMobileDevice } from '../device.js';
import { pinPromotable, promotionOffered } from '../promotion.js';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useCachedRead } from '../cache/browse-cache.js';
import { useScrollMemory } from './use-scroll-memory.js';
import { useRead } from './use-read.js';
import './pin-page.css';
import { usePageTitle } from '../shell/title.js';

export default function PinPage({ route, search }: PageProps) {
  const pinId = route.params['id'] ?? '';
  const { viewer, setToast } = useSession();
  const [saving, setSaving] = useState(false);
  const pin = useCachedRead(['pin', pinId, viewer?.id ?? ''], (backend) =>
    backend.run(Effect.flatMap(PinService, (pins) => pins.getPin({ id: pinId }))),
  );
  useScrollMemory(pin.status !== 'loading');
  // the owner sees that their Pin is being promoted (one running promotion per Pin: no second Promote)
  const advertiserId = viewer?.advertiser?.id ?? null;
  const campaigns = useRead(`promoted:${pinId}:${advertiserId ?? ''}`, async (backend) =>
    advertiserId === null
      ? { ok: true as const, value: false }
      : backend.run(
          Effect.map(
            Effect.flatMap(AdsService, (ads) => ads.getCampaigns({ advertiser_id: advertiserId, pin_id: pinId })),
            (page) => page.items.some((campaign) => isCampaignActive(campaign, new Date())),
          ),
        ),
  );
  const promoted = campaigns.status === 'done' && campaigns.value;
  const share = new URLSearchParams(search).get('share') === 'true';
  usePageTitle(pin.status === 'done' ? pin.value.title?.trim() || pin.value.description?.trim() || 'Pin' : null);
  if (pin.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (pin.status === 'failed') return <LoadFailure message={pin.message} httpStatus={pin.httpStatus} code={pin.code} />;
  const value = pin.value;
  const pageUrl = `${globalThis.location.origin}/pin/${encodeURIComponent(value.id)}/`;
  const save =
    viewer?.isAuth === true ? (
      <>
        {pinPromotable(viewer, value) ? (
          promoted ? (
            <span className="ps-promoted" role="status">
              Promoted
            </span>
          ) : (
            <LinkButton href={promoteUrl(value.id)}>Promote</LinkButton>
          )
        ) : null}
        <Button variant="primary" onClick={() => setSaving(true)}>
          Save
        </Button>
      </>
    ) : (
      <Link href={`/login/?next=${encodeURIComponent(`/pin/${value.id}/`)}`}>{MESSAGES.logInToSave}</Link>
    );
  return (
    <div className="ps-page">
      {value.title?.trim() ? null : <h1 className="ps-visually-hidden">Pin</h1>}
      <PinCloseup pin={value} actions={save} />
      {share ? (
        <section aria-labelledby="share-title" className="ps-share">
          <h2 id="share-title">Share this Pin</h2>
          <label>
            Link
            <input readOnly value={pageUrl} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </section>
      ) : null}
      {saving && viewer?.isAuth === true && viewer.id !== undefined ? (
        <SaveToBoardModal
          input={{ pin: { id: value.id }, acting: { isAuth: true, viewerId: viewer.id }, isMobile: isMobileDevice() }}
          success={{ promotionOffered: promotionOffered(viewer) }}
          onFinish={(output) => {
            setSaving(false);
            // S0 §2: on mobile the save ends with the toast, not a success view
            if (output.toast !== null) setToast(output.toast);
          }}
        />
      ) : null}
    </div>
  );
}
