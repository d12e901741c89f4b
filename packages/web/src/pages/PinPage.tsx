/**
 * `/pin/{id}/`: the Pin closeup (react-ui's S0 §9 layout), its `Save` button opening the
 * save-to-board modal (signed out: log in to save), `Promote` on the viewer's own Pin when promotion
 * is offered (S1 §6, to `/business/convert`), and with `?share=true` the share panel (S0 §2).
 */
import { type Board, MESSAGES } from '@pinstack/core';
import { canEditPin, isCampaignActive, OWNING_MESSAGES, pinTitle, promoteUrl } from '@pinstack/core/rules';
import { Button, LinkButton, PinCloseup, PinEditModal, SaveToBoardModal, SendButton } from '@pinstack/react-ui';
import { AdsService, BoardService, PinService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isMobileDevice } from '../device.js';
import { pinPromotable, promotionOffered } from '../promotion.js';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useCachedRead } from '../cache/browse-cache.js';
import { useScrollMemory } from './use-scroll-memory.js';
import { useRead } from './use-read.js';
import { MoreFromBoard, PinCreatorCard } from './pin-page-parts.js';
import './pin-page.css';
import { usePageTitle } from '../shell/title.js';

export default function PinPage({ route, search }: PageProps) {
  const pinId = route.params['id'] ?? '';
  const { backend, viewer, setToast, setFlash } = useSession();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  // issue #25: the boards the saver may move the Pin to (their picker's, S0 §6), read when Edit opens
  const [editing, setEditing] = useState<readonly Board[] | null>(null);
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
  usePageTitle(pin.status === 'done' ? pinTitle(pin.value) : null);
  if (pin.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (pin.status === 'failed') return <LoadFailure message={pin.message} httpStatus={pin.httpStatus} code={pin.code} />;
  const value = pin.value;
  const pageUrl = `${globalThis.location.origin}/pin/${encodeURIComponent(value.id)}/`;
  // issue #25: only the Pin's saver sees Edit (the backend refuses everyone else)
  const owns = viewer?.isAuth === true && canEditPin(value, viewer.id);
  const openEdit = () => {
    if (backend === null) return;
    void backend
      .run(Effect.flatMap(BoardService, (boards) => boards.getPickerBoards({})))
      .then((picker) => setEditing(picker.ok ? picker.value.all_boards : []));
  };
  const send = <SendButton url={pageUrl} {...(value.title?.trim() ? { title: value.title.trim() } : {})} />;
  const save =
    viewer?.isAuth === true ? (
      <>
        {send}
        {owns ? <Button onClick={openEdit}>Edit</Button> : null}
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
      <>
        {send}
        <Link href={`/login/?next=${encodeURIComponent(`/pin/${value.id}/`)}`}>{MESSAGES.logInToSave}</Link>
      </>
    );
  const board = value.board ?? null;
  return (
    <div className="ps-page">
      {value.title?.trim() ? null : <h1 className="ps-visually-hidden">Pin</h1>}
      <PinCloseup
        pin={value}
        actions={save}
        {...(board?.url
          ? {
              savedTo: (
                <>
                  Saved to <Link href={board.url}>{board.name}</Link>
                </>
              ),
            }
          : {})}
        {...(value.pinner?.username ? { creator: <PinCreatorCard creator={value.pinner} /> } : {})}
      />
      {share ? (
        <section aria-labelledby="share-title" className="ps-share">
          <h2 id="share-title">Share this Pin</h2>
          <label>
            Link
            <input readOnly value={pageUrl} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </section>
      ) : null}
      {board === null ? null : <MoreFromBoard boardId={board.id} pinId={value.id} />}
      {editing !== null && owns ? (
        <PinEditModal
          pin={value}
          boards={editing}
          onClose={() => setEditing(null)}
          // the cache reads the Pin again (CHANGED_BY 'PinResource.update'): the page shows what was saved
          onSaved={() => setEditing(null)}
          onDeleted={() => {
            setEditing(null);
            setFlash(OWNING_MESSAGES.pinDeleted);
            navigate(viewer?.username ? `/${encodeURIComponent(viewer.username)}/` : '/', { replace: true });
          }}
        />
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
