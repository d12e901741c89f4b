import type { SAVE_SCENARIOS } from '../../constants.js';
import type { Board, BoardPickerResponse, BoardSection, Pin } from '../../entities.js';
import type { ActingContext } from '../../rules/acting-as.js';
import type { MobileSaveToast, SaveSuccessPresentation } from '../../rules/mobile.js';
import type { PickerKey } from '../../rules/picker-keyboard.js';

/** S0 §6 a save scenario. */
export type SaveScenario = (typeof SAVE_SCENARIOS)[number];

/**
 * S0 §2 sensitive-content notice that replaces the picker: advisory, severity, style, description
 * text with inline links, action buttons or links, and a footer.
 */
export interface SensitiveNotice {
  readonly advisory?: number;
  readonly severity: number;
  readonly style?: number;
  readonly description: string;
  readonly links?: readonly { readonly text: string; readonly href: string }[];
  readonly actions?: readonly { readonly label: string; readonly href?: string }[];
  readonly footer?: string;
}

/** S0 §4 the Pin being saved: an existing Pin (repin) or a new one's fields. */
export type PinToSave = Partial<Pin>;

/** S0 §4 save picker: what the caller starts it with. */
export interface SavePinInput {
  readonly pin: PinToSave;
  readonly acting: ActingContext & { readonly viewerId: string };
  /** S0 §6 scenario; the success dialog is suppressed in ad_creation and business_nux. @default 'default' */
  readonly scenario?: SaveScenario;
  /** S0 §2 a notice that applies to this Pin; it is shown instead of the picker first. */
  readonly notice?: SensitiveNotice | null;
  /** S0 §2/§9 the create-Pin popup's success view closes itself SUCCESS_POPUP_AUTO_CLOSE_MS (10 s) after saving. @default false */
  readonly popupAutoClose?: boolean;
  /**
   * S0 §2 a mobile-class device: a save ends at once with the toast (`SavePinOutput.toast`)
   * instead of the success dialog (`saveSuccessPresentation`). @default false
   */
  readonly isMobile?: boolean;
  /**
   * S0 §2 the mobile create page: `Create board` / `Create section` is its fixed bottom button, which
   * opens their own pages, announced as `CREATE.ELSEWHERE`, instead of the in-place steps; the lists
   * then have no create row, so one control does one thing (issue 20). @default false
   */
  readonly createElsewhere?: boolean;
}

/** S0 §2 what the picker announces: create the board (`boardId` null) or a section of `boardId` on its own page. */
export type SavePinEmitted = { readonly type: 'CREATE.ELSEWHERE'; readonly boardId: string | null };

/** S0 §4 per-board save state: loading, then success; cleared on failure. */
export type BoardSaveState = 'loading' | 'success';

/** S0 §4 save picker: the machine's memory. */
export interface SavePinContext {
  readonly pin: PinToSave;
  readonly acting: SavePinInput['acting'];
  readonly scenario: SaveScenario;
  readonly notice: SensitiveNotice | null;
  readonly popupAutoClose: boolean;
  /** S0 §2/§6 how the save ends: the success dialog, the mobile toast, or nothing (`saveSuccessPresentation`). */
  readonly presentation: SaveSuccessPresentation;
  readonly createElsewhere: boolean;
  /** S0 §6 picker boards (owned/collaborated, not archived, with a cover), sorted. */
  readonly boards: readonly Board[];
  /** S0 §2 'Top choices' (the picker shortlist). */
  readonly shortlist: readonly Board[];
  /** S0 §8 board list load error, flagged to the list view. */
  readonly boardsFailed: boolean;
  /** S0 §2/§5 the board list's search field. */
  readonly query: string;
  /**
   * S0 §2 keyboard highlight of the board list: an index into its rows (Top choices, then the
   * boards the query leaves, then the create row; see `boardPickerItems`), or `null` for none.
   */
  readonly boardHighlight: number | null;
  readonly board: Board | null;
  readonly sections: readonly BoardSection[];
  /** S0 §2 the section list's search field. */
  readonly sectionQuery: string;
  /** S0 §2 keyboard highlight of the section list (the sections the query leaves, then the create row), or `null`. */
  readonly sectionHighlight: number | null;
  readonly section: BoardSection | null;
  /** True once this flow created the board it saves to (S0 §2 'Board created'). */
  readonly createdBoard: boolean;
  readonly saveState: Readonly<Record<string, BoardSaveState>>;
  /** S0 §8 save failure notice (detail message, or the message). */
  readonly saveError: string | null;
  /** S0 §8 the board last chosen that already holds this Pin (`holds_pin`): not saved to, its notice shown. */
  readonly alreadySavedIn: Board | null;
  readonly savedPin: Pin | null;
}

