import { comboboxConnect, comboboxOptionId, flyoutKeyStep } from '@pinstack/core/rules';
import type { SearchScope } from '@pinstack/core/rules';
import type { TypeaheadItem } from '@pinstack/core/ports';
import { useId, useState } from 'react';
import { Highlight } from './Highlight.js';
import styles from './Search.module.css';
import type { TypeaheadState } from './use-typeahead.js';
import { useTypeahead } from './use-typeahead.js';

/** Props of {@link SearchBoxView}. */
export interface SearchBoxViewProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly typeahead: TypeaheadState;
  /** Search for a query (Enter, or a suggestion chosen). */
  readonly onSearch: (query: string) => void;
}

const itemText = (item: TypeaheadItem): string => item.label ?? item.query ?? '';

/**
 * S1 §2 / §3 the search box: an ARIA combobox whose listbox shows the typeahead items (at most 5)
 * with the typed part highlighted (≥ 2 characters), the hint, arrow keys and Enter, Escape to close.
 */
export function SearchBoxView({ value, onChange, typeahead, onSearch }: SearchBoxViewProps) {
  const id = useId();
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const items = typeahead.term === value.trim() ? typeahead.items : [];
  const expanded = open && items.length > 0;
  const combobox = comboboxConnect({ id, label: 'Suggestions', expanded, activeId: active >= 0 ? comboboxOptionId(id, active) : null });
  const choose = (item: TypeaheadItem) => {
    const query = item.query ?? itemText(item);
    onChange(query);
    setOpen(false);
    onSearch(query);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> around a form is newer than our browser support; role=search on the form is the same landmark
    <form
      role="search"
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        const item = expanded ? items[active] : undefined;
        if (item !== undefined) choose(item);
        else if (value.trim() !== '') {
          setOpen(false);
          onSearch(value.trim());
        }
      }}
    >
      <label htmlFor={id} className={styles.label}>
        Search
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        autoComplete="off"
        {...combobox.input}
        placeholder="Search for ideas"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
            event.preventDefault();
            const key = event.key;
            if (key === 'ArrowDown') setOpen(true);
            setActive((current) => flyoutKeyStep(current, items.length, key));
          } else if (event.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <div className={styles.dropdown} hidden={!expanded && typeahead.status !== 'loading'}>
        {typeahead.status === 'loading' ? <p className={styles.hint}>Searching…</p> : null}
        <div {...combobox.listbox} className={styles.list} hidden={!expanded}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
            <div
              key={`${item.type ?? ''}:${item.id ?? itemText(item)}`}
              role="option"
              // options are reached through the field (aria-activedescendant), never tabbed to
              tabIndex={-1}
              {...combobox.option(comboboxOptionId(id, index))}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              <Highlight text={itemText(item)} query={value} />
            </div>
          ))}
        </div>
        {expanded && typeahead.hint !== null ? <p className={styles.hint}>Try “{typeahead.hint}”</p> : null}
      </div>
    </form>
  );
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  readonly scope: SearchScope;
  readonly onSearch: (query: string) => void;
  /** @default '' */
  readonly initialQuery?: string;
}

/** S1 §2 / §7 the search box bound to the search port's typeahead ({@link useTypeahead}). */
export function SearchBox({ scope, onSearch, initialQuery = '' }: SearchBoxProps) {
  const [value, setValue] = useState(initialQuery);
  const typeahead = useTypeahead(value, scope);
  return <SearchBoxView value={value} onChange={setValue} typeahead={typeahead} onSearch={onSearch} />;
}
