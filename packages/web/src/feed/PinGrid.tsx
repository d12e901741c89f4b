/**
 * A masonry grid of Pin cards (issue 24 §3): columns at least 236 px wide (S0 §3's `236x`), each
 * card under the shortest column and as tall as its image's shape makes it (core's `placeMasonry`),
 * so the reading order runs across the top and nothing moves once images load. A card whose image's
 * shape was not known (a Pin without sizes) takes its height when the image loads: the grid then
 * measures its cards and places them again (`shapeChangedOnLoad`), else the next row overlaps it. Each image offers
 * every variant for its column's width (`PinPicture`), the first screen's load at once — its
 * largest with `fetchpriority="high"` — the rest lazily. Each card links to its Pin page and shows
 * `Save` on hover and on keyboard focus, which opens the save-to-board modal (signed out: `Log in
 * to save this Pin`).
 */
import type { Pin } from '@pinstack/core';
import {
  firstScreenCards,
  imageSizesAttribute,
  imageSources,
  leadImageIndex,
  masonryColumns,
  MESSAGES,
  pinThumb,
  pinTitle,
  placeMasonry,
} from '@pinstack/core';
import { PinPicture, preloadable } from '@pinstack/react-ui';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isMobileDevice } from '../device.js';
import { promotionOffered } from '../promotion.js';
import { endFirstScreen } from './first-screen.js';
import { estimateCardHeight, knownShape, noteSize, shapeChangedOnLoad } from './image-sizes.js';
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
  const list = useRef<HTMLUListElement>(null);
  // the width and card heights this grid had last (Back draws it as it was, before the first paint)
  const [width, setWidth] = useState(() => lastWidths.get(label) ?? 0);
  const [screen, setScreen] = useState(0);
  const [, remeasured] = useState(0);
  // an image whose shape was not known has loaded: render, so the layout effect below measures its card
  const reshaped = useCallback(() => remeasured((n) => n + 1), []);
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null) return;
    const measure = () => {
      const next = element.clientWidth;
      lastWidths.set(label, next);
      setWidth(next);
      setScreen(Math.max(0, window.innerHeight - (element.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [label]);
  const layout = masonryColumns(width);
  const columnWidth = layout.columnWidth;
  const heights = pins.map((pin) => cardHeights.get(`${pin.id}@${columnWidth}`) ?? estimateCardHeight(pin, columnWidth));
  const { positions, height } = placeMasonry(heights, { ...layout, columnWidth });
  const { eager, priority } = firstScreenCards(
    positions,
    pins.map((pin) => {
      const size = imageSources(pin.images);
      return size === undefined ? 0 : columnWidth * ((columnWidth * size.height) / size.width);
    }),
    screen,
  );
  // the cards' real heights (title lines), read before the browser paints, place them exactly
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null || width === 0) return;
    let changed = false;
    for (const card of element.children) {
      const key = `${(card as HTMLElement).dataset['pin']}@${columnWidth}`;
      const measured = (card as HTMLElement).offsetHeight;
      if (cardHeights.get(key) !== measured) {
        cardHeights.set(key, measured);
        changed = true;
      }
    }
    if (cardHeights.size > KEPT_HEIGHTS)
      for (const key of [...cardHeights.keys()].slice(0, cardHeights.size - KEPT_HEIGHTS)) cardHeights.delete(key);
    if (changed) remeasured((n) => n + 1);
  });
  const sizes = imageSizesAttribute(columnWidth);
  // the lead cards (the top row's taller, which the server preloads on a phone, and the first
  // screen's largest) load first; the others' images wait until the largest has loaded (or LEAD_WAIT_MS), so on a slow
  // network the page's largest paint does not share its bandwidth (issue 24 §4)
  const leadFirst = useLeadFirst(priority, width > 0 && screen > 0 && pins.length > 0);
  const lead = leadImageIndex(pins.map((pin) => pin.images));
  // the lead image has painted (or stopped waiting): the home page's first screen is no longer needed
  useEffect(() => {
    if (!leadFirst.waiting) endFirstScreen();
  }, [leadFirst.waiting]);
  return (
    <>
      <ul className="ps-grid" aria-label={label} ref={list} style={{ height }}>
        {width === 0
          ? null
          : pins.map((pin, index) => {
              const position = positions[index] ?? { x: 0, y: 0 };
              return (
                <li
                  key={pin.id}
                  className="ps-card"
                  data-pin={pin.id}
                  style={{ width: columnWidth, transform: `translate(${position.x}px, ${position.y}px)` }}
                >
                  <PinCard
                    pin={pin}
                    sizes={sizes}
                    eager={eager[index] === true}
                    priority={index === priority}
                    waiting={leadFirst.waiting && index !== lead && index !== priority}
                    onLoaded={index === priority ? leadFirst.loaded : undefined}
                    onReshaped={reshaped}
                    signedIn={viewer?.isAuth === true}
                    onSave={() => setSaving(pin)}
                  />
                </li>
              );
            })}
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

/** The longest the other cards wait for the largest image of the first screen. */
const LEAD_WAIT_MS = 1500;

/**
 * Whether the other cards still wait for the lead image (index `priority`, none when -1), and the
 * call that ends the wait; `placed`: the grid has measured its first screen and has cards.
 */
function useLeadFirst(priority: number, placed: boolean): { readonly waiting: boolean; readonly loaded: () => void } {
  const [waiting, setWaiting] = useState(true);
  const hasLead = priority >= 0;
  useEffect(() => {
    if (!waiting || !placed) return;
    if (!hasLead) {
      setWaiting(false);
      return;
    }
    const timer = setTimeout(() => setWaiting(false), LEAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, hasLead, placed]);
  return { waiting, loaded: () => setWaiting(false) };
}

/** Card heights measured, by Pin and column width (bounded; the oldest go first). */
const cardHeights = new Map<string, number>();
const KEPT_HEIGHTS = 4000;
/** The width each grid (by its label) last had. */
const lastWidths = new Map<string, number>();
interface PinCardProps {
  readonly pin: Pin;
  /** The column's width, as the image's `sizes`. */
  readonly sizes: string;
  readonly eager: boolean;
  /** The largest image of the first screen. */
  readonly priority: boolean;
  /** The image waits for the lead one: its shape in its dominant colour meanwhile. */
  readonly waiting: boolean;
  /** Called once the image has loaded. */
  readonly onLoaded: (() => void) | undefined;
  /** Called when the loaded image's shape is not the one the card was drawn with (the grid places its cards again). */
  readonly onReshaped: () => void;
  readonly signedIn: boolean;
  readonly onSave: () => void;
}

function PinCard({ pin, sizes, eager, priority, waiting, onLoaded, onReshaped, signedIn, onSave }: PinCardProps) {
  const url = pinThumb(pin);
  const title = pinTitle(pin);
  // a Pin without sizes: the size its image had when it last loaded here (Back keeps the feed's height)
  const shape = knownShape(pin);
  return (
    <>
      <Link href={`/pin/${encodeURIComponent(pin.id)}/`} className="ps-card-link">
        {url === null ? (
          <span className="ps-card-tile" style={{ background: pin.color ?? undefined }} />
        ) : waiting ? (
          <span
            className="ps-card-tile"
            style={{
              background: pin.color ?? undefined,
              aspectRatio: shape === undefined ? undefined : `${shape.width} / ${shape.height}`,
            }}
          />
        ) : (
          <PinPicture
            images={pin.images}
            fallbackUrl={url}
            sizes={sizes}
            color={pin.color}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            {...(shape !== undefined ? { knownSize: shape } : {})}
            onLoad={(event) => {
              noteSize(url, event.currentTarget);
              if (shapeChangedOnLoad(shape, event.currentTarget)) onReshaped();
              onLoaded?.();
            }}
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
