export { AdvisoryNotice } from './AdvisoryNotice.js';
export type { AdvisoryNoticeProps } from './AdvisoryNotice.js';
export { Highlight } from './Highlight.js';
export { SearchBox } from './SearchBox.js';
export type { SearchBoxProps } from './SearchBox.js';
export { SearchScopeTabs, SEARCH_SCOPE_TABS } from './SearchScopeTabs.js';
export type { SearchScopeTabsProps } from './SearchScopeTabs.js';
export { ShoppingFilters, appliedShoppingFilters } from './ShoppingFilters.js';
export type { AppliedShoppingFilter, ShoppingFilterKey, ShoppingFiltersProps } from './ShoppingFilters.js';
