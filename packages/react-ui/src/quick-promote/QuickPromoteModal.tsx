import type { Pin } from '@pinstack/core';
import { conversionTagChoices, pinThumb, pinTitle, quickPromotePinPreviewSize } from '@pinstack/core/rules';
import { useEffect, useId, useRef } from 'react';
import type { QuickPromoteEvent, QuickPromoteFormChecks, QuickPromoteView } from '@pinstack/core/machines';
import { Button } from '../primitives/Button.js';
import { LinkButton } from '../primitives/LinkButton.js';
import { Modal } from '../primitives/Modal.js';
import { Spinner } from '../primitives/Spinner.js';
import type { QuickPromoteChoice, QuickPromoteConversionTag, QuickPromoteFormProps } from './QuickPromoteForm.js';
import { QuickPromoteForm } from './QuickPromoteForm.js';
import styles from './QuickPromoteModal.module.css';

/** Props of {@link QuickPromoteModal}. */
export interface QuickPromoteModalProps {
  readonly view: QuickPromoteView;
  readonly checks: QuickPromoteFormChecks;
  readonly send: (event: QuickPromoteEvent) => void;
  /** The Pins the advertiser can promote: the chosen one is shown, and without one they are offered (S1 §2 pin selection). */
  readonly pins: readonly Pin[];
  /** More of the advertiser's Pins can be read: pin selection offers `Show more Pins`, which calls it. */
  readonly onMorePins?: () => void;
  /** More Pins are being read (`Show more Pins` waits). @default false */
  readonly loadingMorePins?: boolean;
  /** Where a Pin is made: with no Pins to choose from, pin selection says so and links there. */
  readonly createPinHref?: string;
  /** S1 §2 close: whether a pin-builder page is in the history stack (closing then goes back 3). @default false */
  readonly pinBuilderInStack?: boolean;
  /** The browser history's length when closing (S1 §2). @default window.history.length */
  readonly historyLength?: () => number;
  readonly interests?: readonly QuickPromoteChoice[];
  readonly conversionTags?: readonly QuickPromoteConversionTag[];
}

/** The modal title of each screen (core's, kept here under its old name). */
export { QUICK_PROMOTE_TITLES } from '@pinstack/core/machines';

function PinPreview({
  pin,
  error,
  mode,
}: {
  readonly pin: Pin | undefined;
  readonly error: string | null;
  readonly mode: QuickPromoteView['modalWidth'];
}) {
  // the image whole at its own ratio (a tall Pin is never cropped to a banner), as the core rule sizes it
  const size = pin === undefined ? null : quickPromotePinPreviewSize(pin.images?.['236x'] ?? pin.images?.orig, mode);
  return (
    <figure className={styles.pin}>
      {pin !== undefined ? (
        <img
          className={styles.pinImage}
          src={pinThumb(pin) ?? undefined}
          alt={pinTitle(pin)}
          {...(size !== null ? { width: size.width, height: size.height } : {})}
          style={{ backgroundColor: pin.color ?? undefined, ...(size !== null ? { width: size.width, height: size.height } : {}) }}
        />
      ) : null}
      {pin !== undefined ? <figcaption className={styles.pinTitle}>{pinTitle(pin)}</figcaption> : null}
      {error !== null ? (
        // S1 §8 area `pin`: the failure shows on the Pin itself
        <p role="alert" className={styles.pinError}>
          {error}
        </p>
      ) : null}
    </figure>
  );
}

/** What pin selection says when there is no Pin to choose (ours: the spec shows the step only). */
export const NO_PINS_TO_PROMOTE = {
  title: 'You have no Pins to promote yet',
  body: 'Promoting starts from one of your own Pins. Create a Pin, then come back here to promote it.',
  action: 'Create a Pin',
} as const;

/** Why `Continue` waits on pin selection (ours). */
export const CHOOSE_A_PIN_FIRST = 'Choose a Pin to continue.';

