export { AccountSecurityPanel } from './AccountSecurityPanel.js';
export type { AccountSecurityPanelProps } from './AccountSecurityPanel.js';
