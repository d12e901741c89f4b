import type { SnapshotFrom } from 'xstate';
import type { Board, BoardPrivacy, BoardSection } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { boardPrivacyOptions } from '../../rules/acting-as.js';
import { canAddSection, canCreateBoard } from '../../rules/board.js';
import { pickerLayout } from '../../rules/picker.js';
import { alreadySavedNotice, saveSuccessHeadline } from '../../rules/save.js';
import type { savePinMachine } from './save-pin.machine.js';
import { allBoards, boardOptions, sectionOptions, sectionPickerItems, topChoices, type SavePinOption } from './save-pin.rows.js';
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
  /** S0 §4: the board list closes; every other step goes back. */
  readonly backAction: 'back' | 'close';
  readonly boardForm: {
    readonly name: string;
    readonly nameError: string | null;
    readonly createError: string | null;
    readonly privacy: BoardPrivacy;
    readonly privacyChoices: readonly BoardPrivacy[];
    /** S0 §6 a non-owner working for an advertiser cannot change privacy. */
    readonly privacyLocked: boolean;
    /** S0 §6 "not listed on user's profile" note of the locked protected board. */
    readonly privacyNote: string | null;
    readonly canSubmit: boolean;
  };
  readonly sectionForm: { readonly name: string; readonly error: string | null; readonly canAdd: boolean };
  /** S0 §8 save failure notice. */
  readonly saveError: string | null;
  /** S0 §2 the board that already holds this Pin, marked in the list, or `null`. */
  readonly pinnedBoardId: string | null;
  /** S0 §8 'Psst! You already saved this Pin to {board}' unless that board is quick_creates. */
  readonly alreadySaved: string | null;
  /** S0 §2 success dialog; `null` before saving and when suppressed (S0 §6). */
  readonly success: { readonly headline: string; readonly boardCreated: boolean } | null;
}

const TITLES: Partial<Record<SavePinState, string>> = {
  loadingBoards: MESSAGES.chooseBoard,
  chooseBoard: MESSAGES.chooseBoard,
  loadingSections: MESSAGES.chooseSection,
  chooseSection: MESSAGES.chooseSection,
  createBoard: MESSAGES.createBoard,
  creatingBoard: MESSAGES.createBoard,
  createSection: MESSAGES.createSection,
  creatingSection: MESSAGES.createSection,
};

const BUSY: readonly SavePinState[] = ['loadingBoards', 'loadingSections', 'creatingBoard', 'creatingSection', 'saving'];

/** S0 §2/§4: projects a savePinMachine snapshot to what the modal view needs. */
export function selectSavePin(snapshot: SnapshotFrom<typeof savePinMachine>): SavePinView {
  const { context: c } = snapshot;
  const state = snapshot.value as SavePinState;
  const success = state === 'success' && c.board !== null;
  const pinned = c.pin.pinnedToBoard;
  const inSections = state === 'chooseSection' || state === 'loadingSections';
  const options = state === 'chooseBoard' ? boardOptions(c) : state === 'chooseSection' ? sectionOptions(c) : [];
  const privacy = boardPrivacyOptions(c.acting);
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
    backAction: state === 'chooseBoard' || state === 'notice' || state === 'loadingBoards' ? 'close' : 'back',
    boardForm: {
      name: c.boardName,
      nameError: c.boardNameError,
      createError: c.boardCreateError,
      privacy: c.boardPrivacy,
      privacyChoices: privacy.choices,
      privacyLocked: privacy.locked,
      privacyNote: privacy.note,
      canSubmit:
        state === 'createBoard' &&
        canCreateBoard({ name: c.boardName, nameError: c.boardNameError, createError: c.boardCreateError, saving: false }),
    },
    sectionForm: {
      name: c.sectionName,
      error: c.sectionError,
      canAdd: state === 'createSection' && canAddSection({ text: c.sectionName, saving: false, error: c.sectionError }),
    },
    saveError: inSections || state === 'chooseBoard' ? c.saveError : null,
    pinnedBoardId: pinned?.id ?? null,
    alreadySaved: pinned ? alreadySavedNotice(pinned.name, pinned.layout) : null,
    success:
      success && c.board
        ? { headline: saveSuccessHeadline(c.board.name, c.section?.title ?? c.section?.name), boardCreated: c.createdBoard }
        : null,
  };
}
