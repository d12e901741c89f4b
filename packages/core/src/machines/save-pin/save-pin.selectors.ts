import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Board, BoardSection, Pin } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { selectAddSectionForm } from '../add-section-form/add-section-form.selectors.js';
import type { AddSectionFormView } from '../add-section-form/add-section-form.selectors.js';
import type { addSectionFormMachine } from '../add-section-form/add-section-form.machine.js';
import { selectBoardCreateForm } from '../board-create-form/board-create-form.selectors.js';
import type { BoardCreateFormView } from '../board-create-form/board-create-form.selectors.js';
import type { boardCreateFormMachine } from '../board-create-form/board-create-form.machine.js';
import { pickerLayout } from '../../rules/picker.js';
import { alreadySavedNotice, saveSuccessHeadline } from '../../rules/save.js';
import type { savePinMachine } from './save-pin.machine.js';
import {
  allBoards,
  boardOptions,
  CREATE_BOARD_EVENT,
  CREATE_SECTION_EVENT,
  sectionOptions,
  sectionPickerItems,
  topChoices,
  type SavePinCreateEvent,
  type SavePinOption,
} from './save-pin.rows.js';
import type { BoardSaveState, SavePinState, SensitiveNotice } from './save-pin.types.js';

/** S0 §2 what the save-to-board modal shows. */
export interface SavePinView {
  readonly state: SavePinState;
  /** S0 §2 'Choose board', 'Choose section', 'Create board', 'Create section'; 'Board created' after creating one. */
  readonly title: string | null;
  /** S0 §2 the sensitive-content notice, shown instead of the picker. */
  readonly notice: SensitiveNotice | null;
  /** S0 §2 loading spinner. */
  readonly loading: boolean;
  /** S0 §2 one flat list for 3 boards or fewer, else 'Top choices' and 'All boards'. */
  readonly layout: 'flat' | 'shortlist';
  readonly topChoices: readonly Board[];
  /** The boards the search query leaves (S0 §5). */
  readonly allBoards: readonly Board[];
  /** S0 §8 board list load error, flagged to the list. */
  readonly boardsFailed: boolean;
  /** S0 §2 the board list's search field. */
  readonly query: string;
  /** S0 §2 the sections the section list's search field leaves. */
  readonly sections: readonly BoardSection[];
  /** S0 §2 the section list's search field. */
  readonly sectionQuery: string;
  /**
   * S0 §2 the rows the keys move over on this step (Choose board: Top choices, All boards, then
   * 'Create board'; Choose section: sections, then 'Create section'), each with its option `id`;
   * empty on the other steps.
   */
  readonly options: readonly SavePinOption[];
  /** S0 §2 the keyboard-highlighted row of {@link SavePinView.options}, or `null`. */
  readonly highlighted: SavePinOption | null;
  /** S0 §2 the highlighted option's id for the search field's `aria-activedescendant`, or `null`. */
  readonly activeDescendant: string | null;
  /** S0 §4 per-board save state (loading, success). */
  readonly saveState: Readonly<Record<string, BoardSaveState>>;
  /** S0 §2 fixed bottom button: 'Create board', or 'Create section' once a board is selected. */
  readonly createButton: string | null;
  /** S0 §2 the event of {@link SavePinView.createButton} (the same as the list's create row), or `null`. */
  readonly createEvent: SavePinCreateEvent | null;
  /** S0 §4: the board list closes; every other step goes back. */
  readonly backAction: 'back' | 'close';
  /**
   * S0 §4 the step shows `Back`: a step whose BACK the machine answers (choosing or loading a
   * section, the create forms), not while saving nor on the success dialog.
   */
  readonly canGoBack: boolean;
  /**
   * S0 §2 `Create board`: the board create form's view (the invoked `boardCreateForm` child), or
   * `null` on the other steps. A view bound to the child re-renders on its own snapshots.
   */
  readonly boardForm: BoardCreateFormView | null;
  /** S0 §2 `Create section`: the add section form's view (the `addSectionForm` child), or `null`. */
  readonly sectionForm: AddSectionFormView | null;
  /** S0 §8 save failure notice. */
  readonly saveError: string | null;
  /** The board chosen so far (its sections are on screen, or the Pin is saved there), or `null`. */
  readonly board: Board | null;
  /** S0 §2 the board that already holds this Pin, marked in the list, or `null`. */
  readonly pinnedBoardId: string | null;
  /** The id of the Pin being saved when it already exists (a repin), else `null`: its board-name suggestions (S0 §7) need it. */
  readonly pinId: string | null;
  /**
   * S0 §8 'Psst! You already saved this Pin to {board}' unless that board is quick_creates: the board
   * just chosen that holds the Pin (nothing was saved), else the one the Pin came marked with.
   */
  readonly alreadySaved: string | null;
  /** S0 §2 success dialog; `null` before saving and when suppressed (S0 §6). */
  readonly success: { readonly headline: string; readonly boardCreated: boolean; readonly pin: Pin | null } | null;
}

