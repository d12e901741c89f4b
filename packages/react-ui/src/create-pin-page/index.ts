export { CreatePinPage } from './CreatePinPage.js';
export type { CreatePinPageProps } from './CreatePinPage.js';
