import { imageSizesAttribute, imageSources, type Pin } from '@pinstack/core';
import { closeupLayout, linkHost, pinFullImage } from '@pinstack/core/rules';
import { useId, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { OutboundLink } from '../outbound-link/OutboundLink.js';
import { PinPicture } from '../pin-picture/PinPicture.js';
import styles from './PinCloseup.module.css';
import { useElementWidth } from './use-element-width.js';

/** Props of {@link PinCloseup}. */
export interface PinCloseupProps {
  readonly pin: Pin;
  /** The Pin's actions at the top of the details (its `Save` button, S0 §2). */
  readonly actions?: ReactNode;
  /** The creator with follow/unfollow (S0 §4), under the description. */
  readonly creator?: ReactNode;
  /**
   * "Saved to {board}" (issue #25: a link to the board, rendered by the app's router); by default
   * the board's name as text.
   */
  readonly savedTo?: ReactNode;
  /** The Pin is being edited: S0 §9 caps its image at 220. @default false */
  readonly editing?: boolean;
  /** The heading level of the Pin's title (1 on the Pin page). @default 1 */
  readonly headingLevel?: 1 | 2;
}

// note: the host as the link check reads it (S1 §5 `linkHost`: no root dot, punycode for IDN), so a look-alike cannot hide
const hostOf = (link: string | null | undefined): string | null => linkHost(link)?.replace(/^www\./, '') ?? null;

/**
 * S0 §9 the Pin closeup: the image pane and the details pane, laid out by `closeupLayout` for the
 * width its container gives it (compact below 488, one 508 pane from 488, the two panes side by
 * side from 992 up to 1016); the image keeps its ratio within the S0 §9 height caps.
 */
export function PinCloseup({ pin, actions, creator, savedTo, editing = false, headingLevel = 1 }: PinCloseupProps) {
  const frame = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const available = useElementWidth(frame);
  const original = pin.images?.orig ?? pin.images?.['236x'] ?? null;
  const layout = closeupLayout({ availableWidth: available ?? 0, image: original, editing });
  const imageUrl = pinFullImage(pin);
  // issue 24 §3: a Pin with sized variants offers them all for the size it is shown at
  const sources = imageSources(pin.images);
  const sized = sources !== undefined ? layout.image : null;
  const title = pin.title?.trim() || null;
  const host = hostOf(pin.link);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const style = { '--closeup-width': `${layout.width}px`, '--closeup-pane': `${layout.imagePaneWidth}px` } as CSSProperties;
  return (
    <div ref={frame} className={styles.frame}>
      {available === null ? null : (
        <article
          className={styles.closeup}
          data-layout={layout.mode}
          style={style}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : 'Pin'}
        >
          <div className={styles.imagePane}>
            {imageUrl === null ? (
              <div className={styles.tile} style={{ background: pin.color ?? 'var(--ps-color-surface-sunken)' }} />
            ) : sized !== null ? (
              // the page's largest image: loaded at once and first; its shape and colour hold the space
              // its width from the shown height and the image's shape, unrounded: the height cap holds to the pixel
              <div
                className={styles.picture}
                style={{ width: Math.min(sized.width + 1, (sized.height * (sources?.width ?? 1)) / (sources?.height ?? 1)) }}
              >
                <PinPicture
                  images={pin.images}
                  sizes={imageSizesAttribute(sized.width)}
                  color={pin.color}
                  // issue #25: the description is read once, in the details; the image is named by the title
                  alt={title || 'Pin image'}
                  loading="eager"
                  fetchPriority="high"
                  className={styles.image}
                />
              </div>
            ) : (
              <img
                className={styles.image}
                src={imageUrl}
                alt={title || 'Pin image'}
                width={layout.image?.width}
                height={layout.image?.height}
                style={pin.color ? { background: pin.color } : undefined}
              />
            )}
          </div>
          <div className={styles.details}>
            {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
            {host === null || !pin.link ? null : (
              // S1 §2/§5: the Pin's own link goes through the link check and /offsite/, never straight out
              <span className={styles.link}>
                <OutboundLink url={pin.link} pin={pin.id}>
                  {host}
                </OutboundLink>
              </span>
            )}
            {title === null ? null : (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {pin.description ? <p className={styles.description}>{pin.description}</p> : null}
            {savedTo !== undefined ? (
              <p className={styles.board}>{savedTo}</p>
            ) : pin.board ? (
              <p className={styles.board}>Saved to {pin.board.name}</p>
            ) : null}
            {creator}
          </div>
        </article>
      )}
    </div>
  );
}
