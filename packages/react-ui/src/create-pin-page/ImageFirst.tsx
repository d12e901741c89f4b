/**
 * The create-Pin page before it has an image of this site (issue 20: a page without one asks for
 * it; issue 24 §2: another site's image is shown and saved once the backend has its own copy).
 * Its own chunk: a page that opens with an image of ours goes straight to the picker without it
 * (issue 22's budget).
 */
import type { SavePinOutput } from '@pinstack/core/machines';
import { createPinPageHasImage } from '@pinstack/core/rules';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button.js';
import { Spinner } from '../primitives/Spinner.js';
import { AddPinImage } from './AddPinImage.js';
import styles from './CreatePinPage.module.css';
import { useWarmedImage } from './use-warmed-image.js';

/** The heading of the create-Pin page while it has no image (ours: the spec's page always has one). */
const ADD_IMAGE_TITLE = 'Add an image';

/** Props of {@link ImageFirst}. */
export interface ImageFirstProps {
  readonly media: string | null;
  readonly mobile: boolean;
  readonly onFinish: ((output: SavePinOutput) => void) | undefined;
  /** A new image chosen on the page (an upload of ours, or another address to warm). */
  readonly onImage: (media: string) => void;
  /** The picker for the image the page now has. */
  readonly picker: (media: string) => ReactNode;
}

export function ImageFirst({ media, mobile, onFinish, onImage, picker }: ImageFirstProps) {
  const warmed = useWarmedImage(media);
  if (warmed.status === 'ready' && warmed.url !== null && createPinPageHasImage(warmed.url)) return picker(warmed.url);
  const content =
    warmed.status === 'fetching' ? (
      <Spinner label="Getting the image" />
    ) : (
      <>
        {warmed.status === 'failed' ? (
          <p role="alert" className={styles.notice}>
            {warmed.message}: the image at that address could not be saved. Upload it instead, or try another address.
          </p>
        ) : null}
        <AddPinImage onImage={onImage} />
      </>
    );
  if (mobile) {
    return (
      <div className={styles.mobile}>
        <header className={styles.header}>
          <Button aria-label="Cancel" onClick={() => onFinish?.({ pin: null, board: null, section: null, toast: null })}>
            ×
          </Button>
          <h1>{ADD_IMAGE_TITLE}</h1>
        </header>
        <main className={styles.content}>{content}</main>
      </div>
    );
  }
  return (
    <main className={`${styles.popup} ${styles.single}`}>
      <section className={styles.panel} aria-labelledby="create-pin-title">
        <h1 id="create-pin-title" className={styles.title}>
          {ADD_IMAGE_TITLE}
        </h1>
        {content}
      </section>
    </main>
  );
}
