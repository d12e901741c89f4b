import type { SnapshotFrom } from 'xstate';
import type { QuickPromoteForm } from '../../entities.js';
import type { QuickPromoteModalWidth, QuickPromoteStep } from '../../rules/quick-promote.js';
import { quickPromoteModalWidth } from '../../rules/quick-promote.js';
import { QUICK_PROMOTE_STEPS } from '../../constants.js';
import type { quickPromoteMachine } from './quick-promote.machine.js';

/** A snapshot of {@link quickPromoteMachine}. */
export type QuickPromoteSnapshot = SnapshotFrom<typeof quickPromoteMachine>;

/** Which screen the quick-promote modal shows (S1 §2 steps, plus the in-between moments). */
export type QuickPromoteScreen = QuickPromoteStep | 'loading' | 'submitting' | 'finished' | 'closed';

/** What the quick-promote modal renders (S1 §2, §4, §8). */
export interface QuickPromoteView {
  readonly screen: QuickPromoteScreen;
  /** Index of the step in `QUICK_PROMOTE_STEPS`, or `null` between steps. */
  readonly stepIndex: number | null;
  /** S1 §2 modal width mode from the viewport width. */
  readonly modalWidth: QuickPromoteModalWidth;
  readonly form: QuickPromoteForm;
  readonly pinId: string | null;
  /** S1 §5 / §9 form problem shown under the form. */
  readonly formError: string | null;
  /** S1 §8 error shown on the Pin (area `pin`). */
  readonly pinError: string | null;
  /** S1 §8 error shown in the modal (area `modal`). */
  readonly modalError: string | null;
  readonly submitting: boolean;
  readonly savingDraft: boolean;
}

const STEP_STATES: readonly QuickPromoteStep[] = QUICK_PROMOTE_STEPS;

/** S1 §2 / §4 / §8: the modal's view model. */
export function selectQuickPromote(snapshot: QuickPromoteSnapshot): QuickPromoteView {
  const { context } = snapshot;
  const screen: QuickPromoteScreen =
    STEP_STATES.find((step) => snapshot.matches(step)) ??
    (snapshot.matches('loadingDraft')
      ? 'loading'
      : snapshot.matches('submitting')
        ? 'submitting'
        : snapshot.matches('closed')
          ? 'closed'
          : 'finished');
  const index = QUICK_PROMOTE_STEPS.indexOf(screen as QuickPromoteStep);
  return {
    screen,
    stepIndex: index >= 0 ? index : null,
    modalWidth: quickPromoteModalWidth(context.width),
    form: context.form,
    pinId: context.pinId,
    formError: context.formError,
    pinError: context.error?.area === 'pin' ? context.error.message : null,
    modalError: context.error?.area === 'modal' ? context.error.message : null,
    submitting: snapshot.matches('submitting'),
    savingDraft: snapshot.matches({ pin_selection: 'savingDraft' }),
  };
}
