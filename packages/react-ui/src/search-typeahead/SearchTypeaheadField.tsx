import { searchTypeaheadActors, type PortsRuntime } from '@pinstack/core/actors';
import { searchTypeaheadMachine, selectSearchTypeahead } from '@pinstack/core/machines';
import type { SearchTypeaheadKey } from '@pinstack/core/machines';
import type { SearchService } from '@pinstack/core/ports';
import { comboboxConnect, comboboxOptionId, searchPathFor } from '@pinstack/core/rules';
import { useEffect, useId } from 'react';
import { useBoundMachine } from '../provider/use-bound-machine.js';
import { useLatest } from '../provider/use-latest.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import './search-field.css';
import styles from './SearchTypeaheadField.module.css';

/** Props of {@link SearchTypeaheadField}. */
export interface SearchTypeaheadFieldProps {
  /** The words the field starts with (a search page's query). @default '' */
  readonly initialText?: string;
  /** Opens a search path (`/search/pins/?q=…`): a chosen suggestion, or the typed words on Enter. */
  readonly onSearch: (path: string) => void;
  /** The field's placeholder. @default 'Search' */
  readonly placeholder?: string;
}

/**
 * S1 §3/§7 the header search with typeahead (issue 25), the ARIA combobox pattern: a text field
 * (`role="combobox"`, `aria-expanded`, `aria-activedescendant`) and a list of suggestions
 * (`listbox` / `option`), over `searchTypeaheadMachine`. Arrow keys move through the suggestions,
 * Enter opens the highlighted one (else searches the typed words), Escape closes the list, a click
 * opens a suggestion.
 */
export function SearchTypeaheadField({ initialText = '', onSearch, placeholder = 'Search' }: SearchTypeaheadFieldProps) {
  const { view, send } = useBoundMachine(
    'SearchTypeaheadField',
    (runtime: PortsRuntime<SearchService>) => searchTypeaheadMachine.provide({ actors: searchTypeaheadActors(runtime) }),
    { input: { text: initialText }, select: selectSearchTypeahead },
  );
  const id = useId();
  const optionId = (index: number) => comboboxOptionId(id, index);
  const search = useLatest(onSearch);
  const combobox = comboboxConnect({
    id,
    label: 'Search suggestions',
    expanded: view.expanded,
    activeId: view.activeIndex >= 0 ? optionId(view.activeIndex) : null,
  });
  const chosen = view.chosen;
  useEffect(() => {
    if (chosen !== null) search.current(chosen.path);
  }, [chosen, search]);
  return (
    <search className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const text = view.text.trim();
          if (text !== '') {
            send({ type: 'LIST.CLOSE' });
            search.current(searchPathFor(text));
          }
        }}
      >
        <VisuallyHidden>
          <label htmlFor={id}>Search</label>
        </VisuallyHidden>
        <input
          id={id}
          className="ps-search-field"
          type="search"
          {...combobox.input}
          autoComplete="off"
          placeholder={placeholder}
          value={view.text}
          onChange={(event) => send({ type: 'TEXT.CHANGE', text: event.currentTarget.value })}
          onBlur={() => send({ type: 'LIST.CLOSE' })}
          onKeyDown={(event) => {
            // Enter without a highlighted suggestion is not handled: it submits the typed words
            if (!(view.handledKeys as readonly string[]).includes(event.key)) return;
            event.preventDefault();
            send({ type: 'LIST.KEY', key: event.key as SearchTypeaheadKey });
          }}
        />
        <div {...combobox.listbox} className={styles.list} hidden={!view.expanded}>
          {view.options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (aria-activedescendant)
            <div
              key={option.text}
              role="option"
              // options are reached through the field (aria-activedescendant), never tabbed to
              tabIndex={-1}
              {...combobox.option(optionId(index))}
              className={option.active ? `${styles.option} ${styles.active}` : styles.option}
              // note: mousedown keeps the focus in the field (its blur would close the list first)
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => send({ type: 'ITEM.PICK', index })}
            >
              {option.text}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
