import { useEffect, useRef } from 'react';
import type { SavePinBinding } from './use-save-pin.js';
import { BoardCreatedConfetti } from '../confetti/BoardCreatedConfetti.js';
import { Button } from '../primitives/Button.js';
import { SaveSuccess } from '../success-dialog/SaveSuccess.js';
import type { SaveSuccessProps } from '../success-dialog/SaveSuccess.js';
import styles from './SaveToBoardModal.module.css';

/** Props of {@link SavedStep}. */
export interface SavedStepProps {
  readonly binding: SavePinBinding;
  /** The success dialog's facts the app knows (everything but the saved Pin). */
  readonly success: Omit<SaveSuccessProps, 'pin'>;
}

/**
 * S0 §2/§5 the picker's last step: `Board created` with confetti when it made one, the success
 * dialog, `Done`. Focus moves in on arrival (the list that had it is gone), onto the main action.
 */
export function SavedStep({ binding: { view, send }, success }: SavedStepProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const step = ref.current;
    // S0 §4 'See it now' is the main action; without one (no Pin id), Done
    (step?.querySelector<HTMLElement>('[data-autofocus]') ?? step?.querySelector<HTMLElement>('button'))?.focus();
  }, []);
  return (
    <div className={styles.body} ref={ref}>
      {view.success?.boardCreated ? (
        <>
          <BoardCreatedConfetti />
          <p className={styles.note}>{view.success.headline}</p>
        </>
      ) : null}
      <SaveSuccess pin={view.success?.pin ?? null} {...success} />
      <Button onClick={() => send({ type: 'BACK' })}>Done</Button>
    </div>
  );
}
