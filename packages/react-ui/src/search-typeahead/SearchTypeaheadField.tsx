import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import './search-field.css';
import styles from './SearchTypeaheadField.module.css';
import { useSearchTypeahead } from './use-search-typeahead.js';

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
 * (`listbox` / `option`), over `searchTypeaheadMachine` (`useSearchTypeahead`). Arrow keys move
 * through the suggestions, Enter opens the highlighted one (else searches the typed words), Escape
 * closes the list, a click opens a suggestion.
 */
export function SearchTypeaheadField({ initialText = '', onSearch, placeholder = 'Search' }: SearchTypeaheadFieldProps) {
  const typeahead = useSearchTypeahead({ initialText, label: 'Search suggestions', onSearch: (search) => onSearch(search.path) });
  const { view } = typeahead;
  return (
    <search className={styles.search}>
      <form {...typeahead.form}>
        <VisuallyHidden>
          <label htmlFor={typeahead.input.id}>Search</label>
        </VisuallyHidden>
        <input className="ps-search-field" type="search" {...typeahead.input} placeholder={placeholder} />
        <div {...typeahead.listbox} className={styles.list} hidden={!view.expanded}>
          {view.options.map((option, index) => (
            // options are reached through the field (aria-activedescendant), never tabbed to
            <div
              key={option.text}
              role="option"
              tabIndex={-1}
              {...typeahead.option(index)}
              className={option.active ? `${styles.option} ${styles.active}` : styles.option}
            >
              {option.text}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
