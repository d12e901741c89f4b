import { comboboxConnect, isPickerKey } from '@pinstack/core/rules';
import type { PickerKey } from '@pinstack/core/rules';
import { Suspense, lazy, useEffect, useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { TextField } from '../primitives/TextField.js';
import styles from './PickerList.module.css';
import { ROW_HEIGHT, VISIBLE_ROWS } from './picker-rows.js';
import type { VirtualOptionsProps } from './VirtualOptions.js';

// react-window (6 KB gzipped) is fetched only for a list long enough to need it: most viewers
// have a few dozen boards, and the picker must show fast (issue 11: ≤ 150 KB before it shows).
const VirtualOptions = lazy(() => import('./VirtualOptions.js'));
/** Above this many rows the long group is virtualised; below, all its rows are rendered. */
export const VIRTUALISE_ABOVE = 100;

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

/**
 * S0 §2 a searchable picker list: an ARIA combobox (the search field) over a listbox, driven by
 * the machine: keys go to `PICKER.KEY`, the highlight comes back as `aria-activedescendant`; a
 * long group (over VIRTUALISE_ABOVE rows) is virtualised with react-window so 5,000 boards stay smooth.
 */
export function PickerList<O extends PickerOption>(props: PickerListProps<O>) {
  const { label, searchLabel, query, onQuery, onKey, activeDescendant, groups, trailing, onChoose, renderOption } = props;
  // the search field is always the open list's combobox; the machine's option ids are the options'
  const combobox = comboboxConnect({ id: useId(), label, expanded: true, activeId: activeDescendant });
  const virtual = groups.at(-1);
  const virtualised = virtual !== undefined && virtual.options.length > VIRTUALISE_ABOVE;
  const virtualHeadingId = useId();
  const fixed = groups.slice(0, -1);

  // The highlighted option is kept in view (a virtualised list scrolls to it itself, which also
  // renders it for aria-activedescendant to point at).
  useEffect(() => {
    if (activeDescendant === null) return;
    if (virtualised && virtual.options.some((option) => option.id === activeDescendant)) return;
    document.getElementById(activeDescendant)?.scrollIntoView({ block: 'nearest' });
  }, [activeDescendant, virtual, virtualised]);

  const option = (o: O, style?: CSSProperties) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox (aria-activedescendant)
    <div
      key={o.id}
      role="option"
      // options are reached through the combobox (aria-activedescendant), never tabbed to
      tabIndex={-1}
      {...combobox.option(o.id)}
      className={styles.option}
      style={{ height: ROW_HEIGHT, ...style }}
      onClick={() => onChoose(o)}
    >
      {renderOption(o)}
    </div>
  );

  // The long group is a labelled group and a tab stop (axe scrollable-region-focusable): options are
  // reached through the combobox, but a keyboard user may also scroll the long list itself.
  const scrollerLabel: { readonly 'aria-label': string } | { readonly 'aria-labelledby': string } =
    virtual?.heading == null ? { 'aria-label': label } : { 'aria-labelledby': virtualHeadingId };
  const scroller = (options: readonly O[]) => (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group
    <div
      role="group"
      {...scrollerLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`${styles.all} ${styles.scroll}`}
      style={{ ['--ps-picker-height' as string]: `${Math.min(options.length, VISIBLE_ROWS) * ROW_HEIGHT}px` }}
    >
      {options.map((o) => option(o))}
    </div>
  );

  return (
    <div className={styles.picker}>
      <TextField
        label={searchLabel}
        type="search"
        {...combobox.input}
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
      <div {...combobox.listbox} className={styles.listbox}>
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
            {virtualised ? (
              // until react-window arrives, the first rows show as they will (no spinner flash): two
              // screenfuls, not a hundred rows nobody sees for those few milliseconds (their render
              // delayed the picker's first paint by ~60 ms over 5,000 boards, issue 11)
              <Suspense fallback={scroller(virtual.options.slice(0, 2 * VISIBLE_ROWS))}>
                <VirtualOptions
                  {...scrollerLabel}
                  className={styles.all ?? ''}
                  options={virtual.options as readonly PickerOption[]}
                  activeDescendant={activeDescendant}
                  render={option as VirtualOptionsProps['render']}
                />
              </Suspense>
            ) : (
              scroller(virtual.options)
            )}
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
