export { LoadingBar, LoadingScreen } from './LoadingScreen.js';
export type { LoadingBarProps } from './LoadingScreen.js';
