export { AddSectionForm } from './AddSectionForm.js';
export type { AddSectionFormProps } from './AddSectionForm.js';
export { AddSectionModal } from './AddSectionModal.js';
export type { AddSectionModalProps } from './AddSectionModal.js';
export { useAddSectionForm } from './use-add-section-form.js';
export type { AddSectionFormBinding } from './use-add-section-form.js';
export { BoundAddSectionForm } from './BoundAddSectionForm.js';
export type { BoundAddSectionFormProps } from './BoundAddSectionForm.js';
