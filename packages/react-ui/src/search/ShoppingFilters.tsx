import { parseSearchQuery } from '@pinstack/core/rules';
import type { SearchOptions } from '@pinstack/core/rules';
import styles from './Search.module.css';

/** A shopping filter the URL can carry (S1 §3 search query parameters). */
export type ShoppingFilterKey = 'brands' | 'colors' | 'domains' | 'price' | 'on_sale' | 'style';

/** One applied filter as a chip. */
export interface AppliedShoppingFilter {
  readonly key: ShoppingFilterKey;
  readonly label: string;
}

/** The shopping filters a parsed search URL applies (labels ours). */
export function appliedShoppingFilters(options: SearchOptions): readonly AppliedShoppingFilter[] {
  const filters: AppliedShoppingFilter[] = [];
  if (options.brands?.length) filters.push({ key: 'brands', label: `Brands: ${options.brands.join(', ')}` });
  if (options.colors?.length) filters.push({ key: 'colors', label: `Colours: ${options.colors.join(', ')}` });
  if (options.domains?.length) filters.push({ key: 'domains', label: `Sites: ${options.domains.join(', ')}` });
  if (options.price_min !== undefined || options.price_max !== undefined) {
    const label =
      options.price_min !== undefined && options.price_max !== undefined
        ? `Price: ${options.price_min}–${options.price_max}`
        : options.price_min !== undefined
          ? `Price: from ${options.price_min}`
          : `Price: up to ${options.price_max}`;
    filters.push({ key: 'price', label });
  }
  if (options.on_sale === true) filters.push({ key: 'on_sale', label: 'On sale' });
  if (options.style !== undefined) filters.push({ key: 'style', label: `Style: ${options.style}` });
  return filters;
}

/** Props of {@link ShoppingFilters}. */
export interface ShoppingFiltersProps {
  /** The search page URL (path and query) the filters are read from (`parseSearchQuery`). */
  readonly url: string;
  readonly onRemove: (key: ShoppingFilterKey) => void;
}

/** S1 §3 / §5 the shopping filters the URL applies, each removable; nothing when none apply. */
export function ShoppingFilters({ url, onRemove }: ShoppingFiltersProps) {
  const filters = appliedShoppingFilters(parseSearchQuery(url));
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Shopping filters" className={styles.filters}>
      {filters.map((filter) => (
        <li key={filter.key} className={styles.chip}>
          <span>{filter.label}</span>
          <button type="button" className={styles.chipRemove} aria-label={`Remove ${filter.label}`} onClick={() => onRemove(filter.key)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
