export { AutoplayVideo, useVideoAutoplayView, VideoAutoplayProvider } from './video-autoplay.js';
export type { AutoplayVideoProps } from './video-autoplay.js';
