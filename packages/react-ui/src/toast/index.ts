export { Toast } from './Toast.js';
export type { ToastProps } from './Toast.js';
