/**
 * A masonry grid of Pin cards (columns of 236 px Pins, as S0 §3's `236x` image size): each card
 * links to its Pin page and shows `Save` on hover and on keyboard focus, which opens the
 * save-to-board modal (signed out: `Log in to save this Pin`).
 */
import type { Pin } from '@pinstack/core';
import { MESSAGES } from '@pinstack/core';
import { preloadable } from '@pinstack/react-ui';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { isMobileDevice } from '../device.js';
import { promotionOffered } from '../promotion.js';
import { notedSize, noteSize } from './image-sizes.js';
import { useSession } from '../session.js';
import './feed.css';

const saveModal = preloadable(() => import('./save-modal.js').then((module) => module.SaveToBoardModal));
const SaveToBoardModal = saveModal.Component;
/** Starts fetching the picker before the click lands (a failed fetch is tried again when the modal renders). */
const prefetchSaveModal = () => void saveModal.preload().catch(() => undefined);

/** Props of {@link PinGrid}. */
export interface PinGridProps {
  readonly pins: readonly Pin[];
  /** The grid's accessible name. */
  readonly label: string;
}

/** The masonry grid; `Save` opens the picker for that Pin. */
export function PinGrid({ pins, label }: PinGridProps) {
  const { viewer, setToast } = useSession();
  const [saving, setSaving] = useState<Pin | null>(null);
  return (
    <>
      <ul className="ps-grid" aria-label={label}>
        {pins.map((pin, index) => (
          <li key={pin.id} className="ps-card">
            <PinCard pin={pin} eager={index < EAGER_CARDS} signedIn={viewer?.isAuth === true} onSave={() => setSaving(pin)} />
          </li>
        ))}
      </ul>
      {saving !== null && viewer?.isAuth === true && viewer.id !== undefined ? (
        <Suspense fallback={null}>
          <SaveToBoardModal
            input={{ pin: { id: saving.id }, acting: { isAuth: true, viewerId: viewer.id }, isMobile: isMobileDevice() }}
            success={{ promotionOffered: promotionOffered(viewer) }}
            onFinish={(output) => {
              setSaving(null);
              // S0 §2: on mobile the save ends with the toast, not a success view
              if (output.toast !== null) setToast(output.toast);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

// The first screenful of cards loads at once (one of them is the page's largest paint); the rest lazily.
const EAGER_CARDS = 8;

interface PinCardProps {
  readonly pin: Pin;
  readonly eager: boolean;
  readonly signedIn: boolean;
  readonly onSave: () => void;
}

function PinCard({ pin, eager, signedIn, onSave }: PinCardProps) {
  const image = pin.images?.['236x'] ?? pin.images?.orig;
  const url = image?.url ?? pin.imageUrl;
  const title = pin.title?.trim() || pin.description?.trim() || 'Pin';
  // the Pin's own size, else the one its image had when it last loaded here (Back keeps the feed's height)
  const size = image !== undefined && image.width > 0 ? image : url === undefined ? undefined : notedSize(url);
  const ratio = size === undefined ? undefined : `${size.width} / ${size.height}`;
  return (
    <>
      <Link href={`/pin/${encodeURIComponent(pin.id)}/`} className="ps-card-link">
        {url === undefined ? (
          <span className="ps-card-tile" style={{ background: pin.color ?? undefined }} />
        ) : (
          <img
            src={url}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            width={size?.width}
            height={size?.height}
            style={{ aspectRatio: ratio, background: pin.color ?? undefined }}
            onLoad={(event) => noteSize(url, event.currentTarget)}
          />
        )}
        <span className="ps-card-title">{title}</span>
      </Link>
      {signedIn ? (
        <button
          type="button"
          className="ps-card-save"
          onClick={onSave}
          onPointerEnter={prefetchSaveModal}
          onFocus={prefetchSaveModal}
          aria-label={`Save ${title}`}
        >
          Save
        </button>
      ) : (
        <Link
          href={`/login/?next=${encodeURIComponent(`/pin/${pin.id}/`)}`}
          className="ps-card-save"
          aria-label={`${MESSAGES.logInToSave}: ${title}`}
        >
          Save
        </Link>
      )}
    </>
  );
}
