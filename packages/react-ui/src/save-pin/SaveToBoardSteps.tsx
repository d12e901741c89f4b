/**
 * S0 §2/§4 the save picker's steps (`Choose board` → `Choose section` → save, the create steps,
 * the notice, the success): the create-Pin page shows them in its own frame, `SaveToBoardModal` in a
 * modal. Apart from the modal so that the create-Pin page does not load the modal's code before its
 * picker shows (issue 11).
 */
import type { SavePinOption, SavePinView } from '@pinstack/core/machines';
import { MESSAGES } from '@pinstack/core';
import { Suspense, useEffect } from 'react';
import { Button } from '../primitives/Button.js';
import { Spinner } from '../primitives/Spinner.js';
import { PickerList } from './PickerList.js';
import type { PickerGroup } from './PickerList.js';
import type { SaveSuccessProps } from '../success-dialog/SaveSuccess.js';
import { LazyBoundAddSectionForm, LazyBoundBoardCreateForm, LazySavedStep, LazySensitiveNotice, preloadLaterSteps } from './later-steps.js';
import styles from './SaveToBoardModal.module.css';
import type { SavePinBinding } from './use-save-pin.js';

/** The success dialog's facts the app knows: promotion offered, partner, new tab, website images. */
export type SuccessOptions = Omit<SaveSuccessProps, 'pin'>;

/** S0 §2 the heading of the save picker's current step (`Choose board` while there is none yet). */
export function saveToBoardTitle(view: SavePinView): string {
  return view.title ?? view.success?.headline ?? MESSAGES.chooseBoard;
}

/** Props of {@link SaveToBoardSteps}. */
export interface SaveToBoardStepsProps {
  readonly binding: SavePinBinding;
  readonly success?: SuccessOptions | undefined;
  /**
   * S0 §2 the mobile create page's fixed bottom `Create board` / `Create section` button. It sends
   * the same event as the list's create row; with the input `createElsewhere` both open their pages.
   * @default false
   */
  readonly fixedCreateButton?: boolean | undefined;
}

/**
 * S0 §2/§4 the save picker's steps without their frame (the modal, or the create-Pin page): Back
 * where the machine answers it, then the step itself.
 */
export function SaveToBoardSteps({ binding, success, fixedCreateButton = false }: SaveToBoardStepsProps) {
  const { view, send } = binding;
  return (
    <div className={styles.body}>
      {view.canGoBack ? (
        <Button className={styles.back} onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
      ) : null}
      <Step binding={binding} success={success ?? {}} fixedCreateButton={fixedCreateButton} />
    </div>
  );
}

interface StepProps {
  readonly binding: SavePinBinding;
  readonly success: SuccessOptions;
  readonly fixedCreateButton: boolean;
}

function Step({ binding, success, fixedCreateButton }: StepProps) {
  const { view, send } = binding;
  const waiting = (
    <div className={styles.center}>
      <Spinner label={view.state === 'saving' ? 'Saving' : 'Loading'} />
    </div>
  );
  switch (view.state) {
    case 'notice':
      return view.notice === null ? null : (
        <Suspense fallback={waiting}>
          <LazySensitiveNotice notice={view.notice} onAccept={() => send({ type: 'NOTICE.ACCEPT' })} />
        </Suspense>
      );
    case 'chooseBoard':
    case 'chooseSection':
      return <ChooseStep binding={binding} fixedCreateButton={fixedCreateButton} />;
    // the create steps are the standalone forms, bound to the form machines the picker runs
    case 'createBoard':
      return binding.forms.boardCreateForm === null ? null : (
        <Suspense fallback={waiting}>
          <LazyBoundBoardCreateForm actor={binding.forms.boardCreateForm} pinId={view.pinId} />
        </Suspense>
      );
    case 'createSection':
      return binding.forms.addSectionForm === null ? null : (
        <Suspense fallback={waiting}>
          <LazyBoundAddSectionForm actor={binding.forms.addSectionForm} />
        </Suspense>
      );
    case 'success':
      return (
        <Suspense fallback={waiting}>
          <LazySavedStep binding={binding} success={success} />
        </Suspense>
      );
    default:
      return waiting;
  }
}

