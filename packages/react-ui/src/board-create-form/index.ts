export { BoardCreateForm } from './BoardCreateForm.js';
export type { BoardCreateFormProps } from './BoardCreateForm.js';
export { BoardCreateModal } from './BoardCreateModal.js';
export type { BoardCreateModalProps } from './BoardCreateModal.js';
export { useBoardCreateForm } from './use-board-create-form.js';
export type { BoardCreateFormBinding } from './use-board-create-form.js';
export { BoundBoardCreateForm } from './BoundBoardCreateForm.js';
export type { BoundBoardCreateFormProps } from './BoundBoardCreateForm.js';