/** S0 §4 save picker events. */
export type SavePinEvent =
  | { readonly type: 'NOTICE.ACCEPT' }
  | { readonly type: 'SEARCH.CHANGE'; readonly query: string }
  /** S0 §2 a key pressed in the board or section list's search field (Enter chooses like a click). */
  | { readonly type: 'PICKER.KEY'; readonly key: PickerKey }
  | { readonly type: 'BOARD.SELECT'; readonly boardId: string }
  | { readonly type: 'BOARD.CREATE' }
  | { readonly type: 'SECTION.FILTER'; readonly query: string }
  | { readonly type: 'SECTION.SELECT'; readonly sectionId: string }
  | { readonly type: 'SECTION.CREATE' }
  | { readonly type: 'BACK' }
  | { readonly type: 'CLOSE' };

/** S0 §4 what the flow ends with: the saved Pin and where it went, or nothing when closed. */
export interface SavePinOutput {
  readonly pin: Pin | null;
  readonly board: Board | null;
  readonly section: BoardSection | null;
  /** S0 §2 the toast the caller shows when the save ends on a mobile-class device (`mobileSaveToast`), else `null`. */
  readonly toast: MobileSaveToast | null;
}

/** S0 §7 the `savePin` actor's input (PinResource or RepinResource create). */
export interface SavePinCallInput {
  readonly pin: PinToSave;
  readonly boardId: string;
  readonly sectionId: string | null;
}

/**
 * The calls of the save picker, one promise actor each (S0 §7). Its create steps are the form
 * machines themselves (`boardCreateForm`, `addSectionForm` children), which make their own calls.
 */
export interface SavePinActors {
  readonly loadBoards: { input: { viewerId: string }; output: BoardPickerResponse };
  readonly loadSections: { input: { boardId: string }; output: readonly BoardSection[] };
  readonly savePin: { input: SavePinCallInput; output: Pin };
}

/** S0 §4: every state, event, guard, action, delay and actor name of savePinMachine. */
export const savePinSchema = {
  states: [
    'notice',
    'loadingBoards',
    'chooseBoard',
    'loadingSections',
    'chooseSection',
    'createBoard',
    'createSection',
    'saving',
    'success',
    'done',
    'closed',
  ],
  events: [
    'NOTICE.ACCEPT',
    'SEARCH.CHANGE',
    'PICKER.KEY',
    'BOARD.SELECT',
    'BOARD.CREATE',
    'SECTION.FILTER',
    'SECTION.SELECT',
    'SECTION.CREATE',
    'BACK',
    'CLOSE',
  ],
  guards: [
    'hasNotice',
    'holdsPin',
    'knownBoard',
    'hasSections',
    'knownSection',
    'formCancelled',
    'inSection',
    'noSuccessDialog',
    'createdBoard',
    'popupAutoClose',
    'createElsewhere',
  ],
  actions: ['createBoardElsewhere', 'createSectionElsewhere', 'boardKey', 'sectionKey'],
  delays: ['successDismiss', 'popupAutoClose'],
  actors: ['loadBoards', 'loadSections', 'boardCreateForm', 'addSectionForm', 'savePin'],
} as const;

/** S0 §4: a state of savePinMachine. */
export type SavePinState = (typeof savePinSchema.states)[number];
