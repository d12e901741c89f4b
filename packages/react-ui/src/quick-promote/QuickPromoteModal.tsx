import type { Pin } from '@pinstack/core';
import { useEffect, useRef } from 'react';
import type { QuickPromoteEvent, QuickPromoteFormChecks, QuickPromoteView } from '@pinstack/core/machines';
import { Button } from '../primitives/Button.js';
import { LinkButton } from '../primitives/LinkButton.js';
import { Modal } from '../primitives/Modal.js';
import { Spinner } from '../primitives/Spinner.js';
import type { QuickPromoteChoice, QuickPromoteConversionTag } from './QuickPromoteForm.js';
import { QuickPromoteForm } from './QuickPromoteForm.js';
import styles from './QuickPromoteModal.module.css';

/** Props of {@link QuickPromoteModal}. */
export interface QuickPromoteModalProps {
  readonly view: QuickPromoteView;
  readonly checks: QuickPromoteFormChecks;
  readonly send: (event: QuickPromoteEvent) => void;
  /** The Pins the advertiser can promote: the chosen one is shown, and without one they are offered (S1 §2 pin selection). */
  readonly pins: readonly Pin[];
  /** S1 §2 close: whether a pin-builder page is in the history stack (closing then goes back 3). @default false */
  readonly pinBuilderInStack?: boolean;
  /** The browser history's length when closing (S1 §2). @default window.history.length */
  readonly historyLength?: () => number;
  readonly interests?: readonly QuickPromoteChoice[];
  readonly conversionTags?: readonly QuickPromoteConversionTag[];
}

/** The modal title of each screen (ours: S1 §2 names the steps, not their headings). */
export const QUICK_PROMOTE_TITLES = {
  loading: 'Promote your Pin',
  pin_selection: 'Promote your Pin',
  submitting: 'Promote your Pin',
  business_form: 'Tell us about your business',
  billing_form: 'Add billing details',
  error: "We couldn't promote your Pin",
  success: 'Your Pin is being promoted',
} as const;

const pinImage = (pin: Pin): string | undefined => pin.images?.['236x']?.url ?? pin.imageUrl;

function PinPreview({ pin, error }: { readonly pin: Pin | undefined; readonly error: string | null }) {
  return (
    <figure className={styles.pin}>
      {pin !== undefined ? (
        <img className={styles.pinImage} src={pinImage(pin)} alt={pin.title ?? 'Pin'} style={{ backgroundColor: pin.color ?? undefined }} />
      ) : null}
      {pin?.title !== undefined ? <figcaption className={styles.pinTitle}>{pin.title}</figcaption> : null}
      {error !== null ? (
        // S1 §8 area `pin`: the failure shows on the Pin itself
        <p role="alert" className={styles.pinError}>
          {error}
        </p>
      ) : null}
    </figure>
  );
}

function PinChooser({ pins, send }: { readonly pins: readonly Pin[]; readonly send: (event: QuickPromoteEvent) => void }) {
  return (
    <fieldset className={styles.chooser}>
      <legend>Choose a Pin to promote</legend>
      <ul className={styles.chooserList}>
        {pins.map((pin) => (
          <li key={pin.id}>
            <button type="button" className={styles.chooserPin} onClick={() => send({ type: 'PIN.SELECT', pinId: pin.id })}>
              <img src={pinImage(pin)} alt="" className={styles.chooserImage} style={{ backgroundColor: pin.color ?? undefined }} />
              <span>{pin.title ?? pin.id}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * S1 §2 / §4 / §8 the quick-promote modal over `quickPromoteMachine`: pin selection (the Pin and the
 * form, or the Pins to choose from), business form, billing form (with the S1 §2 billing link),
 * error and success, laid out in the S1 §2 width mode (narrow under 870, medium to 1275, wide
 * above). A failure in area `pin` shows on the Pin, one in area `modal` on the error step.
 * Closing sends `QUICK_PROMOTE.CLOSE` with the history facts the S1 §2 close rule reads.
 */
export function QuickPromoteModal({
  view,
  checks,
  send,
  pins,
  pinBuilderInStack = false,
  historyLength = () => window.history.length,
  interests,
  conversionTags,
}: QuickPromoteModalProps) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // each step moves focus to its main control (the Modal focuses only when it opens)
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view.screen]);
  if (view.screen === 'finished' || view.screen === 'closed') return null;
  const close = () => send({ type: 'QUICK_PROMOTE.CLOSE', historyLength: historyLength(), pinBuilderInStack });
  const pin = pins.find((candidate) => candidate.id === view.pinId);
  const next = () => send({ type: 'STEP.NEXT' });
  return (
    <Modal title={QUICK_PROMOTE_TITLES[view.screen]} onClose={close}>
      <div ref={body} className={`${styles.body} ${styles[view.modalWidth]}`} data-width={view.modalWidth} data-screen={view.screen}>
        {view.screen === 'loading' ? <Spinner label="Loading your draft" /> : null}
        {view.screen === 'pin_selection' || view.screen === 'submitting' ? (
          view.pinId === null ? (
            <PinChooser pins={pins} send={send} />
          ) : (
            <div className={styles.columns}>
              <PinPreview pin={pin} error={view.pinError} />
              <QuickPromoteForm
                view={view}
                checks={checks}
                send={send}
                {...(interests !== undefined ? { interests } : {})}
                {...(conversionTags !== undefined ? { conversionTags } : {})}
              />
            </div>
          )
        ) : null}
        {view.screen === 'business_form' ? (
          <div className={styles.step}>
            <p>Before your ad can run, we need your business name and address.</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={next} data-autofocus>
                Continue
              </Button>
            </div>
          </div>
        ) : null}
        {view.screen === 'billing_form' ? (
          <div className={styles.step}>
            <p>Your ad is saved. Add a payment method so it can start running.</p>
            <div className={styles.actions}>
              {checks.billingUrl !== null ? (
                <LinkButton href={checks.billingUrl} target="_blank" rel="noopener">
                  Add billing details
                </LinkButton>
              ) : null}
              <Button variant="primary" onClick={next} data-autofocus>
                Continue
              </Button>
            </div>
          </div>
        ) : null}
        {view.screen === 'error' ? (
          <div className={styles.step}>
            <p role="alert" className={styles.error}>
              {view.modalError}
            </p>
            <div className={styles.actions}>
              <Button onClick={next}>Done</Button>
              <Button variant="primary" onClick={() => send({ type: 'QUICK_PROMOTE.RETRY' })} data-autofocus>
                Try again
              </Button>
            </div>
          </div>
        ) : null}
        {view.screen === 'success' ? (
          <div className={styles.step}>
            <p>Your ad will start running once it has been reviewed.</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={next} data-autofocus>
                Done
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
