/**
 * The picker's later steps — `Create board`, `Create section` and the success dialog — are fetched
 * after the board list shows, not before: the create-Pin page must show its picker within
 * 150 KB gzipped (issue 11), and most saves never open a create form. `preloadLaterSteps` starts
 * the fetch once the picker is up, so the step is there by the time it is clicked; until then (a
 * slow network) the step shows the picker's spinner.
 */
import { lazy } from 'react';

const loadBoardCreateForm = () => import('../board-create-form/BoundBoardCreateForm.js');
const loadAddSectionForm = () => import('../add-section-form/BoundAddSectionForm.js');
const loadSaveSuccess = () => import('./SavedStep.js');

export const LazyBoundBoardCreateForm = lazy(() => loadBoardCreateForm().then((m) => ({ default: m.BoundBoardCreateForm })));
export const LazyBoundAddSectionForm = lazy(() => loadAddSectionForm().then((m) => ({ default: m.BoundAddSectionForm })));
export const LazySavedStep = lazy(() => loadSaveSuccess().then((m) => ({ default: m.SavedStep })));

/** Starts fetching the later steps (idempotent: the module loader caches each import). */
export function preloadLaterSteps(): void {
  void Promise.all([loadBoardCreateForm(), loadAddSectionForm(), loadSaveSuccess()]).catch(() => {
    // a failed prefetch is retried by the step itself when it renders (React.lazy imports again)
  });
}