function PinChooser({
  pins,
  send,
  selected,
  onMorePins,
  loadingMorePins = false,
  createPinHref,
}: {
  readonly pins: readonly Pin[];
  readonly send: (event: QuickPromoteEvent) => void;
  /** Reading (2): the chosen Pin stays on this step, marked pressed. */
  readonly selected?: string | null;
  readonly onMorePins?: (() => void) | undefined;
  readonly loadingMorePins?: boolean;
  readonly createPinHref?: string | undefined;
}) {
  const titleId = useId();
  if (pins.length === 0)
    return (
      <section className={styles.empty} aria-labelledby={titleId}>
        <h3 id={titleId}>{NO_PINS_TO_PROMOTE.title}</h3>
        <p>{NO_PINS_TO_PROMOTE.body}</p>
        {createPinHref !== undefined ? (
          <LinkButton variant="primary" href={createPinHref} data-autofocus>
            {NO_PINS_TO_PROMOTE.action}
          </LinkButton>
        ) : null}
      </section>
    );
  return (
    <fieldset className={styles.chooser}>
      <legend>Choose a Pin to promote</legend>
      <ul className={styles.chooserList}>
        {pins.map((pin) => (
          <li key={pin.id}>
            <button
              type="button"
              className={styles.chooserPin}
              aria-pressed={selected === undefined ? undefined : pin.id === selected}
              // S1 §3 the Pin's link is where the ad leads unless the advertiser says otherwise
              onClick={() => send({ type: 'PIN.SELECT', pinId: pin.id, link: pin.link ?? null })}
            >
              <img
                src={pinThumb(pin) ?? undefined}
                alt=""
                className={styles.chooserImage}
                style={{ backgroundColor: pin.color ?? undefined }}
              />
              <span>{pinTitle(pin)}</span>
            </button>
          </li>
        ))}
      </ul>
      {onMorePins !== undefined ? (
        <div className={styles.more}>
          <Button onClick={onMorePins} disabled={loadingMorePins} aria-busy={loadingMorePins}>
            {loadingMorePins ? 'Loading more Pins…' : 'Show more Pins'}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** "Step n of m" over the steps this flow shows (`view.progress`, the core selector's count); none on the error modal. */
function StepIndicator({ view }: { readonly view: QuickPromoteView }) {
  if (view.progress == null) return null;
  return (
    <p className={styles.stepIndicator}>
      Step {view.progress.step} of {view.progress.of}
    </p>
  );
}

/** S1 §2 reading (2) GDPR step: consent before anything else; declining ends the flow as closing does. */
function GdprStep({ send, decline }: { readonly send: (event: QuickPromoteEvent) => void; readonly decline: () => void }) {
  return (
    <div className={styles.step}>
      <p>
        To promote your Pin we use your ad account's details and how people engage with your ad to run, bill and measure it. Do you agree to
        this processing of your data?
      </p>
      <div className={styles.actions}>
        <Button onClick={decline}>Decline</Button>
        <Button variant="primary" onClick={() => send({ type: 'GDPR.ACCEPT' })} data-autofocus>
          Accept
        </Button>
      </div>
    </div>
  );
}

/** S1 §2 reading (2) tag step (goal web conversion): the conversion tag and event (`selected_ocpm_tag`), then the save. */
function TagStep({
  view,
  send,
  conversionTags,
}: {
  readonly view: QuickPromoteView;
  readonly send: (event: QuickPromoteEvent) => void;
  readonly conversionTags: readonly QuickPromoteConversionTag[];
}) {
  const tagId = useId();
  const eventId = useId();
  const errorId = useId();
  const chosen = view.form.selected_ocpm_tag ?? null;
  const { tags, events } = conversionTagChoices(conversionTags, chosen);
  return (
    <form
      className={styles.step}
      aria-busy={view.submitting}
      aria-describedby={view.formError !== null ? errorId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'QUICK_PROMOTE.SUBMIT' });
      }}
    >
      <p>Choose the conversion tag and the event your ad should bring more of.</p>
      <div className={styles.select}>
        <label htmlFor={tagId}>Conversion tag</label>
        <select
          id={tagId}
          data-autofocus
          value={chosen?.conversionTagId ?? ''}
          disabled={view.submitting}
          onChange={(event) => {
            const tag = conversionTags.find((t) => t.id === event.target.value);
            send({ type: 'TAG.CHOOSE', conversionTagId: tag?.id ?? '', conversionEvent: tag?.event ?? '' });
          }}
        >
          <option value="">{tags.length > 0 ? 'Choose a conversion tag' : 'No conversion tags yet'}</option>
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.select}>
        <label htmlFor={eventId}>Conversion event</label>
        <select
          id={eventId}
          value={chosen?.conversionEvent ?? ''}
          disabled={chosen === null || view.submitting}
          onChange={(event) =>
            chosen !== null && send({ type: 'TAG.CHOOSE', conversionTagId: chosen.conversionTagId, conversionEvent: event.target.value })
          }
        >
          {chosen === null ? <option value="">Choose a tag first</option> : null}
          {events.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {view.formError !== null ? (
        <p id={errorId} role="alert" className={styles.error}>
          {view.formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => send({ type: 'STEP.BACK' })} disabled={view.submitting}>
          Back
        </Button>
        <Button type="submit" variant="primary" disabled={view.submitting}>
          {view.submitting ? 'Promoting…' : 'Promote'}
        </Button>
      </div>
    </form>
  );
}

/**
 * S1 §2 / §4 / §8 the quick-promote modal over `quickPromoteMachine`: pin selection (the Pin and the
 * form, or the Pins to choose from), business form, billing form (with the S1 §2 billing link),
 * error and success, laid out in the S1 §2 width mode (narrow under 870, medium to 1275, wide
 * above). A failure in area `pin` shows on the Pin, one in area `modal` on the error step.
 * Closing sends `QUICK_PROMOTE.CLOSE` with the history facts the S1 §2 close rule reads.
 * In reading (2) (`view.reading === 'page'`) it also shows "Step n of m", the GDPR consent step,
 * pin selection as a step of its own (choose, then Continue), the page (the Pin and the form, with
 * Back) and, for the web-conversion goal, the tag step.
 */
export function QuickPromoteModal({
  view,
  checks,
  send,
  pins,
  onMorePins,
  loadingMorePins = false,
  createPinHref,
  pinBuilderInStack = false,
  historyLength = () => window.history.length,
  interests,
  conversionTags,
}: QuickPromoteModalProps) {
  const body = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const chooser = { pins, send, onMorePins, loadingMorePins, createPinHref };
  useEffect(() => {
    // each step moves focus to its main control (the Modal focuses only when it opens)
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view.screen]);
  const { panel } = view;
  if (panel === null) return null;
  const close = () => send({ type: 'QUICK_PROMOTE.CLOSE', historyLength: historyLength(), pinBuilderInStack });
  const pin = pins.find((candidate) => candidate.id === view.pinId);
  const next = () => send({ type: 'STEP.NEXT' });
  const pageReading = view.reading === 'page';
  const form = (extra: Partial<QuickPromoteFormProps>) => (
    <QuickPromoteForm
      view={view}
      checks={checks}
      send={send}
      {...(interests !== undefined ? { interests } : {})}
      {...(conversionTags !== undefined ? { conversionTags } : {})}
      {...extra}
    />
  );
  return (
    <Modal title={view.title ?? ''} onClose={close}>
      <div ref={body} className={`${styles.body} ${styles[view.modalWidth]}`} data-width={view.modalWidth} data-screen={view.screen}>
        {pageReading ? <StepIndicator view={view} /> : null}
        {panel === 'loading' ? <Spinner label="Loading your draft" /> : null}
        {panel === 'gdpr' ? (
          <GdprStep send={send} decline={() => send({ type: 'GDPR.DECLINE', historyLength: historyLength(), pinBuilderInStack })} />
        ) : null}
        {panel === 'pins' ? (
          <div className={styles.step}>
            <PinChooser {...chooser} selected={view.pinId} />
            {pins.length > 0 ? (
              <div className={styles.actions}>
                {view.pinId === null ? (
                  <span id={hintId} className={styles.status}>
                    {CHOOSE_A_PIN_FIRST}
                  </span>
                ) : null}
                <Button
                  variant="primary"
                  onClick={next}
                  disabled={view.pinId === null}
                  aria-describedby={view.pinId === null ? hintId : undefined}
                  data-autofocus={view.pinId !== null || undefined}
                >
                  Continue
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {panel === 'form' && pageReading ? (
          <div className={styles.columns}>
            <PinPreview pin={pin} error={view.pinError} mode={view.modalWidth} />
            {form({
              tagOnOwnStep: true,
              onBack: () => send({ type: 'STEP.BACK' }),
              ...(view.saved === true && view.screen === 'page' ? { onContinue: next } : {}),
            })}
          </div>
        ) : null}
        {panel === 'tag' ? <TagStep view={view} send={send} conversionTags={conversionTags ?? []} /> : null}
        {panel === 'chooser' ? <PinChooser {...chooser} /> : null}
        {panel === 'form' && !pageReading ? (
          <div className={styles.columns}>
            <PinPreview pin={pin} error={view.pinError} mode={view.modalWidth} />
            {form({})}
          </div>
        ) : null}
        {panel === 'business_form' ? (
          <div className={styles.step}>
            <p>Before your ad can run, we need your business name and address.</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={next} data-autofocus>
                Continue
              </Button>
            </div>
          </div>
        ) : null}
        {panel === 'billing_form' ? (
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
        {panel === 'error' ? (
          <div className={styles.step}>
            <p role="alert" className={styles.error}>
              {view.modalError}
            </p>
            <div className={styles.actions}>
              <Button onClick={next}>Cancel</Button>
              <Button onClick={() => send({ type: 'QUICK_PROMOTE.RETRY' })}>Try again</Button>
              {/* back to the form with everything typed kept, to change what was refused */}
              <Button variant="primary" onClick={() => send({ type: 'STEP.BACK' })} data-autofocus>
                Edit your ad
              </Button>
            </div>
          </div>
        ) : null}
        {panel === 'success' ? (
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