function ChooseStep({ binding, fixedCreateButton }: Omit<StepProps, 'success'>) {
  const { view, send } = binding;
  // the list is up: fetch the create forms and the success dialog while the viewer chooses
  useEffect(preloadLaterSteps, []);
  const boards = view.state === 'chooseBoard';
  const create = view.createEvent;
  const rows = view.options.filter((o) => o.kind !== 'create');
  const groups: PickerGroup<SavePinOption>[] = boards
    ? [
        ...(view.layout === 'shortlist' && view.topChoices.length > 0
          ? [{ key: 'top', heading: MESSAGES.topChoices, options: rows.filter((o) => o.kind === 'board' && o.list === 'top') }]
          : []),
        {
          key: 'all',
          heading: view.layout === 'shortlist' ? MESSAGES.allBoards : null,
          options: rows.filter((o) => o.kind === 'board' && o.list === 'all'),
        },
      ]
    : [{ key: 'sections', heading: null, options: rows }];
  return (
    <>
      {view.saveError === null ? null : (
        <p role="alert" className={styles.alert}>
          {view.saveError}
        </p>
      )}
      {/* S0 §8 'Psst! You already saved this Pin to {board}': after choosing a board holding it, announced */}
      {boards && view.alreadySaved !== null ? (
        <p role="status" className={styles.note}>
          {view.alreadySaved}
        </p>
      ) : null}
      {boards && view.boardsFailed ? (
        <p role="alert" className={styles.alert}>
          {MESSAGES.genericError}
        </p>
      ) : null}
      <PickerList
        label={boards ? 'Boards' : 'Sections'}
        searchLabel="Search"
        query={boards ? view.query : view.sectionQuery}
        onQuery={(query) => send(boards ? { type: 'SEARCH.CHANGE', query } : { type: 'SECTION.FILTER', query })}
        onKey={(key) => send({ type: 'PICKER.KEY', key })}
        activeDescendant={view.activeDescendant}
        groups={groups}
        trailing={view.options.filter((o) => o.kind === 'create')}
        onChoose={(option) => send(option.event)}
        renderOption={(option) => <OptionRow option={option} view={view} />}
      />
      {/* S0 §2: the fixed bottom `Create board` / `Create section` button is the mobile page's; in
          the modal the list's own create row (reachable by keys) is the one way to create. Both send
          one event, so they always do the same thing (issue 20) */}
      {create === null || !fixedCreateButton ? null : (
        <Button className={styles.create} onClick={() => send(create)}>
          {view.createButton}
        </Button>
      )}
    </>
  );
}

function OptionRow({ option, view }: { readonly option: SavePinOption; readonly view: SavePinView }) {
  if (option.kind === 'create')
    return (
      <span className={styles.name}>
        {/* the row is named by its words (`Create board`); the plus is decoration */}
        <span aria-hidden="true">+ </span>
        {option.label}
      </span>
    );
  if (option.kind === 'section') return <span className={styles.name}>{option.section.title ?? option.section.name}</span>;
  const { board } = option;
  const saveState = view.saveState[board.id];
  return (
    <>
      <img
        className={styles.cover}
        src={board.image_cover_url ?? undefined}
        alt=""
        loading="lazy"
        // an unreachable cover leaves the grey tile, not a broken-image icon
        onError={(event) => event.currentTarget.removeAttribute('src')}
      />
      <span className={styles.name}>{board.name}</span>
      {/* issue #25: a secret board shows a lock, named for screen readers (part of the option's name) */}
      {board.privacy === 'secret' ? (
        <svg role="img" aria-label="Secret board" viewBox="0 0 8 10" height={14}>
          <path d="M2 4V3a2 2 0 0 1 4 0v1h1v6H1V4zm1 0h2V3a1 1 0 0 0-2 0z" />
        </svg>
      ) : null}
      {/* S0 §2/§8 the board already holds this Pin: a check and `Saved` (part of the option's name) */}
      {option.saved ? (
        <span className={styles.saved}>
          <span aria-hidden="true">✓ </span>Saved
        </span>
      ) : null}
      {saveState === 'loading' ? <span className={styles.state}>Saving…</span> : null}
      {saveState === 'success' ? <span className={styles.state}>Saved</span> : null}
    </>
  );
}
