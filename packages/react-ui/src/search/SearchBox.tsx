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
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const items = typeahead.term === value.trim() ? typeahead.items : [];
  const expanded = open && items.length > 0;
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
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search for ideas"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && items.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((current) => (current + 1) % items.length);
          } else if (event.key === 'ArrowUp' && items.length > 0) {
            event.preventDefault();
            setActive((current) => (current <= 0 ? items.length - 1 : current - 1));
          } else if (event.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      {typeahead.status === 'loading' ? <span className={styles.hint}>Searching…</span> : null}
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
          <div
            key={`${item.type ?? ''}:${item.id ?? itemText(item)}`}
            id={`${listId}-${index}`}
            role="option"
            // options are reached through the combobox (aria-activedescendant), never tabbed to
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            <Highlight text={itemText(item)} query={value} />
          </div>
        ))}
      </div>
      {expanded && typeahead.hint !== null ? <p className={styles.hint}>Try “{typeahead.hint}”</p> : null}
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
