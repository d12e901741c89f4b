/**
 * `/pin/{id}/`: the Pin closeup (S0 §9 layout: the image beside its details), its `Save` button
 * opening the save-to-board modal, the outbound link through `/offsite/` (S1 §2), and with
 * `?share=true` the share panel (S0 §2).
 */
import { offsiteUrl } from '@pinstack/core/rules';
import { Button, SaveToBoardModal } from '@pinstack/react-ui';
import { PinService } from '@pinstack/core/ports';
import { Effect } from 'effect';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../session.js';
import { LoadFailure } from './LoadFailure.js';
import type { PageProps } from './page-props.js';
import { useRead } from './use-read.js';
import './pin-page.css';

export default function PinPage({ route, search }: PageProps) {
  const pinId = route.params['id'] ?? '';
  const { viewer } = useSession();
  const [saving, setSaving] = useState(false);
  const pin = useRead(`pin:${pinId}`, (backend) => backend.run(Effect.flatMap(PinService, (pins) => pins.getPin({ id: pinId }))));
  const share = new URLSearchParams(search).get('share') === 'true';
  if (pin.status === 'loading')
    return (
      <p className="ps-loading" role="status">
        Loading…
      </p>
    );
  if (pin.status === 'failed') return <LoadFailure message={pin.message} httpStatus={pin.httpStatus} code={pin.code} />;
  const value = pin.value;
  const image = value.images?.orig?.url ?? value.imageUrl ?? value.images?.['236x']?.url;
  const title = value.title ?? value.description ?? 'Pin';
  const pageUrl = `${globalThis.location.origin}/pin/${encodeURIComponent(value.id)}/`;
  return (
    <article className="ps-page ps-closeup" aria-labelledby="pin-title">
      <div className="ps-closeup-media" style={value.color ? { background: value.color } : undefined}>
        {image === undefined ? null : <img src={image} alt={value.description ?? title} />}
      </div>
      <div className="ps-closeup-details">
        <div className="ps-closeup-actions">
          {viewer?.isAuth === true ? (
            <Button variant="primary" onClick={() => setSaving(true)}>
              Save
            </Button>
          ) : (
            <Link href={`/login/?next=${encodeURIComponent(`/pin/${value.id}/`)}`}>Log in to save this Pin</Link>
          )}
        </div>
        <h1 id="pin-title">{title}</h1>
        {value.description !== undefined && value.description !== title ? <p>{value.description}</p> : null}
        {value.link ? (
          <p>
            <a href={offsiteUrl({ url: value.link, pin: value.id })} rel="noopener">
              {linkHost(value.link)}
            </a>
          </p>
        ) : null}
        {value.board ? (
          <p>
            Saved to <strong>{value.board.name}</strong>
            {value.section ? ` · ${value.section.title}` : ''}
          </p>
        ) : null}
        {share ? (
          <section aria-labelledby="share-title" className="ps-share">
            <h2 id="share-title">Share this Pin</h2>
            <label>
              Link
              <input readOnly value={pageUrl} onFocus={(event) => event.currentTarget.select()} />
            </label>
          </section>
        ) : null}
      </div>
      {saving && viewer?.isAuth === true && viewer.id !== undefined ? (
        <SaveToBoardModal
          input={{ pin: { id: value.id }, acting: { isAuth: true, viewerId: viewer.id } }}
          onFinish={() => setSaving(false)}
        />
      ) : null}
    </article>
  );
}

function linkHost(link: string): string {
  try {
    return new URL(link).host || link;
  } catch {
    return link;
  }
}
