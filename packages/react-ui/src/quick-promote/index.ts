export { CHOOSE_A_PIN_FIRST, NO_PINS_TO_PROMOTE, QuickPromoteModal, QUICK_PROMOTE_TITLES } from './QuickPromoteModal.js';
export type { QuickPromoteModalProps } from './QuickPromoteModal.js';
export { QuickPromoteForm, QUICK_PROMOTE_AGE_BUCKETS } from './QuickPromoteForm.js';
export type { QuickPromoteChoice, QuickPromoteConversionTag, QuickPromoteFormProps } from './QuickPromoteForm.js';
export { BoundQuickPromoteModal } from './BoundQuickPromoteModal.js';
export type { BoundQuickPromoteModalProps } from './BoundQuickPromoteModal.js';
export { useQuickPromote } from './use-quick-promote.js';
export type { QuickPromoteBinding, UseQuickPromoteOptions } from './use-quick-promote.js';
