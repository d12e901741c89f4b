export { boardCreateFormMachine } from './board-create-form.machine.js';
export { selectBoardCreateForm } from './board-create-form.selectors.js';
export type { BoardCreateFormView } from './board-create-form.selectors.js';
export { boardCreateFormSchema } from './board-create-form.types.js';
export type {
  BoardCreateFormContext,
  BoardCreateFormEvent,
  BoardCreateFormInput,
  BoardCreateFormOutput,
  BoardCreateFormState,
  CreateBoardInput,
} from './board-create-form.types.js';
