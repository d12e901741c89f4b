/**
 * The rows of the save picker's two lists, shared by the machine (keyboard: what Enter chooses)
 * and the selectors (what the view shows), so the highlight always means the row on screen.
 */
import type { Board, BoardSection } from '../../entities.js';
import { MESSAGES } from '../../messages.js';
import { filterBoards, filterSections, pickerLayout } from '../../rules/picker.js';
import { pickerRows, type PickerRow } from '../../rules/picker-keyboard.js';
import type { SavePinContext } from './save-pin.types.js';

/** S0 §2 a board row: under 'Top choices' or 'All boards' (a shortlisted board is in both lists). */
export interface SavePinBoardItem {
  readonly list: 'top' | 'all';
  readonly board: Board;
}

/** S0 §2 'Top choices': the shortlist, unless the list is flat (≤ 3 boards) or a search is typed. */
export function topChoices(context: SavePinContext): readonly Board[] {
  return pickerLayout(context.boards.length) === 'flat' || context.query.trim() !== '' ? [] : context.shortlist;
}

/** S0 §2/§5 'All boards': the picker boards the search query leaves. */
export function allBoards(context: SavePinContext): readonly Board[] {
  return filterBoards(context.boards, context.query);
}

/** S0 §2 the board list's items in display (and keyboard) order: Top choices, then All boards. */
export function boardPickerItems(context: SavePinContext): SavePinBoardItem[] {
  return [
    ...topChoices(context).map((board): SavePinBoardItem => ({ list: 'top', board })),
    ...allBoards(context).map((board): SavePinBoardItem => ({ list: 'all', board })),
  ];
}

/** S0 §2 the section list's items: the sections its search field leaves, in their order. */
export function sectionPickerItems(context: SavePinContext): BoardSection[] {
  return filterSections(context.sections, context.sectionQuery);
}

/**
 * S0 §2 one row of the list on screen, with an id unique in the picker for the view's `id` and
 * `aria-activedescendant` (ids are URI-encoded so they never hold whitespace).
 */
export type SavePinOption =
  | { readonly kind: 'board'; readonly id: string; readonly list: 'top' | 'all'; readonly board: Board }
  | { readonly kind: 'section'; readonly id: string; readonly section: BoardSection }
  | { readonly kind: 'create'; readonly id: string; readonly label: string };

const optionId = (...parts: string[]) => ['save-pin-option', ...parts.map(encodeURIComponent)].join('-');

/** S0 §2 the board list's rows as view options: boards, then 'Create board'. */
export function boardOptions(context: SavePinContext): SavePinOption[] {
  return pickerRows(boardPickerItems(context)).map(
    (row: PickerRow<SavePinBoardItem>): SavePinOption =>
      row.kind === 'create'
        ? { kind: 'create', id: optionId('create-board'), label: MESSAGES.createBoard }
        : { kind: 'board', id: optionId(row.item.list, row.item.board.id), list: row.item.list, board: row.item.board },
  );
}

/** S0 §2 the section list's rows as view options: sections, then 'Create section'. */
export function sectionOptions(context: SavePinContext): SavePinOption[] {
  return pickerRows(sectionPickerItems(context)).map(
    (row: PickerRow<BoardSection>): SavePinOption =>
      row.kind === 'create'
        ? { kind: 'create', id: optionId('create-section'), label: MESSAGES.createSection }
        : { kind: 'section', id: optionId('section', row.item.id), section: row.item },
  );
}
