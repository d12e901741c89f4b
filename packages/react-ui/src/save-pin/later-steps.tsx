/**
 * The picker's later steps — `Create board`, `Create section` and the success dialog — are fetched
 * after the board list shows, not before: the create-Pin page must show its picker within
 * 150 KB gzipped (issue 11), and most saves never open a create form. `preloadLaterSteps` starts
 * the fetch once the picker is up, so the step is there by the time it is chosen and renders at
 * once; only a step chosen before its chunk arrived (a slow network) shows the picker's spinner.
 */
import type { BoundAddSectionFormProps } from '../add-section-form/BoundAddSectionForm.js';
import type { BoundBoardCreateFormProps } from '../board-create-form/BoundBoardCreateForm.js';
import { preloadable } from '../provider/preloadable.js';
import type { SavedStepProps } from './SavedStep.js';
import type { SensitiveNoticeProps } from './SensitiveNotice.js';

const boardCreateForm = preloadable<BoundBoardCreateFormProps>(() =>
  import('../board-create-form/BoundBoardCreateForm.js').then((m) => m.BoundBoardCreateForm),
);
const addSectionForm = preloadable<BoundAddSectionFormProps>(() =>
  import('../add-section-form/BoundAddSectionForm.js').then((m) => m.BoundAddSectionForm),
);
const savedStep = preloadable<SavedStepProps>(() => import('./SavedStep.js').then((m) => m.SavedStep));

// the S0 §2 sensitive-content notice replaces the picker for the few Pins that carry one: fetched
// when a notice is to show, so the picker's own path does not carry it (issue #25 made room with it)
const sensitiveNotice = preloadable<SensitiveNoticeProps>(() => import('./SensitiveNotice.js').then((m) => m.SensitiveNoticeView));

export const LazyBoundBoardCreateForm = boardCreateForm.Component;
export const LazySensitiveNotice = sensitiveNotice.Component;
export const LazyBoundAddSectionForm = addSectionForm.Component;
export const LazySavedStep = savedStep.Component;

/** Starts fetching the later steps once the list is up. */
export function preloadLaterSteps(): void {
  void Promise.all([boardCreateForm.preload(), addSectionForm.preload(), savedStep.preload()]).catch(() => {
    // a failed prefetch is tried again by the step itself when it renders
  });
}
