/**
 * The rows of the save picker's two lists, shared by the machine (keyboard: what Enter chooses)
 * and the selectors (what the view shows), so the highlight always means the row on screen.
 */
import type { Board, BoardSection } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { filterBoards, filterSections, pickerLayout } from '../../rules/picker.js';
import { pickerRows, type PickerRow } from '../../rules/picker-keyboard.js';
import { boardHoldsPin } from '../../rules/same-pin.js';
import type { SavePinContext } from './save-pin.types.js';

/** S0 §2 a board row: under 'Top choices' or 'All boards' (a shortlisted board is in both lists). */
export interface SavePinBoardItem {
  readonly list: 'top' | 'all';
  readonly board: Board;
}

/** S0 §2 'Top choices': the shortlist, unless the list is flat (≤ 3 boards) or a search is typed. */
export function topChoices(context: SavePinContext): readonly Board[] {
  return pickerLayout(context.boards.length) === 'flat' || context.query.trim() !== '' ? NO_BOARDS : context.shortlist;
}

// One empty list, so an unchanged "no Top choices" keeps its identity for the memos below.
const NO_BOARDS: readonly Board[] = [];

// The last filter of each board list: a keystroke's snapshot, its view and its key handling all ask
// for the same (boards, query) pair, and 5,000 boards are worth filtering once, not three times.
const lastFilter = new WeakMap<readonly Board[], { readonly query: string; readonly boards: readonly Board[] }>();

/** S0 §2/§5 'All boards': the picker boards the search query leaves (memoised per board list and query). */
export function allBoards(context: SavePinContext): readonly Board[] {
  const last = lastFilter.get(context.boards);
  if (last !== undefined && last.query === context.query) return last.boards;
  const boards = filterBoards(context.boards, context.query);
  lastFilter.set(context.boards, { query: context.query, boards });
  return boards;
}

// The rows of the last (Top choices, All boards) pair: a key press moves over the same rows, so
// their items and options are built once per filter, not once per key.
interface BoardRows {
  readonly top: readonly Board[];
  readonly items: readonly SavePinBoardItem[];
  /** Built on first use: the machine's keys need only the items. */
  options?: readonly SavePinOption[];
}
const lastRows = new WeakMap<readonly Board[], BoardRows>();

function rowsOf(context: SavePinContext): BoardRows {
  const all = allBoards(context);
  const top = topChoices(context);
  const last = lastRows.get(all);
  if (last !== undefined && last.top === top) return last;
  const rows: BoardRows = {
    top,
    items: [
      ...top.map((board): SavePinBoardItem => ({ list: 'top', board })),
      ...all.map((board): SavePinBoardItem => ({ list: 'all', board })),
    ],
  };
  lastRows.set(all, rows);
  return rows;
}

/** S0 §2 the board list's items in display (and keyboard) order: Top choices, then All boards (memoised per filter). */
export function boardPickerItems(context: SavePinContext): readonly SavePinBoardItem[] {
  return rowsOf(context).items;
}

/** S0 §2 the section list's items: the sections its search field leaves, in their order. */
export function sectionPickerItems(context: SavePinContext): BoardSection[] {
  return filterSections(context.sections, context.sectionQuery);
}

/**
 * S0 §2 one row of the list on screen, with an id unique in the picker for the view's `id` and
 * `aria-activedescendant` (ids are URI-encoded so they never hold whitespace), and the `event`
 * choosing it sends (a click, or Enter on it): the view never works out which event a row means.
 */
export type SavePinOption =
  | {
      readonly kind: 'board';
      readonly id: string;
      readonly list: 'top' | 'all';
      readonly board: Board;
      /** S0 §2/§8 the board already holds this Pin (`boardHoldsPin`): marked saved, and choosing it saves nothing. */
      readonly saved: boolean;
      readonly event: { readonly type: 'BOARD.SELECT'; readonly boardId: string };
    }
  | {
      readonly kind: 'section';
      readonly id: string;
      readonly section: BoardSection;
      readonly event: { readonly type: 'SECTION.SELECT'; readonly sectionId: string };
    }
  | { readonly kind: 'create'; readonly id: string; readonly label: string; readonly event: SavePinCreateEvent };

/** S0 §2 the event of a list's create row and of the page's fixed create button. */
export type SavePinCreateEvent = { readonly type: 'BOARD.CREATE' } | { readonly type: 'SECTION.CREATE' };

/** S0 §2 `Create board` / `Create section`, as events (one object each). */
export const CREATE_BOARD_EVENT: SavePinCreateEvent = { type: 'BOARD.CREATE' };
export const CREATE_SECTION_EVENT: SavePinCreateEvent = { type: 'SECTION.CREATE' };

const optionId = (...parts: string[]) => ['save-pin-option', ...parts.map(encodeURIComponent)].join('-');

/** S0 §2 the board list's rows as view options: boards, then 'Create board' unless the page has its own button (memoised per filter). */
export function boardOptions(context: SavePinContext): readonly SavePinOption[] {
  const rows = rowsOf(context);
  // note: the Pin (and so the board it came marked with) is fixed for a machine's life
  rows.options ??= buildBoardOptions(rows.items, context.pin.pinnedToBoard?.id ?? null, !context.createElsewhere);
  return rows.options;
}

function buildBoardOptions(items: readonly SavePinBoardItem[], pinnedToBoardId: string | null, createRow: boolean): SavePinOption[] {
  return pickerRows(items, { createRow }).map(
    (row: PickerRow<SavePinBoardItem>): SavePinOption =>
      row.kind === 'create'
        ? { kind: 'create', id: optionId('create-board'), label: MESSAGES.createBoard, event: CREATE_BOARD_EVENT }
        : {
            kind: 'board',
            id: optionId(row.item.list, row.item.board.id),
            list: row.item.list,
            board: row.item.board,
            saved: boardHoldsPin(row.item.board, pinnedToBoardId),
            event: { type: 'BOARD.SELECT', boardId: row.item.board.id },
          },
  );
}

/** S0 §2 the section list's rows as view options: sections, then 'Create section'. */
export function sectionOptions(context: SavePinContext): SavePinOption[] {
  return pickerRows(sectionPickerItems(context), { createRow: !context.createElsewhere }).map(
    (row: PickerRow<BoardSection>): SavePinOption =>
      row.kind === 'create'
        ? { kind: 'create', id: optionId('create-section'), label: MESSAGES.createSection, event: CREATE_SECTION_EVENT }
        : {
            kind: 'section',
            id: optionId('section', row.item.id),
            section: row.item,
            event: { type: 'SECTION.SELECT', sectionId: row.item.id },
          },
  );
}
