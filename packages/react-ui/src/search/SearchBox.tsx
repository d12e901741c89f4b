import type { SearchScope } from '@pinstack/core/rules';
import { useSearchTypeahead } from '../search-typeahead/use-search-typeahead.js';
import { Highlight } from './Highlight.js';
import styles from './Search.module.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** S1 §7 the scope its suggestions come from (the search page's tab). */
  readonly scope: SearchScope;
  /** Searches for words: a chosen suggestion's, or the typed ones on Enter. */
  readonly onSearch: (query: string) => void;
  /** @default '' */
  readonly initialQuery?: string;
}

/**
 * S1 §2 / §3 / §7 the search page's box: an ARIA combobox over `searchTypeaheadMachine` (the
 * header's binding, `useSearchTypeahead`, in the page's scope) whose listbox shows the suggestions
 * (at most 5) with the typed part highlighted (≥ 2 characters), `Searching…` while they are asked
 * for, and the answer's hint; arrow keys and Enter, Escape to close.
 */
export function SearchBox({ scope, onSearch, initialQuery = '' }: SearchBoxProps) {
  const typeahead = useSearchTypeahead({
    initialText: initialQuery,
    scope,
    label: 'Suggestions',
    onSearch: (search) => onSearch(search.words),
  });
  const { view } = typeahead;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> around a form is newer than our browser support; role=search on the form is the same landmark
    <form role="search" className={styles.box} {...typeahead.form}>
      <label htmlFor={typeahead.input.id} className={styles.label}>
        Search
      </label>
      <input className={styles.input} type="search" {...typeahead.input} placeholder="Search for ideas" />
      <div className={styles.dropdown} hidden={!view.expanded && !view.searching}>
        {view.searching ? <p className={styles.hint}>Searching…</p> : null}
        <div {...typeahead.listbox} className={styles.list} hidden={!view.expanded}>
          {view.options.map((option, index) => (
            // options are reached through the field (aria-activedescendant), never tabbed to
            <div key={option.text} role="option" tabIndex={-1} {...typeahead.option(index)} className={styles.option}>
              <Highlight text={option.text} query={view.text} />
            </div>
          ))}
        </div>
        {view.hint !== null ? <p className={styles.hint}>Try “{view.hint}”</p> : null}
      </div>
    </form>
  );
}
