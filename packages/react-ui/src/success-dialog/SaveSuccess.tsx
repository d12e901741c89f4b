import type { Pin } from '@pinstack/core';
import { successDialogButtons, successDialogContent } from '@pinstack/core/rules';
import { LinkButton } from '../primitives/LinkButton.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import styles from './SaveSuccess.module.css';

/** Props of {@link SaveSuccess}. */
export interface SaveSuccessProps {
  /** The saved Pin (its image, colour, link, video). */
  readonly pin: Pin | null;
  /** Website images offered for the Pin's link (FindPinImagesResource). @default [] */
  readonly websiteImageUrls?: readonly string[];
  /** Whether promotion is offered (`canOfferPromotion`, decided by the app with its clock). @default false */
  readonly promotionOffered?: boolean;
  /** @default false */
  readonly isPartner?: boolean;
  /** `See it now` opens in a new tab. @default false */
  readonly openInNewTab?: boolean;
}

/**
 * S0 §2 the saved-Pin success dialog's body: the preview `successDialogContent` picks (video with
 * duration and cover, website-image grid scrolling above 540, Pin image, colour tile with link) at
 * the S0 §9 widths, then `Send` / `Promote your Pin` and `See it now` as `successDialogButtons` says.
 */
export function SaveSuccess({
  pin,
  websiteImageUrls = [],
  promotionOffered = false,
  isPartner = false,
  openInNewTab = false,
}: SaveSuccessProps) {
  const content = successDialogContent({ pin, websiteImageUrls });
  const buttons = successDialogButtons({ pinId: pin?.id ?? null, promotionOffered, isPartner, openInNewTab });
  const { preview } = content;
  return (
    <div className={styles.success} style={{ minWidth: `min(${content.minWidth}px, 100%)` }}>
      {preview.kind === 'none' ? null : (
        <div className={styles.preview} style={{ width: content.previewWidth, maxWidth: '100%' }}>
          {preview.kind === 'image' ? <img src={preview.imageUrl} alt={pin?.title ?? 'Saved Pin'} /> : null}
          {preview.kind === 'video' ? (
            <>
              {preview.coverImageUrl === null ? null : <img src={preview.coverImageUrl} alt={pin?.title ?? 'Saved video Pin'} />}
              {preview.durationLabel === null ? null : <p className={styles.duration}>Video, {preview.durationLabel}</p>}
            </>
          ) : null}
          {preview.kind === 'image_grid' ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable)
            <section className={styles.scroller} style={{ maxHeight: preview.maxHeight }} aria-label="Website images" tabIndex={0}>
              <ul className={styles.grid}>
                {preview.imageUrls.map((url) => (
                  <li key={url}>
                    <img src={url} alt="" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {preview.kind === 'color_tile' ? (
            preview.href === null ? (
              <span className={styles.tile} style={{ background: preview.color }} />
            ) : (
              <a className={styles.tile} style={{ background: preview.color }} href={preview.href}>
                <VisuallyHidden>Visit the Pin's site</VisuallyHidden>
              </a>
            )
          ) : null}
        </div>
      )}
      <div className={styles.buttons}>
        {buttons.map((button) => (
          <LinkButton
            key={button.kind}
            variant={button.color === 'red' ? 'primary' : 'secondary'}
            href={button.href}
            {...(button.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            // S0 §4 the main action is where focus lands when the dialog opens
            {...(button.primary ? { 'data-autofocus': true } : {})}
          >
            {button.label}
          </LinkButton>
        ))}
      </div>
    </div>
  );
}
