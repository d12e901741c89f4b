import { assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import { SUCCESS_DIALOG_AUTO_DISMISS_MS, SUCCESS_POPUP_AUTO_CLOSE_MS } from '../../constants.js';
import type { Board, BoardPickerResponse, Pin } from '../../entities.js';
import { addSectionFormMachine } from '../add-section-form/add-section-form.machine.js';
import { boardCreateFormMachine } from '../board-create-form/board-create-form.machine.js';
import { pickerBoards } from '../../rules/picker.js';
import { pickerHighlightAfterFilter, pickerKeyStep } from '../../rules/picker-keyboard.js';
import { mobileSaveToast, saveSuccessPresentation } from '../../rules/mobile.js';
import { alreadySavedRefusal, boardHoldsPin } from '../../rules/same-pin.js';
import { failureText, notProvided } from '../saving-support.js';
import { boardPickerItems, sectionPickerItems } from './save-pin.rows.js';
import type { SavePinActors, SavePinContext, SavePinEmitted, SavePinEvent, SavePinInput, SavePinOutput } from './save-pin.types.js';

const actor = <K extends keyof SavePinActors>(name: K) =>
  fromPromise<SavePinActors[K]['output'], SavePinActors[K]['input']>(notProvided(name));

const withoutBoard = (state: SavePinContext['saveState'], boardId: string) =>
  Object.fromEntries(Object.entries(state).filter(([id]) => id !== boardId));

// A new section list (another board's, or none): its search field and highlight start over.
const freshSectionList = { sectionQuery: '', sectionHighlight: null } as const;

/**
 * S0 §4 save-to-board picker (S0 §2 modal steps): choose board → (sections? choose section) →
 * save; create board (saved into at once, or its sections offered when it has some); create
 * section (saved into) — both create steps are the standalone form machines, invoked as children
 * (`boardCreateForm`, `addSectionForm`: one form each, the same rules, Enter and name_source); back/close; sensitive notice first; per-board save state; success dialog
 * (suppressed in ad_creation and business_nux, 'Board created' dismisses itself after 2600 ms; on a
 * mobile-class device the flow ends at the save and its output carries the S0 §2 toast instead).
 * Both lists have a search field and keyboard navigation (`PICKER.KEY`, rules/picker-keyboard.ts):
 * Enter raises the very event a click sends (`BOARD.SELECT`, `BOARD.CREATE`, `SECTION.SELECT`,
 * `SECTION.CREATE`), so keys and clicks cannot drift apart.
 * Provide the three calls of {@link SavePinActors} and the two form machines with their own
 * actors provided (`boardCreateForm`, `addSectionForm`) with `machine.provide({ actors })`.
 */
export const savePinMachine = setup({
  types: {} as { context: SavePinContext; input: SavePinInput; events: SavePinEvent; output: SavePinOutput; emitted: SavePinEmitted },
  actors: {
    loadBoards: actor('loadBoards'),
    loadSections: actor('loadSections'),
    boardCreateForm: boardCreateFormMachine,
    addSectionForm: addSectionFormMachine,
    savePin: actor('savePin'),
  },
  guards: {
    hasNotice: ({ context }) => context.notice !== null,
    hasSections: (_, params: { board: Board | undefined }) => (params.board?.section_count ?? 0) > 0,
    knownBoard: (_, params: { board: Board | undefined }) => params.board !== undefined,
    // S0 §8: a board that already holds this Pin is not saved to again (unless quick_creates)
    holdsPin: ({ context }, params: { board: Board | undefined }) =>
      params.board !== undefined && alreadySavedRefusal(params.board, boardHoldsPin(params.board, context.pin.pinnedToBoard?.id)) !== null,
    knownSection: ({ context, event }) => event.type === 'SECTION.SELECT' && context.sections.some((s) => s.id === event.sectionId),
    // a form machine that ends without a result was cancelled
    formCancelled: (_, params: { created: unknown }) => params.created === null,
    inSection: ({ context }) => context.section !== null,
    // S0 §2/§6: no success view when the scenario suppresses it or the mobile toast replaces it
    noSuccessDialog: ({ context }) => context.presentation !== 'dialog',
    createdBoard: ({ context }) => context.createdBoard,
    popupAutoClose: ({ context }) => context.popupAutoClose,
    createElsewhere: ({ context }) => context.createElsewhere,
  },
  actions: {
    // S0 §2 mobile page: `Create board` / `Create section` open their own pages; the app navigates
    createBoardElsewhere: emit({ type: 'CREATE.ELSEWHERE', boardId: null }),
    createSectionElsewhere: emit(({ context }) => ({ type: 'CREATE.ELSEWHERE' as const, boardId: context.board?.id ?? null })),
    boardKey: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PICKER.KEY') return;
      const step = pickerKeyStep(boardPickerItems(context), context.boardHighlight, event.key, { createRow: !context.createElsewhere });
      enqueue.assign({ boardHighlight: step.highlight });
      if (step.choose?.kind === 'create') enqueue.raise({ type: 'BOARD.CREATE' });
      else if (step.choose) enqueue.raise({ type: 'BOARD.SELECT', boardId: step.choose.item.board.id });
    }),
    sectionKey: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PICKER.KEY') return;
      const step = pickerKeyStep(sectionPickerItems(context), context.sectionHighlight, event.key, { createRow: !context.createElsewhere });
      enqueue.assign({ sectionHighlight: step.highlight });
      if (step.choose?.kind === 'create') enqueue.raise({ type: 'SECTION.CREATE' });
      else if (step.choose) enqueue.raise({ type: 'SECTION.SELECT', sectionId: step.choose.item.id });
    }),
  },
  delays: { successDismiss: SUCCESS_DIALOG_AUTO_DISMISS_MS, popupAutoClose: SUCCESS_POPUP_AUTO_CLOSE_MS },
}).createMachine({
  id: 'savePin',
  context: ({ input }) => ({
    pin: input.pin,
    acting: input.acting,
    scenario: input.scenario ?? 'default',
    notice: input.notice ?? null,
    popupAutoClose: input.popupAutoClose ?? false,
    presentation: saveSuccessPresentation({ isMobile: input.isMobile ?? false, scenario: input.scenario }),
    createElsewhere: input.createElsewhere ?? false,
    boards: [],
    shortlist: [],
    boardsFailed: false,
    query: '',
    boardHighlight: null,
    board: null,
    sections: [],
    ...freshSectionList,
    section: null,
    createdBoard: false,
    saveState: {},
    saveError: null,
    alreadySavedIn: null,
    savedPin: null,
  }),
  initial: 'notice',
  on: { CLOSE: '.closed' },
  states: {
    // S0 §2: a notice that applies replaces the picker until it is accepted; without one this passes straight on.
    notice: {
      always: { guard: not('hasNotice'), target: 'loadingBoards' },
      on: { 'NOTICE.ACCEPT': 'loadingBoards', BACK: 'closed' },
    },
    loadingBoards: {
      invoke: {
        id: 'loadBoards',
        src: 'loadBoards',
        input: ({ context }) => ({ viewerId: context.acting.viewerId }),
        onDone: {
          target: 'chooseBoard',
          actions: assign(({ context, event }) => pickerLists(event.output, context.acting.viewerId)),
        },
        // S0 §8 board list load error: flagged to the list view, which still offers Create board.
        onError: { target: 'chooseBoard', actions: assign({ boardsFailed: true, boardHighlight: null }) },
      },
    },
    chooseBoard: {
      on: {
        'SEARCH.CHANGE': {
          actions: assign({
            query: ({ event }) => event.query,
            boardHighlight: ({ context, event }) => pickerHighlightAfterFilter(context.boardHighlight, context.query, event.query),
          }),
        },
        'PICKER.KEY': { actions: 'boardKey' },
        'BOARD.SELECT': [
          // S0 §8: 'Psst! You already saved this Pin to {board}' instead of a silent copy; the list stays
          {
            guard: { type: 'holdsPin', params: ({ context, event }) => ({ board: findBoard(context, event.boardId) }) },
            actions: assign({ alreadySavedIn: ({ context, event }) => findBoard(context, event.boardId) ?? null, saveError: null }),
          },
          {
            guard: { type: 'hasSections', params: ({ context, event }) => ({ board: findBoard(context, event.boardId) }) },
            target: 'loadingSections',
            actions: assign({
              board: ({ context, event }) => findBoard(context, event.boardId) ?? null,
              section: null,
              createdBoard: false,
              alreadySavedIn: null,
            }),
          },
          {
            guard: { type: 'knownBoard', params: ({ context, event }) => ({ board: findBoard(context, event.boardId) }) },
            target: 'saving',
            actions: assign({
              board: ({ context, event }) => findBoard(context, event.boardId) ?? null,
              section: null,
              createdBoard: false,
              alreadySavedIn: null,
            }),
          },
        ],
        // one event for the list's create row, its Enter and the mobile page's bottom button: they cannot differ
        'BOARD.CREATE': [{ guard: 'createElsewhere', actions: 'createBoardElsewhere' }, { target: 'createBoard' }],
        BACK: 'closed',
      },
    },
    loadingSections: {
      invoke: {
        id: 'loadSections',
        src: 'loadSections',
        input: ({ context }) => ({ boardId: context.board?.id ?? '' }),
        onDone: { target: 'chooseSection', actions: assign({ sections: ({ event }) => event.output, ...freshSectionList }) },
        onError: { target: 'chooseBoard', actions: assign({ saveError: ({ event }) => failureText(event.error) }) },
      },
      on: { BACK: 'chooseBoard' },
    },
    chooseSection: {
      on: {
        'SECTION.FILTER': {
          actions: assign({
            sectionQuery: ({ event }) => event.query,
            sectionHighlight: ({ context, event }) =>
              pickerHighlightAfterFilter(context.sectionHighlight, context.sectionQuery, event.query),
          }),
        },
        'PICKER.KEY': { actions: 'sectionKey' },
        'SECTION.SELECT': {
          guard: 'knownSection',
          target: 'saving',
          actions: assign({ section: ({ context, event }) => context.sections.find((s) => s.id === event.sectionId) ?? null }),
        },
        'SECTION.CREATE': [{ guard: 'createElsewhere', actions: 'createSectionElsewhere' }, { target: 'createSection' }],
        BACK: { target: 'chooseBoard', actions: assign({ sections: [], section: null, ...freshSectionList }) },
      },
    },
    createBoard: {
      invoke: {
        id: 'boardCreateForm',
        src: 'boardCreateForm',
        input: ({ context }) => ({ acting: context.acting }),
        onDone: [
          { guard: { type: 'formCancelled', params: ({ event }) => ({ created: event.output.board }) }, target: 'chooseBoard' },
          {
            guard: { type: 'hasSections', params: ({ event }) => ({ board: event.output.board ?? undefined }) },
            target: 'loadingSections',
            actions: assign(({ context, event }) => adopt(context, event.output.board)),
          },
          { target: 'saving', actions: assign(({ context, event }) => adopt(context, event.output.board)) },
        ],
      },
      on: { BACK: 'chooseBoard' },
    },
    createSection: {
      invoke: {
        id: 'addSectionForm',
        src: 'addSectionForm',
        input: ({ context }) => ({ boardId: context.board?.id ?? '', actingAsSubjectId: context.acting.actingAsSubjectId ?? null }),
        onDone: [
          { guard: { type: 'formCancelled', params: ({ event }) => ({ created: event.output.section }) }, target: 'chooseSection' },
          // S0 §4: a newly created section is saved into. It joins the list, so an old highlight would point elsewhere.
          {
            target: 'saving',
            actions: assign(({ context, event }) => ({
              sections: event.output.section ? [...context.sections, event.output.section] : context.sections,
              section: event.output.section,
              sectionHighlight: null,
            })),
          },
        ],
      },
      on: { BACK: 'chooseSection' },
    },
    saving: {
      entry: assign(({ context }) => ({
        saveError: null,
        saveState: { ...context.saveState, [context.board?.id ?? '']: 'loading' as const },
      })),
      invoke: {
        id: 'savePin',
        src: 'savePin',
        input: ({ context }) => ({ pin: context.pin, boardId: context.board?.id ?? '', sectionId: context.section?.id ?? null }),
        onDone: [
          { guard: 'noSuccessDialog', target: 'done', actions: assign(({ context, event }) => saved(context, event.output)) },
          { target: 'success', actions: assign(({ context, event }) => saved(context, event.output)) },
        ],
        // S0 §4/§8: the board's save state is cleared and the failure shown; the picker stays where it was.
        onError: [
          { guard: 'inSection', target: 'chooseSection', actions: assign(({ context, event }) => failed(context, event.error)) },
          { target: 'chooseBoard', actions: assign(({ context, event }) => failed(context, event.error)) },
        ],
      },
    },
    success: {
      // S0 §2: the 'Board created' animation screen dismisses itself after 2600 ms, giving way to the
      // success dialog it stood over, which stays until dismissed: a dialog with actions never vanishes
      // under the user (WCAG 2.2.1; issue 20 trial #9). The create-Pin popup closes after 10 s (S0 §2, kept).
      after: {
        successDismiss: { guard: 'createdBoard', actions: assign({ createdBoard: false }) },
        popupAutoClose: { guard: 'popupAutoClose', target: 'done' },
      },
      on: { BACK: 'done' },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({
    pin: context.savedPin,
    board: context.savedPin ? context.board : null,
    section: context.savedPin ? context.section : null,
    toast:
      context.presentation === 'toast' && context.savedPin !== null && context.board !== null
        ? mobileSaveToast({ boardName: context.board.name, pinId: context.savedPin.id })
        : null,
  }),
});

function findBoard(context: SavePinContext, boardId: string): Board | undefined {
  return context.boards.find((b) => b.id === boardId);
}

function pickerLists(response: BoardPickerResponse, viewerId: string) {
  return {
    boards: pickerBoards(response.all_boards, viewerId),
    shortlist: pickerBoards(response.boards_shortlist, viewerId),
    boardsFailed: false,
    boardHighlight: null,
  };
}

// A board created here joins the list and becomes the target (S0 §4); the list changed, so no highlight.
function adopt(context: SavePinContext, board: Board | null) {
  if (board === null) return {};
  return {
    boards: [board, ...context.boards.filter((b) => b.id !== board.id)],
    boardHighlight: null,
    board,
    section: null,
    sections: [],
    ...freshSectionList,
    createdBoard: true,
  };
}

function saved(context: SavePinContext, pin: Pin) {
  return { savedPin: pin, saveState: { ...context.saveState, [context.board?.id ?? '']: 'success' as const } };
}

function failed(context: SavePinContext, error: unknown) {
  return { saveState: withoutBoard(context.saveState, context.board?.id ?? ''), saveError: failureText(error) };
}
