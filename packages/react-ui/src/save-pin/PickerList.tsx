import { isPickerKey } from '@pinstack/core/rules';
import type { PickerKey } from '@pinstack/core/rules';
import { useEffect, useId } from 'react';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { List, useListRef } from 'react-window';
import type { RowComponentProps } from 'react-window';
import { TextField } from '../primitives/TextField.js';
import styles from './PickerList.module.css';

/** One row a picker list shows: an option id (for aria-activedescendant) and what it stands for. */
export interface PickerOption {
  readonly id: string;
}

/** A titled run of options (S0 §2 'Top choices', 'All boards'); a `null` heading shows none. */
export interface PickerGroup<O extends PickerOption> {
  readonly key: string;
  readonly heading: string | null;
  readonly options: readonly O[];
}

/** Props of {@link PickerList}. */
export interface PickerListProps<O extends PickerOption> {
  /** The accessible name of the list (e.g. 'Boards'). */
  readonly label: string;
  /** The search field's visible label. */
  readonly searchLabel: string;
  readonly query: string;
  readonly onQuery: (query: string) => void;
  /** A key the machine answers (`PICKER.KEY`: arrows, Home, End, Enter). */
  readonly onKey: (key: PickerKey) => void;
  /** The machine's highlighted option id, or `null`. */
  readonly activeDescendant: string | null;
  /** The list's groups; the last group is virtualised (it may hold thousands of boards). */
  readonly groups: readonly PickerGroup<O>[];
  /** Rows after the groups (the create row). */
  readonly trailing: readonly O[];
  readonly onChoose: (option: O) => void;
  readonly renderOption: (option: O) => ReactNode;
}

/** Row height of the virtualised list, in pixels (the board cover is 40). */
const ROW_HEIGHT = 56;
/** Rows shown before the list scrolls. */
const VISIBLE_ROWS = 6;

/**
 * S0 §2 a searchable picker list: an ARIA combobox (the search field) over a listbox, driven by
 * the machine: keys go to `PICKER.KEY`, the highlight comes back as `aria-activedescendant`; the
 * long group is virtualised with react-window so 5,000 boards stay smooth.
 */
export function PickerList<O extends PickerOption>(props: PickerListProps<O>) {
  const { label, searchLabel, query, onQuery, onKey, activeDescendant, groups, trailing, onChoose, renderOption } = props;
  const listboxId = useId();
  const listRef = useListRef(null);
  const virtual = groups.at(-1);
  const virtualHeadingId = useId();
  const fixed = groups.slice(0, -1);

  // The highlighted option must be rendered for aria-activedescendant to point at it.
  useEffect(() => {
    if (virtual === undefined || activeDescendant === null) return;
    const index = virtual.options.findIndex((option) => option.id === activeDescendant);
    if (index >= 0) listRef.current?.scrollToRow({ index, align: 'smart' });
    else document.getElementById(activeDescendant)?.scrollIntoView({ block: 'nearest' });
  }, [activeDescendant, virtual, listRef]);

  const option = (o: O, style?: CSSProperties) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox (aria-activedescendant)
    <div
      key={o.id}
      id={o.id}
      role="option"
      // options are reached through the combobox (aria-activedescendant), never tabbed to
      tabIndex={-1}
      aria-selected={o.id === activeDescendant}
      className={styles.option}
      style={{ height: ROW_HEIGHT, ...style }}
      onClick={() => onChoose(o)}
    >
      {renderOption(o)}
    </div>
  );

  return (
    <div className={styles.picker}>
      <TextField
        label={searchLabel}
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant ?? undefined}
        autoComplete="off"
        value={query}
        // each step opens on its search field
        autoFocus
        data-autofocus
        onChange={(event) => onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (!isPickerKey(event.key)) return;
          event.preventDefault();
          onKey(event.key);
        }}
      />
      <div id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
        {fixed.map((group) => (
          <Group key={group.key} heading={group.heading}>
            {group.options.map((o) => option(o))}
          </Group>
        ))}
        {virtual === undefined ? null : (
          <>
            {virtual.heading === null ? null : (
              <div id={virtualHeadingId} role="presentation" className={styles.heading}>
                {virtual.heading}
              </div>
            )}
            <List
              // note: react-window's own role is list; inside a listbox the rows are options in a group.
              // The scroller is that group and a tab stop (axe scrollable-region-focusable): options are
              // reached through the combobox, but a keyboard user may also scroll the long list itself.
              role="group"
              {...(virtual.heading === null ? { 'aria-label': label } : { 'aria-labelledby': virtualHeadingId })}
              tabIndex={0}
              listRef={listRef}
              className={styles.all}
              style={{ ['--ps-picker-height' as string]: `${Math.min(virtual.options.length, VISIBLE_ROWS) * ROW_HEIGHT}px` }}
              rowCount={virtual.options.length}
              rowHeight={ROW_HEIGHT}
              rowComponent={VirtualRow}
              rowProps={{
                options: virtual.options as readonly PickerOption[],
                render: option as (o: PickerOption, style: CSSProperties) => ReactElement,
              }}
            />
          </>
        )}
        {trailing.map((o) => option(o))}
      </div>
    </div>
  );
}

function Group({ heading, children }: { readonly heading: string | null; readonly children: ReactNode }) {
  const headingId = useId();
  // a listbox groups its options with role=group; a fieldset is for form controls
  // biome-ignore lint/a11y/useSemanticElements: see above
  if (heading === null) return <div role="group">{children}</div>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group
    <div role="group" aria-labelledby={headingId}>
      <div id={headingId} role="presentation" className={styles.heading}>
        {heading}
      </div>
      {children}
    </div>
  );
}

interface VirtualRowProps {
  readonly options: readonly PickerOption[];
  readonly render: (option: PickerOption, style: CSSProperties) => ReactElement;
}

// react-window positions each row; the option itself carries the listbox semantics.
function VirtualRow({ index, style, options, render }: RowComponentProps<VirtualRowProps>) {
  const o = options[index];
  return o === undefined ? null : render(o, style);
}
