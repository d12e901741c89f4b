export { addSectionFormMachine, sectionNameSource } from './add-section-form.machine.js';
export { selectAddSectionForm } from './add-section-form.selectors.js';
export type { AddSectionFormView } from './add-section-form.selectors.js';
export { addSectionFormSchema } from './add-section-form.types.js';
export type {
  AddSectionFormContext,
  AddSectionFormEvent,
  AddSectionFormInput,
  AddSectionFormOutput,
  AddSectionFormState,
  CreateSectionInput,
  SectionNameSource,
} from './add-section-form.types.js';