const TITLES: Partial<Record<SavePinState, string>> = {
  loadingBoards: MESSAGES.chooseBoard,
  chooseBoard: MESSAGES.chooseBoard,
  loadingSections: MESSAGES.chooseSection,
  chooseSection: MESSAGES.chooseSection,
  createBoard: MESSAGES.createBoard,
  createSection: MESSAGES.createSection,
};

const BUSY: readonly SavePinState[] = ['loadingBoards', 'loadingSections', 'saving'];

// S0 §4 the steps whose BACK the machine answers (not while saving, not on the success dialog).
const BACK_STEPS: readonly SavePinState[] = ['loadingSections', 'chooseSection', 'createBoard', 'createSection'];

/** The create-step children of a savePinMachine snapshot (S0 §2 `Create board`, `Create section`). */
export interface SavePinForms {
  readonly boardCreateForm: ActorRefFrom<typeof boardCreateFormMachine> | null;
  readonly addSectionForm: ActorRefFrom<typeof addSectionFormMachine> | null;
}

/** S0 §2: the running create-step form actors, for a view that binds the form components to them. */
export function savePinForms(snapshot: SnapshotFrom<typeof savePinMachine>): SavePinForms {
  const children = snapshot.children as Partial<SavePinForms>;
  return { boardCreateForm: children.boardCreateForm ?? null, addSectionForm: children.addSectionForm ?? null };
}

/** S0 §2/§4: projects a savePinMachine snapshot to what the modal view needs. */
export function selectSavePin(snapshot: SnapshotFrom<typeof savePinMachine>): SavePinView {
  const { context: c } = snapshot;
  const state = snapshot.value as SavePinState;
  const success = state === 'success' && c.board !== null;
  const pinned = c.pin.pinnedToBoard;
  const inSections = state === 'chooseSection' || state === 'loadingSections';
  const options = state === 'chooseBoard' ? boardOptions(c) : state === 'chooseSection' ? sectionOptions(c) : [];
  const forms = savePinForms(snapshot);
  const highlight = state === 'chooseBoard' ? c.boardHighlight : c.sectionHighlight;
  // note: options are exactly the rows the machine's highlight indexes (save-pin.rows.ts)
  const highlighted = highlight === null ? null : (options[highlight] ?? null);
  return {
    state,
    title: success && c.createdBoard ? MESSAGES.boardCreated : (TITLES[state] ?? null),
    notice: state === 'notice' ? c.notice : null,
    loading: BUSY.includes(state),
    layout: pickerLayout(c.boards.length),
    topChoices: topChoices(c),
    allBoards: allBoards(c),
    boardsFailed: c.boardsFailed,
    query: c.query,
    sections: sectionPickerItems(c),
    sectionQuery: c.sectionQuery,
    options,
    highlighted,
    activeDescendant: highlighted?.id ?? null,
    saveState: c.saveState,
    createButton: state === 'chooseBoard' ? MESSAGES.createBoard : state === 'chooseSection' ? MESSAGES.createSection : null,
    createEvent: state === 'chooseBoard' ? CREATE_BOARD_EVENT : state === 'chooseSection' ? CREATE_SECTION_EVENT : null,
    backAction: state === 'chooseBoard' || state === 'notice' || state === 'loadingBoards' ? 'close' : 'back',
    canGoBack: BACK_STEPS.includes(state),
    boardForm: forms.boardCreateForm ? selectBoardCreateForm(forms.boardCreateForm.getSnapshot()) : null,
    sectionForm: forms.addSectionForm ? selectAddSectionForm(forms.addSectionForm.getSnapshot()) : null,
    saveError: inSections || state === 'chooseBoard' ? c.saveError : null,
    board: c.board,
    pinnedBoardId: pinned?.id ?? null,
    pinId: typeof c.pin.id === 'string' && c.pin.id !== '' ? c.pin.id : null,
    alreadySaved:
      (state === 'chooseBoard' && c.alreadySavedIn !== null ? alreadySavedNotice(c.alreadySavedIn.name, c.alreadySavedIn.layout) : null) ??
      (pinned ? alreadySavedNotice(pinned.name, pinned.layout) : null),
    success:
      success && c.board
        ? {
            headline: saveSuccessHeadline(c.board.name, c.section?.title ?? c.section?.name),
            boardCreated: c.createdBoard,
            pin: c.savedPin,
          }
        : null,
  };
}
