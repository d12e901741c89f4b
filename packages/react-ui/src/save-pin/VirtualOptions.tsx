// The picker's long group virtualised with react-window; PickerList loads it with import() only
// when a list is long enough to need it.
import { useEffect } from 'react';
import type { CSSProperties, ReactElement } from 'react';
import { List, useListRef } from 'react-window';
import type { RowComponentProps } from 'react-window';
import type { PickerOption } from './PickerList.js';
import { ROW_HEIGHT, VISIBLE_ROWS } from './picker-rows.js';

/** Props of the virtualised long group. */
interface VirtualOptionsOwnProps {
  readonly options: readonly PickerOption[];
  readonly activeDescendant: string | null;
  readonly render: (option: PickerOption, style: CSSProperties) => ReactElement;
  readonly className: string;
}

/** Props of the virtualised long group, labelled as the plain one is. */
export type VirtualOptionsProps = VirtualOptionsOwnProps & ({ readonly 'aria-label': string } | { readonly 'aria-labelledby': string });

interface VirtualRowProps {
  readonly options: readonly PickerOption[];
  readonly render: (option: PickerOption, style: CSSProperties) => ReactElement;
}

// react-window positions each row; the option itself carries the listbox semantics.
function VirtualRow({ index, style, options, render }: RowComponentProps<VirtualRowProps>) {
  const o = options[index];
  return o === undefined ? null : render(o, style);
}

/** S0 §2 5,000 boards stay smooth: only the rows in view are rendered; the highlight is scrolled to. */
export default function VirtualOptions({ options, activeDescendant, render, className, ...label }: VirtualOptionsProps) {
  const listRef = useListRef(null);
  // The highlighted option must be rendered for aria-activedescendant to point at it.
  useEffect(() => {
    if (activeDescendant === null) return;
    const index = options.findIndex((option) => option.id === activeDescendant);
    if (index >= 0) listRef.current?.scrollToRow({ index, align: 'smart' });
  }, [activeDescendant, options, listRef]);
  return (
    <List
      // note: react-window's own role is list; inside a listbox the rows are options in a group,
      // and the scroller is a tab stop (axe scrollable-region-focusable)
      role="group"
      {...label}
      tabIndex={0}
      listRef={listRef}
      className={className}
      style={{ ['--ps-picker-height' as string]: `${Math.min(options.length, VISIBLE_ROWS) * ROW_HEIGHT}px` }}
      rowCount={options.length}
      rowHeight={ROW_HEIGHT}
      rowComponent={VirtualRow}
      rowProps={{ options, render }}
    />
  );
}
