import { photoUpsellActions, type PortsRuntime } from '@pinstack/core/actors';
import { photoUpsellMachine, selectPhotoUpsell } from '@pinstack/core/machines';
import type { LocalStorage } from '@pinstack/core/ports';
import { useEffect } from 'react';
import { Button } from '../primitives/Button.js';
import { LinkButton } from '../primitives/LinkButton.js';
import { Modal } from '../primitives/Modal.js';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';
import styles from './PhotoUpsellModal.module.css';

/** Props of {@link PhotoUpsellModal}. */
export interface PhotoUpsellModalProps {
  /** Runs once the modal is gone (dismissed, or left for the claim page). */
  readonly onClose: () => void;
}

/**
 * S0 §2/§4/§9 the photo-service upsell (shown when `shouldShowPhotoUpsell` says so) over
 * `photoUpsellMachine`: marked seen on display, `Connect now` to the claim page, a dismiss button
 * only after 2 s, and no close on an outside click.
 */
export function PhotoUpsellModal({ onClose }: PhotoUpsellModalProps) {
  const { view, send } = useBoundMachine(
    'PhotoUpsellModal',
    (runtime: PortsRuntime<LocalStorage>) => photoUpsellMachine.provide({ actions: photoUpsellActions(runtime) }),
    { select: selectPhotoUpsell },
  );
  const close = useLatest(onClose);
  useEffect(() => {
    if (view.closed) close.current();
  }, [view.closed, close]);
  return (
    <Modal
      title={view.title}
      closeOnOutsideClick={false}
      showCloseButton={false}
      // Escape is a dismiss, which the machine refuses in the first 2 s
      onClose={() => send({ type: 'UPSELL.DISMISS' })}
    >
      <div className={styles.actions}>
        <LinkButton variant="primary" href={view.connectHref} onClick={() => send({ type: 'UPSELL.CONNECT' })}>
          {view.connectLabel}
        </LinkButton>
        {view.canDismiss ? <Button onClick={() => send({ type: 'UPSELL.DISMISS' })}>Not now</Button> : null}
      </div>
    </Modal>
  );
}
