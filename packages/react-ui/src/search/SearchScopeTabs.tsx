import type { SearchScope } from '@pinstack/core/rules';
import { useRef } from 'react';
import styles from './Search.module.css';

/** The scopes offered as tabs and their labels (ours; S1 §3 names the scopes only). */
export const SEARCH_SCOPE_TABS: readonly { readonly scope: SearchScope; readonly label: string }[] = [
  { scope: 'pins', label: 'All Pins' },
  { scope: 'buyable_pins', label: 'Shop' },
  { scope: 'videos', label: 'Videos' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
  { scope: 'my_pins', label: 'Your Pins' },
];

/** Props of {@link SearchScopeTabs}. */
export interface SearchScopeTabsProps {
  /** The scope in effect, e.g. `parseSearchQuery(url).scope`. */
  readonly scope: SearchScope;
  readonly onSelect: (scope: SearchScope) => void;
}

/** S1 §3 search scope tabs: a tablist with arrow keys, Home and End; the selected scope is the one in effect. */
export function SearchScopeTabs({ scope, onSelect }: SearchScopeTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = SEARCH_SCOPE_TABS.findIndex((tab) => tab.scope === scope);
  const go = (to: number) => {
    const next = (to + SEARCH_SCOPE_TABS.length) % SEARCH_SCOPE_TABS.length;
    const tab = SEARCH_SCOPE_TABS[next];
    if (tab === undefined) return;
    onSelect(tab.scope);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Search in" className={styles.tabs}>
      {SEARCH_SCOPE_TABS.map((tab, i) => (
        <button
          key={tab.scope}
          ref={(element) => {
            refs.current[i] = element;
          }}
          type="button"
          role="tab"
          aria-selected={tab.scope === scope}
          tabIndex={tab.scope === scope || (index < 0 && i === 0) ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.scope)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(i + 1);
            else if (event.key === 'ArrowLeft') go(i - 1);
            else if (event.key === 'Home') go(0);
            else if (event.key === 'End') go(SEARCH_SCOPE_TABS.length - 1);
            else return;
            event.preventDefault();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
