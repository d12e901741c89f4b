/** Row height of the picker's long list, in pixels (the board cover is 40). */
export const ROW_HEIGHT = 56;
/** Rows shown before the list scrolls. */
export const VISIBLE_ROWS = 6;
