/**
 * The picker's later steps — `Create board`, `Create section` and the success dialog — are fetched
 * after the board list shows, not before: the create-Pin page must show its picker within
 * 150 KB gzipped (issue 11), and most saves never open a create form. `preloadLaterSteps` starts
 * the fetch once the picker is up, so the step is there by the time it is chosen and renders at
 * once; only a step chosen before its chunk arrived (a slow network) shows the picker's spinner.
 */
import { type ComponentType, lazy } from 'react';
import type { BoundAddSectionFormProps } from '../add-section-form/BoundAddSectionForm.js';
import type { BoundBoardCreateFormProps } from '../board-create-form/BoundBoardCreateForm.js';
import type { SavedStepProps } from './SavedStep.js';

/**
 * A step fetched on demand. Once its chunk is here it renders directly: a `React.lazy` rendered for
 * the first time suspends even when its module is loaded, and React then holds the reveal back for
 * up to 300 ms behind the spinner (the success dialog showed a spinner after every save).
 */
function laterStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | null = null;
  const fetchStep = () =>
    load().then((component) => {
      ready = component;
      return component;
    });
  const Lazy = lazy(() => fetchStep().then((component) => ({ default: component })));
  function Step(props: P) {
    const Component = ready ?? Lazy;
    return <Component {...props} />;
  }
  return { Step, preload: fetchStep };
}

const boardCreateForm = laterStep<BoundBoardCreateFormProps>(() =>
  import('../board-create-form/BoundBoardCreateForm.js').then((m) => m.BoundBoardCreateForm),
);
const addSectionForm = laterStep<BoundAddSectionFormProps>(() =>
  import('../add-section-form/BoundAddSectionForm.js').then((m) => m.BoundAddSectionForm),
);
const savedStep = laterStep<SavedStepProps>(() => import('./SavedStep.js').then((m) => m.SavedStep));

export const LazyBoundBoardCreateForm = boardCreateForm.Step;
export const LazyBoundAddSectionForm = addSectionForm.Step;
export const LazySavedStep = savedStep.Step;

/** Starts fetching the later steps (idempotent: the module loader caches each import). */
export function preloadLaterSteps(): void {
  void Promise.all([boardCreateForm.preload(), addSectionForm.preload(), savedStep.preload()]).catch(() => {
    // a failed prefetch is retried by the step itself when it renders (React.lazy imports again)
  });
}
