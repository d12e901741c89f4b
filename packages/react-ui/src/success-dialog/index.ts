export { SaveSuccess } from './SaveSuccess.js';
export type { SaveSuccessProps } from './SaveSuccess.js';
